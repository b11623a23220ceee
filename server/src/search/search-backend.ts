/**
 * The hit search behind `POST /search-index/_search` and the old search: an interface with
 * two implementations, the embedded index (SQLite FTS5 or PostgreSQL full text) and an
 * OpenSearch/Elasticsearch cluster at SEARCH_URL that gets the same body.
 */
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import { HttpError, InputError } from '../errors';
import { isIndexable, planQuery, scoreDocument, SEARCH_FIELDS, toFilter, toFts5, toTsquery, type DocTokens, type FieldLengths, type Filter, type Plan } from './query-plan';
import { parseQueryString, type DefaultOperator } from './query-string';
import type { SearchConfig } from './search-config';
import { escapeLike } from './search-text';

/** The Elasticsearch request body subset the site sends (see search.schema.ts). */
export type SearchBody = {
  size?: number;
  from?: number;
  query?: {
    query_string?: {
      query: string;
      fields?: string[];
      default_field?: string;
      default_operator?: string;
      analyze_wildcard?: boolean;
      allow_leading_wildcard?: boolean;
      lenient?: boolean;
      boost?: number;
    };
    match_all?: { boost?: number };
  };
  _source?: boolean | string[];
  track_total_hits?: boolean | number;
  timeout?: string;
};

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
export class SearchUnavailableError extends HttpError {
  override readonly name = 'SearchUnavailableError';
  readonly statusCode = 502;
  readonly code = 'bad_gateway';
}

/** 504: the search cluster took longer than SEARCH_TIMEOUT_MS. */
export class SearchTimeoutError extends HttpError {
  override readonly name = 'SearchTimeoutError';
  readonly statusCode = 504;
  readonly code = 'gateway_timeout';
}

/** The name hits carry in `_index`. */
export const INDEX_NAME = 'search-index';
/** Elasticsearch's index.max_result_window: `from + size` may not exceed it. */
export const MAX_RESULT_WINDOW = 10_000;
/**
 * Most matching documents scored per request: the most popular first. Beyond it (a one-letter
 * prefix over a 100,000-option catalog) the best hits are looked for among the most popular
 * 2,000, which keeps such a search well under 100 ms; `total` stays exact.
 */
const MAX_SCORED = 2_000;

/** Checks what both backends need: a known query type and a result window within bounds. */
export function checkSearchBody(body: SearchBody): { from: number; size: number } {
  const from = body.from ?? 0;
  const size = body.size ?? 10;
  if (from + size > MAX_RESULT_WINDOW) {
    throw new InputError(`Result window is too large: from + size must be at most ${MAX_RESULT_WINDOW}, but was ${from + size}`);
  }
  if (body.query && Object.keys(body.query).length !== 1) {
    throw new InputError('query must hold exactly one of query_string or match_all');
  }
  const operator = body.query?.query_string?.default_operator;
  if (operator !== undefined && !/^(and|or)$/i.test(operator)) {
    throw new InputError(`query_string.default_operator must be AND or OR, got "${operator}"`);
  }
  return { from, size };
}

/** A query_string for text typed into a search box: the text boosted, or every word as a prefix. */
export function siteQueryString(text: string): string {
  const words = text.split(/\s+/).map((w) => w.replace(/[+\-=&|><!(){}[\]^"~*?:\\/]/g, (c) => `\\${c}`)).filter(Boolean);
  if (!words.length) return '';
  return `(${words.join(' ')})^4 OR ${words.map((w) => `${w}*`).join(' AND ')}`;
}

type CandidateRow = { doc_id: number; name: string; popularity: number | string; tool_tokens: string; name_tokens: string; keyword_tokens: string; total: number | string };

/** The embedded index: SQLite FTS5 or PostgreSQL tsvector filters, scores computed here. */
export function createEmbeddedSearch(db: Db): SearchBackend {
  const postgres = dialectOf(db) === 'postgres';

  const expand = async (pattern: string, limit: number): Promise<string[]> => {
    const like = escapeLike(pattern).replace(/\*/g, '%').replace(/\?/g, '_');
    const rows = await db.selectFrom('search_vocab').select('term')
      .where(sql<boolean>`term like ${like} escape '\\'`).orderBy('term').limit(limit).execute();
    return rows.map((r) => r.term);
  };

  const indexCondition = (filter: Filter): RawBuilder<boolean> => postgres
    ? sql<boolean>`d.tsv @@ cast(${toTsquery(filter)} as tsquery)`
    : sql<boolean>`d.doc_id in (select rowid from search_docs_fts where search_docs_fts match ${toFts5(filter)})`;

  /** SQL for a filter: indexable parts become one index condition each, the rest plain SQL. */
  const condition = (filter: Filter): RawBuilder<boolean> => {
    if (filter.op === 'all') return sql<boolean>`1 = 1`;
    if (filter.op === 'none') return sql<boolean>`1 = 0`;
    if (isIndexable(filter)) return indexCondition(filter);
    if (filter.op === 'andNot') return sql<boolean>`(${condition(filter.pos)}) and not (${condition(filter.neg)})`;
    if (filter.op === 'leaf') return indexCondition(filter);
    const indexable = filter.items.filter(isIndexable);
    const parts = filter.items.filter((f) => !isIndexable(f)).map(condition);
    if (indexable.length) parts.unshift(indexCondition(indexable.length === 1 ? indexable[0] : { op: filter.op, items: indexable }));
    return sql<boolean>`(${sql.join(parts, filter.op === 'and' ? sql` and ` : sql` or `)})`;
  };

  return {
    async search(body) {
      const started = Date.now();
      const { from, size } = checkSearchBody(body);
      const qs = body.query?.query_string;
      const plan: Plan = qs
        ? await planQuery(parseQueryString(qs.query, (qs.default_operator?.toUpperCase() ?? 'OR') as DefaultOperator), {
          fields: qs.fields ?? (qs.default_field ? [qs.default_field] : undefined),
          expand,
        })
        : { kind: 'all', boost: body.query?.match_all?.boost ?? 1 };
      const boost = qs?.boost ?? 1;
      const filter = toFilter(plan);

      let rows: CandidateRow[] = [];
      let total = 0;
      if (filter.op !== 'none') {
        const where = condition(filter);
        // count(*) over (): the exact total from the same evaluation of the filter.
        rows = await db.selectFrom('search_docs as d')
          .select(['d.doc_id', 'd.name', 'd.popularity', 'd.tool_tokens', 'd.name_tokens', 'd.keyword_tokens', sql<number | string>`count(*) over ()`.as('total')])
          .where(where).orderBy('d.popularity', 'desc').orderBy('d.doc_id').limit(MAX_SCORED).execute();
        total = rows.length ? Number(rows[0].total) : 0;
      }

      const docs = rows.map((r) => ({
        row: r,
        tokens: {
          toolKeywords: r.tool_tokens ? r.tool_tokens.split(' ') : [],
          name: r.name_tokens ? r.name_tokens.split(' ') : [],
          keywords: r.keyword_tokens ? r.keyword_tokens.split(' ') : [],
        } satisfies DocTokens,
      }));
      const lengths = Object.fromEntries(SEARCH_FIELDS.map((f) => [f, docs.length ? docs.reduce((n, d) => n + d.tokens[f].length, 0) / docs.length : 1])) as FieldLengths;
      const scored = docs.map((d) => ({ row: d.row, score: (scoreDocument(plan, d.tokens, lengths) ?? 0) * boost }));
      scored.sort((a, b) => b.score - a.score || Number(b.row.popularity) - Number(a.row.popularity) || (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0) || a.row.doc_id - b.row.doc_id);

      // Display fields only for the page.
      const page = scored.slice(from, from + size);
      const display = new Map((page.length
        ? await db.selectFrom('search_docs').select(['doc_id', 'id', 'name', 'tool_name', 'url_slug', 'type', 'url', 'sub_title'])
          .where('doc_id', 'in', page.map((p) => p.row.doc_id)).execute()
        : []).map((r) => [r.doc_id, r]));
      const wanted = body._source;
      const hits = page.flatMap(({ row: candidate, score }): SearchHitRow[] => {
        const row = display.get(candidate.doc_id);
        if (!row) return [];
        const source: HitSource = { name: row.name, toolName: row.tool_name, urlSlug: row.url_slug, type: row.type, url: row.url, subTitle: row.sub_title };
        const hit: SearchHitRow = { _index: INDEX_NAME, _id: row.id, _score: round(score) };
        if (wanted === false) return [hit];
        hit._source = Array.isArray(wanted) ? Object.fromEntries(Object.entries(source).filter(([k]) => wanted.includes(k))) : source;
        return [hit];
      });
      return {
        took: Date.now() - started,
        timed_out: false,
        _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
        hits: { total: { value: total, relation: 'eq' }, max_score: scored.length ? round(scored[0].score) : null, hits },
      };
    },
  };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

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

/** The cluster at SEARCH_URL when set, else the embedded index. */
export function createSearchBackend(db: Db, config: Pick<SearchConfig, 'url' | 'timeoutMs'>): SearchBackend {
  return config.url ? createRemoteSearch({ url: config.url, timeoutMs: config.timeoutMs }) : createEmbeddedSearch(db);
}
