/**
 * From a parsed query_string to (1) a boolean filter the index answers (SQLite FTS5 MATCH or
 * a PostgreSQL tsquery) and (2) a score computed in JavaScript over the matching documents,
 * the same on both databases. Scoring follows Elasticsearch's shape: a term over several
 * fields takes its best field (dis_max) times that field's boost; prefix and wildcard terms
 * score a constant like ES's multi-term queries; plain terms and phrases use BM25's length
 * normalisation (k1 1.2, b 0.75) without IDF; clauses of a group add up; boosts multiply.
 *
 * Typo tolerance: a typed word (bare, or with `*` only at its ends as the site sends it) also
 * matches the indexed words shared-domain's typo rule allows (`fuzzy` leaves); such a match
 * scores like the word itself times its similarity, as Elasticsearch's fuzzy queries do.
 */
import { InputError } from '../errors';
import type { DefaultOperator, QueryClause, QueryNode } from './query-string';
import { foldText, tokenize } from './search-text';
import type { Correction } from './typo-index';

/** The searchable fields of a document, by their name in queries. */
export const SEARCH_FIELDS = ['toolKeywords', 'name', 'keywords'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type FieldBoost = { field: SearchField; boost: number };

/** The most terms one wildcard may expand to (Elasticsearch's default clause limit). */
export const MAX_EXPANSIONS = 1_024;
/** The most expanded terms in one query, so a query of many wildcards cannot become huge. */
export const MAX_TOTAL_EXPANSIONS = 4_096;

/** Fields matched by their whole value, as Elasticsearch `keyword` fields (`term`, `terms`, `match`). */
export const KEYWORD_FIELDS = ['_id', 'toolName', 'type', 'urlSlug', 'url'] as const;
export type KeywordField = (typeof KEYWORD_FIELDS)[number];

export type Leaf =
  | { type: 'token'; token: string }
  | { type: 'prefix'; prefix: string }
  | { type: 'phrase'; tokens: string[]; lastIsPrefix: boolean }
  /** A wildcard pattern (`*mirchi`, `r?dio`) and the indexed terms it matches. */
  | { type: 'terms'; pattern: string; terms: string[] }
  /** A typed word as `base` reads it (null: nothing as typed), or an indexed word it may be a typo of. */
  | { type: 'fuzzy'; word: string; base: Exclude<Leaf, { type: 'fuzzy' }> | null; corrections: Correction[] };

/** A boolean query: `must` and `filter` all match (`filter` without scoring), then `minimumShouldMatch` of `should`; no `mustNot`. */
export type BoolPlan = { kind: 'bool'; must: Plan[]; should: Plan[]; filter: Plan[]; mustNot: Plan[]; minimumShouldMatch: number; boost: number };

export type Plan =
  | { kind: 'all'; boost: number }
  | { kind: 'none' }
  | { kind: 'leaf'; leaf: Leaf; fields: FieldBoost[]; boost: number }
  /** A keyword field holding one of the values. */
  | { kind: 'column'; field: KeywordField; values: string[]; boost: number }
  | BoolPlan;

/** A bool plan; without `minimumShouldMatch`, Elasticsearch's default (1 when nothing else is required, else 0). */
export function boolPlan(parts: Partial<Omit<BoolPlan, 'kind'>>): BoolPlan {
  const must = parts.must ?? [];
  const filter = parts.filter ?? [];
  return {
    kind: 'bool', must, should: parts.should ?? [], filter, mustNot: parts.mustNot ?? [],
    minimumShouldMatch: parts.minimumShouldMatch ?? (must.length || filter.length ? 0 : 1), boost: parts.boost ?? 1,
  };
}

export type PlanOptions = {
  /** `fields` of the query_string, e.g. ['toolKeywords^4', 'name^3', 'keywords']; all fields when absent. */
  fields?: readonly string[];
  defaultOperator?: DefaultOperator;
  /** Indexed terms matching a wildcard pattern (`*` any run, `?` one character), at most `limit`. */
  expand(pattern: string, limit: number): Promise<string[]>;
  /** The indexed words a typed word may be a typo of; without it, words match as typed. */
  correct?(word: string): Promise<Correction[]>;
};

/** `name^3` → { field: 'name', boost: 3 }; `*` → every field; unknown fields are dropped (they match nothing). */
export function parseFields(fields: readonly string[] | undefined): FieldBoost[] {
  if (!fields || fields.length === 0) return SEARCH_FIELDS.map((field) => ({ field, boost: 1 }));
  const out = new Map<SearchField, number>();
  for (const spec of fields) {
    const m = /^([^\^]+)(?:\^(\d+(?:\.\d+)?))?$/.exec(spec.trim());
    if (!m) throw new InputError(`query_string.fields: "${spec}" is not a field name with an optional ^boost`);
    const boost = m[2] === undefined ? 1 : Number(m[2]);
    const names: readonly string[] = m[1] === '*' ? SEARCH_FIELDS : [m[1]];
    for (const name of names) {
      if ((SEARCH_FIELDS as readonly string[]).includes(name)) out.set(name as SearchField, Math.max(out.get(name as SearchField) ?? 0, boost));
    }
  }
  return [...out].map(([field, boost]) => ({ field, boost }));
}

/** The characters a wildcard pattern keeps: word characters, `*` and `?`. */
function wildcardParts(text: string): string[] {
  return foldText(text).split(/[^\p{L}\p{N}\p{M}*?]+/u).filter((p) => p !== '');
}

/** The one word a term stands for when typos may be forgiven: bare, `*` only at its ends; else null. */
function typoWord(node: Extract<QueryNode, { kind: 'term' }>): string | null {
  if (node.phrase) return null;
  const core = node.text.replace(/^\*+|\*+$/g, '');
  if (/[*?]/.test(core)) return null;
  const tokens = tokenize(core);
  return tokens.length === 1 ? tokens[0] : null;
}

/**
 * A word's plan widened to the indexed words it may be a typo of: `plan` is what the word
 * matches as typed (a leaf, or none when a wildcard expanded to nothing).
 */
export async function withTypos(plan: Plan | null, word: string | null, fields: FieldBoost[], boost: number, options: Pick<PlanOptions, 'correct'>): Promise<Plan | null> {
  if (!word || !options.correct || (plan && plan.kind !== 'leaf' && plan.kind !== 'none')) return plan;
  if (plan?.kind === 'leaf' && plan.leaf.type === 'fuzzy') return plan;
  const corrections = await options.correct(word);
  if (!corrections.length) return plan;
  const base = plan?.kind === 'leaf' ? (plan.leaf as Exclude<Leaf, { type: 'fuzzy' }>) : null;
  return { kind: 'leaf', leaf: { type: 'fuzzy', word, base, corrections }, fields, boost: plan?.kind === 'leaf' ? plan.boost : boost };
}

/** Turns one term (bare or quoted) into a plan, expanding wildcards against the index and forgiving typos. */
async function termPlan(node: Extract<QueryNode, { kind: 'term' }>, fields: FieldBoost[], options: PlanOptions): Promise<Plan | null> {
  return withTypos(await exactTermPlan(node, fields, options), typoWord(node), fields, node.boost, options);
}

/** Turns one term (bare or quoted) into a plan as typed, expanding wildcards against the index. */
async function exactTermPlan(node: Extract<QueryNode, { kind: 'term' }>, fields: FieldBoost[], options: PlanOptions): Promise<Plan | null> {
  const leaf = (l: Leaf): Plan => ({ kind: 'leaf', leaf: l, fields, boost: node.boost });
  if (node.phrase || !/[*?]/.test(node.text)) {
    // Analysed like a field: no tokens → the clause disappears, several → a phrase.
    const tokens = tokenize(node.text);
    if (!tokens.length) return null;
    return leaf(tokens.length === 1 ? { type: 'token', token: tokens[0] } : { type: 'phrase', tokens, lastIsPrefix: false });
  }
  const parts = wildcardParts(node.text);
  if (!parts.length || parts.every((p) => /^[*?]*$/.test(p) && p.includes('*'))) return { kind: 'all', boost: node.boost };
  // "radio*" and "98.3*": a prefix (of a phrase when punctuation splits the text).
  const trailing = /^[^*?]+\*$/;
  if (parts.length === 1 ? trailing.test(parts[0]) : parts.slice(0, -1).every((p) => !/[*?]/.test(p)) && trailing.test(parts[parts.length - 1])) {
    const tokens = parts.map((p) => p.replace(/\*$/, ''));
    return leaf(tokens.length === 1 ? { type: 'prefix', prefix: tokens[0] } : { type: 'phrase', tokens, lastIsPrefix: true });
  }
  // Anything else (`*mirchi`, `*ad*`, `r?dio`): each part against the vocabulary, all required.
  const plans: Plan[] = [];
  for (const part of parts) {
    if (!/[*?]/.test(part)) {
      plans.push(leaf({ type: 'token', token: part }));
      continue;
    }
    if (/^\*+$/.test(part)) continue;
    if (/^[^*?]+\*$/.test(part)) {
      plans.push(leaf({ type: 'prefix', prefix: part.replace(/\*$/, '') }));
      continue;
    }
    const terms = await options.expand(part, MAX_EXPANSIONS + 1);
    if (terms.length > MAX_EXPANSIONS) {
      throw new InputError(`query_string: "${node.text}" matches more than ${MAX_EXPANSIONS} indexed terms; add more letters to it`);
    }
    plans.push(terms.length ? leaf({ type: 'terms', pattern: part, terms }) : { kind: 'none' });
  }
  if (!plans.length) return { kind: 'all', boost: node.boost };
  return plans.length === 1 ? plans[0] : boolPlan({ must: plans });
}

/** Resolves fields, analyses terms and expands wildcards; the result is what both filter and score read. */
export async function planQuery(root: QueryNode, options: PlanOptions): Promise<Plan> {
  const defaultFields = parseFields(options.fields);
  let expanded = 0;
  const budgeted: PlanOptions = {
    ...options,
    async expand(pattern, limit) {
      const terms = await options.expand(pattern, limit);
      expanded += terms.length;
      if (expanded > MAX_TOTAL_EXPANSIONS) {
        throw new InputError(`query_string: the wildcards expand to more than ${MAX_TOTAL_EXPANSIONS} indexed terms in all; use fewer or longer ones`);
      }
      return terms;
    },
  };
  const fieldsOf = (field: string | null, inherited: FieldBoost[]): FieldBoost[] => {
    if (field === null) return inherited;
    if (field === '*') return SEARCH_FIELDS.map((f) => ({ field: f, boost: 1 }));
    return (SEARCH_FIELDS as readonly string[]).includes(field) ? [{ field: field as SearchField, boost: 1 }] : [];
  };

  const visit = async (node: QueryNode, fields: FieldBoost[]): Promise<Plan | null> => {
    if (node.kind === 'matchAll') return { kind: 'all', boost: node.boost };
    const own = fieldsOf(node.field, fields);
    if (node.kind === 'term') {
      if (!own.length) return { kind: 'none' };
      return termPlan(node, own, budgeted);
    }
    const clauses: Record<QueryClause['occur'], Plan[]> = { must: [], should: [], mustNot: [] };
    for (const clause of node.clauses as QueryClause[]) {
      const plan = await visit(clause.node, own);
      if (plan) clauses[clause.occur].push(plan);
    }
    const { must, should, mustNot } = clauses;
    if (!must.length && !should.length && !mustNot.length) return null;
    // A group of one optional or required clause is that clause (Lucene does the same).
    if (mustNot.length === 0 && must.length + should.length === 1) {
      const only = must[0] ?? should[0];
      return only.kind === 'none' ? only : scaleBoost(only, node.boost);
    }
    // Only prohibited clauses: Elasticsearch's query_string adds a match-all, which scores 1.
    if (!must.length && !should.length) must.push({ kind: 'all', boost: 1 });
    return boolPlan({ must, should, mustNot, boost: node.boost });
  };
  return (await visit(root, defaultFields)) ?? { kind: 'none' };
}

/** A plan with its boost multiplied by `factor`. */
export function scaleBoost(plan: Plan, factor: number): Plan {
  if (factor === 1 || plan.kind === 'none') return plan;
  return { ...plan, boost: plan.boost * factor };
}

// ---------------------------------------------------------------- boolean filter

/** What documents match, independent of scores. */
export type Filter =
  | { op: 'all' }
  | { op: 'none' }
  | { op: 'leaf'; leaf: Exclude<Leaf, { type: 'fuzzy' }>; fields: SearchField[] }
  | { op: 'column'; field: KeywordField; values: string[] }
  | { op: 'and'; items: Filter[] }
  | { op: 'or'; items: Filter[] }
  | { op: 'andNot'; pos: Filter; neg: Filter };

const ALL: Filter = { op: 'all' };
const NONE: Filter = { op: 'none' };

function and(items: Filter[]): Filter {
  const kept: Filter[] = [];
  for (const f of items) {
    if (f.op === 'none') return NONE;
    if (f.op === 'all') continue;
    if (f.op === 'and') kept.push(...f.items);
    else kept.push(f);
  }
  if (!kept.length) return ALL;
  return kept.length === 1 ? kept[0] : { op: 'and', items: kept };
}

function or(items: Filter[]): Filter {
  const kept: Filter[] = [];
  for (const f of items) {
    if (f.op === 'all') return ALL;
    if (f.op === 'none') continue;
    if (f.op === 'or') kept.push(...f.items);
    else kept.push(f);
  }
  if (!kept.length) return NONE;
  return kept.length === 1 ? kept[0] : { op: 'or', items: kept };
}

function andNot(pos: Filter, neg: Filter): Filter {
  if (pos.op === 'none' || neg.op === 'all') return NONE;
  if (neg.op === 'none') return pos;
  return { op: 'andNot', pos, neg };
}

/**
 * The documents a plan matches, with Lucene's rules: required clauses must all match and
 * optional ones then only score; without required clauses one optional must match;
 * prohibited ones exclude. A group of only prohibited clauses matches everything else
 * (Elasticsearch's query_string fixes such negative queries).
 */
export function toFilter(plan: Plan): Filter {
  switch (plan.kind) {
    case 'all': return ALL;
    case 'none': return NONE;
    case 'column': return plan.values.length ? { op: 'column', field: plan.field, values: plan.values } : NONE;
    case 'leaf': {
      const fields = plan.fields.map((f) => f.field);
      const leaf = plan.leaf;
      if (leaf.type !== 'fuzzy') return { op: 'leaf', leaf, fields };
      const typos: Filter = { op: 'leaf', leaf: { type: 'terms', pattern: `${leaf.word}~`, terms: leaf.corrections.map((c) => c.term) }, fields };
      return leaf.base ? or([{ op: 'leaf', leaf: leaf.base, fields }, typos]) : typos;
    }
    case 'bool': {
      const required = [...plan.must, ...plan.filter].map(toFilter);
      const anyShould = plan.minimumShouldMatch > 0 && plan.should.length ? [or(plan.should.map(toFilter))] : [];
      const positive = required.length || anyShould.length ? and([...required, ...anyShould]) : ALL;
      return andNot(positive, or(plan.mustNot.map(toFilter)));
    }
  }
}

/** True when a filter has no `all` inside (so one index expression can say it). */
export function isIndexable(filter: Filter): boolean {
  switch (filter.op) {
    case 'all': return false;
    case 'none': return false;
    case 'leaf': return true;
    case 'column': return false;
    case 'and': case 'or': return filter.items.every(isIndexable);
    case 'andNot': return isIndexable(filter.pos) && isIndexable(filter.neg);
  }
}

const FTS_COLUMN: Readonly<Record<SearchField, string>> = { toolKeywords: 'tool_tokens', name: 'name_tokens', keywords: 'keyword_tokens' };
const TS_WEIGHT: Readonly<Record<SearchField, string>> = { toolKeywords: 'A', name: 'B', keywords: 'C' };

const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** An SQLite FTS5 MATCH expression for an indexable filter. */
export function toFts5(filter: Filter): string {
  switch (filter.op) {
    case 'leaf': {
      const columns = `{${filter.fields.map((f) => FTS_COLUMN[f]).join(' ')}}`;
      const leaf = filter.leaf;
      const body = leaf.type === 'token' ? ftsString(leaf.token)
        : leaf.type === 'prefix' ? `${ftsString(leaf.prefix)}*`
          : leaf.type === 'phrase' ? `${ftsString(leaf.tokens.join(' '))}${leaf.lastIsPrefix ? '*' : ''}`
            : `(${leaf.terms.map(ftsString).join(' OR ')})`;
      return `(${columns} : ${body})`;
    }
    case 'and': return `(${filter.items.map(toFts5).join(' AND ')})`;
    case 'or': return `(${filter.items.map(toFts5).join(' OR ')})`;
    case 'andNot': return `(${toFts5(filter.pos)} NOT ${toFts5(filter.neg)})`;
    default: throw new Error(`toFts5: "${filter.op}" has no FTS5 form`);
  }
}

const tsLexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A PostgreSQL tsquery (input syntax, not parsed again) for an indexable filter. */
export function toTsquery(filter: Filter): string {
  switch (filter.op) {
    case 'leaf': {
      // No weight letters when every field may match.
      const weights = filter.fields.length === SEARCH_FIELDS.length ? '' : filter.fields.map((f) => TS_WEIGHT[f]).sort().join('');
      const lexeme = (token: string, prefix: boolean) => `${tsLexeme(token)}${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;
      const leaf = filter.leaf;
      if (leaf.type === 'token') return lexeme(leaf.token, false);
      if (leaf.type === 'prefix') return lexeme(leaf.prefix, true);
      if (leaf.type === 'phrase') return `(${leaf.tokens.map((t, i) => lexeme(t, leaf.lastIsPrefix && i === leaf.tokens.length - 1)).join(' <-> ')})`;
      return `(${leaf.terms.map((t) => lexeme(t, false)).join(' | ')})`;
    }
    case 'and': return `(${filter.items.map(toTsquery).join(' & ')})`;
    case 'or': return `(${filter.items.map(toTsquery).join(' | ')})`;
    case 'andNot': return `(${toTsquery(filter.pos)} & !${toTsquery(filter.neg)})`;
    default: throw new Error(`toTsquery: "${filter.op}" has no tsquery form`);
  }
}

// ---------------------------------------------------------------- scoring

/** A document's tokens per field. */
export type DocTokens = Readonly<Record<SearchField, readonly string[]>>;
/** A document's keyword field values. */
export type DocColumns = Readonly<Record<KeywordField, string>>;
/** Mean token count per field over the documents being scored (BM25's avgdl). */
export type FieldLengths = Readonly<Record<SearchField, number>>;

const K1 = 1.2;
const B = 0.75;

/** Multi-term leaves (prefix, wildcard) score a constant, as in Elasticsearch. */
function constantScore(leaf: Leaf): boolean {
  if (leaf.type === 'fuzzy') return leaf.base !== null && constantScore(leaf.base);
  return leaf.type === 'prefix' || leaf.type === 'terms' || (leaf.type === 'phrase' && leaf.lastIsPrefix);
}

/**
 * How a leaf matches one field's tokens: occurrences, and the similarity of the match (1 as
 * typed; for a typo, 1 - edits / the shorter word's length, as Elasticsearch scales fuzzy terms).
 */
function leafMatch(leaf: Leaf, tokens: readonly string[]): { tf: number; similarity: number } {
  if (leaf.type !== 'fuzzy') return { tf: occurrences(leaf, tokens), similarity: 1 };
  const asTyped = leaf.base ? occurrences(leaf.base, tokens) : 0;
  if (asTyped) return { tf: asTyped, similarity: 1 };
  const present = new Set(tokens);
  const best = leaf.corrections.find((c) => present.has(c.term));
  if (!best) return { tf: 0, similarity: 0 };
  const shorter = Math.min(Array.from(leaf.word).length, Array.from(best.term).length);
  return { tf: 1, similarity: Math.max(0, 1 - best.edits / Math.max(shorter, 1)) };
}

/** Occurrences of a leaf in one field's tokens. */
function occurrences(leaf: Exclude<Leaf, { type: 'fuzzy' }>, tokens: readonly string[]): number {
  switch (leaf.type) {
    case 'token': return tokens.reduce((n, t) => n + (t === leaf.token ? 1 : 0), 0);
    case 'prefix': return tokens.some((t) => t.startsWith(leaf.prefix)) ? 1 : 0;
    case 'terms': {
      const set = new Set(leaf.terms);
      return tokens.some((t) => set.has(t)) ? 1 : 0;
    }
    case 'phrase': {
      let n = 0;
      const last = leaf.tokens.length - 1;
      for (let i = 0; i + last < tokens.length; i += 1) {
        let ok = true;
        for (let j = 0; j <= last && ok; j += 1) {
          const t = tokens[i + j];
          ok = leaf.lastIsPrefix && j === last ? t.startsWith(leaf.tokens[j]) : t === leaf.tokens[j];
        }
        if (ok) n += 1;
      }
      return n;
    }
  }
}

/** The score of a plan for one document, or null when it does not match. */
export function scoreDocument(plan: Plan, doc: DocTokens, lengths: FieldLengths, columns?: DocColumns): number | null {
  switch (plan.kind) {
    case 'all': return plan.boost;
    case 'none': return null;
    case 'column': return columns && plan.values.includes(columns[plan.field]) ? plan.boost : null;
    case 'leaf': {
      let best: number | null = null;
      const constant = constantScore(plan.leaf);
      for (const { field, boost } of plan.fields) {
        const tokens = doc[field];
        const { tf, similarity } = leafMatch(plan.leaf, tokens);
        if (!tf) continue;
        const norm = constant ? 1 : (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * tokens.length) / Math.max(lengths[field], 1)));
        const score = boost * norm * similarity;
        if (best === null || score > best) best = score;
      }
      return best === null ? null : best * plan.boost;
    }
    case 'bool': {
      let total = 0;
      for (const p of plan.mustNot) if (scoreDocument(p, doc, lengths, columns) !== null) return null;
      for (const p of plan.filter) if (scoreDocument(p, doc, lengths, columns) === null) return null;
      for (const p of plan.must) {
        const s = scoreDocument(p, doc, lengths, columns);
        if (s === null) return null;
        total += s;
      }
      let matchedShould = 0;
      for (const p of plan.should) {
        const s = scoreDocument(p, doc, lengths, columns);
        if (s !== null) {
          matchedShould += 1;
          total += s;
        }
      }
      if (plan.should.length && matchedShould < plan.minimumShouldMatch) return null;
      return total * plan.boost;
    }
  }
}

// ---------------------------------------------------------------- name ranking

/** A word the query looks for (as typed) and the indexed words it may be a typo of. */
export type QueryWord = { word: string; prefix: boolean; corrections: readonly Correction[] };

/**
 * The words a query looks for, in order, each once: what ranks names. Prohibited clauses do
 * not count; neither do wildcards inside a word (`r?dio`), which say no word.
 */
export function queryWords(plan: Plan): QueryWord[] {
  const out = new Map<string, QueryWord>();
  const add = (word: string, prefix: boolean, corrections: readonly Correction[] = []) => {
    const seen = out.get(word);
    if (!seen) out.set(word, { word, prefix, corrections });
    else out.set(word, { word, prefix: seen.prefix || prefix, corrections: seen.corrections.length ? seen.corrections : corrections });
  };
  const leafWords = (leaf: Leaf, corrections: readonly Correction[] = []): void => {
    if (leaf.type === 'token') add(leaf.token, false, corrections);
    else if (leaf.type === 'prefix') add(leaf.prefix, true, corrections);
    else if (leaf.type === 'phrase') leaf.tokens.forEach((t, i) => add(t, leaf.lastIsPrefix && i === leaf.tokens.length - 1));
    else if (leaf.type === 'terms') {
      // A word typed with wildcards at its ends (`*mirchi`, `*of*`); a list of exact terms says no word.
      const core = leaf.pattern.replace(/^\*+|\*+$/g, '');
      if (core !== leaf.pattern && core && !/[*?]/.test(core)) add(core, leaf.pattern.endsWith('*'), corrections);
    } else if (leaf.base) leafWords(leaf.base, leaf.corrections);
    else add(leaf.word, false, leaf.corrections);
  };
  const visit = (p: Plan): void => {
    if (p.kind === 'leaf') leafWords(p.leaf);
    else if (p.kind === 'bool') [...p.must, ...p.filter, ...p.should].forEach(visit);
  };
  visit(plan);
  return [...out.values()];
}

/** How a name matches the query words, best first: 4 exact, 3 starts with them, 2 and 1 the same with typos, 0 otherwise. */
export function nameRank(nameTokens: readonly string[], words: readonly QueryWord[]): 0 | 1 | 2 | 3 | 4 {
  if (!words.length || nameTokens.length < words.length) return 0;
  let typos = false;
  for (let i = 0; i < words.length; i += 1) {
    const { word, prefix, corrections } = words[i];
    const token = nameTokens[i];
    // The last word may be half typed.
    const last = i === words.length - 1;
    if (token === word || ((prefix || last) && token.startsWith(word))) continue;
    if (!corrections.some((c) => c.term === token)) return 0;
    typos = true;
  }
  const exact = nameTokens.length === words.length;
  return typos ? (exact ? 2 : 1) : exact ? 4 : 3;
}
