import type { ScheduleProof } from '../campaign/proof';
/** Shapes of PRICING.md: the option as stored in a bag or campaign. */
export type Difference = { type: 'percentage' | 'flat'; value: number; onRunningTotal?: boolean };
export type RateField = { field: string; value?: string | number; min?: number; max?: number };
export type RateRow = { fields: RateField[]; difference: Difference };
export type DefaultRates = {
  cardRate: number;
  discountedRate: number;
  vendorRate?: number;
  minimumBilling?: number;
};
export type Rates = { defaultRates: DefaultRates; otherRates?: RateRow[] };

export type PricingUnit = { name: string; value: number; min?: number; inUse?: boolean };
export type VariablePricingUnit = {
  name: string;
  type: 'select' | 'number';
  values?: (string | number)[];
  defaultValue?: string | number;
  value?: string | number;
  min?: number;
  enabledValues?: (string | number)[];
  inUse?: boolean;
};
export type ScheduleEntry = {
  date: string;
  units: number;
  invoice?: { id: string; cancelled?: boolean };
  po?: { id: string };
  report?: { reach?: number; clicks?: number; spend?: number; impressions?: number };
  /** Proof of execution staff recorded for this entry (campaign/proof.ts). */
  proofs?: ScheduleProof[];
};
/**
 * What the bag shows about a line: copied from the catalog when the line is added, so a
 * bag or campaign reads without a join and keeps its names if the catalog changes later.
 */
export type BagLineDisplay = {
  mediaName: string;
  optionName: string;
  category: string;
  /** The media's slug: its page is `/{category}/{slug}`. */
  slug: string;
  logoUrl?: string | null;
  city?: string | null;
  /** How the rate is charged, e.g. 'per 10 sec spot'. */
  unitLabel?: string | null;
};
/** A buyer's rate request that staff refused (pricing/rate-requests.ts `refuseRateRequest`). */
export type RefusedRateRequest = {
  requestedRate?: number;
  requestedDiscount?: number | string;
  /** Why, in staff's words; null when they gave none. */
  reason: string | null;
  refusedAt: string;
};
export type BagMediaOption = {
  _id: string;
  _mediaOption: string;
  _media: string;
  select?: boolean;
  tobeLoaded?: boolean;
  pricingUnits: PricingUnit[];
  variablePricingUnits: VariablePricingUnit[];
  rates: Rates;
  /** Overrides the discounted rate. */
  agencyRate?: number | null;
  /** 1500 (flat rupees) or '12.5%'. */
  discount?: number | string;
  /**
   * An agency rate a buyer who may not set rates asked for (pricing/rate-requests.ts): never
   * priced, shown as requested until staff accept it (it becomes `agencyRate`) or refuse it.
   */
  requestedRate?: number;
  /** A discount a buyer asked for, as `discount` is written; never priced until staff accept it. */
  requestedDiscount?: number | string;
  /** The request staff last refused, with their reason, for the buyer to read. */
  refusedRequest?: RefusedRateRequest;
  minBilling?: number;
  minimumBilling?: number;
  /** GST percent; default 18, print options carry 5. */
  serviceTaxPercentage?: number;
  schedule?: ScheduleEntry[];
  display?: BagLineDisplay;
};
