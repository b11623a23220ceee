/** `https://agency.example`, `http://localhost:3000`, `https://*.agency.example`: scheme, host, optional port, nothing else. */
export const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/**
 * FRAME_ANCESTORS as a list of origins (space- or comma-separated; unset or blank is none).
 * Anything but a plain origin stops the start: the value goes into the page's policy verbatim,
 * so a `;` or a keyword must never get there.
 */
export function parseFrameAncestors(raw: string | undefined): string[] {
  const items = (raw ?? '').split(/[\s,]+/).filter(Boolean).map((item) => item.replace(/\/$/, ''));
  for (const item of items) {
    if (!ORIGIN_SOURCE.test(item)) {
      throw new Error(`FRAME_ANCESTORS must list origins such as https://agency.example, separated by spaces or commas; got "${item}"`);
    }
  }
  return [...new Set(items.map((item) => item.toLowerCase()))];
}
