import { DEFAULT_PAGE_SIZE, MEDIA_SORTS, type CategoryKey, type MediaQuery, type MediaSort } from 'shared-domain';

/** What a category page shows, as kept in its URL query (`?page=2&sort=price-asc&city=Delhi`). */
export type CategoryView = { page: number; sort: MediaSort; city: string };

export const DEFAULT_VIEW: CategoryView = { page: 1, sort: 'popularity', city: '' };

export const SORT_LABELS: Record<MediaSort, string> = {
  popularity: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  reach: 'Highest reach',
  score: 'Best profile score',
  name: 'Name (A–Z)',
};

/** Cities of the seed catalog (SEED-FACTS.md); the API has no city list yet. */
export const CITIES = [
  'Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Ahmedabad', 'Kochi', 'Jaipur',
  'Lucknow', 'Chandigarh', 'Indore', 'Bhopal', 'Nagpur', 'Surat', 'Coimbatore', 'Visakhapatnam', 'Patna',
  'Bhubaneswar',
] as const;

function isSort(v: string | null): v is MediaSort {
  return !!v && (MEDIA_SORTS as readonly string[]).includes(v);
}

/** Reads the view from the query; anything malformed falls back to the default. */
export function parseCategoryView(params: URLSearchParams): CategoryView {
  const rawPage = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : DEFAULT_VIEW.page,
    sort: isSort(sort) ? sort : DEFAULT_VIEW.sort,
    city: params.get('city')?.trim() ?? '',
  };
}

/**
 * The query with `patch` applied. Changing the sort or the city goes back to page 1
 * (page 7 of the old list means nothing in the new one); defaults are left out so links stay short.
 * Other parameters (tracking tags, q) are kept.
 */
export function withView(params: URLSearchParams, patch: Partial<CategoryView>): URLSearchParams {
  const current = parseCategoryView(params);
  const filtersChanged =
    (patch.sort !== undefined && patch.sort !== current.sort) || (patch.city !== undefined && patch.city !== current.city);
  const next: CategoryView = { ...current, ...patch, page: patch.page ?? (filtersChanged ? 1 : current.page) };
  const out = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) =>
    value && value !== fallback ? out.set(name, value) : out.delete(name);
  set('page', String(next.page), String(DEFAULT_VIEW.page));
  set('sort', next.sort, DEFAULT_VIEW.sort);
  set('city', next.city, DEFAULT_VIEW.city);
  return out;
}

/** The API query for a category page. */
export function toMediaQuery(category: CategoryKey, view: CategoryView, q?: string): MediaQuery {
  return {
    category,
    ...(view.city ? { city: view.city } : {}),
    ...(q ? { q } : {}),
    sort: view.sort,
    page: view.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
