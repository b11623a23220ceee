/** The tables of the embedded search index (search/search-index.repository.ts writes them, search/ reads them). */
import type { ColumnType } from 'kysely';

/** A search hit document (search/search-index.repository.ts): a media profile or a category page. */
export interface SearchDocTable {
  /** Also the FTS5 rowid on SQLite. */
  doc_id: number;
  /** The hit's `_id`: the media id, or `category:<key>` for a category page. */
  id: string;
  media_id: string | null;
  name: string;
  tool_name: string;
  url_slug: string;
  type: string;
  url: string;
  sub_title: string;
  popularity: number;
  /** Space-separated tokens (search/search-text.ts) of toolKeywords, name and keywords. */
  tool_tokens: string;
  name_tokens: string;
  keyword_tokens: string;
  /** PostgreSQL only: the tokens as a tsvector literal, weights A/B/C by field. */
  tsv: ColumnType<never, string | undefined, never>;
}

/** Every token in the search documents (expands leading wildcards). */
export interface SearchVocabTable {
  term: string;
}

/** An indexed word under one of its deletion variants (search/typo-index.ts). */
export interface SearchVocabVariantTable {
  variant: string;
  term: string;
}

/** A suggestion: a media name, category, city or keyword within one category. */
export interface SearchSuggestionTable {
  id: number;
  text: string;
  /** searchKey(text): lower-case tokens joined by spaces. */
  key: string;
  tool_name: string;
  kind: string;
  media_id: string | null;
  weight: number;
}

/** One word start of a suggestion's key, with its first 1..3 code points for prefix seeks. */
export interface SearchSuggestionKeyTable {
  suggestion_id: number;
  key: string;
  /** 1 when `key` is the whole suggestion key, 0 for a later word. */
  start: number;
  weight: number;
  /** The suggestion text's length in code points (shorter first among equals). */
  len: number;
  p1: string;
  p2: string;
  p3: string;
}

/** One row (id 1): the last document id handed out in popularity order by the last full rebuild (0028). */
export interface SearchIndexStateTable {
  id: number;
  ordered_through: number;
}
