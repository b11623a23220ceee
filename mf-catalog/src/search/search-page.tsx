import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type SearchHit } from 'shared-domain';
import { SEARCH_COUNT_WINDOW, SEARCH_PAGE_SIZE, countByTool, searchIndex, toolLabel } from 'shared-domain/search';
import { useResource } from '../app/use-resource';
import { useSearchQuery } from './use-search-query';
import { formatCount, formatNumber } from '../app/format';
import { Pagination } from '../media-list/pagination';
import { pageCount } from '../media-list/media-results';
import { Lead, Page, PageTitle } from '../ui/primitives';
import { pill } from '../ui/styles';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/states';
import { color, useRuntime } from 'shared-ui';
import { HitList, HitListSkeleton } from './hit-list';
import { ResultsRegion, pageParam, useResultsTop } from './results-region';

/**
 * `/search?q=` (the new search's results): hits from the search index 30 at a time, with
 * category chips that count the hits per category and filter by one (`&tool=`).
 */
export function SearchPage() {
  const { q, title, params } = useSearchQuery('q');

  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {q ? (
        <SearchHits q={q} tool={params.get('tool') ?? ''} page={pageParam(params.get('page'))} />
      ) : (
        <EmptyState>Start typing to search...</EmptyState>
      )}
    </Page>
  );
}

function SearchHits({ q, tool, page }: { q: string; tool: string; page: number }) {
  const index = useRuntime().searchIndex();
  const from = (page - 1) * SEARCH_PAGE_SIZE;
  // The chips count the first SEARCH_COUNT_WINDOW hits of the query (one request per query);
  // a chip's own pages are cut from those, the unfiltered pages come 30 at a time by `from`.
  const loadWindow = useCallback(() => searchIndex(index, q, { size: SEARCH_COUNT_WINDOW }), [index, q]);
  const loadPage = useCallback(() => (tool ? Promise.resolve(null) : searchIndex(index, q, { from })), [index, q, from, tool]);
  const [windowResult, retryWindow] = useResource(q, loadWindow);
  const [pageResult, retryPage] = useResource(`${q}\u0000${tool}\u0000${from}`, loadPage);
  const top = useResultsTop<HTMLElement>(page);

  const hrefFor = (next: { tool?: string; page?: number }) => {
    const p = new URLSearchParams({ q });
    const t = next.tool ?? tool;
    if (t) p.set('tool', t);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    return `/search?${p.toString()}`;
  };

  if (windowResult.status === 'error' || pageResult.status === 'error') {
    const error = windowResult.status === 'error' ? windowResult.error : pageResult.status === 'error' ? pageResult.error : null;
    const retry = () => {
      if (windowResult.status === 'error') retryWindow();
      if (pageResult.status === 'error') retryPage();
    };
    return (
      <ResultsRegion ref={top}>
        <ErrorState title="Could not search." message={error?.message ?? ''} onRetry={retry} />
      </ResultsRegion>
    );
  }
  if (windowResult.status !== 'success' || pageResult.status !== 'success') {
    return (
      <ResultsRegion ref={top}>
        <Lead>{'\u00a0'}</Lead>
        <LoadingState label="Searching…" />
        <HitListSkeleton />
      </ResultsRegion>
    );
  }

  const sample = windowResult.data;
  let hits: SearchHit[];
  let total: number;
  if (pageResult.data) {
    ({ hits, total } = pageResult.data);
  } else {
    const all = sample.hits.filter((h) => h.toolName === tool);
    total = all.length;
    hits = all.slice(from, from + SEARCH_PAGE_SIZE);
  }
  const pages = pageCount(total, SEARCH_PAGE_SIZE);
  const counts = countByTool(sample.hits);
  const partial = sample.total > sample.hits.length;

  return (
    <ResultsRegion ref={top}>
      <Lead aria-live="polite">
        {formatCount(total, 'result')}
        {tool ? ` in ${toolLabel(tool)}` : ''}
      </Lead>
      {counts.length > 0 && (
        <Chips aria-label="Filter by category">
          <Chip to={hrefFor({ tool: '' })} aria-current={tool ? undefined : 'true'}>
            All <Count>{formatNumber(sample.total)}</Count>
          </Chip>
          {counts.map((c) => (
            <Chip key={c.toolName} to={hrefFor({ tool: c.toolName })} aria-current={c.toolName === tool ? 'true' : undefined}>
              {c.label} <Count>{formatNumber(c.count)}</Count>
            </Chip>
          ))}
        </Chips>
      )}
      {partial && <Note>Category counts cover the first {formatNumber(sample.hits.length)} results.</Note>}
      {hits.length === 0 && total > 0 ? (
        <EmptyState action={<Link to={hrefFor({ page: pages })}>Go to page {pages}</Link>}>
          There is no page {page}; these results have {pages} {pages === 1 ? 'page' : 'pages'}.
        </EmptyState>
      ) : hits.length === 0 ? (
        <EmptyState>
          No results found for &quot;{q}&quot;{tool ? ` in ${toolLabel(tool)}` : ''}
        </EmptyState>
      ) : (
        <>
          <HitList items={hits.map((h) => ({ ...h, key: h._id || h.url }))} />
          <Pagination page={page} pageCount={pages} hrefFor={(p) => hrefFor({ page: p })} />
        </>
      )}
    </ResultsRegion>
  );
}

const Chips = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: -8px 0 20px;
`;

const Chip = styled(Link)`
  ${pill(36)}
  padding: 0 14px;
  border: 1px solid ${color.line};
  font-size: 0.9375rem;
  text-decoration: none;
  &:hover { border-color: ${color.accent}; }
  &[aria-current='true'] {
    border-color: ${color.accent};
    background: ${color.accent};
    color: ${color.accentInk};
  }
`;

const Count = styled.span`
  font-weight: 600;
`;

const Note = styled.p`
  margin: -8px 0 16px;
  color: ${color.muted};
  font-size: 0.875rem;
`;
