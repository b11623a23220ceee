import { useEffect, useState } from 'react';
import { createServiceAClient } from 'shared-domain';

/** GET /api/site/footer (server/src/catalog/footer.schema.ts). */
export type SiteFooterData = {
  /** Per category, its most popular profiles with their detail pages. */
  popular: { category: string; label: string; path: string; links: { label: string; href: string }[] }[];
  /** The site's own social profiles (SITE_SOCIAL_LINKS). */
  social: { network: string; href: string }[];
  /** The certification badge (SITE_CERTIFICATION_*), or null: no claim. */
  certification: { text: string; imageUrl: string; href: string } | null;
};

export type LoadFooter = () => Promise<SiteFooterData>;

let request: Promise<SiteFooterData> | null = null;

/** The site's footer data, fetched once per page (the answer is public and cached). */
export const loadSiteFooter: LoadFooter = () => {
  request ??= createServiceAClient({ baseURL: '/api' })
    .get<SiteFooterData>('/site/footer')
    .then((r) => r.data)
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
};

/** The footer data once loaded; null while loading, when not wanted, or after a failure (logged: the footer keeps its fixed links). */
export function useSiteFooter(load: LoadFooter | null): SiteFooterData | null {
  const [data, setData] = useState<SiteFooterData | null>(null);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    load().then(
      (d) => live && setData(d),
      (error: unknown) => console.warn('The footer could not load its popular links and settings', error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return data;
}
