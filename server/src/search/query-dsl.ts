/**
 * The Elasticsearch query DSL the embedded index answers, read and checked once for both
 * backends (a 400 naming the field for anything else, as a cluster would refuse it), then
 * planned for the embedded index (query-plan.ts):
 *
 *   query_string, match_all,
 *   match        { field: text | { query, operator, fuzziness, boost, zero_terms_query } }
 *   multi_match  { query, fields, type (best_fields, most_fields, cross_fields, phrase,
 *                  phrase_prefix, bool_prefix), operator, fuzziness, boost, zero_terms_query }
 *   term, terms  exact values of keyword fields (_id, toolName, type, urlSlug, url), or
 *                exact tokens of the text fields (toolKeywords, name, keywords)
 *   bool         must, should, filter, must_not, minimum_should_match (0 or 1), boost
 *
 * Text is analysed as the index is (search-text.ts) and typos are forgiven by the index's
 * rule (shared-domain's typo.ts) unless `fuzziness` is 0; other fuzziness values follow that
 * rule. A field the index does not have matches nothing, as an unmapped field does.
 */
import { InputError } from '../errors';
import { boolPlan, KEYWORD_FIELDS, parseFields, planQuery, scaleBoost, SEARCH_FIELDS, withTypos, type FieldBoost, type KeywordField, type Plan, type PlanOptions, type SearchField } from './query-plan';
import { MAX_QUERY_LENGTH, parseQueryString, type DefaultOperator } from './query-string';
import { tokenize } from './search-text';

export const QUERY_TYPES = ['query_string', 'match_all', 'match', 'multi_match', 'bool', 'term', 'terms'] as const;
const MULTI_MATCH_TYPES = ['best_fields', 'most_fields', 'cross_fields', 'phrase', 'phrase_prefix', 'bool_prefix'] as const;
type MultiMatchType = (typeof MULTI_MATCH_TYPES)[number];

/** Deepest nesting of bool queries, and most clauses in one request (Elasticsearch's max_clause_count is 1,024). */
const MAX_DEPTH = 20;
const MAX_CLAUSES = 1_024;
/** Most values of one `terms` query. */
const MAX_TERMS = 1_024;

export type DslQuery =
  | { type: 'query_string'; query: string; fields: string[] | undefined; operator: DefaultOperator; boost: number; typos: boolean }
  | { type: 'match_all'; boost: number }
  | { type: 'match'; field: string; query: string; operator: DefaultOperator; boost: number; typos: boolean; zeroTermsAll: boolean }
  | { type: 'multi_match'; query: string; fields: string[] | undefined; kind: MultiMatchType; operator: DefaultOperator; boost: number; typos: boolean; zeroTermsAll: boolean }
  | { type: 'term'; field: string; values: string[]; boost: number }
  | { type: 'bool'; must: DslQuery[]; should: DslQuery[]; filter: DslQuery[]; mustNot: DslQuery[]; minimumShouldMatch: number | undefined; boost: number };

type Json = Record<string, unknown>;

const fail = (message: string): never => {
  throw new InputError(message);
};

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, path: string, known: readonly string[] | null): Json {
  if (!isObject(value)) return fail(`${path} must be an object`);
  if (known) {
    const unknown = Object.keys(value).find((k) => !known.includes(k));
    if (unknown !== undefined) fail(`${path} has an unknown field "${unknown}"`);
  }
  return value;
}

function text(value: unknown, path: string, max = MAX_QUERY_LENGTH): string {
  // Elasticsearch reads numbers and booleans in a query's text as their text.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return fail(`${path} must be text`);
  if (value.length > max) fail(`${path} is too long: at most ${max} characters`);
  return value;
}

function boost(value: unknown, path: string): number {
  if (value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return fail(`${path} must be a number of at least 0`);
  return value;
}

function operator(value: unknown, path: string): DefaultOperator {
  if (value === undefined) return 'OR';
  if (typeof value !== 'string' || !/^(and|or)$/i.test(value)) return fail(`${path} must be AND or OR, got ${JSON.stringify(value)}`);
  return value.toUpperCase() as DefaultOperator;
}

/** `fuzziness`: 0 turns typo tolerance off; AUTO, AUTO:low,high, 1 and 2 use the index's rule. */
function fuzziness(value: unknown, path: string): boolean {
  if (value === undefined) return true;
  if (value === 0 || value === '0') return false;
  if (value === 1 || value === 2 || (typeof value === 'string' && /^(1|2|auto(:\d+,\d+)?)$/i.test(value))) return true;
  return fail(`${path} must be AUTO, 0, 1 or 2`);
}

function zeroTerms(value: unknown, path: string): boolean {
  if (value === undefined || value === 'none') return false;
  if (value === 'all') return true;
  return fail(`${path} must be none or all`);
}

function fieldList(value: unknown, path: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > 20) return fail(`${path} must be a list of at most 20 field names`);
  return value.map((f, i) => text(f, `${path}[${i}]`, 100));
}

function boolFlag(value: unknown, path: string): void {
  if (value !== undefined && typeof value !== 'boolean') fail(`${path} must be true or false`);
}

/** The single field of `{ field: … }` (term, match), with `extra` keys allowed beside it. */
function singleField(body: Json, path: string, extra: readonly string[] = []): [string, unknown] {
  const fields = Object.keys(body).filter((k) => !extra.includes(k));
  if (fields.length !== 1) fail(`${path} must name exactly one field`);
  return [fields[0], body[fields[0]]];
}

type Budget = { clauses: number };

function parseNode(raw: unknown, path: string, depth: number, budget: Budget): DslQuery {
  if (!isObject(raw)) return fail(`${path} must be an object holding one query`);
  const keys = Object.keys(raw);
  if (keys.length !== 1) fail(`${path} must hold exactly one query (${QUERY_TYPES.join(', ')})`);
  const type = keys[0];
  const at = `${path}.${type}`;
  const value = raw[type];
  budget.clauses += 1;
  if (budget.clauses > MAX_CLAUSES) fail(`query holds more than ${MAX_CLAUSES} clauses`);

  switch (type) {
    case 'query_string': {
      const b = object(value, at, ['query', 'fields', 'default_field', 'default_operator', 'analyze_wildcard', 'allow_leading_wildcard', 'lenient', 'boost', 'fuzziness']);
      if (b.query === undefined) fail(`${at}.query is required`);
      for (const flag of ['analyze_wildcard', 'allow_leading_wildcard', 'lenient']) boolFlag(b[flag], `${at}.${flag}`);
      const fields = fieldList(b.fields, `${at}.fields`) ?? (b.default_field === undefined ? undefined : [text(b.default_field, `${at}.default_field`, 100)]);
      return {
        type, query: text(b.query, `${at}.query`), fields, operator: operator(b.default_operator, `${at}.default_operator`),
        boost: boost(b.boost, `${at}.boost`), typos: fuzziness(b.fuzziness, `${at}.fuzziness`),
      };
    }
    case 'match_all': {
      const b = object(value, at, ['boost']);
      return { type, boost: boost(b.boost, `${at}.boost`) };
    }
    case 'match': {
      const [field, spec] = singleField(object(value, at, null), at);
      const where = `${at}.${field}`;
      if (!isObject(spec)) return { type, field, query: text(spec, where), operator: 'OR', boost: 1, typos: true, zeroTermsAll: false };
      const b = object(spec, where, ['query', 'operator', 'fuzziness', 'boost', 'zero_terms_query', 'lenient']);
      if (b.query === undefined) fail(`${where}.query is required`);
      boolFlag(b.lenient, `${where}.lenient`);
      return {
        type, field, query: text(b.query, `${where}.query`), operator: operator(b.operator, `${where}.operator`), boost: boost(b.boost, `${where}.boost`),
        typos: fuzziness(b.fuzziness, `${where}.fuzziness`), zeroTermsAll: zeroTerms(b.zero_terms_query, `${where}.zero_terms_query`),
      };
    }
    case 'multi_match': {
      const b = object(value, at, ['query', 'fields', 'type', 'operator', 'fuzziness', 'boost', 'zero_terms_query', 'lenient']);
      if (b.query === undefined) fail(`${at}.query is required`);
      const kind = b.type ?? 'best_fields';
      if (!(MULTI_MATCH_TYPES as readonly unknown[]).includes(kind)) fail(`${at}.type must be one of ${MULTI_MATCH_TYPES.join(', ')}`);
      boolFlag(b.lenient, `${at}.lenient`);
      return {
        type, query: text(b.query, `${at}.query`), fields: fieldList(b.fields, `${at}.fields`), kind: kind as MultiMatchType,
        operator: operator(b.operator, `${at}.operator`), boost: boost(b.boost, `${at}.boost`),
        typos: fuzziness(b.fuzziness, `${at}.fuzziness`), zeroTermsAll: zeroTerms(b.zero_terms_query, `${at}.zero_terms_query`),
      };
    }
    case 'term': {
      const [field, spec] = singleField(object(value, at, null), at);
      const where = `${at}.${field}`;
      if (!isObject(spec)) return { type: 'term', field, values: [text(spec, where, 1_000)], boost: 1 };
      const b = object(spec, where, ['value', 'boost']);
      if (b.value === undefined) fail(`${where}.value is required`);
      return { type: 'term', field, values: [text(b.value, `${where}.value`, 1_000)], boost: boost(b.boost, `${where}.boost`) };
    }
    case 'terms': {
      const b = object(value, at, null);
      const [field, list] = singleField(b, at, ['boost']);
      const where = `${at}.${field}`;
      if (!Array.isArray(list) || list.length > MAX_TERMS) return fail(`${where} must be a list of at most ${MAX_TERMS} values`);
      return { type: 'term', field, values: list.map((v, i) => text(v, `${where}[${i}]`, 1_000)), boost: boost(b.boost, `${at}.boost`) };
    }
    case 'bool': {
      if (depth >= MAX_DEPTH) fail(`${at}: bool queries nest deeper than ${MAX_DEPTH}`);
      const b = object(value, at, ['must', 'should', 'filter', 'must_not', 'minimum_should_match', 'boost']);
      const clauses = (key: string): DslQuery[] => {
        const v = b[key];
        if (v === undefined) return [];
        const list = Array.isArray(v) ? v : [v];
        return list.map((q, i) => parseNode(q, Array.isArray(v) ? `${at}.${key}[${i}]` : `${at}.${key}`, depth + 1, budget));
      };
      const msm = b.minimum_should_match;
      if (msm !== undefined && ![0, 1, '0', '1', '0%', '100%'].includes(msm as number | string)) {
        fail(`${at}.minimum_should_match: only 0 or 1 are supported`);
      }
      const should = clauses('should');
      return {
        type, must: clauses('must'), should, filter: clauses('filter'), mustNot: clauses('must_not'),
        // 100% of one should clause is one; of more it would be all of them, which is not supported.
        minimumShouldMatch: msm === undefined ? undefined : msm === '100%' ? (should.length > 1 ? fail(`${at}.minimum_should_match: only 0 or 1 are supported`) : 1) : Number(String(msm).replace('%', '')),
        boost: boost(b.boost, `${at}.boost`),
      };
    }
    default:
      return fail(`${path} has an unknown query type "${type}"; the index answers ${QUERY_TYPES.join(', ')}`);
  }
}

/** Reads a request's `query` into a checked query; throws InputError (400) naming the field. */
export function parseQueryDsl(raw: unknown): DslQuery {
  return parseNode(raw, 'query', 0, { clauses: 0 });
}

const isSearchField = (field: string): field is SearchField => (SEARCH_FIELDS as readonly string[]).includes(field);
const isKeywordField = (field: string): field is KeywordField => (KEYWORD_FIELDS as readonly string[]).includes(field);

type DslOptions = Pick<PlanOptions, 'expand' | 'correct'>;

/** One plan per analysed word over `fields`, the last one a prefix when `lastIsPrefix`, each forgiving typos when asked. */
async function wordPlans(tokens: readonly string[], fields: FieldBoost[], lastIsPrefix: boolean, typos: boolean, options: DslOptions): Promise<Plan[]> {
  const correct = typos ? options : {};
  return Promise.all(tokens.map(async (token, i): Promise<Plan> => {
    const prefix = lastIsPrefix && i === tokens.length - 1;
    const plan: Plan = { kind: 'leaf', leaf: prefix ? { type: 'prefix', prefix: token } : { type: 'token', token }, fields, boost: 1 };
    return (await withTypos(plan, token, fields, 1, correct)) ?? plan;
  }));
}

/** The plans of words joined by the operator, with the query's boost. */
function joined(plans: Plan[], operator: DefaultOperator, boost: number): Plan {
  if (plans.length === 1) return scaleBoost(plans[0], boost);
  return operator === 'AND' ? boolPlan({ must: plans, boost }) : boolPlan({ should: plans, boost });
}

/** A checked query as a plan for the embedded index. */
export async function planDsl(query: DslQuery, options: DslOptions): Promise<Plan> {
  switch (query.type) {
    case 'match_all': return { kind: 'all', boost: query.boost };
    case 'query_string': {
      const plan = await planQuery(parseQueryString(query.query, query.operator), { fields: query.fields, expand: options.expand, correct: query.typos ? options.correct : undefined });
      return scaleBoost(plan, query.boost);
    }
    case 'term': {
      if (isKeywordField(query.field)) return { kind: 'column', field: query.field, values: query.values, boost: query.boost };
      if (!isSearchField(query.field)) return { kind: 'none' };
      // Not analysed, as Elasticsearch's term: the value must be one indexed token as it is.
      const fields = [{ field: query.field, boost: 1 }];
      const [only] = query.values;
      return query.values.length === 1
        ? { kind: 'leaf', leaf: { type: 'token', token: only }, fields, boost: query.boost }
        : { kind: 'leaf', leaf: { type: 'terms', pattern: query.values.join(','), terms: query.values }, fields, boost: query.boost };
    }
    case 'match': {
      // A keyword field matches its whole value.
      if (isKeywordField(query.field)) return { kind: 'column', field: query.field, values: [query.query], boost: query.boost };
      if (!isSearchField(query.field)) return { kind: 'none' };
      const tokens = tokenize(query.query);
      if (!tokens.length) return query.zeroTermsAll ? { kind: 'all', boost: query.boost } : { kind: 'none' };
      return joined(await wordPlans(tokens, [{ field: query.field, boost: 1 }], false, query.typos, options), query.operator, query.boost);
    }
    case 'multi_match': {
      const fields = parseFields(query.fields?.length ? query.fields : undefined);
      const tokens = tokenize(query.query);
      if (!tokens.length) return query.zeroTermsAll ? { kind: 'all', boost: query.boost } : { kind: 'none' };
      if (!fields.length) return { kind: 'none' };
      if (query.kind === 'phrase' || query.kind === 'phrase_prefix') {
        const prefix = query.kind === 'phrase_prefix';
        const leaf = tokens.length === 1
          ? (prefix ? { type: 'prefix' as const, prefix: tokens[0] } : { type: 'token' as const, token: tokens[0] })
          : { type: 'phrase' as const, tokens, lastIsPrefix: prefix };
        return { kind: 'leaf', leaf, fields, boost: query.boost };
      }
      return joined(await wordPlans(tokens, fields, query.kind === 'bool_prefix', query.typos, options), query.operator, query.boost);
    }
    case 'bool': {
      const plan = async (list: DslQuery[]) => Promise.all(list.map((q) => planDsl(q, options)));
      return boolPlan({
        must: await plan(query.must), should: await plan(query.should), filter: await plan(query.filter), mustNot: await plan(query.mustNot),
        minimumShouldMatch: query.minimumShouldMatch, boost: query.boost,
      });
    }
  }
}
