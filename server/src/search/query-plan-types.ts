/** The shapes of a query plan (query-plan.ts), shared by its filter and its score. */
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
