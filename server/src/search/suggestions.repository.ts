/**
 * Suggestions for the search box (`GET /search/suggestions`), from the suggestion tables
 * that search-index.ts writes. Ranking, best first:
 *
 *   7 exact      the whole suggestion is the text ("radio" → Radio)
 *   6 prefix     the suggestion starts with the text ("times of" → Times of India …)
 *   5 word       a later word starts the text ("mirchi" → Radio Mirchi …)
 *   4 all words  every word of the text starts some word, in any order ("delhi times")
 *   3 typos      every word matches once typos are forgiven ("tims of inda", "radio mirchy":
 *                shared-domain's typo rule), exact, then prefix, then later-word, then any order
 *   2 some words more matched words first
 *   1 mid-word   a single word inside a longer one ("irchi" → Radio Mirchi)
 *
 * then by weight (media popularity; categories above all), shorter text, text. Each tier is
 * fetched with an index seek in rank order and LIMIT, and a tier runs only while the better
 * ones have not filled the list, so a common prefix reads a few dozen rows, not thousands,
 * and typos are looked for only when the text as typed does not fill the list.
 */
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import { codePointLength, codePointPrefix, escapeLike, searchKey, successor } from './search-text';
import { createTypoLookup, type Correction } from './typo-index';

export type Suggestion = { suggestion: string; score: number; toolName: string };

export interface SuggestionRepository {
  /** The best suggestions for a text (at most `limit`, 10 by default); none for blank text. */
  suggest(text: string, limit?: number): Promise<Suggestion[]>;
}

/** Words of the text that count (more are ignored). */
const MAX_WORDS = 8;
/** Rows fetched per step, per suggestion wanted: room for duplicates and the per-text cap. */
const FETCH_FACTOR = 5;
/** At most this many suggestions with the same text (e.g. "Mumbai" in newspaper, radio, outdoor). */
const MAX_SAME_TEXT = 3;
/** Mid-word matches only for a single word long enough to mean something, through at most this many words. */
const MIN_MID_WORD_LENGTH = 3;
const MAX_MID_WORD_TERMS = 20;

type Row = { id: number; text: string; key: string; tool_name: string; weight: number | string };
type Ranked = { text: string; key: string; toolName: string; weight: number; len: number; tier: number; matched: number; score: number };

/** The tiers of the file comment. */
const TIER = { exact: 7, prefix: 6, word: 5, allWords: 4, typos: 3, someWords: 2, midWord: 1, none: 0 } as const;

/** Where a text sits in a key: 3 the whole key, 2 its start, 1 a later word's start, 0 elsewhere or nowhere. */
function placement(key: string, text: string): 0 | 1 | 2 | 3 {
  if (key === text) return 3;
  if (key.startsWith(text)) return 2;
  return ` ${key}`.includes(` ${text}`) ? 1 : 0;
}

/**
 * Tier of a suggestion key for the text, and a rank within the tier (matched words; for
 * typos, the placement of the corrected text); tier 0 = no match. `corrections` holds the
 * indexed words each typed word may be a typo of.
 */
export function rankKey(key: string, text: string, words: readonly string[], corrections: ReadonlyMap<string, readonly Correction[]> = new Map()): { tier: number; matched: number } {
  const place = placement(key, text);
  if (place === 3) return { tier: TIER.exact, matched: words.length };
  if (place === 2) return { tier: TIER.prefix, matched: words.length };
  if (place === 1) return { tier: TIER.word, matched: words.length };
  const keyWords = key.split(' ');
  const matched = words.filter((w) => keyWords.some((k) => k.startsWith(w))).length;
  if (matched === words.length && words.length > 1) return { tier: TIER.allWords, matched };
  if (corrections.size) {
    // Each word as typed, else its nearest correction, read as the key word it starts.
    const corrected: string[] = [];
    for (const w of words) {
      const asTyped = keyWords.find((k) => k.startsWith(w));
      if (asTyped !== undefined) {
        corrected.push(w);
        continue;
      }
      const fixed = (corrections.get(w) ?? []).map((c) => keyWords.find((k) => k.startsWith(c.term))).find((k) => k !== undefined);
      if (fixed === undefined) break;
      corrected.push(fixed);
    }
    if (corrected.length === words.length) return { tier: TIER.typos, matched: placement(key, corrected.join(' ')) };
  }
  if (matched > 0) return { tier: TIER.someWords, matched };
  if (key.includes(text)) return { tier: TIER.midWord, matched: 0 };
  return { tier: TIER.none, matched: 0 };
}

function compareRanked(a: Ranked, b: Ranked): number {
  return b.score - a.score || a.len - b.len || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0) || (a.toolName < b.toolName ? -1 : a.toolName > b.toolName ? 1 : 0);
}

/** Suggestions over the Kysely store. */
export function createSuggestionRepository(db: Db): SuggestionRepository {
  const postgres = dialectOf(db) === 'postgres';
  const typos = createTypoLookup(db);
  const RANK = sql`k.start desc, k.weight desc, k.len, k.suggestion_id`;
  const BY_WEIGHT = sql`k.weight desc, k.len, k.suggestion_id`;

  /**
   * The best `n` key rows by `order` (an index walk in that order for equality on p1..p3),
   * and only then their suggestions: joining first would read every matching row's suggestion.
   */
  const top = async (where: RawBuilder<boolean>, order: RawBuilder<unknown>, n: number): Promise<Row[]> => {
    const result = await sql<Row>`select s.id, s.text, s."key", s.tool_name, s.weight
      from (select k.suggestion_id from search_suggestion_keys k where ${where} order by ${order} limit ${n}) t
      join search_suggestions s on s.id = t.suggestion_id`.execute(db);
    return result.rows;
  };

  /**
   * `k.key` starts with the prefix. Up to 3 code points: equality on p1..p3, whose indexes are
   * in rank order, so LIMIT stops the walk early. Longer: a range on the key; SQLite also
   * pins p3 so it walks the p3 index in rank order and filters (fast unless the prefix is
   * rare), PostgreSQL sorts the range from its covering index (its planner misjudges the pair).
   */
  const startsWith = (prefix: string): RawBuilder<boolean> => {
    const length = codePointLength(prefix);
    if (length <= 3) return sql<boolean>`${sql.ref(`k.p${length}`)} = ${prefix}`;
    const range = sql<boolean>`k."key" >= ${prefix} and k."key" < ${successor(prefix)}`;
    return postgres ? range : sql<boolean>`k.p3 = ${codePointPrefix(prefix, 3)} and ${range}`;
  };

  const steps = {
    /** The whole suggestion equals the text (fetched apart: it may weigh little). */
    exact: (text: string, n: number) => top(sql<boolean>`k."key" = ${text} and k.start = 1`, RANK, n),
    /** Whole-key prefixes first, then later word starts, by weight. */
    prefix: (text: string, n: number) => top(startsWith(text), RANK, n),
    /**
     * Every word starts some word of the suggestion: the longest word's key rows, each other
     * word checked on the suggestion's key with LIKE. Checking there, not by probing the key
     * table, keeps PostgreSQL from a plan built on its (poor) estimate of narrow text ranges.
     */
    allWords: async (words: readonly string[], n: number) => steps.allOf(words.map((w) => [w]), n),
    /**
     * Every word, or one of its alternatives (its typo corrections), starts some word of the
     * suggestion: the longest word's alternatives seek the key rows, the other words are
     * checked on the suggestion's key with LIKE. Checking there, not by probing the key table,
     * keeps PostgreSQL from a plan built on its (poor) estimate of narrow text ranges.
     */
    allOf: async (alternatives: ReadonlyArray<readonly string[]>, n: number) => {
      const [anchor, ...others] = [...alternatives].sort((a, b) => codePointLength(b[0]) - codePointLength(a[0]));
      const any = (parts: RawBuilder<boolean>[]) => (parts.length === 1 ? parts[0] : sql<boolean>`(${sql.join(parts, sql` or `)})`);
      const checks = others.map((alts) => any(alts.map((word) => sql<boolean>`(' ' || s."key") like ${`% ${escapeLike(word)}%`} escape '\\'`)));
      const result = await sql<Row>`select s.id, s.text, s."key", s.tool_name, s.weight
        from search_suggestion_keys k join search_suggestions s on s.id = k.suggestion_id
        where ${sql.join([any(anchor.map(startsWith)), ...checks], sql` and `)}
        order by ${BY_WEIGHT} limit ${n}`.execute(db);
      return result.rows;
    },
    /**
     * The word inside a longer word ("irchi" → mirchi): the few words of the vocabulary that
     * contain it (a scan of distinct words, not of suggestions), then their suggestions.
     */
    midWord: async (word: string, n: number) => {
      const contains = postgres ? sql<boolean>`strpos(term, ${word}) > 1` : sql<boolean>`instr(term, ${word}) > 1`;
      const terms = (await db.selectFrom('search_vocab').select('term').where(contains).orderBy('term').limit(MAX_MID_WORD_TERMS).execute()).map((r) => r.term);
      if (!terms.length) return [];
      const ranges = terms.map((t) => sql<boolean>`(k."key" >= ${t} and k."key" < ${successor(t)})`);
      return top(sql<boolean>`(${sql.join(ranges, sql` or `)})`, BY_WEIGHT, n);
    },
  };

  return {
    async suggest(rawText, limit = 10) {
      const words = searchKey(rawText).split(' ').filter(Boolean).slice(0, MAX_WORDS);
      if (!words.length || limit < 1) return [];
      const text = words.join(' ');
      const n = limit * FETCH_FACTOR;
      const found = new Map<number, Row>();
      let corrections: ReadonlyMap<string, readonly Correction[]> = new Map();

      // Best per (key, tool), at most MAX_SAME_TEXT per key, best first.
      const select = (): Ranked[] => {
        const best = new Map<string, Ranked>();
        for (const row of found.values()) {
          const { tier, matched } = rankKey(row.key, text, words, corrections);
          if (tier === 0) continue;
          const weight = Number(row.weight);
          const ranked: Ranked = {
            text: row.text, key: row.key, toolName: row.tool_name, weight, len: codePointLength(row.text), tier, matched,
            score: tier * 10_000 + matched * 1_000 + weight,
          };
          const id = `${row.key}\u0000${row.tool_name}`;
          const seen = best.get(id);
          if (!seen || compareRanked(ranked, seen) < 0) best.set(id, ranked);
        }
        const perText = new Map<string, number>();
        const out: Ranked[] = [];
        for (const r of [...best.values()].sort(compareRanked)) {
          const count = perText.get(r.key) ?? 0;
          if (count >= MAX_SAME_TEXT) continue;
          perText.set(r.key, count + 1);
          out.push(r);
          if (out.length === limit) break;
        }
        return out;
      };
      const add = (rows: readonly Row[]) => {
        for (const row of rows) found.set(Number(row.id), row);
      };
      const full = () => select().length >= limit;

      add(await steps.exact(text, n));
      const prefixRows = await steps.prefix(text, n);
      add(prefixRows);
      // Many rows of one suggestion or text may have crowded the page: look further once.
      if (!full() && prefixRows.length === n) add(await steps.prefix(text, n * 4));
      if (!full() && words.length > 1) add(await steps.allWords(words, n));
      if (!full()) {
        corrections = await typos.corrections(words);
        if (corrections.size) add(await steps.allOf(words.map((w) => [w, ...(corrections.get(w) ?? []).map((c) => c.term)]), n));
      }
      if (!full() && words.length > 1) {
        const distinct = [...new Set(words)].sort((a, b) => codePointLength(b) - codePointLength(a)).slice(0, 4);
        for (const word of distinct) add(await steps.prefix(word, n));
      }
      if (!full() && words.length === 1 && codePointLength(text) >= MIN_MID_WORD_LENGTH) add(await steps.midWord(text, n));

      return select().map((r) => ({ suggestion: r.text, score: Math.round(r.score * 100) / 100, toolName: r.toolName }));
    },
  };
}
