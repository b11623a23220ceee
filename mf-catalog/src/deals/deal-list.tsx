import type { ReactNode } from 'react';
import type { DealsResponse } from 'shared-domain/browse';
import type { Resource } from '../app/use-resource';
import { CardGrid } from '../ui/primitives';
import { ErrorState, LoadingState } from 'shared-ui/states';
import { CardsSkeleton } from '../ui/cards-skeleton';
import { DealCard } from './deal-card';

/** Deals as they load: a skeleton, the failure with Retry, a "none" message, or the cards. */
export function DealList({ deals, onRetry, failure, empty, skeletons, headingLevel = 2 }: {
  deals: Resource<DealsResponse>;
  onRetry: () => void;
  /** What failed, for the error ("Could not load the deals."). */
  failure: string;
  /** Said when there are no deals. */
  empty: ReactNode;
  skeletons: number;
  headingLevel?: 2 | 3;
}) {
  if (deals.status === 'loading') {
    return (
      <>
        <LoadingState label="Loading deals…" />
        <CardsSkeleton count={skeletons} height={230} min={260} />
      </>
    );
  }
  if (deals.status === 'error') return <ErrorState title={failure} message={deals.error.message} onRetry={onRetry} />;
  const items = deals.data.items ?? [];
  if (!items.length) return <>{empty}</>;
  return (
    <CardGrid $min={260} data-testid="deal-list">
      {items.map((item) => (
        <li key={item._id}>
          <DealCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
