import { useCallback } from 'react';
import styled from 'styled-components';
import { fetchDeals } from 'shared-domain/browse';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { DealList } from '../deals/deal-list';
import { EmptyState } from 'shared-ui/states';
import { color } from 'shared-ui';
import { Section, SectionTitle } from './home-styles';
import { MoreLink, SectionHead } from './section-head';

/** How many deals the home page shows (two rows of four on a wide screen). */
export const HOME_DEALS = 8;

const Note = styled.p`
  margin: -8px 0 16px;
  color: ${color.muted};
`;

/** Today's best deals: the largest card-to-offer discounts, one per media, from the deals API. */
export default function HomeDeals() {
  const { api } = useCatalogServices();
  const load = useCallback(() => fetchDeals(api, { limit: HOME_DEALS }), [api]);
  const [deals, retry] = useResource('home-deals', load);
  return (
    <Section aria-labelledby="mm-deals-heading">
      <SectionHead>
        <SectionTitle id="mm-deals-heading">Today&apos;s best deals</SectionTitle>
        <MoreLink to="/deals">See all deals</MoreLink>
      </SectionHead>
      <Note>The biggest discounts off the card rate right now, one option per media. GST is extra.</Note>
      <DealList
        deals={deals}
        onRetry={retry}
        failure="Could not load today's deals."
        skeletons={4}
        headingLevel={3}
        empty={<EmptyState>No option is offered below its card rate right now.</EmptyState>}
      />
    </Section>
  );
}
