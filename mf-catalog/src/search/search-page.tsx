import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, fetchMedia } from 'shared-domain';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { useDocumentTitle } from '../app/use-document-title';
import { formatCount } from '../app/format';
import { MediaResults } from '../media-list/media-results';
import { EmptyState } from '../ui/states';
import { Lead, Page, PageTitle } from '../ui/primitives';

/** `/search?q=`: a placeholder over the catalog's name/city match until the full search lands. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const title = q ? `Search results for ${q}` : 'Search';
  useDocumentTitle(title);

  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {q ? <SearchResults q={q} page={page} /> : <EmptyState>Start typing to search...</EmptyState>}
    </Page>
  );
}

function SearchResults({ q, page }: { q: string; page: number }) {
  const { api } = useCatalogServices();
  const [params] = useSearchParams();
  const load = useCallback(() => fetchMedia(api, { q, page, pageSize: DEFAULT_PAGE_SIZE }), [api, q, page]);
  const [result, retry] = useResource(`${q}\u0000${page}`, load);
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <>
      <Lead aria-live="polite">{result.status === 'success' ? formatCount(result.data.total, 'result') : '\u00a0'}</Lead>
      <MediaResults result={result} onRetry={retry} hrefFor={hrefFor} emptyMessage={`No results found for "${q}"`} />
    </>
  );
}
