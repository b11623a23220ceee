/**
 * Which filters each category page offers and what they are called there. The server knows
 * only the six generic list filters (FACET_KEYS); what `format` or `genre` mean for a
 * medium — ad type for a newspaper, site format for outdoor, niche for an influencer —
 * lives here, once, for every page that shows them.
 */
import type { CategoryKey } from './categories';
import type { FacetKey } from './catalog-types';

export type FacetFilterSpec = { key: FacetKey; label: string };

export type CategoryFilterSpec = {
  /** List filters in the order shown. */
  facets: readonly FacetFilterSpec[];
  /** "At least" choices for the audience figure, ascending. */
  audienceSteps: readonly number[];
  /** What the price filter bounds: the lowest offer rate among a profile's options. */
  priceLabel: string;
};

const f = (key: FacetKey, label: string): FacetFilterSpec => ({ key, label });
const CITY = f('city', 'City');
const LANGUAGE = f('language', 'Language');
const INDUSTRY = f('industry', 'Popular with');
const AD_TYPE = f('format', 'Ad type');

const LAKH = 100_000;
const CRORE = 10_000_000;

const SPECS: Readonly<Record<CategoryKey, Omit<CategoryFilterSpec, 'priceLabel'>>> = {
  newspaper: { facets: [CITY, LANGUAGE, f('edition', 'Edition'), AD_TYPE, INDUSTRY], audienceSteps: [50_000, LAKH, 5 * LAKH, 10 * LAKH] },
  magazine: { facets: [LANGUAGE, f('genre', 'Genre'), AD_TYPE, CITY, INDUSTRY], audienceSteps: [LAKH, 2.5 * LAKH, 5 * LAKH, 10 * LAKH] },
  radio: { facets: [CITY, LANGUAGE, f('genre', 'Station'), AD_TYPE, INDUSTRY], audienceSteps: [2 * LAKH, 5 * LAKH, 10 * LAKH, 25 * LAKH] },
  cinema: { facets: [CITY, f('genre', 'Chain'), AD_TYPE, LANGUAGE, INDUSTRY], audienceSteps: [500, 1_000, 2_000, 3_000] },
  outdoor: { facets: [CITY, f('format', 'Format'), INDUSTRY], audienceSteps: [50_000, LAKH, 2.5 * LAKH, 5 * LAKH] },
  nontraditional: { facets: [CITY, f('format', 'Format'), INDUSTRY], audienceSteps: [10_000, 50_000, LAKH, 5 * LAKH] },
  airport: { facets: [CITY, f('genre', 'Zone'), AD_TYPE, INDUSTRY], audienceSteps: [5 * LAKH, 10 * LAKH, 25 * LAKH, 50 * LAKH] },
  'influencer-marketing': { facets: [f('genre', 'Niche'), f('format', 'Platform'), CITY, LANGUAGE, INDUSTRY], audienceSteps: [10_000, LAKH, 10 * LAKH, CRORE] },
  digital: { facets: [f('format', 'Medium'), f('genre', 'Genre'), LANGUAGE, INDUSTRY], audienceSteps: [10 * LAKH, CRORE, 10 * CRORE, 50 * CRORE] },
  television: { facets: [LANGUAGE, f('genre', 'Genre'), AD_TYPE, INDUSTRY], audienceSteps: [CRORE, 5 * CRORE, 10 * CRORE, 20 * CRORE] },
  'sports-marketing': { facets: [f('genre', 'League'), f('format', 'Property'), CITY, LANGUAGE, INDUSTRY], audienceSteps: [CRORE, 5 * CRORE, 10 * CRORE, 25 * CRORE] },
};

/** The filters a category page offers. */
export function categoryFilterSpec(category: CategoryKey): CategoryFilterSpec {
  return { ...SPECS[category], priceLabel: 'Starting price (₹)' };
}
