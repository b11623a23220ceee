import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MediaSummary, Page as ResultPage } from 'shared-domain';
import type { Resource } from '../app/use-resource';
import { CardGrid } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/states';
import { MediaCard } from './media-card';
import { CardsSkeleton } from '../ui/cards-skeleton';
import { Pagination } from './pagination';

/** Pages in a result set; at least 1 so "page 1 of 1" reads right for an empty set. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

type Props = {
  result: Resource<ResultPage<MediaSummary>>;
  onRetry: () => void;
  hrefFor: (page: number) => string;
  emptyMessage: string;
  /** A way on from the empty state, such as "Clear all filters". */
  emptyAction?: ReactNode;
  /** Cards show the saving ("Save up to 33%"). */
  showSaving?: boolean;
  /** Cards show the profile quality score (the list is sorted by it). */
  showScore?: boolean;
  /** 3 when the list sits under its own h2. */
  headingLevel?: 2 | 3;
};

/** A media result list with its loading, error, empty states and paging. */
export function MediaResults({ result, onRetry, hrefFor, emptyMessage, emptyAction, showSaving, showScore, headingLevel }: Props) {
  if (result.status === 'loading') {
    return (
      <>
        <LoadingState label="Loading media…" />
        <CardsSkeleton count={6} height={150} min={280} />
      </>
    );
  }
  if (result.status === 'error') {
    return <ErrorState title="Could not load media." message={result.error.message} onRetry={onRetry} />;
  }
  const { items, total, page, pageSize } = result.data;
  const pages = pageCount(total, pageSize);
  if (items.length === 0 && total > 0 && page > pages) {
    // A link or an edited URL asked for a page past the end: say so and offer the last one.
    return (
      <EmptyState action={<Link to={hrefFor(pages)}>Go to page {pages}</Link>}>
        There is no page {page}; these results have {pages} {pages === 1 ? 'page' : 'pages'}.
      </EmptyState>
    );
  }
  if (items.length === 0) return <EmptyState action={emptyAction}>{emptyMessage}</EmptyState>;
  return (
    <>
      <CardGrid $min={280}>
        {items.map((m) => (
          <li key={m._id}>
            <MediaCard media={m} showSaving={showSaving} showScore={showScore} headingLevel={headingLevel} />
          </li>
        ))}
      </CardGrid>
      <Pagination page={page} pageCount={pages} hrefFor={hrefFor} />
    </>
  );
}
