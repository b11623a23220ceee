/**
 * The visit's campaign tags (utm_source, utm_medium, utm_campaign): read from the address of
 * the first page of the visit and kept for the tab (sessionStorage), so a lead sent pages
 * later still records where the visitor came from. The first tagged page of a visit wins.
 */
export type Utm = { utm_source: string; utm_medium: string; utm_campaign: string };

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
/** The sessionStorage key the visit's tags are kept under. */
export const UTM_STORAGE_KEY = 'mm_utm';
const MAX = 100;

/** The tags of an address's query (`?utm_source=google&…`), or null when it has none. */
export function utmFromSearch(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm: Utm = { utm_source: '', utm_medium: '', utm_campaign: '' };
  let any = false;
  for (const key of UTM_KEYS) {
    // One line, trimmed and capped, so a crafted link can never make the lead invalid.
    const value = (params.get(key) ?? '').replace(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '').trim().slice(0, MAX);
    utm[key] = value;
    if (value) any = true;
  }
  return any ? utm : null;
}

type SmallStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The kept tags of this visit, or null. */
export function storedUtm(storage: SmallStorage | null): Utm | null {
  try {
    const raw = storage?.getItem(UTM_STORAGE_KEY);
    return raw ? utmFromSearch(raw) : null;
  } catch {
    return null;
  }
}

/** Keeps the address's tags unless the visit already has some; answers the visit's tags. */
export function rememberUtm(search: string, storage: SmallStorage | null): Utm | null {
  const kept = storedUtm(storage);
  if (kept) return kept;
  const utm = utmFromSearch(search);
  if (utm) {
    try {
      storage?.setItem(UTM_STORAGE_KEY, new URLSearchParams(utm).toString());
    } catch {
      // Storage full or blocked: the tags of this page are still answered.
    }
  }
  return utm;
}
