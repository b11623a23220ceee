import { useEffect, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { usePreloadedData } from 'shared-ui';

/** GET /api/site/footer (server/src/catalog/footer.schema.ts). */
export type SiteFooterData = {
  /** Per category, its most popular profiles with their detail pages. */
  popular: { category: string; label: string; path: string; links: { label: string; href: string }[] }[];
  /** The site's own social profiles (SITE_SOCIAL_LINKS). */
  social: { network: string; href: string }[];
  /** The certification badge (SITE_CERTIFICATION_*), or null: no claim. */
  certification: { text: string; imageUrl: string; href: string } | null;
  /** The catalogue holds generated demo profiles: the footer says their rates are sample data. */
  sampleRates: boolean;
};

export type LoadFooter = () => Promise<SiteFooterData>;

/** The footer data's key in a server-rendered page's data block. */
export const FOOTER_DATA_KEY = 'site/footer';
/** A white-label footer's key: only whether the rates are sample data (none of the product's own links or settings). */
export const SAMPLE_RATES_DATA_KEY = 'site/sample-rates';

/** How long one answer is reused (by the page, and by the server's renders): the API caches it as long. */
const REUSE_MS = 60_000;
let request: { at: number; answer: Promise<SiteFooterData> } | null = null;

/** The site's footer data through the page runtime's service A, fetched at most once a minute (the answer is public and cached). */
export function loadSiteFooter(api: Pick<AxiosInstance, 'get'>): Promise<SiteFooterData> {
  if (!request || Date.now() - request.at > REUSE_MS) {
    const answer = api
      .get<SiteFooterData>('/site/footer')
      .then((r) => r.data)
      .catch((error: unknown) => {
        request = null;
        throw error;
      });
    request = { at: Date.now(), answer };
  }
  return request.answer;
}

/**
 * The footer data once loaded; null while loading, when not wanted, or after a failure (logged:
 * the footer keeps its fixed links). A server-rendered page brings it in its data block, so
 * the footer's links are in the page's HTML and hydration asks nothing again.
 */
export function useSiteFooter(load: LoadFooter | null, key: string = FOOTER_DATA_KEY): SiteFooterData | null {
  const preloaded = usePreloadedData();
  const [data, setData] = useState<SiteFooterData | null>(() => {
    if (!load || !preloaded) return null;
    const hit = preloaded.get(key);
    if (hit && 'value' in hit) return hit.value as SiteFooterData;
    if (!hit) preloaded.request?.(key, load);
    return null;
  });
  const first = useRef(data);
  useEffect(() => {
    if (!load) return undefined;
    if (first.current) {
      // It came with the page: nothing to ask, and the key is the browser's from now on.
      first.current = null;
      preloaded?.used(key);
      return undefined;
    }
    let live = true;
    load().then(
      (d) => live && setData(d),
      (error: unknown) => console.warn('The footer could not load its popular links and settings', error),
    );
    return () => {
      live = false;
    };
    // `preloaded` is the page's one store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);
  return data;
}
