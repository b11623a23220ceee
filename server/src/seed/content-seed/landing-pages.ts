/**
 * The five paid-search landing pages (SPEC.md section 2), ported from mf-landing's landing
 * content with their texts unchanged: one data row each, made into a page by `landingPage`.
 */
import type { ContentPage } from 'shared-domain';

/** One landing page as data. */
type LandingRow = {
  /** The path below /lp/. */
  slug: string;
  title: string;
  subTitle: string;
  /** Headline figures: the figure, then what it counts. */
  figures: readonly (readonly [figure: string, label: string])[];
  /** Questions and their HTML answers. */
  faqs: readonly (readonly [question: string, answer: string])[];
  /** The page's meta title and meta description. */
  meta: readonly [title: string, description: string];
};

/** A landing page: figures and FAQs, no sections or items. */
function landingPage(row: LandingRow): ContentPage {
  return {
    url: `/lp/${row.slug}`,
    title: row.title,
    subTitle: row.subTitle,
    verticalData: row.figures.map(([title, subTitle]) => ({ title, subTitle })),
    faqs: row.faqs.map(([question, answer]) => ({ question, answer })),
    metaTags: { title: row.meta[0], description: row.meta[1] },
    kind: 'landing',
    sections: [],
    items: [],
  };
}

const NEWSPAPER_BOOKING = `<ol>
<li>Choose the ad type and the newspaper.</li>
<li>Design the ad yourself, or request our design services.</li>
<li>Choose the publication dates.</li>
<li>Complete the booking.</li>
</ol>`;

const ROWS: readonly LandingRow[] = [
  {
    slug: 'newspaper-advertising',
    title: 'Newspaper Advertising in India',
    subTitle: 'Book display and classified ads in national and regional dailies at offer rates, with GST shown up front.',
    figures: [['200+', 'Publications'], ['500+', 'Locations'], ['20+', 'Languages']],
    faqs: [
      ['How do I book a newspaper ad?', NEWSPAPER_BOOKING],
      ['What decides the price of a newspaper ad?', '<p>The <strong>newspaper</strong> and edition, the <strong>ad type</strong>, the <strong>size</strong> (width × height in cm), the <strong>placement</strong> (front page and jackets cost more) and the <strong>frequency</strong> of insertions.</p>'],
      ['How much GST applies to newspaper ads?', '<p>Newspaper ad space carries 5% GST; design and agency services carry 18%.</p>'],
    ],
    meta: [
      'Newspaper Advertising in India – Rates & Booking | {{siteName}}',
      'Compare newspaper ad rates by title, edition and ad type, with GST shown, and book display or classified ads online.',
    ],
  },
  {
    slug: 'outdoor-advertising',
    title: 'Outdoor Advertising: Hoardings and Billboards',
    subTitle: 'Find hoardings, unipoles and digital screens in every major city and book them by the month.',
    figures: [['5+', 'Ad options'], ['100+', 'Locations']],
    faqs: [
      ['How long is an outdoor booking?', '<p>Hoardings are usually booked by the month; the minimum billing of each site is shown before you book.</p>'],
      ['Is printing and mounting included?', '<p>Production is quoted separately and typically adds about 20% to the media cost.</p>'],
    ],
    meta: [
      'Outdoor Advertising – Hoarding & Billboard Rates | {{siteName}}',
      'Find hoardings and billboards by city, with the monthly rate and minimum billing shown before you book.',
    ],
  },
  {
    slug: 'btl-advertising',
    title: 'Below-the-Line (BTL) Advertising',
    subTitle: 'Metro, bus, auto rickshaw, local train, mall and tech-park ads that meet your audience where they are.',
    figures: [['100+', 'Ad options'], ['500+', 'Locations']],
    faqs: [
      ['Which BTL formats can I book?', '<p>Metro, bus, auto rickshaw, local train, mall and tech-park ads.</p>'],
      ['Can I run BTL in more than one city?', '<p>Yes. Add options from several cities to your bag and save them as one campaign.</p>'],
    ],
    meta: [
      'BTL Advertising – Metro, Bus, Auto & Mall Ads | {{siteName}}',
      'Below-the-line ad options: metro, bus, auto rickshaw, local train, mall and tech-park ads, priced before you book.',
    ],
  },
  {
    slug: 'influencer-marketing',
    title: 'Influencer Marketing in India',
    subTitle: 'Work with nano to mega creators across fashion, beauty, tech, food, travel and more.',
    figures: [['500+', 'Influencers'], ['1000+', 'Brands'], ['10+', 'Categories']],
    faqs: [
      ['How are influencers priced?', '<p>Per post or video, by tier: nano, micro, macro and mega creators.</p>'],
      ['Do I get proof of the posts?', '<p>Yes. Every booking has proof-of-execution settings, and the campaign report shows reach and clicks.</p>'],
    ],
    meta: ['Influencer Marketing Platform India | {{siteName}}', 'Book nano to mega influencers by category and tier, priced per post or video.'],
  },
  {
    slug: 'radio-advertising',
    title: 'Radio Advertising: FM Stations across India',
    subTitle: 'Book spots on FM stations by time band: prime, mid-prime and non-prime.',
    figures: [['50+', 'Radio stations'], ['35+', 'Languages'], ['30+', 'Ad options']],
    faqs: [
      ['How is a radio spot priced?', '<p>By the 10-second spot and the time band; fixed-time spots cost more.</p>'],
      ['Can I choose when my spot plays?', '<p>Choose the time band when you add the option; fixed-time spots play at the hour you pick.</p>'],
    ],
    meta: ['Radio Advertising Rates – FM Stations | {{siteName}}', 'Compare radio ad rates on FM stations by time band: prime, mid-prime and non-prime.'],
  },
];

/** The five landing pages, in the order of SPEC.md section 2. */
export const LANDING_PAGES: readonly ContentPage[] = ROWS.map(landingPage);
