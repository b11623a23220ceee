import type { AxiosInstance } from 'axios';
import type { CategoryKey } from './categories';
import type { DealsResponse } from './deals';
import type { CatalogHighlights, IndustryDetail, MediaFacetsResponse, MediaFilterQuery } from './catalog-types';

const present = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

/** GET /catalog/facets — value counts and ranges for a filtered list. */
export async function fetchFacets(api: AxiosInstance, query: MediaFilterQuery): Promise<MediaFacetsResponse> {
  const res = await api.get<MediaFacetsResponse>('/catalog/facets', { params: present(query) });
  return res.data;
}

/** GET /catalog/highlights — popular media, deals and industries for the home page. */
export async function fetchHighlights(api: AxiosInstance): Promise<CatalogHighlights> {
  const res = await api.get<CatalogHighlights>('/catalog/highlights');
  return res.data;
}

/** GET /catalog/industries/{name} — media popular with one industry. */
export async function fetchIndustry(api: AxiosInstance, name: string): Promise<IndustryDetail> {
  const res = await api.get<IndustryDetail>(`/catalog/industries/${encodeURIComponent(name)}`);
  return res.data;
}

/** GET /catalog/deals — the options with the largest card-to-offer discount, one per media profile. */
export async function fetchDeals(api: AxiosInstance, query: { limit?: number; category?: CategoryKey } = {}): Promise<DealsResponse> {
  const res = await api.get<DealsResponse>('/catalog/deals', { params: present(query) });
  return res.data;
}
