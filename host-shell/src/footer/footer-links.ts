/** Footer link columns (SPEC.md section 2, routes of "Routes referenced"). */
export type FooterLink = { label: string; to: string; external?: boolean };
export type FooterColumn = { title: string; links: readonly FooterLink[] };

export const USEFUL_LINKS: readonly FooterLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Clients', to: '/clients' },
  { label: 'Careers', to: '/careers' },
  { label: 'Press', to: '/press' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

export const TOOL_LINKS: readonly FooterLink[] = [
  { label: 'Calculators', to: '/calculators' },
  { label: 'ROAS Calculator', to: '/roas-calculator' },
  { label: 'Budget Estimator', to: '/budget-estimator' },
  { label: 'IPL Ad Budget Calculator', to: '/ipl-ad-budget-calculator' },
  { label: 'Media Recommendation', to: '/media-recommendation' },
  { label: 'AI Tools', to: '/ai-tools' },
];

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
      { label: 'Times of India', to: '/newspaper/times-of-india' },
      { label: 'Hindustan Times', to: '/newspaper/hindustan-times' },
      { label: 'The Hindu', to: '/newspaper/the-hindu' },
    ],
  },
  {
    title: 'Popular in Outdoor',
    links: [
      { label: 'Mumbai hoardings', to: '/outdoor/mumbai-hoardings' },
      { label: 'Delhi metro', to: '/nontraditional/delhi-metro' },
      { label: 'Airport advertising', to: '/airport' },
    ],
  },
  {
    title: 'Popular in Radio & TV',
    links: [
      { label: 'Radio Mirchi', to: '/radio/radio-mirchi' },
      { label: 'Red FM', to: '/radio/red-fm' },
      { label: 'IPL advertising', to: '/sports-marketing/ipl-advertising' },
    ],
  },
];
