import { codePointLength } from './search-text';
import type { SuggestionRow } from './suggestion-steps.repository';
import type { Correction } from './typo-index';

/** At most this many suggestions with the same text (e.g. "Mumbai" in newspaper, radio, outdoor). */
const MAX_SAME_TEXT = 3;

/** A suggestion ranked for the text (tiers: suggestions.repository.ts). */
export type Ranked = { text: string; key: string; toolName: string; weight: number; len: number; tier: number; matched: number; score: number };

/** The tiers of the comment atop suggestions.repository.ts. */
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

/** Best first: score, then shorter text, then text and tool. */
function compareRanked(a: Ranked, b: Ranked): number {
  return b.score - a.score || a.len - b.len || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0) || (a.toolName < b.toolName ? -1 : a.toolName > b.toolName ? 1 : 0);
}

/** The words typed and what each may be a typo of. */
export type RankedText = { text: string; words: readonly string[]; corrections: ReadonlyMap<string, readonly Correction[]> };

/** The best `limit` of the rows found: best per (key, tool), at most MAX_SAME_TEXT per key, best first. */
export function bestSuggestions(found: Iterable<SuggestionRow>, { text, words, corrections }: RankedText, limit: number): Ranked[] {
  const best = new Map<string, Ranked>();
  for (const row of found) {
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
}
