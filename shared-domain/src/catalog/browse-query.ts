/**
 * A browse view (category or industry page) kept in its URL query, so a link or a reload
 * shows the same list: `?city=Delhi&city=Mumbai&format=Display&minPrice=1000&sort=price-asc&page=2`.
 * List filters repeat their name per value in the page URL; on the wire to the API the
 * values are joined by commas (MediaQuery). Parsing never fails: whatever cannot be read is
 * dropped, so an edited or truncated link still opens a page.
 */
import type { CategoryKey } from './categories';
import {
  DEFAULT_PAGE_SIZE, FACET_KEYS, MEDIA_SORTS,
  type FacetKey, type MediaFilterQuery, type MediaQuery, type MediaSort,
} from './catalog-types';

/** Most values one list filter may carry (a request with more is refused). */
export const MAX_FILTER_VALUES = 20;
/** Longest value a list filter accepts. */
export const MAX_FILTER_VALUE_LENGTH = 100;
/** Highest page number a list may be asked for. */
export const MAX_PAGE = 10_000;
const DEFAULT_SORT: MediaSort = 'popularity';

export type FacetSelection = { readonly [K in FacetKey]?: readonly string[] };
/** Inclusive bounds; either may be absent. */
export type Range = { readonly min?: number; readonly max?: number };
export type RangeKey = 'price' | 'audience';
export type BrowseFilters = { readonly facets: FacetSelection; readonly price: Range; readonly audience: Range };
export type BrowseState = { readonly filters: BrowseFilters; readonly sort: MediaSort; readonly page: number };

export const EMPTY_FILTERS: BrowseFilters = { facets: {}, price: {}, audience: {} };
export const DEFAULT_BROWSE_STATE: BrowseState = { filters: EMPTY_FILTERS, sort: DEFAULT_SORT, page: 1 };

const RANGE_PARAMS: Readonly<Record<RangeKey, readonly [string, string]>> = {
  price: ['minPrice', 'maxPrice'],
  audience: ['minAudience', 'maxAudience'],
};

/** The URL query names a browse view owns; any other (utm tags, q…) is kept as it is. */
const BROWSE_PARAMS: readonly string[] = [
  ...FACET_KEYS, ...RANGE_PARAMS.price, ...RANGE_PARAMS.audience, 'sort', 'page',
];

/** What a page fixes for every request: its category, a text query, filters it hides. */
export type BrowseScope = { category?: CategoryKey; q?: string; fixed?: FacetSelection };

// ---------------------------------------------------------------- lists of values

/**
 * Values trimmed, empty ones and over-long ones dropped, repeats (ignoring case) dropped,
 * at most MAX_FILTER_VALUES kept. Each input may itself hold several values joined by commas.
 */
export function cleanValues(raw: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const value of raw.flatMap((r) => r.split(','))) {
    const v = value.trim();
    const key = v.toLowerCase();
    if (!v || v.length > MAX_FILTER_VALUE_LENGTH || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
    if (out.length === MAX_FILTER_VALUES) break;
  }
  return out;
}

/** `"Delhi, Mumbai,,delhi"` → `['Delhi', 'Mumbai']`: the values of a list parameter as the API reads them. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  return text.split(',').map((v) => v.trim()).filter((v) => {
    const key = v.toLowerCase();
    if (!v || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Why a list parameter cannot be used, for a 400 answer; null when it is fine. */
export function listParamProblem(name: string, values: readonly string[]): string | null {
  if (values.length > MAX_FILTER_VALUES) return `${name} may list at most ${MAX_FILTER_VALUES} values; got ${values.length}`;
  const long = values.findIndex((v) => v.length > MAX_FILTER_VALUE_LENGTH);
  if (long >= 0) return `${name}: value ${long + 1} has ${values[long].length} characters; at most ${MAX_FILTER_VALUE_LENGTH} are allowed`;
  return null;
}

// ---------------------------------------------------------------- URL ⇄ state

function parseAmount(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Bounds from text; a reversed pair is swapped rather than dropped (someone typed them backwards). */
function parseRange(minText: string | null, maxText: string | null): Range {
  const min = parseAmount(minText);
  const max = parseAmount(maxText);
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function isSort(value: string | null): value is MediaSort {
  return value !== null && (MEDIA_SORTS as readonly string[]).includes(value);
}

/** Reads a browse view from a URL query; anything unreadable falls back to the default. */
export function parseBrowseState(params: URLSearchParams): BrowseState {
  const facets: { [K in FacetKey]?: string[] } = {};
  for (const key of FACET_KEYS) {
    const values = cleanValues(params.getAll(key));
    if (values.length) facets[key] = values;
  }
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    filters: {
      facets,
      price: parseRange(params.get(RANGE_PARAMS.price[0]), params.get(RANGE_PARAMS.price[1])),
      audience: parseRange(params.get(RANGE_PARAMS.audience[0]), params.get(RANGE_PARAMS.audience[1])),
    },
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The URL query of a view: `base`'s other parameters first, unchanged, then the view's in a
 * fixed order with defaults left out, so one view always has one URL.
 */
export function writeBrowseState(state: BrowseState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams();
  base.forEach((value, key) => {
    if (!BROWSE_PARAMS.includes(key)) out.append(key, value);
  });
  for (const key of FACET_KEYS) for (const value of cleanValues(state.filters.facets[key] ?? [])) out.append(key, value);
  for (const rangeKey of ['price', 'audience'] as const) {
    const [minName, maxName] = RANGE_PARAMS[rangeKey];
    const { min, max } = state.filters[rangeKey];
    if (min !== undefined) out.append(minName, String(min));
    if (max !== undefined) out.append(maxName, String(max));
  }
  if (state.sort !== DEFAULT_SORT) out.append('sort', state.sort);
  if (state.page > 1) out.append('page', String(state.page));
  return out;
}

/** The canonical text of a filter set, to tell whether two differ. */
export function filtersKey(filters: BrowseFilters): string {
  return writeBrowseState({ filters, sort: DEFAULT_SORT, page: 1 }).toString();
}

/**
 * The URL query after a change. A change of filters or sort goes back to page 1 (page 7 of
 * the old list means nothing in the new one) unless the change names a page itself.
 */
export function updateBrowseParams(params: URLSearchParams, change: Partial<BrowseState>): URLSearchParams {
  const current = parseBrowseState(params);
  const filters = change.filters ?? current.filters;
  const sort = change.sort ?? current.sort;
  const listChanged = sort !== current.sort || filtersKey(filters) !== filtersKey(current.filters);
  const page = change.page ?? (listChanged ? 1 : current.page);
  return writeBrowseState({ filters, sort, page }, params);
}

// ---------------------------------------------------------------- editing filters

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether `value` (any case) is selected for `key`. */
export function isFacetSelected(filters: BrowseFilters, key: FacetKey, value: string): boolean {
  return (filters.facets[key] ?? []).some((v) => sameText(v, value));
}

/** Selects `value` for `key`, or unselects it when it is selected. */
export function toggleFacet(filters: BrowseFilters, key: FacetKey, value: string): BrowseFilters {
  const current = filters.facets[key] ?? [];
  const next = isFacetSelected(filters, key, value) ? current.filter((v) => !sameText(v, value)) : [...current, value];
  const facets: { [K in FacetKey]?: readonly string[] } = { ...filters.facets };
  if (next.length) facets[key] = next;
  else delete facets[key];
  return { ...filters, facets };
}

/** Replaces a range; an empty range removes the filter. */
export function setRange(filters: BrowseFilters, key: RangeKey, range: Range): BrowseFilters {
  const { min, max } = range;
  const ordered = min !== undefined && max !== undefined && min > max ? { min: max, max: min } : range;
  return {
    ...filters,
    [key]: { ...(ordered.min !== undefined ? { min: ordered.min } : {}), ...(ordered.max !== undefined ? { max: ordered.max } : {}) },
  };
}

/** One active filter, as a removable chip shows it. */
export type ActiveFilter =
  | { kind: 'facet'; key: FacetKey; value: string }
  | { kind: 'range'; key: RangeKey; range: Range };

/** The filters in force, in URL order. */
export function activeFilters(filters: BrowseFilters): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const key of FACET_KEYS) for (const value of filters.facets[key] ?? []) out.push({ kind: 'facet', key, value });
  for (const key of ['price', 'audience'] as const) {
    const range = filters[key];
    if (range.min !== undefined || range.max !== undefined) out.push({ kind: 'range', key, range });
  }
  return out;
}

/** The filters without one active filter. */
export function removeFilter(filters: BrowseFilters, filter: ActiveFilter): BrowseFilters {
  return filter.kind === 'facet' ? toggleFacet(filters, filter.key, filter.value) : setRange(filters, filter.key, {});
}

// ---------------------------------------------------------------- state → API query

/** The API filters of a view within its page's scope; a fixed filter replaces the view's own. */
export function toMediaFilterQuery(filters: BrowseFilters, scope: BrowseScope = {}): MediaFilterQuery {
  const query: MediaFilterQuery = {};
  if (scope.category) query.category = scope.category;
  for (const key of FACET_KEYS) {
    const values = cleanValues(scope.fixed?.[key] ?? filters.facets[key] ?? []);
    if (values.length) query[key] = values.join(',');
  }
  if (scope.q) query.q = scope.q;
  if (filters.price.min !== undefined) query.minPrice = filters.price.min;
  if (filters.price.max !== undefined) query.maxPrice = filters.price.max;
  if (filters.audience.min !== undefined) query.minAudience = filters.audience.min;
  if (filters.audience.max !== undefined) query.maxAudience = filters.audience.max;
  return query;
}

/** The `GET /catalog/media` query of a view. */
export function toMediaQuery(state: BrowseState, scope: BrowseScope = {}, pageSize: number = DEFAULT_PAGE_SIZE): MediaQuery {
  return { ...toMediaFilterQuery(state.filters, scope), sort: state.sort, page: state.page, pageSize };
}
