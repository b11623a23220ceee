import { useCallback, useEffect, useRef } from 'react';
import { FACET_KEYS, SHELL_HEADER_MAX_PX, fetchMedia, type CategoryInfo } from 'shared-domain';
import { categoryFilterSpec, fetchFacets, toMediaFilterQuery, toMediaQuery, type BrowseFilters, type BrowseScope, type FacetSelection } from 'shared-domain/browse';
import { useCatalogServices } from '../app/catalog-services';
import { useLatestData, useResource } from '../app/use-resource';
import { useBrowseState } from './use-browse-state';

/** The view's filters without those the page fixes (a link cannot widen a fixed filter). */
function withoutFixed(filters: BrowseFilters, fixed: FacetSelection | undefined): BrowseFilters {
  if (!fixed) return filters;
  const facets = Object.fromEntries(FACET_KEYS.filter((k) => filters.facets[k] && !fixed[k]).map((k) => [k, filters.facets[k]]));
  return { ...filters, facets };
}

/**
 * A category's browse state from the URL and what it loads: the media list and the filter
 * counts (the last counts stay while newer ones load). Filters the page fixes are applied and
 * neither offered nor shown.
 */
export function useCategoryBrowse(info: CategoryInfo, fixed: FacetSelection | undefined) {
  const { api } = useCatalogServices();
  const { state, update, hrefFor } = useBrowseState();
  const spec = categoryFilterSpec(info.key);
  const facetSpecs = spec.facets.filter((f) => !fixed?.[f.key]);
  const filters = withoutFixed(state.filters, fixed);
  const scope: BrowseScope = { category: info.key, fixed };

  const queryKey = JSON.stringify(toMediaQuery({ ...state, filters }, scope));
  const loadList = useCallback(() => fetchMedia(api, JSON.parse(queryKey)), [api, queryKey]);
  const [result, retry] = useResource(queryKey, loadList);

  const facetKey = JSON.stringify(toMediaFilterQuery(filters, scope));
  const loadFacets = useCallback(() => fetchFacets(api, JSON.parse(facetKey)), [api, facetKey]);
  const [facetResult, retryFacets] = useResource(facetKey, loadFacets);
  const facets = useLatestData(facetResult);

  return { state, update, hrefFor, spec, facetSpecs, filters, result, retry, facetResult, retryFacets, facets };
}

/**
 * Refs for the results section and its heading. Prev and Next sit under the last card: a new
 * page starts at the top of the list (scrolled to when it is above the shell's header), with
 * focus on its heading, not at the footer.
 */
export function useResultsFocus(page: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < SHELL_HEADER_MAX_PX) section.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [page]);
  return { headingRef, sectionRef };
}
