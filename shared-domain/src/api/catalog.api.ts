import type { AxiosInstance } from 'axios';
import type { CategoryCount, MediaDetail, MediaQuery, MediaSummary, Page } from '../catalog/catalog-types';

/** GET /catalog/categories — all eleven categories with counts. */
export async function fetchCategories(api: AxiosInstance): Promise<CategoryCount[]> {
  const res = await api.get<{ categories: CategoryCount[] }>('/catalog/categories');
  return res.data.categories;
}

/** GET /catalog/media — filtered, sorted, paged media profiles. */
export async function fetchMedia(api: AxiosInstance, query: MediaQuery): Promise<Page<MediaSummary>> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  );
  const res = await api.get<Page<MediaSummary>>('/catalog/media', { params });
  return res.data;
}

/** GET /catalog/media/{category}/{slug} — one profile with its media options. */
export async function fetchMediaDetail(api: AxiosInstance, category: string, slug: string): Promise<MediaDetail> {
  const res = await api.get<MediaDetail>(
    `/catalog/media/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
  );
  return res.data;
}
