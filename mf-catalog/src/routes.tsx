import React from 'react';
import { bus, recordSingleton } from 'shared-domain';
import { definePages, PageLoading } from 'shared-ui/runtime';
import { HomePage } from './home/home-page';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', bus);

/**
 * The catalog's pages, by the route table's names (shared-domain). The host renders these
 * routes under its router for every path the table gives mf_catalog, and for any path no
 * remote has (the not-found page). Only the home page is in this module's chunk; the rest
 * load when first visited (and again after a failed load, when the host's Retry mounts these
 * routes anew).
 */
const pages = definePages('mf_catalog', {
  home: { component: HomePage },
  search: { load: () => import('./search/search-page').then((m) => ({ default: m.SearchPage })) },
  'search-results': { load: () => import('./search/search-results-page').then((m) => ({ default: m.SearchResultsPage })) },
  compare: { load: () => import('./compare/compare-page') },
  industry: { load: () => import('./industry/industry-page').then((m) => ({ default: m.IndustryPage })) },
  'ipl-advertising': { load: () => import('./special/ipl-advertising-page').then((m) => ({ default: m.IplAdvertisingPage })) },
  deals: { load: () => import('./deals/deals-page').then((m) => ({ default: m.DealsPage })) },
  category: { load: () => import('./category/category-page').then((m) => ({ default: m.CategoryPage })) },
  media: { load: () => import('./detail/media-detail-page').then((m) => ({ default: m.MediaDetailPage })) },
}, {
  fallback: <PageLoading />,
  notFound: { load: () => import('./not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })) },
});

/**
 * Loads the code of the page `pathname` shows, so the routes mounted after it render that
 * page at once: the host waits for it before it hydrates the server's markup of the page.
 */
export const preloadPage = pages.preloadPage;

/** `mf_catalog/routes`: the catalog's pages (all public; the seller studio is mf_seller's). */
export default pages.Routes;
