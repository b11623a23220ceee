/** The meta description of a search page: what it lists for `q`, or what can be searched. */
export function searchDescription(q: string): string {
  return q
    ? `Media and ad options matching "${q}" across every category on MediaMart, with card and offer rates.`
    : 'Search newspapers, radio stations, TV channels, outdoor sites, digital platforms and influencers across India.';
}
