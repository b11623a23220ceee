import React, { Suspense, lazy, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { HomePage } from './home/home-page';
import { Page } from './ui/primitives';
import { LoadingStatus, SkeletonBlock } from './ui/states';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', bus);

/**
 * Only the home page is in this module's chunk; the rest load when first visited. They are made
 * per mount of the routes: React.lazy keeps a failed import for good, so after a page's code
 * failed to arrive, the host's Retry (which mounts the routes again) must get new ones.
 */
function lazyPages() {
  return {
    CategoryPage: lazy(() => import('./category/category-page').then((m) => ({ default: m.CategoryPage }))),
    MediaDetailPage: lazy(() => import('./detail/media-detail-page').then((m) => ({ default: m.MediaDetailPage }))),
    SearchPage: lazy(() => import('./search/search-page').then((m) => ({ default: m.SearchPage }))),
    SearchResultsPage: lazy(() => import('./search/search-results-page').then((m) => ({ default: m.SearchResultsPage }))),
    NotFoundPage: lazy(() => import('./not-found/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
    IndustryPage: lazy(() => import('./industry/industry-page').then((m) => ({ default: m.IndustryPage }))),
    IplAdvertisingPage: lazy(() => import('./special/ipl-advertising-page').then((m) => ({ default: m.IplAdvertisingPage }))),
    ComparePage: lazy(() => import('./compare/compare-page')),
  };
}

function PageFallback() {
  return (
    <Page>
      <LoadingStatus label="Loading page…" />
      <SkeletonBlock $height={40} aria-hidden="true" />
    </Page>
  );
}

/**
 * The catalog's routes. The host renders this under its router for every path no other
 * remote owns, so paths are relative and anything unknown ends in the not-found page.
 */
export default function CatalogRoutes() {
  const [{ CategoryPage, MediaDetailPage, SearchPage, SearchResultsPage, NotFoundPage, IndustryPage, IplAdvertisingPage, ComparePage }] =
    useState(lazyPages);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="search-results" element={<SearchResultsPage />} />
        <Route path="compare" element={<ComparePage />} />
        <Route path="industry/:name" element={<IndustryPage />} />
        <Route path="sports-marketing/ipl-advertising" element={<IplAdvertisingPage />} />
        <Route path=":category" element={<CategoryPage />} />
        <Route path=":category/:slug" element={<MediaDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
