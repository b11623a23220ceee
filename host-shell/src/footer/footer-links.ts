/** Footer link columns (SPEC.md section 2, routes of "Routes referenced"). */
import { matchRoute } from 'shared-domain';

export type FooterLink = { label: string; to: string; external?: boolean };
export type FooterColumn = { title: string; links: readonly FooterLink[] };

/** A site page by its path, named as the route table names it (a path the table lacks fails at start, not as a dead link). */
function page(path: string): FooterLink {
  const entry = matchRoute(path)?.entry;
  if (!entry) throw new Error(`The footer links to ${path}, which the route table lacks`);
  return { label: entry.title, to: path };
}

export const USEFUL_LINKS: readonly FooterLink[] = ['/about', '/clients', '/careers', '/press', '/terms-and-conditions', '/privacy-policy'].map(page);

export const TOOL_LINKS: readonly FooterLink[] = [
  '/calculators', '/roas-calculator', '/budget-estimator', '/ipl-ad-budget-calculator', '/media-recommendation', '/ai-tools',
].map(page);

export const FOLLOW_LINKS: readonly FooterLink[] = [
  { label: 'LinkedIn', to: 'https://www.linkedin.com/', external: true },
  { label: 'Instagram', to: 'https://www.instagram.com/', external: true },
  { label: 'Facebook', to: 'https://www.facebook.com/', external: true },
  { label: 'X (Twitter)', to: 'https://x.com/', external: true },
  { label: 'YouTube', to: 'https://www.youtube.com/', external: true },
];

const industry = (label: string, name: string): FooterLink => ({ label, to: `/industry/${name}` });
export const INDUSTRY_LINKS: readonly FooterLink[] = [
  industry('Real Estate', 'real-estate'),
  industry('Education', 'education'),
  industry('Healthcare', 'healthcare'),
  industry('Banking & Finance', 'banking-finance'),
  industry('Automobile', 'automobile'),
  industry('FMCG', 'fmcg'),
];

export const CATEGORY_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Popular in Newspaper',
    links: [
      { label: 'Times of India', to: '/newspaper/times-of-india-delhi' },
      { label: 'Hindustan Times', to: '/newspaper/hindustan-times-delhi' },
      { label: 'The Hindu', to: '/newspaper/the-hindu-chennai' },
    ],
  },
  {
    title: 'Popular in Outdoor',
    links: [
      { label: 'Mumbai hoardings', to: '/outdoor/hoarding-western-express-highway-andheri-mumbai' },
      { label: 'Delhi metro', to: '/nontraditional/delhi-metro-rajiv-chowk-station' },
      { label: 'Airport advertising', to: '/airport' },
    ],
  },
  {
    title: 'Popular in Radio & TV',
    links: [
      { label: 'Radio Mirchi', to: '/radio/radio-mirchi-98-3-mumbai' },
      { label: 'Red FM', to: '/radio/red-fm-93-5-delhi' },
      { label: 'IPL advertising', to: '/sports-marketing/ipl-advertising' },
    ],
  },
];
