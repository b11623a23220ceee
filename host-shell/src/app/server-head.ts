/**
 * The server writes the first URL's own head (title, description, canonical, Open Graph, and
 * `noindex` on a not-found page). The pages keep title, description and robots current
 * themselves (shared-domain `applyPageMeta`); these two hand the rest over to them.
 */

/** At start: a server-written robots rule goes, so the page that renders sets (and later removes) its own. */
export function releaseServerRobots(doc: Document): void {
  doc.head.querySelector('meta[name="robots"]')?.remove();
}

/** After the first navigation: the canonical address and Open Graph tags describe a page no longer shown. */
export function dropFirstUrlHead(doc: Document): void {
  doc.head.querySelectorAll('link[rel="canonical"], meta[property^="og:"]').forEach((el) => el.remove());
}
