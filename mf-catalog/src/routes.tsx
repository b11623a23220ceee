import React, { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { HomePage } from './home/home-page';
import { Page } from './ui/primitives';
import { LoadingStatus, SkeletonBlock } from './ui/states';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', bus);

// Only the home page is in this module's chunk; the rest load when first visited.
const CategoryPage = lazy(() => import('./category/category-page').then((m) => ({ default: m.CategoryPage })));
const MediaDetailPage = lazy(() => import('./detail/media-detail-page').then((m) => ({ default: m.MediaDetailPage })));
const SearchPage = lazy(() => import('./search/search-page').then((m) => ({ default: m.SearchPage })));
const SearchResultsPage = lazy(() => import('./search/search-results-page').then((m) => ({ default: m.SearchResultsPage })));
const NotFoundPage = lazy(() => import('./not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const IndustryPage = lazy(() => import('./industry/industry-page').then((m) => ({ default: m.IndustryPage })));
const IplAdvertisingPage = lazy(() => import('./special/ipl-advertising-page').then((m) => ({ default: m.IplAdvertisingPage })));
const ComparePage = lazy(() => import('./compare/compare-page'));

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
