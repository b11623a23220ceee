import { remoteForPath } from 'shared-domain';

/** The modules that render whole pages. */
export type PageRemoteId = 'mf_catalog/routes' | 'mf_bag/routes' | 'mf_dashboard/routes' | 'mf_landing/routes';

/** The remote module that renders a path: the route table's owner; a path the table lacks is the catalog's (its not-found page). */
export function routeRemoteId(pathname: string): PageRemoteId {
  switch (remoteForPath(pathname)) {
    case 'mf_bag':
      return 'mf_bag/routes';
    case 'mf_dashboard':
      return 'mf_dashboard/routes';
    case 'mf_landing':
      return 'mf_landing/routes';
    default:
      return 'mf_catalog/routes';
  }
}

/** Remotes whose pages the server renders (public pages); the bag and the dashboard render in the browser only. */
export const SERVER_RENDERED_REMOTES: readonly PageRemoteId[] = ['mf_catalog/routes', 'mf_landing/routes'];

/**
 * Loads the page's own code where its remote splits its pages (`preloadPage`), so the page
 * renders at once once its remote is here: the hydration of the server's markup then covers
 * the whole page in one go (no part left as server markup that does not answer).
 */
export function preparePage(mod: { default: unknown; preloadPage?: (path: string) => Promise<void> | undefined }, pathname: string): Promise<void> | undefined {
  return mod.preloadPage?.(pathname);
}
