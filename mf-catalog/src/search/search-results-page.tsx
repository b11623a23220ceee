import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchGapiSuggestions } from 'shared-domain/search';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { useDocumentTitle } from '../app/use-document-title';
import { formatCount } from '../app/format';
import { Lead, Page, PageTitle } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingStatus } from '../ui/states';
import { HitList, HitListSkeleton } from './hit-list';

/** `/search-results?search=`: the old search's "see all", every result of /gapi/suggestions. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const q = params.get('search')?.trim() ?? '';
  const title = q ? `Search results for ${q}` : 'Search';
  useDocumentTitle(title);

  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {q ? <OldSearchResults q={q} /> : <EmptyState>Start typing to search...</EmptyState>}
    </Page>
  );
}

function OldSearchResults({ q }: { q: string }) {
  const { api } = useCatalogServices();
  const load = useCallback(() => fetchGapiSuggestions(api, q), [api, q]);
  const [result, retry] = useResource(q, load);

  if (result.status === 'loading') {
    return (
      <>
        <Lead>{'\u00a0'}</Lead>
        <LoadingStatus label="Searching…" />
        <HitListSkeleton />
      </>
    );
  }
  if (result.status === 'error') return <ErrorState title="Could not search." message={result.error.message} onRetry={retry} />;
  const items = result.data;
  return (
    <>
      <Lead aria-live="polite">{formatCount(items.length, 'result')}</Lead>
      {items.length === 0 ? (
        <EmptyState>No results found for &quot;{q}&quot;</EmptyState>
      ) : (
        <HitList items={items.map((s, i) => ({ ...s, key: `${s.url}\u0000${i}` }))} />
      )}
    </>
  );
}
