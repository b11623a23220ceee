/**
 * The words of a page's `<title>` and `<meta name="description">`: one site name and one
 * separator for every page (the route table's titles read `{title} | MediaMart`), and
 * descriptions clipped to what search engines show. Each front end keeps its own small hook
 * that writes them into the document.
 */

/** The site name that ends every page title. */
export const SITE_NAME = 'MediaMart';

/** The home page's title, also the host page's own (so landing on `/` never flickers between two). */
export const SITE_TITLE = `${SITE_NAME} — Advertise in India`;

/** The home page's description, and the site's for a page that has none of its own. */
export const SITE_DESCRIPTION = 'Plan and buy newspaper, outdoor, radio, TV, cinema, digital and influencer advertising across India.';

/** The not-found page's title (every unknown route or object). */
export const NOT_FOUND_TITLE = `Page not found | ${SITE_NAME}`;

/** The not-found page's description. */
export const NOT_FOUND_DESCRIPTION = `This page does not exist on ${SITE_NAME}. Search the catalog or open a category.`;

/** Longest meta description search engines show in full. */
export const DESCRIPTION_MAX = 160;

/**
 * Name of the `<meta>` that carries the site's name when it is not MediaMart: a white-label
 * host's first HTML has it (the organisation's name) and the host shell sets it on a
 * lookup hit, so every title written through applyPageMeta ends in the organisation's name.
 */
export const SITE_NAME_META = 'application-name';

/** The document's site name: the organisation's on a white-label host, else MediaMart. */
function siteNameOf(doc: Document): string {
  const name = doc.head?.querySelector<HTMLMetaElement>(`meta[name="${SITE_NAME_META}"]`)?.content?.trim();
  return name || SITE_NAME;
}

/** A title written for MediaMart, re-branded for the document's site name (a white-label organisation's). */
export function brandTitle(title: string, siteName: string): string {
  if (siteName === SITE_NAME) return title;
  // Every mention of the product's name ('… | MediaMart', 'MediaMart — Advertise in India').
  return title.replace(new RegExp(`\\b${SITE_NAME}\\b`, 'g'), () => siteName);
}

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

/** What a page writes into the document head; an absent field leaves that part alone. */
export type PageMeta = { title?: string; description?: string; robots?: string };

/** Sets or adds `<meta name>` and answers how to put back what was there. */
function setMeta(doc: Document, name: string, content: string): () => void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !meta;
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.appendChild(meta);
  }
  const previous = meta.content;
  meta.content = content;
  return () => (created ? meta.remove() : (meta.content = previous));
}

/**
 * Writes a page's title, description (clipped) and robots rule into the document and answers
 * how to put back what was there, so the next page — the host's or another remote's — never
 * inherits a stale value. Each front end's small hook calls it in an effect.
 */
export function applyPageMeta(doc: Document, meta: PageMeta): () => void {
  const previousTitle = doc.title;
  const restore = [
    meta.description ? setMeta(doc, 'description', clipDescription(meta.description)) : null,
    meta.robots ? setMeta(doc, 'robots', meta.robots) : null,
  ];
  if (meta.title) doc.title = brandTitle(meta.title, siteNameOf(doc));
  return () => {
    if (meta.title) doc.title = previousTitle;
    for (const undo of restore) undo?.();
  };
}
