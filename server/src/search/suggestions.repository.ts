/**
 * Suggestions for the search box (`GET /search/suggestions`), from the suggestion tables
 * that search-index.repository.ts writes. Ranking, best first:
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
import { searchKey, codePointLength } from './search-text';
import type { Db } from '../db/database';
import { bestSuggestions, type Ranked } from './suggestion-rank';
import { createSuggestionSteps, type SuggestionRow } from './suggestion-steps.repository';
import type { Correction } from './typo-index';
import { createTypoLookup } from './typo-lookup.repository';

export type Suggestion = { suggestion: string; score: number; toolName: string };

export interface SuggestionRepository {
  /** The best suggestions for a text (at most `limit`, 10 by default); none for blank text. */
  suggest(text: string, limit?: number): Promise<Suggestion[]>;
}

/** Words of the text that count (more are ignored). */
const MAX_WORDS = 8;
/** Rows fetched per step, per suggestion wanted: room for duplicates and the per-text cap. */
const FETCH_FACTOR = 5;
/** Mid-word matches only for a single word long enough to mean something. */
const MIN_MID_WORD_LENGTH = 3;

/** Readings of a text with typos tried per request, fewest edits first. */
const MAX_TYPO_READINGS = 4;

/**
 * The text read with each word that may hold a typo replaced by one of its corrections (the
 * other words as typed), fewest edits in all first, at most MAX_TYPO_READINGS.
 */
export function typoReadings(words: readonly string[], corrections: ReadonlyMap<string, readonly Correction[]>): string[] {
  let readings: Array<{ words: string[]; edits: number }> = [{ words: [], edits: 0 }];
  for (const word of words) {
    const options = corrections.get(word)?.map((c) => ({ word: c.term, edits: c.edits })) ?? [{ word, edits: 0 }];
    readings = readings.flatMap((r) => options.map((o) => ({ words: [...r.words, o.word], edits: r.edits + o.edits })))
      .sort((a, b) => a.edits - b.edits)
      .slice(0, MAX_TYPO_READINGS);
  }
  return readings.filter((r) => r.edits > 0).map((r) => r.words.join(' '));
}

/** Suggestions over the Kysely store. */
export function createSuggestionRepository(db: Db): SuggestionRepository {
  const typos = createTypoLookup(db);
  const steps = createSuggestionSteps(db);

  return {
    async suggest(rawText, limit = 10) {
      const words = searchKey(rawText).split(' ').filter(Boolean).slice(0, MAX_WORDS);
      if (!words.length || limit < 1) return [];
      const text = words.join(' ');
      const n = limit * FETCH_FACTOR;
      const found = new Map<number, SuggestionRow>();
      let corrections: ReadonlyMap<string, readonly Correction[]> = new Map();

      const select = (): Ranked[] => bestSuggestions(found.values(), { text, words, corrections }, limit);
      const add = (rows: readonly SuggestionRow[]) => {
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
        if (corrections.size) {
          // The likeliest readings of the text with its typos corrected, each sought whole (an
          // exact and a prefix seek, in rank order): "tims of inda" → "times of india". When
          // they fill the list, the slower search for every word in any order is not needed.
          for (const reading of typoReadings(words, corrections)) {
            add(await steps.exact(reading, n));
            add(await steps.prefix(reading, n));
          }
          if (!full()) add(await steps.allOf(words.map((w) => [w, ...(corrections.get(w) ?? []).map((c) => c.term)]), n));
        }
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
