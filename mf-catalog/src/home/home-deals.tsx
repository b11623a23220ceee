import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fetchDeals } from 'shared-domain/browse';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { DealCard } from '../deals/deal-card';
import { CardGrid } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingStatus, SkeletonBlock } from '../ui/states';
import { color, focusRing } from '../ui/tokens';
import { Section, SectionTitle } from './home-styles';
import { SectionHead } from './section-head';

/** How many deals the home page shows (two rows of four on a wide screen). */
export const HOME_DEALS = 8;

const AllDeals = styled(Link)`
  color: ${color.accent};
  font-weight: 600;
  ${focusRing}
`;

const Note = styled.p`
  margin: -8px 0 16px;
  color: ${color.muted};
`;

/** Today's best deals: the largest card-to-offer discounts, one per media, from the deals API. */
export default function HomeDeals() {
  const { api } = useCatalogServices();
  const load = useCallback(() => fetchDeals(api, { limit: HOME_DEALS }), [api]);
  const [deals, retry] = useResource('home-deals', load);
  const items = deals.status === 'success' ? (deals.data.items ?? []) : [];
  return (
    <Section aria-labelledby="mm-deals-heading">
      <SectionHead>
        <SectionTitle id="mm-deals-heading">Today&apos;s best deals</SectionTitle>
        <AllDeals to="/deals">See all deals</AllDeals>
      </SectionHead>
      <Note>The biggest discounts off the card rate right now, one option per media. GST is extra.</Note>
      {deals.status === 'loading' ? (
        <>
          <LoadingStatus label="Loading deals…" />
          <CardGrid $min={260} aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <SkeletonBlock $height={230} />
              </li>
            ))}
          </CardGrid>
        </>
      ) : null}
      {deals.status === 'error' ? <ErrorState title="Could not load today's deals." message={deals.error.message} onRetry={retry} /> : null}
      {deals.status === 'success' && items.length === 0 ? <EmptyState>No option is offered below its card rate right now.</EmptyState> : null}
      {items.length > 0 ? (
        <CardGrid $min={260}>
          {items.map((item) => (
            <li key={item._id}>
              <DealCard item={item} headingLevel={3} />
            </li>
          ))}
        </CardGrid>
      ) : null}
    </Section>
  );
}
