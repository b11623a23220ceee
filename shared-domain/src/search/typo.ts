/**
 * Typo tolerance of search (suggestions and hits, on SQLite and PostgreSQL alike): how far a
 * typed word may be from an indexed word and still find it. The length of the typed word
 * decides, as Elasticsearch's `fuzziness: AUTO` does, with thresholds that keep short words
 * exact: 'tv', 'fm', 'ndtv' and city codes are too short for a guess to be a good one.
 */

/** Typed words of at least this many letters may be one edit away from an indexed word. */
export const ONE_TYPO_MIN_LETTERS = 4;
/** Typed words of at least this many letters may be two edits away. */
export const TWO_TYPOS_MIN_LETTERS = 8;
/** Longer typed words are matched exactly (nobody types them; they are pasted ids or noise). */
const TYPO_MAX_LETTERS = 32;

const DIGIT = /\p{N}/u;

/** Letters (code points) of a word. */
function letters(word: string): string[] {
  return Array.from(word);
}

/**
 * The most edits a typed word may be from an indexed word: 0 under 4 letters, 1 from 4,
 * 2 from 8. Words with a digit are exact: '98.3' must not find '93.5'.
 */
export function allowedEdits(word: string): 0 | 1 | 2 {
  const n = letters(word).length;
  if (n < ONE_TYPO_MIN_LETTERS || n > TYPO_MAX_LETTERS || DIGIT.test(word)) return 0;
  return n >= TWO_TYPOS_MIN_LETTERS ? 2 : 1;
}

/**
 * Edit distance in code points, counting an insertion, a deletion, a substitution or a swap
 * of two neighbouring letters ("raido" → "radio") as one edit (optimal string alignment,
 * as Elasticsearch's fuzzy transpositions). Stops early: anything above `max` is `max + 1`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = letters(a);
  const t = letters(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    // Every later cell comes from this row (or the one before it) plus something, so no path gets back under max.
    if (rowMin > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[t.length]!, max + 1);
}

/** Edits between a typed word and an indexed word when the typed word may have that many typos; null when it may not. */
export function typoEdits(typed: string, indexed: string): number | null {
  const max = allowedEdits(typed);
  if (max === 0 || typed === indexed) return null;
  const d = editDistance(typed, indexed, max);
  return d <= max ? d : null;
}
