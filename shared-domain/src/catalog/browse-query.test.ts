import {
  DEFAULT_BROWSE_STATE, EMPTY_FILTERS, MAX_FILTER_VALUES, activeFilters, cleanValues, filtersKey, isFacetSelected,
  listParamProblem, parseBrowseState, removeFilter, setRange, splitList, toMediaFilterQuery, toMediaQuery,
  toggleFacet, updateBrowseParams, writeBrowseState, type BrowseState,
} from './browse-query';
import { CATEGORY_KEYS } from './categories';
import { categoryFilterSpec } from './category-filters';
import { INDUSTRIES, industryInfo, industryLabel } from './industries';

const parse = (query: string) => parseBrowseState(new URLSearchParams(query));
const write = (state: BrowseState, base = '') => writeBrowseState(state, new URLSearchParams(base)).toString();

describe('parseBrowseState', () => {
  it('reads list filters (repeated or comma-joined), ranges, sort and page', () => {
    expect(parse('city=Delhi&city=Mumbai&language=Hindi,English&format=Display&minPrice=1000&maxPrice=5000&minAudience=100000&sort=price-asc&page=3')).toEqual({
      filters: {
        facets: { city: ['Delhi', 'Mumbai'], language: ['Hindi', 'English'], format: ['Display'] },
        price: { min: 1000, max: 5000 },
        audience: { min: 100000 },
      },
      sort: 'price-asc',
      page: 3,
    });
  });

  it('gives the default view for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_BROWSE_STATE);
  });

  it('drops what it cannot read instead of failing', () => {
    expect(parse('page=-2&sort=cheapest&minPrice=abc&maxAudience=-5&city=&city=%20%20&edition=' + 'x'.repeat(101))).toEqual(DEFAULT_BROWSE_STATE);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=10001').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
  });

  it('trims values and drops repeats that differ only in case', () => {
    expect(parse('city=%20Delhi%20&city=delhi&city=Pune').filters.facets).toEqual({ city: ['Delhi', 'Pune'] });
  });

  it(`keeps at most ${MAX_FILTER_VALUES} values per filter`, () => {
    const many = Array.from({ length: 30 }, (_, i) => `city=c${i}`).join('&');
    expect(parse(many).filters.facets.city).toHaveLength(MAX_FILTER_VALUES);
  });

  it('swaps a reversed range rather than dropping it', () => {
    expect(parse('minPrice=900&maxPrice=100').filters.price).toEqual({ min: 100, max: 900 });
    expect(parse('minPrice=0').filters.price).toEqual({ min: 0 });
  });
});

describe('writeBrowseState', () => {
  it('writes one canonical query, leaving defaults out', () => {
    expect(write(DEFAULT_BROWSE_STATE)).toBe('');
    const state: BrowseState = {
      filters: { facets: { format: ['Display'], city: ['Delhi', 'Navi Mumbai'] }, price: { max: 5000 }, audience: { min: 100000 } },
      sort: 'reach',
      page: 2,
    };
    expect(write(state)).toBe('city=Delhi&city=Navi+Mumbai&format=Display&maxPrice=5000&minAudience=100000&sort=reach&page=2');
  });

  it('keeps parameters it does not own, in their order, before its own', () => {
    const state = parse('city=Pune&utm_source=google&page=4&utm_medium=cpc');
    expect(write(state, 'city=Pune&utm_source=google&page=4&utm_medium=cpc')).toBe('utm_source=google&utm_medium=cpc&city=Pune&page=4');
  });

  it('round-trips: parse(write(state)) is the state', () => {
    const states: BrowseState[] = [
      DEFAULT_BROWSE_STATE,
      { filters: { facets: { industry: ['fmcg', 'retail'], genre: ['IPL'] }, price: { min: 0, max: 250000 }, audience: {} }, sort: 'saving', page: 7 },
      { filters: { facets: { edition: ['Main Edition'], language: ['Hindi'] }, price: {}, audience: { min: 1, max: 2 } }, sort: 'name', page: 1 },
    ];
    for (const state of states) expect(parseBrowseState(writeBrowseState(state))).toEqual(state);
  });
});

describe('updateBrowseParams', () => {
  const params = new URLSearchParams('utm_source=google&city=Delhi&sort=name&page=4');

  it('goes back to page 1 when the filters or the sort change', () => {
    const filters = toggleFacet(parse(params.toString()).filters, 'city', 'Pune');
    expect(updateBrowseParams(params, { filters }).toString()).toBe('utm_source=google&city=Delhi&city=Pune&sort=name');
    expect(updateBrowseParams(params, { sort: 'price-desc' }).toString()).toBe('utm_source=google&city=Delhi&sort=price-desc');
  });

  it('keeps the page when nothing that changes the list changed, and sets it when asked', () => {
    expect(updateBrowseParams(params, { sort: 'name' }).toString()).toBe('utm_source=google&city=Delhi&sort=name&page=4');
    expect(updateBrowseParams(params, { page: 5 }).toString()).toBe('utm_source=google&city=Delhi&sort=name&page=5');
    expect(updateBrowseParams(params, { filters: EMPTY_FILTERS, page: 2 }).toString()).toBe('utm_source=google&sort=name&page=2');
  });
});

describe('editing filters', () => {
  it('toggles a value on and off, ignoring case', () => {
    const on = toggleFacet(EMPTY_FILTERS, 'language', 'Hindi');
    expect(on.facets).toEqual({ language: ['Hindi'] });
    expect(isFacetSelected(on, 'language', 'HINDI')).toBe(true);
    expect(toggleFacet(on, 'language', 'hindi').facets).toEqual({});
    expect(EMPTY_FILTERS.facets).toEqual({});
  });

  it('sets, orders and clears ranges', () => {
    expect(setRange(EMPTY_FILTERS, 'price', { min: 500, max: 100 }).price).toEqual({ min: 100, max: 500 });
    expect(setRange(EMPTY_FILTERS, 'audience', { min: undefined, max: 10 }).audience).toEqual({ max: 10 });
    expect(setRange(setRange(EMPTY_FILTERS, 'price', { min: 1 }), 'price', {}).price).toEqual({});
  });

  it('lists active filters in URL order and removes any one of them', () => {
    const filters = parse('minPrice=10&format=Display&city=Delhi&city=Pune').filters;
    const active = activeFilters(filters);
    expect(active).toEqual([
      { kind: 'facet', key: 'city', value: 'Delhi' },
      { kind: 'facet', key: 'city', value: 'Pune' },
      { kind: 'facet', key: 'format', value: 'Display' },
      { kind: 'range', key: 'price', range: { min: 10 } },
    ]);
    expect(filtersKey(removeFilter(filters, active[0]))).toBe('city=Pune&format=Display&minPrice=10');
    expect(filtersKey(removeFilter(filters, active[3]))).toBe('city=Delhi&city=Pune&format=Display');
  });
});

describe('toMediaQuery', () => {
  it('joins list values with commas and adds the page scope', () => {
    const state = parse('city=Delhi&city=Mumbai&minPrice=100&maxAudience=5000&sort=score&page=2');
    expect(toMediaQuery(state, { category: 'newspaper' })).toEqual({
      category: 'newspaper', city: 'Delhi,Mumbai', minPrice: 100, maxAudience: 5000, sort: 'score', page: 2, pageSize: 24,
    });
  });

  it('lets a fixed filter replace the view\'s own and keeps the fixed text query', () => {
    const state = parse('genre=ISL&city=Mumbai');
    expect(toMediaFilterQuery(state.filters, { category: 'sports-marketing', fixed: { genre: ['IPL'] }, q: 'stadium' })).toEqual({
      category: 'sports-marketing', city: 'Mumbai', genre: 'IPL', q: 'stadium',
    });
  });
});

describe('list parameters on the wire', () => {
  it('splits, trims and de-duplicates', () => {
    expect(splitList(' Delhi, Mumbai,,delhi ,')).toEqual(['Delhi', 'Mumbai']);
    expect(splitList('')).toEqual([]);
    expect(cleanValues(['a,b', 'B', ' c '])).toEqual(['a', 'b', 'c']);
  });

  it('explains a list that is too long or has an over-long value', () => {
    expect(listParamProblem('city', ['Delhi'])).toBeNull();
    expect(listParamProblem('city', Array.from({ length: 21 }, (_, i) => `c${i}`))).toBe('city may list at most 20 values; got 21');
    expect(listParamProblem('format', ['ok', 'x'.repeat(101)])).toBe('format: value 2 has 101 characters; at most 100 are allowed');
  });
});

describe('category filter specs and industries', () => {
  it('gives every category city or language, its industry filter and ascending audience steps', () => {
    for (const key of CATEGORY_KEYS) {
      const spec = categoryFilterSpec(key);
      const keys = spec.facets.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toContain('industry');
      expect(keys.some((k) => k === 'city' || k === 'language')).toBe(true);
      expect([...spec.audienceSteps].sort((a, b) => a - b)).toEqual(spec.audienceSteps);
    }
    expect(categoryFilterSpec('newspaper').facets.map((f) => f.key)).toContain('edition');
  });

  it('has unique URL-safe industry keys, including the footer\'s', () => {
    const keys = INDUSTRIES.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const key of ['real-estate', 'education', 'healthcare', 'banking-finance', 'automobile', 'fmcg']) expect(keys).toContain(key);
    expect(industryInfo(' FMCG ')?.label).toBe('FMCG');
    expect(industryLabel('nope')).toBe('nope');
  });
});
