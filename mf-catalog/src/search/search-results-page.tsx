import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE, fetchGapiPage } from 'shared-domain/search';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { useSearchQuery } from './use-search-query';
import { formatCount } from '../app/format';
import { Pagination } from '../media-list/pagination';
import { pageCount } from '../media-list/media-results';
import { Lead, Page, PageTitle } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/states';
import { HitList, HitListSkeleton } from './hit-list';
import { ResultsRegion, pageParam, useResultsTop } from './results-region';

/**
 * `/search-results?search=&page=`: the old search's "see all", every result of
 * /gapi/suggestions, 30 a page as /search pages, the page in the URL.
 */
export function SearchResultsPage() {
  const { q, title, params } = useSearchQuery('search');

  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {q ? <OldSearchResults q={q} page={pageParam(params.get('page'))} /> : <EmptyState>Start typing to search...</EmptyState>}
    </Page>
  );
}

/** The link of a page of the results of `q`. */
function hrefFor(q: string, page: number): string {
  const p = new URLSearchParams({ search: q });
  if (page > 1) p.set('page', String(page));
  return `/search-results?${p.toString()}`;
}

function OldSearchResults({ q, page }: { q: string; page: number }) {
  const { api } = useCatalogServices();
  const from = (page - 1) * SEARCH_PAGE_SIZE;
  const load = useCallback(() => fetchGapiPage(api, q, { from, size: SEARCH_PAGE_SIZE }), [api, q, from]);
  const [result, retry] = useResource(`${q}\u0000${from}`, load);
  const top = useResultsTop<HTMLElement>(page);

  let body;
  if (result.status === 'loading') {
    body = (
      <>
        <Lead>{'\u00a0'}</Lead>
        <LoadingState label="Searching…" />
        <HitListSkeleton />
      </>
    );
  } else if (result.status === 'error') {
    body = <ErrorState title="Could not search." message={result.error.message} onRetry={retry} />;
  } else {
    const { total, suggestions: items } = result.data;
    const pages = pageCount(total, SEARCH_PAGE_SIZE);
    body = (
      <>
        <Lead aria-live="polite">{formatCount(total, 'result')}</Lead>
        {items.length === 0 && total > 0 ? (
          <EmptyState action={<Link to={hrefFor(q, pages)}>Go to page {pages}</Link>}>
            There is no page {page}; these results have {pages} {pages === 1 ? 'page' : 'pages'}.
          </EmptyState>
        ) : items.length === 0 ? (
          <EmptyState>No results found for &quot;{q}&quot;</EmptyState>
        ) : (
          <>
            <HitList items={items.map((s, i) => ({ ...s, key: `${s.url}\u0000${from + i}` }))} />
            <Pagination page={page} pageCount={pages} hrefFor={(p) => hrefFor(q, p)} />
          </>
        )}
      </>
    );
  }
  return <ResultsRegion ref={top}>{body}</ResultsRegion>;
}
