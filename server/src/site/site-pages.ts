import { industryInfo, isPublicRoute, matchRoute } from 'shared-domain';
import type { CatalogRepository } from '../catalog/catalog.repository';

/**
 * How the server answers a page of the site: its status, how a cache may keep it and whether
 * the server renders it (public pages only: a signed-in screen renders in the browser), or a redirect.
 */
export type PageAnswer = { status: 200 | 404; cacheControl: string; serverRender: boolean } | { status: 301; location: string };

/** Signed-in screens are never stored by a shared cache; public pages are revalidated each time. */
const PUBLIC_PAGE = 'no-cache';
const PRIVATE_PAGE = 'private, no-store';

/**
 * The status of a page path, from shared-domain's route table: a path no route has is 404,
 * as is a `/{category}/{slug}` whose media profile or an `/industry/{name}` whose industry
 * does not exist; `/_app` and other redirects move; the rest are 200. Either way the host's
 * page is served, and it renders the page or the not-found page.
 */
export async function pageAnswer(catalog: Pick<CatalogRepository, 'mediaExists'>, urlPath: string, query: string): Promise<PageAnswer> {
  const match = matchRoute(urlPath);
  // The not-found page is for anyone.
  if (!match) return { status: 404, cacheControl: PUBLIC_PAGE, serverRender: true };
  const { entry, params } = match;
  if (entry.redirect) return { status: 301, location: `${entry.redirect}${query}` };
  // The route's access level decides both: a page for anyone is shared and rendered here, any other is the viewer's own.
  const serverRender = isPublicRoute(entry);
  const cacheControl = serverRender ? PUBLIC_PAGE : PRIVATE_PAGE;
  if (entry.check === 'industry') return { status: industryInfo(params.name ?? '') ? 200 : 404, cacheControl, serverRender };
  if (entry.check === 'media') {
    const category = urlPath.split('/').filter(Boolean)[0] ?? '';
    return { status: await catalog.mediaExists(category, params.slug ?? '') ? 200 : 404, cacheControl, serverRender };
  }
  return { status: 200, cacheControl, serverRender };
}
