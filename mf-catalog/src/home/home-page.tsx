import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoryInfo, fetchCategories, type CategoryCount } from 'shared-domain';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { usePageMeta } from '../app/use-page-meta';
import { formatCount } from '../app/format';
import { CardGrid, Lead, Page, PageTitle } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingStatus, SkeletonBlock } from '../ui/states';
import HomeHighlights from './home-highlights';
import { SectionTitle } from './home-styles';
import { color, focusRing } from '../ui/tokens';

/** Same as the host's own title, so landing on `/` does not flicker between two. */
export const HOME_TITLE = 'MediaMart — Advertise in India';
/** Same as the host page's own description. */
export const HOME_DESCRIPTION = 'Plan and buy newspaper, outdoor, radio, TV, cinema, digital and influencer advertising across India.';


/** The whole card is the link; no <article> inside, which would hide its text from the link's name in Chromium. */
const CategoryLink = styled(Link)`
  display: block;
  height: 100%;
  box-sizing: border-box;
  padding: 16px;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 8px;
  color: inherit;
  text-decoration: none;
  ${focusRing}
  &:hover {
    border-color: ${color.accent};
  }
`;

const CategoryName = styled.h3`
  margin: 0 0 8px;
  font-size: 1.125rem;
  color: ${color.accent};
`;

const Counts = styled.p`
  margin: 0;
  color: ${color.muted};
`;

function CategoryCard({ category }: { category: CategoryCount }) {
  // The route table in shared-domain is the source of truth for paths; the API's path is a fallback.
  const info = categoryInfo(category.key);
  return (
    <li>
      <CategoryLink to={info?.path ?? category.path}>
        <CategoryName>{info?.label ?? category.label}</CategoryName>
        <Counts>
          {formatCount(category.mediaCount, 'media profile')} · {formatCount(category.optionCount, 'ad option')}
        </Counts>
      </CategoryLink>
    </li>
  );
}

const SKELETON_CARDS = 11;

/** `/`: the categories with their counts, then popular media, deals and industries. */
export function HomePage() {
  const { api } = useCatalogServices();
  const load = useCallback(() => fetchCategories(api), [api]);
  const [categories, retry] = useResource('categories', load);
  usePageMeta(HOME_TITLE, HOME_DESCRIPTION);
  return (
    <Page>
      <PageTitle>Advertise anywhere in India</PageTitle>
      <Lead>Compare newspapers, radio, outdoor, cinema, digital and more by published card and offer rates, then book in a few clicks.</Lead>
      <section aria-labelledby="mm-categories-heading">
        <SectionTitle id="mm-categories-heading">Browse by category</SectionTitle>
        {categories.status === 'loading' && (
          <>
            <LoadingStatus label="Loading categories…" />
            <CardGrid aria-hidden="true" data-testid="categories-skeleton">
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <li key={i}>
                  <SkeletonBlock $height={88} />
                </li>
              ))}
            </CardGrid>
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
      </section>
      <HomeHighlights />
    </Page>
  );
}
