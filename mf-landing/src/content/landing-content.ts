import { LANDING_ROUTES, type LandingContent } from 'shared-domain';

/** A landing page: SPEC.md content plus the category it sells and the tracking campaign. */
export type LandingPage = LandingContent & { category: string; categoryLabel: string; campaign: string; cta: string };

const NEWSPAPER_BOOKING = `<ol>
<li>Choose the ad type and the newspaper.</li>
<li>Design the ad yourself, or request our design services.</li>
<li>Choose the publication dates.</li>
<li>Complete the booking.</li>
</ol>`;

const PAGES: readonly Omit<LandingPage, 'url'>[] = [
  {
    category: 'newspaper',
    categoryLabel: 'Newspaper',
    campaign: 'newspaper-advertising',
    cta: 'Browse newspaper ad rates',
    title: 'Newspaper Advertising in India',
    subTitle: 'Book display and classified ads in national and regional dailies at offer rates, with GST shown up front.',
    verticalData: [
      { title: '200+', subTitle: 'Publications' },
      { title: '500+', subTitle: 'Locations' },
      { title: '20+', subTitle: 'Languages' },
    ],
    faqs: [
      { question: 'How do I book a newspaper ad?', answer: NEWSPAPER_BOOKING },
      {
        question: 'What decides the price of a newspaper ad?',
        answer: '<p>The <strong>newspaper</strong> and edition, the <strong>ad type</strong>, the <strong>size</strong> (width × height in cm), the <strong>placement</strong> (front page and jackets cost more) and the <strong>frequency</strong> of insertions.</p>',
      },
      { question: 'How much GST applies to newspaper ads?', answer: '<p>Newspaper ad space carries 5% GST; design and agency services carry 18%.</p>' },
    ],
    metaTags: {
      title: 'Newspaper Advertising in India – Rates & Booking | MediaMart',
      description: 'Compare newspaper ad rates across 200+ publications in 20+ languages and book display or classified ads online.',
    },
  },
  {
    category: 'outdoor',
    categoryLabel: 'Outdoor',
    campaign: 'outdoor-advertising',
    cta: 'Browse outdoor sites',
    title: 'Outdoor Advertising: Hoardings and Billboards',
    subTitle: 'Find hoardings, unipoles and digital screens in every major city and book them by the month.',
    verticalData: [
      { title: '5+', subTitle: 'Ad options' },
      { title: '100+', subTitle: 'Locations' },
    ],
    faqs: [
      { question: 'How long is an outdoor booking?', answer: '<p>Hoardings are usually booked by the month; the minimum billing of each site is shown before you book.</p>' },
      { question: 'Is printing and mounting included?', answer: '<p>Production is quoted separately and typically adds about 20% to the media cost.</p>' },
    ],
    metaTags: {
      title: 'Outdoor Advertising – Hoarding & Billboard Rates | MediaMart',
      description: 'Book hoardings and billboards in 100+ locations across India with transparent monthly rates.',
    },
  },
  {
    category: 'nontraditional',
    categoryLabel: 'BTL',
    campaign: 'btl-advertising',
    cta: 'Browse BTL media',
    title: 'Below-the-Line (BTL) Advertising',
    subTitle: 'Metro, bus, auto rickshaw, local train, mall and tech-park ads that meet your audience where they are.',
    verticalData: [
      { title: '100+', subTitle: 'Ad options' },
      { title: '500+', subTitle: 'Locations' },
    ],
    faqs: [
      { question: 'Which BTL formats can I book?', answer: '<p>Metro, bus, auto rickshaw, local train, mall and tech-park ads.</p>' },
      { question: 'Can I run BTL in more than one city?', answer: '<p>Yes. Add options from several cities to your bag and save them as one campaign.</p>' },
    ],
    metaTags: {
      title: 'BTL Advertising – Metro, Bus, Auto & Mall Ads | MediaMart',
      description: '100+ below-the-line ad options in 500+ locations: metro, bus, auto rickshaw, local train, mall and tech-park ads.',
    },
  },
  {
    category: 'influencer-marketing',
    categoryLabel: 'Influencer Marketing',
    campaign: 'influencer-marketing',
    cta: 'Browse influencers',
    title: 'Influencer Marketing in India',
    subTitle: 'Work with nano to mega creators across fashion, beauty, tech, food, travel and more.',
    verticalData: [
      { title: '500+', subTitle: 'Influencers' },
      { title: '1000+', subTitle: 'Brands' },
      { title: '10+', subTitle: 'Categories' },
    ],
    faqs: [
      { question: 'How are influencers priced?', answer: '<p>Per post or video, by tier: nano, micro, macro and mega creators.</p>' },
      { question: 'Do I get proof of the posts?', answer: '<p>Yes. Every booking has proof-of-execution settings, and the campaign report shows reach and clicks.</p>' },
    ],
    metaTags: {
      title: 'Influencer Marketing Platform India | MediaMart',
      description: 'Book 500+ influencers in 10+ categories, trusted by 1000+ brands.',
    },
  },
  {
    category: 'radio',
    categoryLabel: 'Radio',
    campaign: 'radio-advertising',
    cta: 'Browse radio stations',
    title: 'Radio Advertising: FM Stations across India',
    subTitle: 'Book spots on FM stations by time band: prime, mid-prime and non-prime.',
    verticalData: [
      { title: '50+', subTitle: 'Radio stations' },
      { title: '35+', subTitle: 'Languages' },
      { title: '30+', subTitle: 'Ad options' },
    ],
    faqs: [
      { question: 'How is a radio spot priced?', answer: '<p>By the 10-second spot and the time band; fixed-time spots cost more.</p>' },
      { question: 'Can I choose when my spot plays?', answer: '<p>Choose the time band when you add the option; fixed-time spots play at the hour you pick.</p>' },
    ],
    metaTags: {
      title: 'Radio Advertising Rates – FM Stations | MediaMart',
      description: 'Compare radio ad rates on 50+ FM stations in 35+ languages.',
    },
  },
];

/** The five paid-search landing pages, at the paths of shared-domain's LANDING_ROUTES. */
export const LANDING_PAGES: readonly LandingPage[] = LANDING_ROUTES.map((route) => {
  const page = PAGES.find((p) => p.category === route.category);
  if (!page) throw new Error(`No landing content for ${route.category}`);
  return { ...page, url: route.path };
});

/** The landing page at a path, or undefined. */
export function landingPageFor(path: string): LandingPage | undefined {
  const bare = path.replace(/\/+$/, '');
  return LANDING_PAGES.find((p) => p.url === bare);
}

/** The category link with the tracking parameters of a paid-search visit. */
export function categoryLinkWithTracking(page: LandingPage): string {
  const params = new URLSearchParams({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: page.campaign });
  return `/${page.category}?${params.toString()}`;
}
