/**
 * The embedded implementation of the hit search (search-backend.ts): SQLite FTS5 or
 * PostgreSQL full text over the index search-index.repository.ts writes.
 */
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import { planDsl } from './query-dsl';
import {
  isIndexable, nameRank, queryWords, scoreDocument, SEARCH_FIELDS, toFilter, toFts5, toTsquery,
  type DocColumns, type DocTokens, type FieldLengths, type Filter, type KeywordField, type Plan, type QueryWord,
} from './query-plan';
import { checkSearchBody, INDEX_NAME, type HitSource, type SearchBackend, type SearchBody, type SearchHitRow } from './search-backend';
import { escapeLike, successor } from './search-text';
import type { Correction } from './typo-index';
import { createTypoLookup } from './typo-lookup.repository';

/**
 * Most matching documents scored per request: the most popular first. Beyond it (a one-letter
 * prefix over a 100,000-option catalog) the best hits are looked for among the most popular
 * 2,000, plus the names equal to or starting with the text (which rank first), which keeps
 * such a search well under 100 ms; `total` stays exact.
 */
const MAX_SCORED = 2_000;
/**
 * Matching documents written since the last full rebuild (after `ordered_through`, 0028) that
 * are looked at beside the ordered ones; with more, the popularity order is found by sorting
 * every match, as before the ids followed it.
 */
const MAX_APPENDED = 5_000;

type CandidateRow = {
  doc_id: number; id: string; name: string; popularity: number | string; tool_name: string; type: string; url_slug: string; url: string;
  tool_tokens: string; name_tokens: string; keyword_tokens: string;
};

type ScoredRow = { row: CandidateRow; popularity: number; rank: number; score: number };

const COLUMN: Readonly<Record<KeywordField, string>> = { _id: 'd.id', toolName: 'd.tool_name', type: 'd.type', urlSlug: 'd.url_slug', url: 'd.url' };

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The candidates scored and in hit order: names equal to the words typed, then names starting
 * with them, then the same with typos forgiven, each most popular first; then everything else
 * by score, then popularity.
 */
function rankCandidates(rows: readonly CandidateRow[], plan: Plan, words: readonly QueryWord[]): ScoredRow[] {
  const docs = rows.map((r) => ({
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
  return scored.sort((a, b) => b.rank - a.rank
    || (a.rank > 0 ? b.popularity - a.popularity : 0)
    || b.score - a.score || b.popularity - a.popularity
    || (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0) || a.row.doc_id - b.row.doc_id);
}

/** The hits of a page, with the `_source` fields the body asks for. */
function toHits(page: readonly ScoredRow[], subTitles: ReadonlyMap<number, string>, wanted: SearchBody['_source']): SearchHitRow[] {
  return page.map(({ row, score }): SearchHitRow => {
    const source: HitSource = { name: row.name, toolName: row.tool_name, urlSlug: row.url_slug, type: row.type, url: row.url, subTitle: subTitles.get(row.doc_id) ?? '' };
    const hit: SearchHitRow = { _index: INDEX_NAME, _id: row.id, _score: round(score) };
    if (wanted === false) return hit;
    hit._source = Array.isArray(wanted) ? Object.fromEntries(Object.entries(source).filter(([k]) => wanted.includes(k))) : source;
    return hit;
  });
}

/**
 * The embedded index: SQLite FTS5 or PostgreSQL tsvector filters, scores computed here, hits
 * in the order `rankCandidates` gives.
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

  /**
   * The ids of the `limit` most popular matching documents, with `extra` conditions: the ids
   * alone, so the sort reads `search_docs_name_tokens_idx` and not every matching row.
   */
  const candidateIds = (where: RawBuilder<boolean>, extra: RawBuilder<boolean> | null, limit: number) => db.selectFrom('search_docs as d')
    .select(['d.doc_id'])
    .where(extra ? sql<boolean>`${where} and ${extra}` : where)
    .orderBy('d.popularity', 'desc').orderBy('d.doc_id').limit(limit);

  /**
   * The last document id of the rebuild's popularity order (0028; 0 when the ids do not follow
   * it) and whether documents were written after it.
   */
  const idOrder = async (): Promise<{ through: number; appended: boolean }> => {
    const through = Number((await db.selectFrom('search_index_state').select('ordered_through').where('id', '=', 1).executeTakeFirst())?.ordered_through ?? 0);
    const last = await db.selectFrom('search_docs').select('doc_id').orderBy('doc_id', 'desc').limit(1).executeTakeFirst();
    return { through, appended: Number(last?.doc_id ?? 0) > through };
  };

  /**
   * The ids matching a filter as the index keeps them (SQLite FTS5 rowids, in id order), with
   * conditions on the id; null when the filter is not the index's alone (column filters,
   * exclusions) or the store is PostgreSQL, whose plan reads `search_docs` anyway.
   */
  const indexIds = (filter: Filter) => (postgres || !isIndexable(filter) ? null
    : (ids: RawBuilder<boolean>, tail: RawBuilder<unknown>) => sql<{ doc_id: number }>`select rowid as doc_id from search_docs_fts
      where search_docs_fts match ${toFts5(filter)} and ${ids} ${tail}`);

  /** Full rows of some documents, by id. */
  const rowsOf = async (ids: readonly number[]): Promise<CandidateRow[]> => {
    const out: CandidateRow[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      out.push(...await db.selectFrom('search_docs as d')
        .select(['d.doc_id', 'd.id', 'd.name', 'd.popularity', 'd.tool_name', 'd.type', 'd.url_slug', 'd.url', 'd.tool_tokens', 'd.name_tokens', 'd.keyword_tokens'])
        .where('d.doc_id', 'in', ids.slice(i, i + 500)).execute());
    }
    return out;
  };

  const byPopularity = (a: CandidateRow, b: CandidateRow) => Number(b.popularity) - Number(a.popularity) || a.doc_id - b.doc_id;

  /**
   * The `maxScored` most popular matching documents and the exact total. When the ids follow
   * popularity (a rebuilt index) and the index alone answers the filter, they are the first
   * matching ids up to `ordered_through` plus every match written since: no match beyond
   * them is read. Otherwise every match is sorted by popularity.
   */
  const mostPopular = async (filter: Filter, where: RawBuilder<boolean>): Promise<{ popular: CandidateRow[]; total: number }> => {
    const ids = indexIds(filter);
    const order = ids ? await idOrder() : { through: 0, appended: false };
    const { through } = order;
    if (ids && through > 0) {
      const total = Number((await sql<{ n: number }>`select count(*) as n from (${ids(sql`1 = 1`, sql``)})`.execute(db)).rows[0]?.n ?? 0);
      const appended = order.appended ? (await ids(sql`rowid > ${through}`, sql`order by rowid limit ${MAX_APPENDED + 1}`).execute(db)).rows : [];
      if (appended.length <= MAX_APPENDED) {
        const ordered = (await ids(sql`rowid <= ${through}`, sql`order by rowid limit ${maxScored}`).execute(db)).rows;
        const rows = await rowsOf([...ordered, ...appended].map((r) => r.doc_id));
        return { popular: rows.sort(byPopularity).slice(0, maxScored), total };
      }
    }
    // count(*) over (): the exact total from the same evaluation of the filter.
    const found = await candidateIds(where, null, maxScored).select(sql<number | string>`count(*) over ()`.as('total')).execute();
    const rows = new Map((await rowsOf(found.map((r) => r.doc_id))).map((r) => [r.doc_id, r]));
    return { popular: found.flatMap((r) => rows.get(r.doc_id) ?? []), total: found.length ? Number(found[0].total) : 0 };
  };

  /**
   * The documents to score and the exact number matching the filter. Names equal to or
   * starting with the words typed come first in the hits (rankCandidates), most popular
   * first: the `window` first hits need at most `window` of each, so no more are read.
   */
  const matching = async (filter: Filter, words: readonly QueryWord[], window: number): Promise<{ rows: CandidateRow[]; total: number; where: RawBuilder<boolean> | null }> => {
    const rows = new Map<number, CandidateRow>();
    if (filter.op === 'none') return { rows: [], total: 0, where: null };
    const where = condition(filter);
    const { popular, total } = await mostPopular(filter, where);
    for (const r of popular) rows.set(r.doc_id, r);
    // Names equal to or starting with the words typed rank first, however unpopular:
    // fetch them by the name index when the popular ones may not hold them all.
    const text = words.map((w) => w.word).join(' ');
    const limit = Math.min(maxScored, window);
    // The popular ones are the most popular matches: when `limit` of them already start with
    // the text (or equal it), no less popular name can be among the first `limit` of those.
    const known = (hit: (r: CandidateRow) => boolean) => popular.filter(hit).length >= limit;
    if (total > popular.length && text) {
      // SQLite: the names' range of `search_docs_name_tokens_idx` drives, each checked against the
      // matches (`+` keeps the planner from walking every match and reading its row instead).
      const byName = !postgres && isIndexable(filter)
        ? sql<boolean>`+d.doc_id in (select rowid from search_docs_fts where search_docs_fts match ${toFts5(filter)})`
        : where;
      const exact = known((r) => r.name_tokens === text) ? []
        : await candidateIds(byName, sql<boolean>`${nameTokens} = ${text}`, limit).execute();
      const starting = known((r) => r.name_tokens.startsWith(text)) ? []
        : await candidateIds(byName, sql<boolean>`${nameTokens} >= ${text} and ${nameTokens} < ${successor(text)}`, limit).execute();
      const more = [...exact, ...starting].map((r) => r.doc_id).filter((id) => !rows.has(id));
      for (const r of await rowsOf(more)) rows.set(r.doc_id, r);
    }
    return { rows: [...rows.values()], total, where };
  };

  /**
   * Hits past the scored ones (a page beyond the first `scored.length`): the other matches in
   * id order — popularity order on a rebuilt index — skipping the scored ones, `count` of
   * them from the `skip`-th. Pages never overlap or leave a match out.
   */
  const beyondScored = async (filter: Filter, where: RawBuilder<boolean>, scored: readonly number[], skip: number, count: number): Promise<CandidateRow[]> => {
    if (count <= 0) return [];
    const ids = indexIds(filter);
    const seen = JSON.stringify(scored);
    const found = ids
      ? (await ids(sql`rowid not in (select value from json_each(${seen}))`, sql`order by rowid limit ${count} offset ${skip}`).execute(db)).rows
      : await db.selectFrom('search_docs as d').select('d.doc_id')
        .where(sql<boolean>`${where} and not (d.doc_id = any(cast(${scored} as integer[])))`)
        .orderBy('d.doc_id').limit(count).offset(skip).execute();
    const rows = new Map((await rowsOf(found.map((r) => r.doc_id))).map((r) => [r.doc_id, r]));
    return found.flatMap((r) => rows.get(r.doc_id) ?? []);
  };

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
      // One vocabulary scan per distinct pattern of the request (a word typed twice is one).
      const expansions = new Map<string, Promise<string[]>>();
      const expandOnce = (pattern: string, limit: number): Promise<string[]> => {
        const key = `${limit}\u0000${pattern}`;
        let found = expansions.get(key);
        if (!found) {
          found = expand(pattern, limit);
          expansions.set(key, found);
        }
        return found;
      };
      const plan: Plan = query ? await planDsl(query, { expand: expandOnce, correct }) : { kind: 'all', boost: 1 };
      const words = queryWords(plan);
      const filter = toFilter(plan);
      const { rows, total, where } = await matching(filter, words, from + size);
      const scored = rankCandidates(rows, plan, words);

      // Sub-titles only for the page; a page past the scored hits goes on with the other matches.
      let page = scored.slice(from, from + size);
      if (where && page.length < size && from + page.length < total) {
        const more = await beyondScored(filter, where, scored.map((r) => r.row.doc_id), Math.max(0, from - scored.length), size - page.length);
        const scores = new Map(rankCandidates(more, plan, words).map((r) => [r.row.doc_id, r]));
        page = [...page, ...more.flatMap((row) => scores.get(row.doc_id) ?? [])];
      }
      const subTitles = new Map((page.length
        ? await db.selectFrom('search_docs').select(['doc_id', 'sub_title']).where('doc_id', 'in', page.map((p) => p.row.doc_id)).execute()
        : []).map((r) => [r.doc_id, r.sub_title]));
      return {
        took: Date.now() - started,
        timed_out: false,
        _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
        hits: { total: { value: total, relation: 'eq' }, max_score: scored.length ? round(Math.max(...scored.map((x) => x.score))) : null, hits: toHits(page, subTitles, body._source) },
      };
    },
  };
}
