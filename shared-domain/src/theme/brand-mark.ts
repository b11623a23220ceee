import { DEFAULT_THEME } from '../remotes/contracts';

/**
 * The product's own mark (MediaMart's logo and site icon): artwork, not theme. Only the
 * product's hosts show it; a white-label host shows the organisation's logo and icon, and its
 * pages take their colours from the theme contract alone.
 */
export const BRAND_MARK = {
  /** The tile behind the M, and "Mart". */
  tile: '#e8472b',
  /** The M on the tile, and the rims of the seasonal marks. */
  glyph: '#ffffff',
  /** "Media". */
  word: '#1f2a44',
  /** A dated logo's tagline ("Merry Christmas"). */
  tagline: '#5b6275',
  /** The Christmas hat. */
  holly: '#1f7a3a',
  /** The New Year and anniversary sparkles. */
  gold: '#f5b400',
} as const;

/**
 * Every colour of the product's brand: the default theme's primary and secondary and the
 * mark's own colours (lower-case #rrggbb). An organisation's host never paints one of them;
 * the neutral tokens are none of them.
 */
export const PRODUCT_BRAND_COLOURS: readonly string[] = [...new Set([DEFAULT_THEME.primary, DEFAULT_THEME.secondary, BRAND_MARK.tile, BRAND_MARK.word, BRAND_MARK.tagline])];

/** The site's icon: the white M on the red tile, an SVG document of its own (the page's icon, the Organization logo). */
export const BRAND_ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
  + `<rect width="32" height="32" rx="7" fill="${BRAND_MARK.tile}"/>`
  + `<path d="M7 24V8h4l5 7 5-7h4v16h-4V15l-5 6.5-5-6.5v9z" fill="${BRAND_MARK.glyph}"/></svg>`;
