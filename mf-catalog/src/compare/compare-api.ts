import type { AxiosInstance } from 'axios';
import { fetchMediaDetail, type CatalogMediaOption, type MediaDetail } from 'shared-domain';
import type { BagLineMedia } from 'shared-domain/pricing';

export type OptionWithMedia = { option: CatalogMediaOption; media: BagLineMedia };

/** A compared option with its media's attributes (null when the profile could not be loaded). */
export type ComparedOption = OptionWithMedia & { attributes: MediaDetail['attributes'] | null };

/** GET /catalog/options?ids=a,b — the options in the order asked, unknown ids left out. */
export async function fetchOptionsByIds(api: AxiosInstance, ids: readonly string[]): Promise<OptionWithMedia[]> {
  const res = await api.get<{ data: OptionWithMedia[] }>('/catalog/options', { params: { ids: ids.join(',') } });
  return res.data.data;
}

/**
 * The options, each with its media's attributes for the reach estimate. `/catalog/options`
 * answers only the media's name and links, so each distinct profile is loaded once beside it
 * (the server caches those answers); a profile that fails to load leaves reach as N/A
 * instead of failing the page.
 */
export async function fetchCompared(api: AxiosInstance, ids: readonly string[]): Promise<ComparedOption[]> {
  const rows = await fetchOptionsByIds(api, ids);
  const keys = [...new Set(rows.map((r) => `${r.media.category}/${r.media.slug}`))];
  const details = await Promise.allSettled(
    keys.map((key) => {
      const [category, slug] = key.split('/') as [string, string];
      return fetchMediaDetail(api, category, slug);
    }),
  );
  const attributes = new Map(
    keys.map((key, i) => {
      const d = details[i];
      return [key, d?.status === 'fulfilled' ? d.value.attributes : null] as const;
    }),
  );
  return rows.map((r) => ({ ...r, attributes: attributes.get(`${r.media.category}/${r.media.slug}`) ?? null }));
}
