import { SITE_NAME_PLACEHOLDER, type ContentKind, type ContentPage } from 'shared-domain/content';

/** A new page for an address that has none stored yet: only the title is filled in. */
export function emptyPage(url: string, kind: ContentKind, title: string): ContentPage {
  return { url, kind, title, subTitle: '', verticalData: [], faqs: [], metaTags: { title: `${title} | ${SITE_NAME_PLACEHOLDER}`, description: '' }, sections: [], items: [] };
}

/** The list with the entry at `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((entry, i) => (i === index ? value : entry));
}

/** The list without the entry at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the entry at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moveAt<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** The page's fields only (a stored page's version and date left out), for comparing and saving. */
export function pageOf(page: ContentPage): ContentPage {
  const { url, kind, title, subTitle, verticalData, faqs, metaTags, sections, items } = page;
  return { url, kind, title, subTitle, verticalData, faqs, metaTags, sections, items };
}

/** True when the draft differs from what was loaded. */
export function isDirty(draft: ContentPage, saved: ContentPage): boolean {
  return JSON.stringify(pageOf(draft)) !== JSON.stringify(pageOf(saved));
}
