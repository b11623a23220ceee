import { LEAD_LIMITS } from 'shared-domain';

/** The Referer as a URL, or null when there is none to read. */
function refererUrl(referer: string | undefined): URL | null {
  if (!referer) return null;
  try {
    return new URL(referer);
  } catch {
    return null;
  }
}

/** The path of the page that sent a request (its Referer), '' when there is none to read. */
export function refererPath(referer: string | undefined): string {
  return refererUrl(referer)?.pathname.slice(0, LEAD_LIMITS.source) ?? '';
}

/** The query of the page that sent a request (its utm tags), '' when there is none. */
export function refererSearch(referer: string | undefined): string {
  return refererUrl(referer)?.search ?? '';
}
