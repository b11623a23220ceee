import { categoryDisplayName } from '../catalog/categories';
import type { SearchHit } from '../entities/entities';

/** Hits per page of the search index (SPEC.md section 9). */
export const SEARCH_PAGE_SIZE = 30;
/** Hits asked for once per query to count the category chips of /search. */
export const SEARCH_COUNT_WINDOW = 500;
/** Typing pause before the new box asks for suggestions (SPEC.md section 9). */
export const SUGGESTION_DEBOUNCE_MS = 500;
/** Typing pause before the old box searches (SPEC.md section 9). */
export const OLD_SEARCH_DEBOUNCE_MS = 400;
/** Tallest the suggestion list grows before it scrolls (SPEC.md section 9). */
export const SUGGESTION_LIST_MAX_PX = 240;
/** Shown when a suggestion request fails without a message from the server (SPEC.md section 8). */
export const SEARCH_FAILED_MESSAGE = 'Failed to fetch search results';
/** Index fields with their boosts (SPEC.md section 7). */
export const SEARCH_FIELDS: readonly string[] = ['toolKeywords^4', 'name^3', 'keywords'];

/** Words of typed text a search uses: its first ten distinct ones (a repeated word adds nothing; more make no better query). */
export const MAX_SEARCH_WORDS = 10;

// query_string syntax; typed text loses these so no input can break (or steer) the query.
const SYNTAX = /[+\-=&|><!(){}[\]^"~*?:\\/]/g;

/** The words of typed text as the index query uses them: syntax characters dropped, lower case. */
export function searchWords(text: string): string[] {
  return [...new Set(text.replace(SYNTAX, ' ').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The query_string of SPEC.md section 7: the whole text boosted, or every word with the
 * wildcards joined in: 'radio mirchi' → '(radio mirchi)^4 OR radio* AND *mirchi'.
 * Null when nothing searchable is left.
 */
export function buildQueryString(text: string): string | null {
  const words = searchWords(text);
  return words.length ? `(${words.join(' ')})^4 OR ${words.join('* AND *')}` : null;
}

export type SearchIndexRequest = {
  size: number;
  from: number;
  query: { query_string: { query: string; fields: string[] } };
};

/** The `_search` body for a page of hits; null for text with nothing to search. */
export function buildSearchBody(text: string, from = 0, size = SEARCH_PAGE_SIZE): SearchIndexRequest | null {
  const query = buildQueryString(text);
  return query === null ? null : { size, from: Math.max(0, from), query: { query_string: { query, fields: [...SEARCH_FIELDS] } } };
}

/** A category key as people read it: 'nontraditional' → 'BTL', 'radio' → 'Radio'. */
export function toolLabel(toolName: string): string {
  return categoryDisplayName(toolName);
}

/** The label beside a suggestion: 'in Radio', 'in BTL' (SPEC.md section 2). */
export function suggestionToolLabel(toolName: string): string {
  return `in ${toolLabel(toolName)}`;
}


export type ToolCount = { toolName: string; label: string; count: number };

/** Hits per category, most first (ties by label), for the filter chips. */
export function countByTool(hits: readonly Pick<SearchHit, 'toolName'>[]): ToolCount[] {
  const counts = new Map<string, number>();
  for (const h of hits) if (h.toolName) counts.set(h.toolName, (counts.get(h.toolName) ?? 0) + 1);
  return [...counts]
    .map(([toolName, count]) => ({ toolName, label: toolLabel(toolName), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
