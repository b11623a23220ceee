import { SITE_NAME } from '../format/page-meta';

/** The most characters (code points) of a brand in a mail's sender name and subject. */
export const MAIL_BRAND_MAX = 64;

/**
 * What a brand may keep: letters, combining marks, digits, spaces and the punctuation of
 * ordinary company names. Anything else (controls, CR/LF, format and bidi characters, line
 * separators, quotes, angle brackets, backslashes, emoji…) becomes a space.
 */
const NOT_KEPT = /[^\p{L}\p{M}\p{N} &'.,\-()+/!?]/gu;

/**
 * The name mail sent for a host shows (the sender's display name, the subject, the text): the
 * organisation's on its white-label host, MediaMart on the product's (null, or a name with
 * nothing left once cleaned). Safe in a header: one line, none of `"<>\`, at most
 * MAIL_BRAND_MAX characters, cut at a word boundary when it can be.
 */
export function mailBrand(name: string | null | undefined): string {
  if (typeof name !== 'string') return SITE_NAME;
  const clean = name.normalize('NFC').replace(NOT_KEPT, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  if (chars.length <= MAIL_BRAND_MAX) return clean || SITE_NAME;
  const cut = chars.slice(0, MAIL_BRAND_MAX).join('');
  const space = cut.lastIndexOf(' ');
  return (space > MAIL_BRAND_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.&'(/+-]+$/, '') || SITE_NAME;
}
