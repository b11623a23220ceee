/**
 * The hit search behind `POST /search-index/_search` and the old search: an interface with
 * two implementations, the embedded index (SQLite FTS5 or PostgreSQL full text, in
 * embedded-search.repository.ts) and an OpenSearch/Elasticsearch cluster at SEARCH_URL that
 * gets the same body.
 */
import type { Static } from '@sinclair/typebox';
import { httpError, InputError } from '../errors';
import { parseQueryDsl, type DslQuery } from './query-dsl';
import { MAX_QUERY_LENGTH } from './query-string';
import type { SearchConfig } from './search-config';
import type { SearchBodySchema } from './search.schema';

/** The Elasticsearch request body the index answers (its schema; the query as query-dsl.ts reads it). */
export type SearchBody = Static<typeof SearchBodySchema>;

export type HitSource = { name: string; toolName: string; urlSlug: string; type: string; url: string; subTitle: string };
export type SearchHitRow = { _index: string; _id: string; _score: number | null; _source?: Partial<HitSource> & Record<string, unknown> };
export type SearchResponse = {
  took: number;
  timed_out: boolean;
  _shards: { total: number; successful: number; skipped: number; failed: number };
  hits: { total: { value: number; relation: 'eq' | 'gte' }; max_score: number | null; hits: SearchHitRow[] };
};

export interface SearchBackend {
  search(body: SearchBody): Promise<SearchResponse>;
}

/** 502: the search cluster answered with an error or not at all. */
export class SearchUnavailableError extends httpError('bad_gateway') {}
/** 504: the search cluster took longer than SEARCH_TIMEOUT_MS. */
export class SearchTimeoutError extends httpError('gateway_timeout') {}

/** The name hits carry in `_index`. */
export const INDEX_NAME = 'search-index';
/** Elasticsearch's index.max_result_window: `from + size` may not exceed it. */
export const MAX_RESULT_WINDOW = 10_000;

/** Checks what both backends need: a result window within bounds and a query the index understands. */
export function checkSearchBody(body: SearchBody): { from: number; size: number; query: DslQuery | null } {
  const from = body.from ?? 0;
  const size = body.size ?? 10;
  if (from + size > MAX_RESULT_WINDOW) {
    throw new InputError(`Result window is too large: from + size must be at most ${MAX_RESULT_WINDOW}, but was ${from + size}`);
  }
  return { from, size, query: body.query === undefined ? null : parseQueryDsl(body.query) };
}

/** Words of a search box's text that count: a longer text (up to the 2,000 characters allowed) is searched by its first distinct ones. */
export const MAX_SEARCH_WORDS = 10;

/**
 * A query_string for text typed into a search box: the text boosted, or every word as a
 * prefix; its first MAX_SEARCH_WORDS distinct words (ignoring case), so any text the route
 * accepts makes a query within the query_string's bound.
 */
export function siteQueryString(text: string): string {
  const words: string[] = [];
  const seen = new Set<string>();
  let length = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    const escaped = word.replace(/[+\-=&|><!(){}[\]^"~*?:\\/]/g, (c) => `\\${c}`);
    // Each word appears twice in the query, with a few characters around it.
    length += 2 * escaped.length + 8;
    if (words.length === MAX_SEARCH_WORDS || length > MAX_QUERY_LENGTH) break;
    words.push(escaped);
  }
  if (!words.length) return '';
  return `(${words.join(' ')})^4 OR ${words.map((w) => `${w}*`).join(' AND ')}`;
}

type FetchLike = (input: string, init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/** What an Elasticsearch error body says, if anything. */
function clusterReason(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: string | { reason?: string; root_cause?: Array<{ reason?: string }> } };
    if (typeof body.error === 'string') return body.error;
    return body.error?.root_cause?.[0]?.reason ?? body.error?.reason ?? null;
  } catch {
    return null;
  }
}

/**
 * Forwards the body to `${SEARCH_URL}/_search` (credentials in the URL become a basic
 * Authorization header: fetch refuses URLs that carry them). An ES 6 numeric `total` is
 * answered as ES 7's `{ value, relation }`.
 */
export function createRemoteSearch(config: Pick<SearchConfig, 'timeoutMs'> & { url: string }, fetchImpl: FetchLike = fetch as unknown as FetchLike): SearchBackend {
  const target = new URL(config.url);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (target.username || target.password) {
    headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}`;
    target.username = '';
    target.password = '';
  }
  const endpoint = `${target.toString().replace(/\/+$/, '')}/_search`;
  const where = target.host;

  return {
    async search(body) {
      checkSearchBody(body);
      let res: Awaited<ReturnType<FetchLike>>;
      let text: string;
      try {
        res = await fetchImpl(endpoint, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(config.timeoutMs) });
        text = await res.text();
      } catch (err) {
        // fetch rejects with the signal's DOMException, which may come from another realm than Error.
        const name = (err as { name?: unknown } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new SearchTimeoutError(`The search cluster at ${where} did not answer within ${config.timeoutMs} ms`);
        }
        throw new SearchUnavailableError(`The search cluster at ${where} could not be reached`);
      }
      if (res.status === 400) throw new InputError(`The search cluster refused the query: ${clusterReason(text) ?? 'bad request'}`);
      if (!res.ok) throw new SearchUnavailableError(`The search cluster at ${where} answered ${res.status}${clusterReason(text) ? `: ${clusterReason(text)}` : ''}`);
      let answer: SearchResponse & { hits: { total: number | SearchResponse['hits']['total'] } };
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        throw new SearchUnavailableError(`The search cluster at ${where} answered something that is not JSON`);
      }
      if (!answer?.hits || !Array.isArray(answer.hits.hits)) throw new SearchUnavailableError(`The search cluster at ${where} answered without hits`);
      const total = answer.hits.total;
      return { ...answer, hits: { ...answer.hits, total: typeof total === 'number' ? { value: total, relation: 'eq' } : total } };
    },
  };
}

/** The cluster at SEARCH_URL when set, else the embedded index (`createEmbeddedSearch` over the app's store). */
export function createSearchBackend(config: Pick<SearchConfig, 'url' | 'timeoutMs'>, embedded: () => SearchBackend): SearchBackend {
  return config.url ? createRemoteSearch({ url: config.url, timeoutMs: config.timeoutMs }) : embedded();
}
