import React, { Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { retryableLazy } from './app/retryable-lazy';
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

/**
 * The catalog's routes. The host renders this under its router for every path no other
 * remote owns, so paths are relative and anything unknown ends in the not-found page.
 */
export default function CatalogRoutes() {
  const [{ CategoryPage, MediaDetailPage, SearchPage, SearchResultsPage, NotFoundPage, IndustryPage, IplAdvertisingPage, ComparePage, DealsPage }] =
    useState(currentPages);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="search-results" element={<SearchResultsPage />} />
        <Route path="compare" element={<ComparePage />} />
        <Route path="deals" element={<DealsPage />} />
        <Route path="industry/:name" element={<IndustryPage />} />
        <Route path="sports-marketing/ipl-advertising" element={<IplAdvertisingPage />} />
        <Route path=":category" element={<CategoryPage />} />
        <Route path=":category/:slug" element={<MediaDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
