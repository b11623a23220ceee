/**
 * The words of a page's `<title>` and `<meta name="description">`: one site name and one
 * separator for every page (the route table's titles read `{title} | MediaMart`), and
 * descriptions clipped to what search engines show. Each front end keeps its own small hook
 * that writes them into the document.
 */

/** The site name that ends every page title. */
export const SITE_NAME = 'MediaMart';

/** Longest meta description search engines show in full. */
export const DESCRIPTION_MAX = 160;

/** `{name} | MediaMart`; just the site name when there is no page name. */
export function pageTitle(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean ? `${clean} | ${SITE_NAME}` : SITE_NAME;
}

/** Cuts text at a word boundary to at most `max` characters, ending in "…" when cut. */
export function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
