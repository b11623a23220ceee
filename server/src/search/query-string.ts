/**
 * A parser for the Elasticsearch `query_string` syntax the site sends (SPEC.md section 7),
 * with Lucene's classic rules so answers match what a real cluster would give:
 *
 *   (radio mirchi)^4 OR radio* AND *mirchi
 *
 * Supported: terms, "phrases", (groups), `field:` prefixes, `^boost` on any of them,
 * AND / OR / NOT and && / || / !, `+` / `-` modifiers, `*` and `?` wildcards (leading,
 * inner and trailing), `\` escapes, and `~` (accepted; fuzziness and slop are ignored).
 * Ranges (`[a TO b]`, `{…}`) and regular expressions are not supported.
 *
 * Lucene does not give AND precedence over OR: a conjunction makes the clauses on both sides
 * of it required (`a OR b AND c` = `a +b +c`), an OR leaves them optional when the default
 * operator is OR, and the default operator joins clauses with no conjunction. `addClause`
 * below follows Lucene's QueryParserBase.addClause.
 */
import { InputError } from '../errors';

export type Occur = 'must' | 'should' | 'mustNot';

export type QueryNode =
  /** A bare word (may hold `*` / `?` wildcards) or a quoted phrase, in one field or the query's fields. */
  | { kind: 'term'; text: string; phrase: boolean; field: string | null; boost: number }
  | { kind: 'group'; clauses: QueryClause[]; field: string | null; boost: number }
  /** `*:*`, or a lone `*`. */
  | { kind: 'matchAll'; boost: number };

export type QueryClause = { occur: Occur; node: QueryNode };

export type DefaultOperator = 'OR' | 'AND';

/** Longest query accepted (the site sends a few words twice). */
export const MAX_QUERY_LENGTH = 1_000;
/** Deepest nesting of parentheses accepted. */
const MAX_DEPTH = 20;

type Token =
  | { type: 'term'; text: string; wildcard: boolean; pos: number }
  | { type: 'phrase'; text: string; pos: number }
  | { type: 'and' | 'or' | 'not' | 'plus' | 'minus' | 'open' | 'close' | 'colon' | 'eof'; pos: number }
  | { type: 'boost'; value: number; pos: number }
  | { type: 'fuzzy'; pos: number };

const WHITESPACE = /[\s\u3000]/;
/** Characters that end a bare term (unless escaped). */
const TERM_END = new Set([' ', '\t', '\n', '\r', '\u3000', '(', ')', '"', '^', '~', ':', '[', ']', '{', '}']);

function fail(message: string, pos: number): never {
  throw new InputError(`query_string: ${message} at position ${pos + 1}`);
}

/** Splits the query into tokens; positions are 0-based offsets for error messages. */
export function lexQuery(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  // `+`, `-` and `!` are modifiers only where a clause starts (Lucene allows them inside terms).
  const atClauseStart = () => {
    const prev = tokens[tokens.length - 1];
    return !prev || ['and', 'or', 'not', 'plus', 'minus', 'open', 'colon'].includes(prev.type) || WHITESPACE.test(query[i - 1] ?? ' ');
  };
  while (i < query.length) {
    const c = query[i];
    if (WHITESPACE.test(c)) { i += 1; continue; }
    const start = i;
    if (c === '(') { tokens.push({ type: 'open', pos: i }); i += 1; continue; }
    if (c === ')') { tokens.push({ type: 'close', pos: i }); i += 1; continue; }
    if (c === ':') { tokens.push({ type: 'colon', pos: i }); i += 1; continue; }
    if (c === '[' || c === ']' || c === '{' || c === '}') fail('ranges ([a TO b], {a TO b}) are not supported', i);
    if (c === '&' && query[i + 1] === '&') { tokens.push({ type: 'and', pos: i }); i += 2; continue; }
    if (c === '|' && query[i + 1] === '|') { tokens.push({ type: 'or', pos: i }); i += 2; continue; }
    if ((c === '+' || c === '-' || c === '!') && atClauseStart()) {
      tokens.push({ type: c === '+' ? 'plus' : c === '-' ? 'minus' : 'not', pos: i });
      i += 1;
      continue;
    }
    if (c === '"') {
      let text = '';
      i += 1;
      while (i < query.length && query[i] !== '"') {
        if (query[i] === '\\' && i + 1 < query.length) i += 1;
        text += query[i];
        i += 1;
      }
      if (i >= query.length) fail('unclosed quote', start);
      i += 1;
      tokens.push({ type: 'phrase', text, pos: start });
      continue;
    }
    if (c === '^') {
      const m = /^\^(\d+(?:\.\d+)?|\.\d+)/.exec(query.slice(i));
      if (!m) fail('^ must be followed by a number (a boost such as ^4)', i);
      tokens.push({ type: 'boost', value: Number(m[1]), pos: i });
      i += m[0].length;
      continue;
    }
    if (c === '~') {
      const m = /^~(\d+(?:\.\d+)?)?/.exec(query.slice(i));
      tokens.push({ type: 'fuzzy', pos: i });
      i += m ? m[0].length : 1;
      continue;
    }
    // A bare term: up to whitespace or a special character; `\x` keeps x literally.
    let text = '';
    let wildcard = false;
    while (i < query.length && !TERM_END.has(query[i]) && !WHITESPACE.test(query[i])) {
      if (query[i] === '\\') {
        if (i + 1 >= query.length) fail('a trailing \\ escapes nothing', i);
        // An escaped * or ? is a literal character, which the analyzer drops anyway.
        text += query[i + 1] === '*' || query[i + 1] === '?' ? ' ' : query[i + 1];
        i += 2;
        continue;
      }
      if (query[i] === '*' || query[i] === '?') wildcard = true;
      text += query[i];
      i += 1;
    }
    if (text === 'AND' && !wildcard) tokens.push({ type: 'and', pos: start });
    else if (text === 'OR' && !wildcard) tokens.push({ type: 'or', pos: start });
    else if (text === 'NOT' && !wildcard) tokens.push({ type: 'not', pos: start });
    else tokens.push({ type: 'term', text, wildcard, pos: start });
  }
  tokens.push({ type: 'eof', pos: query.length });
  return tokens;
}

/** Lucene's addClause: how a conjunction and a modifier set the occur of this clause and the last one. */
function addClause(clauses: QueryClause[], conj: 'and' | 'or' | null, mod: 'plus' | 'not' | null, node: QueryNode | null, operator: DefaultOperator): void {
  const last = clauses[clauses.length - 1];
  // Introduced by AND: the preceding clause becomes required, unless it is prohibited.
  if (last && conj === 'and' && last.occur !== 'mustNot') last.occur = 'must';
  // Introduced by OR under the AND operator: the preceding clause becomes optional.
  if (last && operator === 'AND' && conj === 'or' && last.occur !== 'mustNot') last.occur = 'should';
  // A term the analyzer removed still had its effect on the previous clause.
  if (!node) return;
  let occur: Occur;
  if (operator === 'OR') {
    occur = mod === 'not' ? 'mustNot' : mod === 'plus' || conj === 'and' ? 'must' : 'should';
  } else {
    occur = mod === 'not' ? 'mustNot' : conj === 'or' ? 'should' : 'must';
  }
  clauses.push({ occur, node });
}

/**
 * Parses a query_string query into clauses with Lucene's occur rules. Throws InputError
 * (400) naming the problem and its position for malformed input.
 */
export function parseQueryString(query: string, operator: DefaultOperator = 'OR'): QueryNode {
  if (query.length > MAX_QUERY_LENGTH) throw new InputError(`query_string: the query has ${query.length} characters; at most ${MAX_QUERY_LENGTH} are allowed`);
  const tokens = lexQuery(query);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];

  const parseQuery = (depth: number): QueryClause[] => {
    if (depth > MAX_DEPTH) fail(`parentheses nest deeper than ${MAX_DEPTH}`, peek().pos);
    const clauses: QueryClause[] = [];
    for (;;) {
      const t = peek();
      if (t.type === 'eof' || t.type === 'close') {
        if (clauses.length === 0 && depth > 0) fail('empty parentheses', t.pos);
        return clauses;
      }
      let conj: 'and' | 'or' | null = null;
      if (t.type === 'and' || t.type === 'or') {
        if (!clauses.length) fail(`${t.type.toUpperCase()} needs a clause before it`, t.pos);
        conj = t.type;
        next();
      }
      let mod: 'plus' | 'not' | null = null;
      const m = peek();
      if (m.type === 'plus') { mod = 'plus'; next(); }
      else if (m.type === 'minus' || m.type === 'not') { mod = 'not'; next(); }
      const node = parseClause(depth);
      addClause(clauses, conj, mod, node, operator);
    }
  };

  const parseBoost = <T extends QueryNode>(node: T): T => {
    for (;;) {
      const t = peek();
      if (t.type === 'boost') { next(); node.boost *= t.value; continue; }
      if (t.type === 'fuzzy') { next(); continue; }
      return node;
    }
  };

  const parseClause = (depth: number): QueryNode => {
    let field: string | null = null;
    const t = peek();
    if (t.type === 'term' && tokens[at + 1]?.type === 'colon') {
      field = t.text;
      next();
      next();
    }
    const v = next();
    if (v.type === 'open') {
      const clauses = parseQuery(depth + 1);
      const close = next();
      if (close.type !== 'close') fail('unclosed parenthesis', v.pos);
      return parseBoost({ kind: 'group', clauses, field, boost: 1 });
    }
    if (v.type === 'phrase') return parseBoost({ kind: 'term', text: v.text, phrase: true, field, boost: 1 });
    if (v.type === 'term') {
      if ((v.text === '*' && (field === null || field === '*')) || (field === '*' && v.text === '*')) return parseBoost({ kind: 'matchAll', boost: 1 });
      return parseBoost({ kind: 'term', text: v.text, phrase: false, field, boost: 1 });
    }
    if (v.type === 'eof') fail(field ? `nothing after "${field}:"` : 'the query ends where a term was expected', v.pos);
    if (v.type === 'close') fail('unbalanced closing parenthesis', v.pos);
    if (v.type === 'boost') fail('a boost must follow a term, phrase or group', v.pos);
    return fail(`unexpected ${v.type === 'and' || v.type === 'or' || v.type === 'not' ? v.type.toUpperCase() : `"${query[v.pos]}"`}`, v.pos);
  };

  const clauses = parseQuery(0);
  const rest = peek();
  if (rest.type === 'close') fail('unbalanced closing parenthesis', rest.pos);
  return { kind: 'group', clauses, field: null, boost: 1 };
}
