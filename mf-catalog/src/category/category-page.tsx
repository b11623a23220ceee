import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MEDIA_SORTS, SHELL_HEADER_MAX_PX, categoryInfo, type CategoryInfo, type MediaSort } from 'shared-domain';
import { PREVIEW_BANNER_OFFSET } from 'shared-domain/releases';
import { categoryCopy } from 'shared-domain/format';
import { EMPTY_FILTERS, activeFilters, removeFilter, type BrowseFilters, type FacetSelection } from 'shared-domain/browse';
import { usePageMeta } from 'shared-ui/runtime';
import { formatCount } from '../app/format';
import { MediaResults } from '../media-list/media-results';
import { NotFoundPage } from '../not-found/not-found-page';
import { Lead, Page, PageTitle, SecondaryButton, VisuallyHidden } from '../ui/primitives';
import { selectControl } from '../ui/styles';
import { SkeletonBlock } from 'shared-ui/states';
import { color } from 'shared-ui';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { useCategoryBrowse, useResultsFocus } from './use-category-browse';

/** SPEC.md section 9: below 960 px the filters fold away behind a button. */
const NARROW = '@media (max-width: 959px)';
const WIDE = '@media (min-width: 960px)';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 32px;
  align-items: start;
  ${NARROW} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const Panel = styled.section<{ $open: boolean }>`
  ${NARROW} {
    display: ${(p) => (p.$open ? 'block' : 'none')};
    border: 1px solid ${color.line};
    border-radius: 8px;
    padding: 16px;
    background: ${color.surface};
  }
`;

/** The Filters button (narrow screens) and, pushed to the right by its auto margin, the sort select. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: flex-end;
  margin: 0 0 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin-left: auto;
    font-weight: 600;
    font-size: 0.9375rem;
  }
  select {
    ${selectControl}
    min-width: 200px;
  }
`;

const FiltersToggle = styled(SecondaryButton)`
  ${WIDE} {
    display: none;
  }
`;

const ShowResults = styled(SecondaryButton)`
  width: 100%;
  margin-top: 8px;
  ${WIDE} {
    display: none;
  }
`;

const PanelNotice = styled.p`
  color: ${color.muted};
  font-size: 0.9375rem;
  margin: 0 0 12px;
`;

/** Scrolled to on a page change: its top just below the shell's fixed header. */
const Results = styled.section`
  scroll-margin-top: calc(${SHELL_HEADER_MAX_PX + 16}px + ${PREVIEW_BANNER_OFFSET});
`;

const Intro = styled.div`
  margin: 0 0 24px;
  max-width: 72ch;
`;

export type CategoryPageProps = {
  /** Fixed category (for routes like /sports-marketing/ipl-advertising); else `:category`. */
  categoryKey?: string;
  /** Heading instead of "{Category} advertising". */
  heading?: string;
  /** Meta description instead of the category's. */
  description?: string;
  /** Text under the heading (special pages). */
  intro?: ReactNode;
  /** Filters the page always applies and does not offer (the IPL page's league). */
  fixed?: FacetSelection;
};

/** `/{category}` (the route table's category routes) and the special category pages: the category's media, filtered, sorted and paged from the URL. */
export function CategoryPage(props: CategoryPageProps) {
  const segment = useLocation().pathname.split('/')[1] ?? '';
  const info = categoryInfo(props.categoryKey ?? segment);
  if (!info) return <NotFoundPage />;
  return <CategoryBrowser key={info.key} info={info} {...props} />;
}

function sortLabel(sort: MediaSort, audienceLabel: string): string {
  switch (sort) {
    case 'popularity': return 'Most popular';
    case 'price-asc': return 'Price: low to high';
    case 'price-desc': return 'Price: high to low';
    case 'reach': return `Highest ${audienceLabel.toLowerCase()}`;
    case 'score': return 'Most complete profile';
    case 'saving': return 'Biggest saving';
    case 'name': return 'Name (A–Z)';
  }
}

/** The sort order's select, labelled "Sort by". */
function SortSelect({ sort, audienceLabel, onChange }: { sort: MediaSort; audienceLabel: string; onChange: (sort: MediaSort) => void }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      Sort by
      <select id={id} value={sort} onChange={(e) => onChange(e.target.value as MediaSort)}>
        {MEDIA_SORTS.map((s) => (
          <option key={s} value={s}>
            {sortLabel(s, audienceLabel)}
          </option>
        ))}
      </select>
    </label>
  );
}

function CategoryBrowser({ info, heading, description, intro, fixed }: CategoryPageProps & { info: CategoryInfo }) {
  const { state, update, hrefFor, spec, facetSpecs, filters, result, retry, facetResult, retryFacets, facets } = useCategoryBrowse(info, fixed);

  const cities = filters.facets.city ?? [];
  const copy = categoryCopy(info, { heading, description, city: cities.length === 1 ? cities[0] : undefined });
  usePageMeta(copy.title, copy.description);

  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { headingRef: resultsRef, sectionRef: resultsSectionRef } = useResultsFocus(state.page);
  const activeCount = activeFilters(filters).length;
  const setFilters = (next: BrowseFilters) => update({ filters: next });
  const clearAll = () => setFilters(EMPTY_FILTERS);
  const total = result.status === 'success' ? result.data.total : undefined;

  return (
    <Page>
      {/* No links before the results: the first link in <main> is the first media (e2e relies on it). */}
      <PageTitle>{copy.heading}</PageTitle>
      <Lead aria-live="polite">{total !== undefined ? formatCount(total, 'media profile') : '\u00a0'}</Lead>
      {intro ? <Intro>{intro}</Intro> : null}
      <Toolbar>
        <FiltersToggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((x) => !x)}>
          {activeCount ? `Filters (${activeCount})` : 'Filters'}
        </FiltersToggle>
        <SortSelect sort={state.sort} audienceLabel={info.audienceLabel} onChange={(sort) => update({ sort })} />
      </Toolbar>
      <Layout>
        <Panel id={panelId} $open={open} aria-label={`Filter ${info.label} media`} aria-busy={facetResult.status === 'loading'}>
          {facetResult.status === 'error' ? (
            <PanelNotice role="alert">
              Could not load the filter counts. {facetResult.error.message}{' '}
              <SecondaryButton type="button" onClick={retryFacets}>
                Retry
              </SecondaryButton>
            </PanelNotice>
          ) : null}
          {!facets && facetResult.status === 'loading' ? (
            <div aria-hidden="true" data-testid="filters-skeleton">
              <SkeletonBlock $height={160} $gap={0} />
            </div>
          ) : null}
          <FilterPanel
            facetSpecs={facetSpecs}
            audienceLabel={info.audienceLabel}
            audienceSteps={spec.audienceSteps}
            priceLabel={spec.priceLabel}
            filters={filters}
            facets={facets}
            onChange={setFilters}
          />
          <ShowResults
            type="button"
            onClick={() => {
              setOpen(false);
              resultsRef.current?.focus();
            }}
          >
            {total !== undefined ? `Show ${formatCount(total, 'result')}` : 'Show results'}
          </ShowResults>
        </Panel>
        <Results ref={resultsSectionRef} aria-labelledby={`${panelId}-results`}>
          <VisuallyHidden as="h2" id={`${panelId}-results`} tabIndex={-1} ref={resultsRef}>
            Results
          </VisuallyHidden>
          <ActiveFilters
            filters={filters}
            facetSpecs={facetSpecs}
            audienceLabel={info.audienceLabel}
            onRemove={(f) => setFilters(removeFilter(filters, f))}
            onClearAll={clearAll}
          />
          <MediaResults
            result={result}
            onRetry={retry}
            hrefFor={hrefFor}
            emptyMessage="No media match these filters"
            emptyAction={activeCount ? <SecondaryButton type="button" onClick={clearAll}>Clear all filters</SecondaryButton> : undefined}
            showSaving={state.sort === 'saving'}
            showScore={state.sort === 'score'}
            headingLevel={3}
          />
        </Results>
      </Layout>
    </Page>
  );
}
