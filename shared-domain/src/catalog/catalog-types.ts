/** What the catalog routes of service A answer (API.md, *ours*). */
import type { CategoryKey } from './categories';
import type {
  Attribute, Chart, CreativeSpec, KeyValue, MediaTemplate, Section,
} from '../entities/entities';
import type { PricingUnit, Rates, VariablePricingUnit } from '../entities/pricing-types';

export type CategoryCount = {
  key: CategoryKey;
  label: string;
  path: string;
  mediaCount: number;
  optionCount: number;
};

/** One media profile in a list. */
export type MediaSummary = {
  _id: string;
  category: CategoryKey;
  slug: string;
  name: string;
  city: string;
  language: string;
  logoUrl: string;
  /** Circulation, listenership, footfall, followers… as `audienceLabel` of the category says. */
  audience: number;
  score: number;
  popularity: number;
  optionCount: number;
  /** Lowest offer rate among its options, rupees. */
  minPrice: number;
  /** The unit that rate is charged by, as the seller wrote it ('per 10 sec spot'); '' without options. */
  minPriceUnit: string;
  /** Highest card-to-offer saving among its options, percent. */
  maxSavingPercent: number;
  subTitle: string;
};

/** One priced media option as the catalog lists it; carries everything the bag needs. */
export type CatalogMediaOption = {
  _id: string;
  _media: string;
  name: string;
  type: string;
  _template?: MediaTemplate | string;
  /** How the rate is charged, as shown to a buyer: 'per 10 sec spot', 'per sq cm per insertion'. */
  unitLabel: string;
  pricingUnits: PricingUnit[];
  variablePricingUnits: VariablePricingUnit[];
  rates: Rates;
  minimumBilling: number;
  serviceTaxPercentage: number;
  descriptions: string[];
  /** Examples of the ad as it runs; `sample` marks a drawn layout, not an ad that ran. */
  referenceArtworks: { url: string; sample?: boolean }[];
  creativeSpecs: CreativeSpec[];
  additionalInfo: KeyValue[];
  sop: KeyValue[];
  _vendors: string[];
};

export type MediaDetail = MediaSummary & {
  attributes: Record<string, Attribute>;
  sections: Section[];
  demographics: Chart[];
  mediaKitUrl: string | null;
  logo: { url: string; width: number; height: number } | null;
  mediaOptions: CatalogMediaOption[];
  /** A profile of the generated demo catalogue: its rates, circulations and deals are made up (`SAMPLE_RATES_NOTE`). */
  sampleData: boolean;
};

/** List orders; `saving` puts the biggest card-to-offer saving (the deals) first. */
export const MEDIA_SORTS = ['popularity', 'price-asc', 'price-desc', 'reach', 'score', 'saving', 'name'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

/**
 * `GET /catalog/media` as sent on the wire. The list filters (`city` … `industry`) take one
 * value or several joined by commas (`city=Delhi,Mumbai`): a profile matches when it has any
 * of them, and filters of different names must all match. Text values ignore case; a value
 * nothing has simply matches nothing.
 */
export type MediaQuery = {
  category?: CategoryKey;
  city?: string;
  language?: string;
  /** Newspaper edition: "Main Edition", "City Edition", "City Supplement"… */
  edition?: string;
  /** Ad type or site format, as the category's filter spec names it. */
  format?: string;
  /** Genre, niche, league, network, chain or zone, as the category's filter spec names it. */
  genre?: string;
  /** Industry keys (`fmcg`, `real-estate`…) the media is popular with. */
  industry?: string;
  q?: string;
  /** Range on the lowest offer rate, rupees. */
  minPrice?: number;
  maxPrice?: number;
  /** Range on the audience figure (circulation, listenership, footfall… per category). */
  minAudience?: number;
  maxAudience?: number;
  sort?: MediaSort;
  page?: number;
  pageSize?: number;
};

/** The filters of a `MediaQuery` (what `GET /catalog/facets` takes). */
export type MediaFilterQuery = Omit<MediaQuery, 'sort' | 'page' | 'pageSize'>;

/** Filters with a list of values, counted by `GET /catalog/facets`. */
export const FACET_KEYS = ['city', 'language', 'edition', 'format', 'genre', 'industry'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** The facets a seeded profile is tagged with (city and language are its own fields). */
export type MediaFacets = Partial<Record<Exclude<FacetKey, 'city' | 'language'>, readonly string[]>>;

export type FacetCount = { value: string; count: number };
export type NumberRange = { min: number; max: number };

/**
 * `GET /catalog/facets`: per filter, how many profiles each value would give with the other
 * filters as they are (a value's own filter is left out, so ticking a second city adds to the
 * list instead of emptying it); `price` and `audience` are the ranges present, null when none.
 */
export type MediaFacetsResponse = {
  total: number;
  facets: Record<FacetKey, FacetCount[]>;
  price: NumberRange | null;
  audience: NumberRange | null;
};

/** An industry with the number of profiles popular with it. */
export type IndustryCount = { key: string; label: string; mediaCount: number };

/** `GET /catalog/highlights`: what the home page shows beyond the categories. */
export type CatalogHighlights = {
  /** Most popular profiles, the best of each category first. */
  popular: MediaSummary[];
  /** Biggest card-to-offer savings, the best of each category first. */
  deals: MediaSummary[];
  /** Industries that have media, most media first. */
  industries: IndustryCount[];
};

/** `GET /catalog/industries/{name}`: media popular with one industry. */
export type IndustryDetail = {
  industry: IndustryCount & { description: string };
  /** Categories with media popular with this industry, in category order. */
  categories: Array<{ key: CategoryKey; label: string; path: string; mediaCount: number }>;
  /** The most popular profiles, the best of each category first. */
  items: MediaSummary[];
};

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
