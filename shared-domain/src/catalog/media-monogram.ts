/**
 * The logo a media profile shows when it has no image of its own: its initials, white, on a
 * colour of its own. Deterministic (the same media always gets the same mark, on every page
 * and in every remote) and readable (every colour gives white text at least 4.5:1 contrast).
 */

/** Dark enough for white initials (WCAG AA, 4.5:1 or more), distinct from one another. */
export const MONOGRAM_COLOURS: readonly string[] = Object.freeze([
  '#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0e7490', '#be185d',
  '#4338ca', '#15803d', '#9a3412', '#334155', '#a21caf', '#0f766e', '#6d28d9',
]);

const MINOR_WORDS = new Set(['of', 'the', 'and', '&', 'on', 'in', 'for', 'a', 'an', 'at', 'by', 'to', 'with']);

/** A media's generated mark: initials, their colour and the background. */
export type MediaMonogram = { readonly initials: string; readonly background: string; readonly foreground: string };

/** FNV-1a over the text: a small, stable hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** "Times of India Bangalore" → "TI", "IPL on Star Sports" → "IPL", "JioCinema" → "JC", "Zee" → "ZE". */
export function mediaInitials(name: string): string {
  const words = name
    .split(/[\s\-–—_/·,:]+/)
    .map((w) => (/^\d+([.,]\d+)?$/.test(w) ? w : w.replace(/[^A-Za-z0-9]/g, '')))
    .filter((w) => /[A-Za-z0-9]/.test(w));
  if (words.length === 0) return '?';
  const first = words[0]!;
  if (/^[A-Z]{2,4}$/.test(first)) return first;
  const major = words.filter((w) => !MINOR_WORDS.has(w.toLowerCase()) && !/^\d+([.,]\d+)?$/.test(w));
  const picked = major.length > 0 ? major : words;
  if (picked.length >= 2) return (picked[0]!.charAt(0) + picked[1]!.charAt(0)).toUpperCase();
  const only = picked[0]!;
  const humps = only.match(/[A-Z][a-z]+/g);
  if (humps && humps.length >= 2) return (humps[0]!.charAt(0) + humps[1]!.charAt(0)).toUpperCase();
  return only.slice(0, 2).toUpperCase();
}

/** The generated mark of a media: its initials on its own colour (picked by its id, else its name). */
export function mediaMonogram(media: { readonly _id?: string | null; readonly name: string }): MediaMonogram {
  const key = media._id || media.name;
  return {
    initials: mediaInitials(media.name),
    background: MONOGRAM_COLOURS[hash(key) % MONOGRAM_COLOURS.length]!,
    foreground: '#ffffff',
  };
}

/** Where a media's generated mark is served as a logo file: `/assets/monograms/TI-1d4ed8.svg` (initials, colour; the server draws it). */
export function monogramLogoUrl(mark: MediaMonogram): string {
  return `/assets/monograms/${encodeURIComponent(mark.initials)}-${mark.background.slice(1)}.svg`;
}

/**
 * Whether a media's logo is its own generated mark (the seed and the seller studio store that
 * file's address for a profile without a logo): pages then draw the mark instead of fetching
 * the file, which looks the same and costs no request.
 */
export function isGeneratedLogo(media: { readonly _id?: string | null; readonly name: string; readonly logoUrl?: string | null }): boolean {
  return Boolean(media.logoUrl) && media.logoUrl === monogramLogoUrl(mediaMonogram(media));
}
