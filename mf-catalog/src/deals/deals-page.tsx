import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIES, isCategoryKey, type CategoryKey } from 'shared-domain';
import { DEALS_MAX_LIMIT, fetchDeals } from 'shared-domain/browse';
import { useCatalogServices } from '../app/catalog-services';
import { pageTitle, DEALS_COPY } from 'shared-domain/format';
import { SiteName } from 'shared-ui';
import { usePageMeta } from 'shared-ui/runtime';
import { useResource } from '../app/use-resource';
import { Page, PageTitle } from '../ui/primitives';
import { PillLink, PillList } from '../ui/pill-links';
import { EmptyState } from 'shared-ui/states';
import { MoreLink } from '../home/section-head';
import { color } from 'shared-ui';
import { DealList } from './deal-list';

export const DEALS_DESCRIPTION = DEALS_COPY.description;

const Explainer = styled.div`
  max-width: 760px;
  margin: 0 0 24px;
  p {
    margin: 0 0 8px;
    color: ${color.muted};
  }
`;

const Filter = styled.nav`
  margin: 0 0 24px;
  a[aria-current='page'] {
    background: ${color.accent};
    border-color: ${color.accent};
    color: ${color.accentInk};
  }
`;

const dealsHref = (category?: CategoryKey) => (category ? `/deals?category=${category}` : '/deals');

/**
 * `/deals`: the media options with the largest card-to-offer discount, one per media profile,
 * the biggest first, across the catalog or one category (`?category=`).
 */
export function DealsPage() {
  const [params] = useSearchParams();
  const asked = params.get('category') ?? '';
  const category = isCategoryKey(asked) ? asked : undefined;
  const label = category ? CATEGORIES.find((c) => c.key === category)?.label : undefined;
  const heading = label ? `${label} deals` : DEALS_COPY.heading;
  usePageMeta(pageTitle(label ? `${label} advertising deals` : DEALS_COPY.title), DEALS_DESCRIPTION);

  const { api } = useCatalogServices();
  const load = useCallback(() => fetchDeals(api, { limit: DEALS_MAX_LIMIT, category }), [api, category]);
  const [deals, retry] = useResource(`deals:${category ?? ''}`, load);

  return (
    <Page>
      <PageTitle>{heading}</PageTitle>
      <Explainer>
        <p>
          Every ad option on <SiteName /> shows two rates: the <strong>card rate</strong>, the media owner&apos;s published
          price, and the <strong>offer rate</strong>, what you pay when you book here.
        </p>
        <p>
          A deal is an option whose offer rate is furthest below its card rate. Below is each media&apos;s best one, the
          biggest discount first. Rates are per unit and exclude GST, which is added at the rate shown on each option.
        </p>
      </Explainer>
      <Filter aria-label="Deals by category">
        <PillList>
          <li>
            <PillLink to={dealsHref()} aria-current={category ? undefined : 'page'}>
              All categories
            </PillLink>
          </li>
          {CATEGORIES.map((c) => (
            <li key={c.key}>
              <PillLink to={dealsHref(c.key)} aria-current={c.key === category ? 'page' : undefined}>
                {c.label}
              </PillLink>
            </li>
          ))}
        </PillList>
      </Filter>
      <section aria-label={label ? `${label} deals` : 'All deals'}>
        <DealList
          deals={deals}
          onRetry={retry}
          failure="Could not load the deals."
          skeletons={8}
          empty={
            <EmptyState action={category ? <MoreLink to="/deals">See deals in every category</MoreLink> : undefined}>
              {label ? `No ${label.toLowerCase()} option is offered below its card rate right now.` : 'No option is offered below its card rate right now.'}
            </EmptyState>
          }
        />
      </section>
    </Page>
  );
}
