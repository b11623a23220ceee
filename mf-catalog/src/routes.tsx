import React, { Suspense, useState } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { retryableLazy } from 'shared-ui';
import { HomePage } from './home/home-page';
import { Page } from './ui/primitives';
import { LoadingState, SkeletonBlock } from 'shared-ui/states';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', bus);

// Only the home page is in this module's chunk; the rest load when first visited (and again
// after a failed load, when the host's Retry mounts these routes anew).
const pages = {
  CategoryPage: retryableLazy(() => import('./category/category-page').then((m) => ({ default: m.CategoryPage }))),
  MediaDetailPage: retryableLazy(() => import('./detail/media-detail-page').then((m) => ({ default: m.MediaDetailPage }))),
  SearchPage: retryableLazy(() => import('./search/search-page').then((m) => ({ default: m.SearchPage }))),
  SearchResultsPage: retryableLazy(() => import('./search/search-results-page').then((m) => ({ default: m.SearchResultsPage }))),
  NotFoundPage: retryableLazy(() => import('./not-found/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
  IndustryPage: retryableLazy(() => import('./industry/industry-page').then((m) => ({ default: m.IndustryPage }))),
  IplAdvertisingPage: retryableLazy(() => import('./special/ipl-advertising-page').then((m) => ({ default: m.IplAdvertisingPage }))),
  ComparePage: retryableLazy(() => import('./compare/compare-page')),
  DealsPage: retryableLazy(() => import('./deals/deals-page').then((m) => ({ default: m.DealsPage }))),
  SellerHomePage: retryableLazy(() => import('./seller/home/seller-home-page').then((m) => ({ default: m.SellerHomePage }))),
  ProfileEditorPage: retryableLazy(() => import('./seller/editor/profile-editor-page').then((m) => ({ default: m.ProfileEditorPage }))),
  ReviewQueuePage: retryableLazy(() => import('./seller/review/review-queue-page').then((m) => ({ default: m.ReviewQueuePage }))),
  ReviewPage: retryableLazy(() => import('./seller/review/review-page').then((m) => ({ default: m.ReviewPage }))),
};
type Pages = { [K in keyof typeof pages]: ReturnType<(typeof pages)[K]['current']> };

/** The page components for one mount of the routes. */
const currentPages = () => Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.current()])) as Pages;

function PageFallback() {
  return (
    <Page>
      <LoadingState label="Loading page…" />
      <SkeletonBlock $height={40} $gap={0} aria-hidden="true" />
    </Page>
  );
}

/** Each path and the page it shows (`null`: the home page, in this module's chunk). */
const ROUTES: ReadonlyArray<{ path: string; page: keyof Pages | null }> = [
  { path: '/', page: null },
  { path: '/search', page: 'SearchPage' },
  { path: '/search-results', page: 'SearchResultsPage' },
  { path: '/compare', page: 'ComparePage' },
  { path: '/deals', page: 'DealsPage' },
  { path: '/industry/:name', page: 'IndustryPage' },
  { path: '/sports-marketing/ipl-advertising', page: 'IplAdvertisingPage' },
  // The seller studio and staff review: before the category routes, which would take `/seller` for a category.
  { path: '/seller', page: 'SellerHomePage' },
  { path: '/seller/profiles/:id', page: 'ProfileEditorPage' },
  { path: '/staff/listings', page: 'ReviewQueuePage' },
  { path: '/staff/listings/:id', page: 'ReviewPage' },
  { path: '/:category', page: 'CategoryPage' },
  { path: '/:category/:slug', page: 'MediaDetailPage' },
  { path: '*', page: 'NotFoundPage' },
];

/**
 * Loads the code of the page `pathname` shows, so the routes mounted after it render that
 * page at once: the host waits for it before it hydrates the server's markup of the page.
 * Nothing to wait for (undefined) when that code is here already.
 */
export function preloadPage(pathname: string): Promise<void> | undefined {
  const page = matchRoutes(ROUTES.map(({ path }) => ({ path })), pathname)?.[0]?.route.path;
  const name = ROUTES.find((r) => r.path === page)?.page;
  return name ? pages[name].preload() : undefined;
}

/**
 * The catalog's routes. The host renders this under its router for every path no other
 * remote owns, so paths are absolute and anything unknown ends in the not-found page.
 */
export default function CatalogRoutes() {
  const [current] = useState(currentPages);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {ROUTES.map(({ path, page }) => {
          const Page = page ? current[page] : HomePage;
          return path === '/' ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
