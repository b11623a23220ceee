import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoryInfo, fetchCategories, type CategoryCount } from 'shared-domain';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { usePageMeta } from 'shared-ui/runtime';
import { formatCount } from '../app/format';
import { CardGrid, Lead, Page, PageTitle, SecondaryButton } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/states';
import { CardsSkeleton } from '../ui/cards-skeleton';
import { CategoryIcon } from './category-icon';
import { LazySection } from './lazy-section';
import { SearchBox } from './search-box';
import { Section, SectionTitle } from './home-styles';
import { cardLink, color, focusRing } from 'shared-ui';
import { SITE_DESCRIPTION as HOME_DESCRIPTION, SITE_TITLE as HOME_TITLE } from 'shared-domain/format';

/** The host page's own title and description (shared-domain's, which the server writes too), so landing on `/` does not flicker. */
export { HOME_DESCRIPTION, HOME_TITLE };

// Below the fold: each part's code loads as it nears the viewport.
const loadDeals = () => import('./home-deals').then((m) => m.default);
const loadPeople = () => import('./home-people').then((m) => m.HomePeople);
const loadTools = () => import('./home-people').then((m) => m.HomeTools);
const loadHighlights = () => import('./home-highlights').then((m) => m.default);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  max-width: 760px;
`;

/** A link that looks like the secondary button beside the search. */
const PlanLink = styled(SecondaryButton)`
  display: inline-flex;
  align-items: center;
  box-sizing: border-box;
  text-decoration: none;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 24px;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  li::marker {
    font-weight: 700;
    color: ${color.accent};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.0625rem;
  }
  p {
    margin: 0 0 4px;
    color: ${color.muted};
  }
  a {
    color: ${color.accent};
    font-weight: 600;
    ${focusRing}
  }
`;

/** The whole card is the link; no <article> inside, which would hide its text from the link's name in Chromium. */
const CategoryLink = styled(Link)`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  ${cardLink}
  svg {
    flex: none;
    color: ${color.accent};
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.125rem;
    color: ${color.accent};
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
`;

function CategoryCard({ category }: { category: CategoryCount }) {
  // The route table in shared-domain is the source of truth for paths; the API's path is a fallback.
  const info = categoryInfo(category.key);
  return (
    <li>
      <CategoryLink to={info?.path ?? category.path}>
        <CategoryIcon category={category.key} />
        <div>
          <h3>{info?.label ?? category.label}</h3>
          <p>
            {formatCount(category.mediaCount, 'media profile')} · {formatCount(category.optionCount, 'ad option')}
          </p>
        </div>
      </CategoryLink>
    </li>
  );
}

const SKELETON_CARDS = 11;

/**
 * `/`: what MediaMart does and a search before anything else, how buying works, the categories
 * with their counts, then today's best deals, clients and testimonials, the planning tools,
 * popular media and industries. The hero, the steps and the categories are in the first
 * chunk; the parts below the fold load as they near the viewport.
 */
export function HomePage() {
  const { api } = useCatalogServices();
  const load = useCallback(() => fetchCategories(api), [api]);
  const [categories, retry] = useResource('categories', load);
  usePageMeta(HOME_TITLE, HOME_DESCRIPTION);
  return (
    <Page>
      <section aria-labelledby="mm-hero-heading">
        <PageTitle id="mm-hero-heading">Advertise anywhere in India, all in one place</PageTitle>
        <Lead>
          Newspapers, radio, TV, cinema, outdoor, airports, digital and influencers: compare their card and offer rates,
          book what fits your brief, or let our planners build the campaign.
        </Lead>
        <Actions>
          <SearchBox label="Search media, cities and categories" />
          <PlanLink as={Link} to="/ad-campaign-brief">
            Plan a campaign
          </PlanLink>
        </Actions>
      </section>
      <Section aria-labelledby="mm-steps-heading">
        <SectionTitle id="mm-steps-heading">How buying works</SectionTitle>
        <Steps>
          <li>
            <h3>Browse priced media</h3>
            <p>Every ad option shows its card rate, offer rate and GST before you sign in.</p>
            <a href="#mm-categories-heading">Browse by category</a>
          </li>
          <li>
            <h3>Collect in your bag</h3>
            <p>Add options, set dates and quantities, and see the total with GST as you go.</p>
            <Link to="/bag">Open your bag</Link>
          </li>
          <li>
            <h3>Save a campaign or ask for a plan</h3>
            <p>Save the bag as a campaign to book it, or send us your brief and budget for a plan.</p>
            <Link to="/plan">Ask for a plan</Link>
          </li>
        </Steps>
      </Section>
      <Section aria-labelledby="mm-categories-heading">
        <SectionTitle id="mm-categories-heading">Browse by category</SectionTitle>
        {categories.status === 'loading' && (
          <>
            <LoadingState label="Loading categories…" />
            <CardsSkeleton count={SKELETON_CARDS} height={117} testId="categories-skeleton" />
          </>
        )}
        {categories.status === 'error' && (
          <ErrorState title="Could not load the categories." message={categories.error.message} onRetry={retry} />
        )}
        {categories.status === 'success' &&
          (categories.data.length === 0 ? (
            <EmptyState>No categories are available right now. Please check back soon.</EmptyState>
          ) : (
            <CardGrid>
              {categories.data.map((c) => (
                <CategoryCard key={c.key} category={c} />
              ))}
            </CardGrid>
          ))}
      </Section>
      <LazySection load={loadDeals} min={760} minMobile={2000} />
      <LazySection load={loadPeople} min={0} />
      <LazySection load={loadTools} min={180} minMobile={420} />
      <LazySection load={loadHighlights} min={420} />
    </Page>
  );
}
