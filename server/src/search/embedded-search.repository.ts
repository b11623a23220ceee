/**
 * The embedded implementation of the hit search (search-backend.ts): SQLite FTS5 or
 * PostgreSQL full text over the index search-index.repository.ts writes.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { planDsl } from './query-dsl';
import {
  nameRank, queryWords, scoreDocument, SEARCH_FIELDS, toFilter,
  type DocColumns, type DocTokens, type FieldLengths, type Plan, type QueryWord,
} from './query-plan';
import { checkSearchBody, INDEX_NAME, type HitSource, type SearchBackend, type SearchBody, type SearchHitRow } from './search-backend';
import { escapeLike } from './search-text';
import type { Correction } from './typo-index';
import { createTypoLookup } from './typo-lookup.repository';
import { createCandidateReader, type CandidateRow } from './search-candidates.repository';

/**
 * Most matching documents scored per request: the most popular first. Beyond it (a one-letter
 * prefix over a 100,000-option catalog) the best hits are looked for among the most popular
 * 2,000, plus the names equal to or starting with the text (which rank first), which keeps
 * such a search well under 100 ms; `total` stays exact.
 */
const MAX_SCORED = 2_000;


type ScoredRow = { row: CandidateRow; popularity: number; rank: number; score: number };


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
  const typos = createTypoLookup(db);

  const expand = async (pattern: string, limit: number): Promise<string[]> => {
    const like = escapeLike(pattern).replace(/\*/g, '%').replace(/\?/g, '_');
    const rows = await db.selectFrom('search_vocab').select('term')
      .where(sql<boolean>`term like ${like} escape '\\'`).orderBy('term').limit(limit).execute();
    return rows.map((r) => r.term);
  };

  const { matching, beyondScored } = createCandidateReader(db, maxScored);

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
