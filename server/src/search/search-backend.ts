/**
 * The hit search behind `POST /search-index/_search` and the old search: an interface with
 * two implementations, the embedded index (SQLite FTS5 or PostgreSQL full text) and an
 * OpenSearch/Elasticsearch cluster at SEARCH_URL that gets the same body.
 */
import type { Static } from '@sinclair/typebox';
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import { httpError, InputError } from '../errors';
import { parseQueryDsl, planDsl, type DslQuery } from './query-dsl';
import {
  isIndexable, nameRank, queryWords, scoreDocument, SEARCH_FIELDS, toFilter, toFts5, toTsquery,
  type DocColumns, type DocTokens, type FieldLengths, type Filter, type KeywordField, type Plan,
} from './query-plan';
import type { SearchConfig } from './search-config';
import type { SearchBodySchema } from './search.schema';
import { escapeLike, successor } from './search-text';
import { createTypoLookup, type Correction } from './typo-index';

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
/**
 * Most matching documents scored per request: the most popular first. Beyond it (a one-letter
 * prefix over a 100,000-option catalog) the best hits are looked for among the most popular
 * 2,000, plus the names equal to or starting with the text (which rank first), which keeps
 * such a search well under 100 ms; `total` stays exact.
 */
const MAX_SCORED = 2_000;

/** Checks what both backends need: a result window within bounds and a query the index understands. */
export function checkSearchBody(body: SearchBody): { from: number; size: number; query: DslQuery | null } {
  const from = body.from ?? 0;
  const size = body.size ?? 10;
  if (from + size > MAX_RESULT_WINDOW) {
    throw new InputError(`Result window is too large: from + size must be at most ${MAX_RESULT_WINDOW}, but was ${from + size}`);
  }
  return { from, size, query: body.query === undefined ? null : parseQueryDsl(body.query) };
}

/** A query_string for text typed into a search box: the text boosted, or every word as a prefix. */
export function siteQueryString(text: string): string {
  const words = text.split(/\s+/).map((w) => w.replace(/[+\-=&|><!(){}[\]^"~*?:\\/]/g, (c) => `\\${c}`)).filter(Boolean);
  if (!words.length) return '';
  return `(${words.join(' ')})^4 OR ${words.map((w) => `${w}*`).join(' AND ')}`;
}

type CandidateRow = {
  doc_id: number; id: string; name: string; popularity: number | string; tool_name: string; type: string; url_slug: string; url: string;
  tool_tokens: string; name_tokens: string; keyword_tokens: string;
};

const COLUMN: Readonly<Record<KeywordField, string>> = { _id: 'd.id', toolName: 'd.tool_name', type: 'd.type', urlSlug: 'd.url_slug', url: 'd.url' };

/**
 * The embedded index: SQLite FTS5 or PostgreSQL tsvector filters, scores computed here.
 * Order: names equal to the words typed, then names starting with them, then the same with
 * typos forgiven, each most popular first; then everything else by score, then popularity.
 */
export function createEmbeddedSearch(db: Db, { maxScored = MAX_SCORED }: { maxScored?: number } = {}): SearchBackend {
  const postgres = dialectOf(db) === 'postgres';
  const typos = createTypoLookup(db);

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
    if (filter.op === 'column') return sql<boolean>`${sql.ref(COLUMN[filter.field])} in (${sql.join(filter.values)})`;
    if (isIndexable(filter)) return indexCondition(filter);
    if (filter.op === 'andNot') return sql<boolean>`(${condition(filter.pos)}) and not (${condition(filter.neg)})`;
    if (filter.op === 'leaf') return indexCondition(filter);
    const indexable = filter.items.filter(isIndexable);
    const parts = filter.items.filter((f) => !isIndexable(f)).map(condition);
    if (indexable.length) parts.unshift(indexCondition(indexable.length === 1 ? indexable[0] : { op: filter.op, items: indexable }));
    return sql<boolean>`(${sql.join(parts, filter.op === 'and' ? sql` and ` : sql` or `)})`;
  };

  /** Name tokens compared in code-point order (the index's collation on PostgreSQL). */
  const nameTokens = postgres ? sql`d.name_tokens collate "C"` : sql`d.name_tokens`;

  /** The `maxScored` most popular matching documents, with `extra` conditions. */
  const candidates = (where: RawBuilder<boolean>, extra: RawBuilder<boolean> | null) => db.selectFrom('search_docs as d')
    .select(['d.doc_id', 'd.id', 'd.name', 'd.popularity', 'd.tool_name', 'd.type', 'd.url_slug', 'd.url', 'd.tool_tokens', 'd.name_tokens', 'd.keyword_tokens'])
    .where(extra ? sql<boolean>`${where} and ${extra}` : where)
    .orderBy('d.popularity', 'desc').orderBy('d.doc_id').limit(maxScored);

  return {
    async search(body) {
      const started = Date.now();
      const { from, size, query } = checkSearchBody(body);
      // One lookup per distinct word of the request (the site's query names each word twice).
      const asked = new Map<string, Promise<Correction[]>>();
      const correct = (word: string): Promise<Correction[]> => {
        let found = asked.get(word);
        if (!found) {
          found = typos.corrections([word]).then((m) => m.get(word) ?? []);
          asked.set(word, found);
        }
        return found;
      };
      const plan: Plan = query ? await planDsl(query, { expand, correct }) : { kind: 'all', boost: 1 };
      const filter = toFilter(plan);
      const words = queryWords(plan);

      const rows = new Map<number, CandidateRow>();
      let total = 0;
      if (filter.op !== 'none') {
        const where = condition(filter);
        // count(*) over (): the exact total from the same evaluation of the filter.
        const popular = await candidates(where, null).select(sql<number | string>`count(*) over ()`.as('total')).execute();
        total = popular.length ? Number(popular[0].total) : 0;
        for (const r of popular) rows.set(r.doc_id, r);
        // Names equal to or starting with the words typed rank first, however unpopular:
        // fetch them by the name index when the popular ones may not hold them all.
        const text = words.map((w) => w.word).join(' ');
        if (total > popular.length && text) {
          const exact = await candidates(where, sql<boolean>`${nameTokens} = ${text}`).execute();
          const starting = await candidates(where, sql<boolean>`${nameTokens} >= ${text} and ${nameTokens} < ${successor(text)}`).execute();
          for (const r of [...exact, ...starting]) rows.set(r.doc_id, r);
        }
      }

      const docs = [...rows.values()].map((r) => ({
        row: r,
        tokens: {
          toolKeywords: r.tool_tokens ? r.tool_tokens.split(' ') : [],
          name: r.name_tokens ? r.name_tokens.split(' ') : [],
          keywords: r.keyword_tokens ? r.keyword_tokens.split(' ') : [],
        } satisfies DocTokens,
        columns: { _id: r.id, toolName: r.tool_name, type: r.type, urlSlug: r.url_slug, url: r.url } satisfies DocColumns,
      }));
      const lengths = Object.fromEntries(SEARCH_FIELDS.map((f) => [f, docs.length ? docs.reduce((n, d) => n + d.tokens[f].length, 0) / docs.length : 1])) as FieldLengths;
      const scored = docs.map((d) => ({
        row: d.row,
        popularity: Number(d.row.popularity),
        rank: nameRank(d.tokens.name, words),
        score: scoreDocument(plan, d.tokens, lengths, d.columns) ?? 0,
      }));
      scored.sort((a, b) => b.rank - a.rank
        || (a.rank > 0 ? b.popularity - a.popularity : 0)
        || b.score - a.score || b.popularity - a.popularity
        || (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0) || a.row.doc_id - b.row.doc_id);

      // Sub-titles only for the page.
      const page = scored.slice(from, from + size);
      const subTitles = new Map((page.length
        ? await db.selectFrom('search_docs').select(['doc_id', 'sub_title']).where('doc_id', 'in', page.map((p) => p.row.doc_id)).execute()
        : []).map((r) => [r.doc_id, r.sub_title]));
      const wanted = body._source;
      const hits = page.map(({ row, score }): SearchHitRow => {
        const source: HitSource = { name: row.name, toolName: row.tool_name, urlSlug: row.url_slug, type: row.type, url: row.url, subTitle: subTitles.get(row.doc_id) ?? '' };
        const hit: SearchHitRow = { _index: INDEX_NAME, _id: row.id, _score: round(score) };
        if (wanted === false) return hit;
        hit._source = Array.isArray(wanted) ? Object.fromEntries(Object.entries(source).filter(([k]) => wanted.includes(k))) : source;
        return hit;
      });
      return {
        took: Date.now() - started,
        timed_out: false,
        _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
        hits: { total: { value: total, relation: 'eq' }, max_score: scored.length ? round(Math.max(...scored.map((x) => x.score))) : null, hits },
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
