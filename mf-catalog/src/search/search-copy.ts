import { SITE_NAME } from 'shared-domain/format';

/** The meta description of a search page: what it lists for `q` on the site (`siteName`), or what can be searched. */
export function searchDescription(q: string, siteName = SITE_NAME): string {
  return q
    ? `Media and ad options matching "${q}" across every category on ${siteName}, with card and offer rates.`
    : 'Search newspapers, radio stations, TV channels, outdoor sites, digital platforms and influencers across India.';
}
