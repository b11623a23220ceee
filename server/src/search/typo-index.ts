/**
 * Finding the indexed words a typed word may be a typo of, on SQLite and PostgreSQL alike,
 * with one indexed lookup: the deletion-neighbourhood method (as SymSpell). Each indexed word
 * is stored under the strings left when up to `depth` of its letters are deleted; a typed word
 * asks for the strings left when up to its allowed edits are deleted. Two words within k
 * edits (insertions, deletions, substitutions, swaps) always share such a string, so the
 * lookup finds every candidate; shared-domain's `typoEdits` then keeps the true ones.
 *
 * How deep an indexed word needs its deletions: a typed word w and an indexed word t within
 * k edits share a string made by deleting from t one letter per substitution or swap plus one
 * per letter of t missing from w, at most k. A 4–7 letter typed word allows k = 1; from 8
 * letters k = 2, and two deletions from t are then only needed when t is at least as long as
 * w, so 8+ letters. Hence: 1 deletion for words of 4+ letters, 2 for words of 8+.
 */
import { allowedEdits, ONE_TYPO_MIN_LETTERS, TWO_TYPOS_MIN_LETTERS, typoEdits } from 'shared-domain';

/** Nearest indexed words kept per typed word (a short, common-looking word can have many). */
export const MAX_CORRECTIONS = 16;

/** An indexed word a typed word may stand for, and how many edits apart they are. */
export type Correction = { term: string; edits: number };

/** The strings left after deleting up to `depth` code points of a word (the word itself included). */
export function deletionVariants(word: string, depth: number): string[] {
  const seen = new Set<string>([word]);
  let level = [word];
  for (let d = 0; d < depth; d += 1) {
    const next: string[] = [];
    for (const w of level) {
      const points = Array.from(w);
      if (points.length <= 1) continue;
      for (let i = 0; i < points.length; i += 1) {
        const v = [...points.slice(0, i), ...points.slice(i + 1)].join('');
        if (!seen.has(v)) {
          seen.add(v);
          next.push(v);
        }
      }
    }
    level = next;
  }
  return [...seen];
}

/** The variants an indexed word is stored under (see the file comment for the depths). */
export function termVariants(term: string): string[] {
  const n = Array.from(term).length;
  return deletionVariants(term, n >= TWO_TYPOS_MIN_LETTERS ? 2 : n >= ONE_TYPO_MIN_LETTERS ? 1 : 0);
}

/** The variants a typed word is looked up under: none when it must match exactly. */
export function typedVariants(word: string): string[] {
  const k = allowedEdits(word);
  return k === 0 ? [] : deletionVariants(word, k);
}

export interface TypoLookup {
  /**
   * For each typed word that may hold a typo, the indexed words it may stand for, nearest
   * first. A word that is itself indexed is taken as typed ("time" never brings "times" and
   * "tile"): what people search for is usually spelt right.
   */
  corrections(words: readonly string[]): Promise<Map<string, Correction[]>>;
}

/** The variants to look up per typed word, for the words that may hold a typo. */
export function lookupVariants(words: readonly string[]): Map<string, string[]> {
  const variantsOf = new Map<string, string[]>();
  for (const word of new Set(words)) {
    const variants = typedVariants(word);
    if (variants.length) variantsOf.set(word, variants);
  }
  return variantsOf;
}

/**
 * The corrections of each typed word (see `TypoLookup`), given its variants and the indexed
 * words stored under each variant.
 */
export function nearestTerms(variantsOf: ReadonlyMap<string, readonly string[]>, termsOf: ReadonlyMap<string, readonly string[]>): Map<string, Correction[]> {
  const out = new Map<string, Correction[]>();
  for (const [word, variants] of variantsOf) {
    // An indexed word is stored under itself, so this is where it would be.
    if (termsOf.get(word)?.includes(word)) continue;
    const found = new Map<string, number>();
    for (const v of variants) {
      for (const term of termsOf.get(v) ?? []) {
        if (found.has(term)) continue;
        const edits = typoEdits(word, term);
        if (edits !== null) found.set(term, edits);
      }
    }
    const list = [...found].map(([term, edits]) => ({ term, edits }))
      .sort((a, b) => a.edits - b.edits || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
      .slice(0, MAX_CORRECTIONS);
    if (list.length) out.set(word, list);
  }
  return out;
}
