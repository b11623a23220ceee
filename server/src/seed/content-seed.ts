/**
 * TEMPORARY (branch `content` only): the pages seeded on first start. The texts engineer's
 * version of this file (every content page and the five landing pages) replaces it at merge;
 * until then it holds the five landing pages, moved here from mf-landing, and /about so the
 * content routes and pages can be tested.
 */
import type { ContentPage } from 'shared-domain';

const NEWSPAPER_BOOKING = `<ol>
<li>Choose the ad type and the newspaper.</li>
<li>Design the ad yourself, or request our design services.</li>
<li>Choose the publication dates.</li>
<li>Complete the booking.</li>
</ol>`;

const LANDING: readonly (Omit<ContentPage, 'kind' | 'sections' | 'items'>)[] = [
  {
    url: '/lp/newspaper-advertising',
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
    url: '/lp/outdoor-advertising',
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
    url: '/lp/btl-advertising',
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
    url: '/lp/influencer-marketing',
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
    url: '/lp/radio-advertising',
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

const ABOUT: ContentPage = {
  url: '/about',
  kind: 'content',
  title: 'About MediaMart',
  subTitle: 'An online marketplace for buying advertising across India: newspapers, television, radio, outdoor, cinema, digital, influencers and more.',
  verticalData: [],
  sections: [
    {
      heading: 'What we do',
      html: '<p>MediaMart lists advertising options from Indian media owners with their card rates and our offer rates side by side, so a brand or agency can compare, plan and book a campaign in one place.</p>',
    },
    {
      heading: 'How buying works',
      html: '<ol><li><strong>Find</strong> media by category, city or language, or <a href="/search">search</a>.</li><li><strong>Add</strong> the options you want to your bag and set quantities and dates.</li><li><strong>Save</strong> the bag as a campaign; our team confirms availability and the final price.</li></ol>',
    },
    {
      heading: 'Talk to us',
      html: '<p>Questions about a plan or a listing? <a href="/contact-us">Contact us</a>, or <a href="/how-to-list">list your media</a> if you sell advertising.</p>',
    },
  ],
  faqs: [
    { question: 'Do I pay to use MediaMart?', answer: '<p>No. Browsing, comparing and saving campaigns is free; you pay for the media you book.</p>' },
  ],
  metaTags: {
    title: 'About MediaMart – Advertising Marketplace for India',
    description: 'MediaMart is an online marketplace for planning and booking newspaper, TV, radio, outdoor, cinema, digital and influencer advertising in India.',
  },
  items: [],
};

/** Every page seeded on first start (only addresses without a stored page are written). */
export const CONTENT_SEED: readonly ContentPage[] = [
  ...LANDING.map((page): ContentPage => ({ ...page, kind: 'landing', sections: [], items: [] })),
  ABOUT,
];
