import type { CategoryInfo, CategoryKey } from './categories';
import type { IndustryInfo } from './industries';
import { pageTitle } from '../format/page-meta';

/** What a category is good for, for its meta description and intro. */
const DESCRIPTIONS: Readonly<Record<CategoryKey, string>> = {
  newspaper: 'Book newspaper ads in English, Hindi and regional dailies across India. Compare card and offer rates by city, language, edition and ad type.',
  magazine: 'Advertise in news, business, lifestyle and special-interest magazines. Compare circulation and offer rates for full pages, spreads and covers.',
  radio: 'Book FM and AIR radio spots, RJ mentions and sponsorships by city and language. Compare weekly listenership and per-spot rates.',
  cinema: 'Run on-screen ads and lobby branding in multiplexes across India. Compare chains, seats and per-week rates by city.',
  outdoor: 'Book hoardings, unipoles, gantries and bus shelters in Indian cities. Compare daily footfall and monthly rates by city and format.',
  nontraditional: 'Below-the-line media: metro, bus, auto rickshaw, local train, mall and tech-park ads. Compare footfall and rates by city and format.',
  airport: 'Advertise at Indian airports: departures, arrivals and baggage reclaim in Delhi, Mumbai, Bengaluru and more. Compare passengers and monthly rates.',
  'influencer-marketing': 'Work with nano to mega influencers on Instagram and YouTube across fashion, tech, food, finance and more. Compare followers and rates per post.',
  digital: 'Buy display, video and native ads on Indian news, entertainment, OTT and app platforms. Compare monthly users and CPM or fixed rates.',
  television: 'Book TV spots, sponsorships and in-show integrations on Hindi, English and regional channels. Compare monthly reach and rates by time band.',
  'sports-marketing': 'Sponsor IPL, Pro Kabaddi and ISL teams, brand stadiums or buy match broadcast spots. Compare viewership and season rates.',
};

export type CategoryPageCopy = { heading: string; title: string; description: string };

/**
 * Heading, document title and meta description of a category page (the catalog's page and the
 * server's first HTML both use it). One chosen city goes
 * into all three ("Newspaper advertising in Delhi"), so a shared filtered link reads right.
 */
export function categoryCopy(info: CategoryInfo, options: { heading?: string; description?: string; city?: string } = {}): CategoryPageCopy {
  const base = options.heading ?? `${info.label} advertising`;
  const heading = options.city ? `${base} in ${options.city}` : base;
  const description = options.description ?? DESCRIPTIONS[info.key];
  return {
    heading,
    title: pageTitle(heading),
    description: options.city ? `${heading}: ${description}` : description,
  };
}

/** Heading, document title and meta description of an industry page (`/industry/{key}`). */
export function industryCopy(info: IndustryInfo): CategoryPageCopy {
  const heading = `${info.label} advertising`;
  return { heading, title: pageTitle(`${heading}: media popular with ${info.label} brands`), description: info.description };
}

/** The IPL page: the sports-marketing category limited to IPL properties, under its own heading and description. */
/** The deals page's words (the catalog's page and the server's first HTML). */
export const DEALS_COPY = {
  path: '/deals',
  heading: 'Deals',
  title: 'Advertising deals',
  description:
    'Advertising deals across India: the newspaper, radio, outdoor, TV, digital and other ad options with the biggest discount off their card rate.',
} as const;

export const IPL_ADVERTISING = {
  path: '/sports-marketing/ipl-advertising',
  category: 'sports-marketing',
  heading: 'IPL advertising',
  description: 'Advertise in the IPL: team sponsorships, stadium branding and match broadcast spots on TV and streaming. Compare viewership and season rates, then book.',
} as const satisfies { path: string; category: CategoryKey; heading: string; description: string };
