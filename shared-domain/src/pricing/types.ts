/** Shapes the pricing engine returns (PRICING.md "Pricing one option" / "Pricing a bag"). */
import type { BagMediaOption } from '../entities/pricing-types';
import type { BagItemAmounts, CampaignAmounts } from '../entities/entities';

/** Settings shared by every option priced in one call. */
export type PricingConfig = {
  /** GST percent used when an option carries no `serviceTaxPercentage`. */
  readonly serviceTaxPercentage: number;
};

/** The defaults: 18 % GST. */
export const DEFAULT_PRICING_CONFIG: PricingConfig = Object.freeze({ serviceTaxPercentage: 18 });

/** An option with every figure of rules 1–12 filled in. */
export type PricedOption<T extends BagMediaOption = BagMediaOption> = T & BagItemAmounts & CampaignAmounts;

/** The cardRate / discountedRate / vendorRate triple of rule 4. */
export type RateSet = { readonly cardRate: number; readonly discountedRate: number; readonly vendorRate: number };

/** Sums over a set of bag options (`priceBag` `totals` and `selectedTotals`). */
export type BagTotals = {
  count: number;
  cardTotal: number;
  subTotal: number;
  discountOnTotal: number;
  serviceTax: number;
  totalPrice: number;
  savings: number;
  receivable: number;
  payable: number;
  totalReceivable: number;
  totalPayable: number;
};

/** Kind of a unit listed by `distinctPricingUnits`. */
export type PricingUnitKind = 'pricing' | 'select' | 'number';

/** One unit name in use across a bag; `values` (union over the bag) only for selects. */
export type DistinctPricingUnit = {
  name: string;
  kind: PricingUnitKind;
  values?: (string | number)[];
};

/** What `priceBag` returns. */
export type PricedBag<T extends BagMediaOption = BagMediaOption> = {
  options: (PricedOption<T> & { discountOnTotal: number })[];
  totals: BagTotals;
  selectedTotals: BagTotals;
  distinctPricingUnits: DistinctPricingUnit[];
};
