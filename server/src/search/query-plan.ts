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
import {
  MAX_EXPANSIONS, MAX_TOTAL_EXPANSIONS, SEARCH_FIELDS, type BoolPlan, type FieldBoost, type Leaf, type Plan, type SearchField,
} from './query-plan-types';

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
    const m = /^([^^]+)(?:\^(\d+(?:\.\d+)?))?$/.exec(spec.trim());
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

export { isIndexable, toFilter, toFts5, toTsquery, type Filter } from './query-filter';
export { nameRank, queryWords, scoreDocument, type DocColumns, type DocTokens, type FieldLengths, type QueryWord } from './query-score';
export { KEYWORD_FIELDS, SEARCH_FIELDS, type FieldBoost, type KeywordField, type Plan, type SearchField } from './query-plan-types';
