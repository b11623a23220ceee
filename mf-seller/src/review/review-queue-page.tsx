import { useMemo } from 'react';
import type { ReviewQueueItem } from 'shared-domain/seller';
import { usePageResource, usePageMeta, Lead, Page, PageTitle } from 'shared-ui/runtime';
import { EmptyState, ErrorState, VisuallyHidden } from 'shared-ui/states';
import { useRuntime } from 'shared-ui';
import { pageTitle } from 'shared-domain/format';
import { fetchReviewQueue } from '../seller-api';
import { categoryLabel, formatWhen, problemText, profileName } from '../shared/seller-format';
import { ItemLink, ItemSide, Loading, ListingItem, ListingList, ScoreBadge, SmallPrint } from '../shared/seller-ui';

/** Oldest submission first (the server's order too; kept here so the page never depends on it). */
const oldestFirst = (items: ReviewQueueItem[]) =>
  [...items].sort((a, b) => (a.submittedAt ?? a.updatedAt).localeCompare(b.submittedAt ?? b.updatedAt));

function QueueItem({ item }: { item: ReviewQueueItem }) {
  const name = profileName(item.name);
  return (
    <ListingItem>
      <div>
        <h3>{name}</h3>
        <p>{item.sellerName}</p>
        <p>{[categoryLabel(item.category), item.city.trim()].filter(Boolean).join(' · ')}</p>
        <p><ScoreBadge score={item.score} /></p>
        <SmallPrint>Submitted {formatWhen(item.submittedAt)}</SmallPrint>
      </div>
      <ItemSide>
        <ItemLink to={`/staff/listings/${encodeURIComponent(item._id)}`}>
          Review<VisuallyHidden> {name}</VisuallyHidden>
        </ItemLink>
      </ItemSide>
    </ListingItem>
  );
}

/** `/staff/listings`: the profiles sellers submitted, waiting for a staff decision, oldest first (staff only: the route's access level). */
export function ReviewQueuePage() {
  usePageMeta(pageTitle('Listing review'), undefined, 'noindex');
  const api = useRuntime().api.serviceA;
  const [result, retry] = usePageResource('review-queue', () => fetchReviewQueue(api));
  const queue = useMemo(() => (result.status === 'success' ? oldestFirst(result.data) : []), [result]);

  let body;
  if (result.status === 'error') body = <ErrorState title="Could not load the review queue" message={problemText(result.error)} onRetry={retry} />;
  else if (result.status !== 'success') body = <Loading label="Loading the review queue…" heights={[110, 110]} />;
  else if (queue.length === 0) body = <EmptyState>No listing is waiting for review. Submitted listings appear here, the oldest first.</EmptyState>;
  else {
    body = (
      <>
        <Lead>{queue.length === 1 ? '1 listing is' : `${queue.length} listings are`} waiting for review, the oldest first.</Lead>
        <ListingList>{queue.map((item) => <QueueItem key={item._id} item={item} />)}</ListingList>
      </>
    );
  }
  return (
    <Page>
      <PageTitle>Listing review</PageTitle>
      {body}
    </Page>
  );
}
