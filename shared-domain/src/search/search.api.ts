import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { ApiError, toApiError } from '../api/api-error';
import type { SearchHit, SearchSuggestion } from '../entities/entities';
import { SEARCH_FAILED_MESSAGE, SEARCH_PAGE_SIZE, buildSearchBody } from './search-query';

/** What `POST /search-index/_search` answers (Elasticsearch shape; `total` a number or `{ value }`). */
export type SearchIndexAnswer = {
  hits?: { total?: number | { value?: number }; hits?: { _id: string; _score?: number; _source?: Partial<Omit<SearchHit, '_id'>> }[] };
};

export type SearchHitsPage = { total: number; hits: SearchHit[] };

/** An old-search result from `GET /gapi/suggestions`. */
export type GapiSuggestion = { name: string; url: string; subTitle: string; toolName: string };

type Signal = { signal?: AbortSignal };

/** Where a result leads: its url, else /{toolName}/{urlSlug}. */
const linkOf = (r: { url?: string; toolName?: string; urlSlug?: string }): string =>
  r.url || (r.toolName && r.urlSlug ? `/${r.toolName}/${r.urlSlug}` : '');

/** The index's answer as hits with every field present; hits without a name or a link are dropped. */
export function toHitsPage(answer: SearchIndexAnswer | null | undefined): SearchHitsPage {
  const raw = answer?.hits;
  const total = typeof raw?.total === 'number' ? raw.total : (raw?.total?.value ?? 0);
  const hits = (raw?.hits ?? [])
    .map((h): SearchHit => {
      const s = { name: '', toolName: '', urlSlug: '', type: '', url: '', subTitle: '', ...h._source };
      return { ...s, _id: h._id, url: linkOf(s) };
    })
    .filter((h) => h.name && h.url);
  return { total, hits };
}

/** A `/gapi/suggestions` item, read tolerantly; null when it has no name or link. */
export function toGapiSuggestion(raw: unknown): GapiSuggestion | null {
  const r = { name: '', subTitle: '', toolName: '', ...(raw && typeof raw === 'object' ? raw : {}) } as GapiSuggestion & { urlSlug?: string };
  const url = linkOf(r);
  return r.name && url ? { name: r.name, url, subTitle: r.subTitle, toolName: r.toolName } : null;
}

/**
 * The message a failed search shows (SPEC.md section 8): the server's own, else
 * 'Failed to fetch search results'. The suggestion call below keeps only real server
 * messages on its ApiError; one without an answer (status 0) never has one.
 */
export function searchFailureMessage(err: unknown): string {
  return err instanceof ApiError && err.status && err.message ? err.message : SEARCH_FAILED_MESSAGE;
}

/** The message an error answer carries: `{ message }` or a plain-text (not HTML) body. */
function answerMessage(data: unknown): unknown {
  return typeof data === 'string' ? data[0] !== '<' && data : (data as { message?: unknown } | null)?.message;
}

/** GET /search/suggestions?q={JSON-quoted text}; blank text asks nothing and finds nothing. */
export async function fetchSearchSuggestions(api: AxiosInstance, text: string, { signal }: Signal = {}): Promise<SearchSuggestion[]> {
  const q = text.trim();
  if (!q) return [];
  // Every status resolves here, so an error answer's own message is read before it is lost.
  const res = await api.get<{ suggestions?: SearchSuggestion[] }>('/search/suggestions', { params: { q: JSON.stringify(q) }, signal, validateStatus: () => true });
  if (res.status >= 400) {
    const message = answerMessage(res.data);
    throw new ApiError(res.status, `http_${res.status}`, typeof message === 'string' && message.trim() ? message : SEARCH_FAILED_MESSAGE);
  }
  return (res.data?.suggestions ?? []).filter((s) => s && typeof s.suggestion === 'string' && s.suggestion.trim());
}

/** A page of the old search's results and how many match in all. */
export type GapiPage = { total: number; suggestions: GapiSuggestion[] };

/**
 * GET /gapi/suggestions?name={text}&from=&size=: a page of the old search's results with
 * their total (an answer without one counts what it holds); blank text asks nothing.
 */
export async function fetchGapiPage(api: AxiosInstance, name: string, { from = 0, size, signal }: Signal & { from?: number; size?: number } = {}): Promise<GapiPage> {
  const q = name.trim();
  if (!q) return { total: 0, suggestions: [] };
  const params = { name: q, ...(from > 0 ? { from } : {}), ...(size === undefined ? {} : { size }) };
  const res = await api.get<{ suggestions?: unknown[]; total?: unknown }>('/gapi/suggestions', { params, signal });
  const raw = res.data?.suggestions ?? [];
  const suggestions = raw.map(toGapiSuggestion).filter((s): s is GapiSuggestion => s !== null);
  const total = res.data?.total;
  return { total: typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : from + raw.length, suggestions };
}

/** GET /gapi/suggestions?name={text}: the first of the old search's results (the popup's); blank text asks nothing. */
export async function fetchGapiSuggestions(api: AxiosInstance, name: string, { signal }: Signal = {}): Promise<GapiSuggestion[]> {
  return (await fetchGapiPage(api, name, { signal })).suggestions;
}

export type SearchIndexOptions = {
  /** The index's URL; the site serves it at /search-index. */
  baseURL?: string;
  /** Read-only credentials meant for browsers (API.md: search / search by default). */
  username?: string;
  password?: string;
  adapter?: AxiosAdapter;
};

/** A client of the hosted search index: basic auth, no user token, errors as ApiError. */
export function createSearchIndexClient({ baseURL = '/search-index', username = 'search', password = 'search', adapter }: SearchIndexOptions = {}): AxiosInstance {
  const client = axios.create({ baseURL, auth: { username, password }, timeout: 20_000, adapter });
  client.interceptors.response.use(undefined, (err: unknown) => Promise.reject(toApiError(err)));
  return client;
}

/** POST {index}/_search for a page of hits (SPEC.md section 7); text with nothing to search finds nothing. */
export async function searchIndex(index: AxiosInstance, text: string, { from = 0, size = SEARCH_PAGE_SIZE, signal }: Signal & { from?: number; size?: number } = {}): Promise<SearchHitsPage> {
  const body = buildSearchBody(text, from, size);
  if (!body) return { total: 0, hits: [] };
  const res = await index.post<SearchIndexAnswer>('/_search', body, { signal });
  return toHitsPage(res.data);
}
