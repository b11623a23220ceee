/**
 * One tokenizer for everything search does: the index (SQLite FTS5, PostgreSQL tsvector, the
 * suggestion keys) and the queries. Tokens are cut here, in JavaScript, and handed to the
 * databases ready-made (FTS5's `ascii` tokenizer over space-separated tokens; tsvector
 * literals), so both stores see exactly the same tokens. That matters for Indian scripts:
 * FTS5's unicode61 tokenizer and PostgreSQL's parser both split Devanagari words at vowel
 * signs (combining marks), which would make a Hindi newspaper's name unfindable by prefix.
 */

/** Latin combining diacritics only; Indic vowel signs and viramas are part of the word. */
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
/** Apostrophes join ("Women's" → "womens") rather than split. */
const APOSTROPHES = /['\u2019\u02bc]/g;
/** A word: letters, digits and combining marks of any script. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Lower case, compatibility forms folded (full-width, ligatures), Latin accents removed. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(LATIN_DIACRITICS, '').normalize('NFC').toLowerCase().replace(APOSTROPHES, '');
}

/** The search tokens of a text, in order ("Radio Mirchi 98.3" → radio, mirchi, 98, 3). */
export function tokenize(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/** The normalised key of a text: its tokens joined by single spaces. */
export function searchKey(text: string): string {
  return tokenize(text).join(' ');
}

/** The first `n` code points of a text (not UTF-16 units). */
export function codePointPrefix(text: string, n: number): string {
  return Array.from(text).slice(0, n).join('');
}

/** Length in code points. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/**
 * The least string greater than every string that starts with `prefix`, in code-point order
 * (which is SQLite's BINARY and PostgreSQL's "C" collation order for UTF-8): the prefix with
 * its last code point incremented. `key >= prefix AND key < successor(prefix)` is then an
 * index range scan for "starts with".
 */
export function successor(prefix: string): string {
  const points = Array.from(prefix);
  if (!points.length) throw new Error('successor needs a non-empty prefix');
  const last = points[points.length - 1].codePointAt(0) ?? 0;
  // Skip the surrogate block, which UTF-8 cannot encode.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  points[points.length - 1] = String.fromCodePoint(Math.min(next, 0x10ffff));
  return points.join('');
}

/** Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
