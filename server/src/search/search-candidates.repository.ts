/**
 * Which documents a hit search scores, and the hits past them (embedded-search.repository.ts):
 * the most popular matches, read in the index's id order on a rebuilt index (0028), the names
 * equal to or starting with the text, and the exact total.
 */
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import { isIndexable, toFts5, toTsquery, type Filter, type KeywordField, type QueryWord } from './query-plan';
import { successor } from './search-text';

/**
 * Matching documents written since the last full rebuild (after `ordered_through`, 0028) that
 * are looked at beside the ordered ones; with more, the popularity order is found by sorting
 * every match, as before the ids followed it.
 */
const MAX_APPENDED = 5_000;

export type CandidateRow = {
  doc_id: number; id: string; name: string; popularity: number | string; tool_name: string; type: string; url_slug: string; url: string;
  tool_tokens: string; name_tokens: string; keyword_tokens: string;
};

const COLUMN: Readonly<Record<KeywordField, string>> = { _id: 'd.id', toolName: 'd.tool_name', type: 'd.type', urlSlug: 'd.url_slug', url: 'd.url' };

/** The index's condition for a filter it answers alone. */
function indexCondition(postgres: boolean, filter: Filter): RawBuilder<boolean> {
  return postgres
    ? sql<boolean>`d.tsv @@ cast(${toTsquery(filter)} as tsquery)`
    : sql<boolean>`d.doc_id in (select rowid from search_docs_fts where search_docs_fts match ${toFts5(filter)})`;
}

/** SQL for a filter: indexable parts become one index condition each, the rest plain SQL. */
function filterCondition(postgres: boolean, filter: Filter): RawBuilder<boolean> {
  const condition = (f: Filter) => filterCondition(postgres, f);
  if (filter.op === 'all') return sql<boolean>`1 = 1`;
  if (filter.op === 'none') return sql<boolean>`1 = 0`;
  if (filter.op === 'column') return sql<boolean>`${sql.ref(COLUMN[filter.field])} in (${sql.join(filter.values)})`;
  if (isIndexable(filter) || filter.op === 'leaf') return indexCondition(postgres, filter);
  if (filter.op === 'andNot') return sql<boolean>`(${condition(filter.pos)}) and not (${condition(filter.neg)})`;
  const indexable = filter.items.filter(isIndexable);
  const parts = filter.items.filter((f) => !isIndexable(f)).map(condition);
  if (indexable.length) parts.unshift(indexCondition(postgres, indexable.length === 1 ? indexable[0] : { op: filter.op, items: indexable }));
  return sql<boolean>`(${sql.join(parts, filter.op === 'and' ? sql` and ` : sql` or `)})`;
}

/**
 * The last document id of the rebuild's popularity order (0028; 0 when the ids do not follow
 * it) and whether documents were written after it.
 */
async function idOrder(db: Db): Promise<{ through: number; appended: boolean }> {
  const through = Number((await db.selectFrom('search_index_state').select('ordered_through').where('id', '=', 1).executeTakeFirst())?.ordered_through ?? 0);
  const last = await db.selectFrom('search_docs').select('doc_id').orderBy('doc_id', 'desc').limit(1).executeTakeFirst();
  return { through, appended: Number(last?.doc_id ?? 0) > through };
}

/** Full rows of some documents, by id. */
async function rowsOf(db: Db, ids: readonly number[]): Promise<CandidateRow[]> {
  const out: CandidateRow[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    out.push(...await db.selectFrom('search_docs as d')
      .select(['d.doc_id', 'd.id', 'd.name', 'd.popularity', 'd.tool_name', 'd.type', 'd.url_slug', 'd.url', 'd.tool_tokens', 'd.name_tokens', 'd.keyword_tokens'])
      .where('d.doc_id', 'in', ids.slice(i, i + 500)).execute());
  }
  return out;
}

/** The candidate reads of one store; `maxScored` documents are scored per request at most. */
export function createCandidateReader(db: Db, maxScored: number) {
  const postgres = dialectOf(db) === 'postgres';

  const condition = (filter: Filter) => filterCondition(postgres, filter);

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
   * The ids matching a filter as the index keeps them (SQLite FTS5 rowids, in id order), with
   * conditions on the id; null when the filter is not the index's alone (column filters,
   * exclusions) or the store is PostgreSQL, whose plan reads `search_docs` anyway.
   */
  const indexIds = (filter: Filter) => (postgres || !isIndexable(filter) ? null
    : (ids: RawBuilder<boolean>, tail: RawBuilder<unknown>) => sql<{ doc_id: number }>`select rowid as doc_id from search_docs_fts
      where search_docs_fts match ${toFts5(filter)} and ${ids} ${tail}`);

  const byPopularity = (a: CandidateRow, b: CandidateRow) => Number(b.popularity) - Number(a.popularity) || a.doc_id - b.doc_id;

  /**
   * The `maxScored` most popular matching documents and the exact total. When the ids follow
   * popularity (a rebuilt index) and the index alone answers the filter, they are the first
   * matching ids up to `ordered_through` plus every match written since: no match beyond
   * them is read. Otherwise every match is sorted by popularity.
   */
  const mostPopular = async (filter: Filter, where: RawBuilder<boolean>): Promise<{ popular: CandidateRow[]; total: number }> => {
    const ids = indexIds(filter);
    const order = ids ? await idOrder(db) : { through: 0, appended: false };
    const { through } = order;
    if (ids && through > 0) {
      const total = Number((await sql<{ n: number }>`select count(*) as n from (${ids(sql`1 = 1`, sql``)})`.execute(db)).rows[0]?.n ?? 0);
      const appended = order.appended ? (await ids(sql`rowid > ${through}`, sql`order by rowid limit ${MAX_APPENDED + 1}`).execute(db)).rows : [];
      if (appended.length <= MAX_APPENDED) {
        const ordered = (await ids(sql`rowid <= ${through}`, sql`order by rowid limit ${maxScored}`).execute(db)).rows;
        const rows = await rowsOf(db, [...ordered, ...appended].map((r) => r.doc_id));
        return { popular: rows.sort(byPopularity).slice(0, maxScored), total };
      }
    }
    // count(*) over (): the exact total from the same evaluation of the filter.
    const found = await candidateIds(where, null, maxScored).select(sql<number | string>`count(*) over ()`.as('total')).execute();
    const rows = new Map((await rowsOf(db, found.map((r) => r.doc_id))).map((r) => [r.doc_id, r]));
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
      for (const r of await rowsOf(db, more)) rows.set(r.doc_id, r);
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
    const rows = new Map((await rowsOf(db, found.map((r) => r.doc_id))).map((r) => [r.doc_id, r]));
    return found.flatMap((r) => rows.get(r.doc_id) ?? []);
  };

  return { matching, beyondScored };
}
