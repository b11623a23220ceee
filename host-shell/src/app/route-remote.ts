import { remoteForPath } from 'shared-domain';
import { REMOTES } from 'shared-domain/releases';

/** The modules that render whole pages: the `./routes` of each remote that owns routes. */
export type PageRemoteId = `${ReturnType<typeof remoteForPath>}/routes`;

/** The remote module that renders a path: the route table's owner (a path the table lacks is the catalog's, its not-found page). */
export function routeRemoteId(pathname: string): PageRemoteId {
  return `${remoteForPath(pathname)}/routes`;
}

/** Remotes whose pages the server renders (public pages; `serverRendered` in the list of remotes); the others render in the browser only. */
export const SERVER_RENDERED_REMOTES: readonly PageRemoteId[] = REMOTES.filter((r) => r.serverRendered).map((r) => `${r.name}/routes` as PageRemoteId);

/**
 * Loads the page's own code where its remote splits its pages (`preloadPage`), so the page
 * renders at once once its remote is here: the hydration of the server's markup then covers
 * the whole page in one go (no part left as server markup that does not answer).
 */
export function preparePage(mod: { default: unknown; preloadPage?: (path: string) => Promise<void> | undefined }, pathname: string): Promise<void> | undefined {
  return mod.preloadPage?.(pathname);
}
