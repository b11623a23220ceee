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
  referenceArtworks: { url: string }[];
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
};

export const MEDIA_SORTS = ['popularity', 'price-asc', 'price-desc', 'reach', 'score', 'name'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

export type MediaQuery = {
  category?: CategoryKey;
  city?: string;
  language?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: MediaSort;
  page?: number;
  pageSize?: number;
};

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
