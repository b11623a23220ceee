/** `priceOption`: PRICING.md rules 1–12 for one option. */
import type { BagMediaOption } from '../entities/pricing-types';
import { DEFAULT_PRICING_CONFIG, type PricedOption, type PricingConfig } from './types';
import { resolveEnabledValues } from './enabled-values';
import { optionRates } from './rates';
import { numberUnitsProduct, quantity } from './units';
import {
  amountsFromSubTotal,
  cardTotal,
  discountAmount,
  grossAmount,
  minimumBilling,
  payableAmount,
  taxOn,
  taxPercentage,
  withTax,
} from './amounts';
import { round } from './rounding';

/** Fills a partial config with the defaults (18 % GST). */
export const pricingConfig = (config?: Partial<PricingConfig>): PricingConfig => ({
  ...DEFAULT_PRICING_CONFIG,
  ...config,
});

/** Prices one option per PRICING.md rules 1–12 and returns a new, fully priced option. */
export function priceOption<T extends BagMediaOption>(
  option: Readonly<T>,
  config?: Partial<PricingConfig>,
): PricedOption<T> {
  const resolved = resolveEnabledValues(option); // rule 1
  const { cardRate, discountedRate, vendorRate, rateEdited } = optionRates(resolved); // rules 2–5
  const n = numberUnitsProduct(resolved); // rule 6
  const q = quantity(resolved); // rule 7
  const gross = grossAmount(discountedRate, n, q); // rule 8
  const net = gross - discountAmount(option.discount, gross);
  const minBilling = minimumBilling(resolved, discountedRate); // rule 9
  const subTotal = round(Math.max(net, minBilling));
  const pct = taxPercentage(option, pricingConfig(config)); // rule 10
  const card = cardTotal(cardRate, n, q); // rule 11
  const payable = payableAmount(vendorRate, n, q); // rule 12
  const taxPayable = taxOn(payable, pct);

  // A bulk-discount share belongs to the bag pricing that produced it, not to this one.
  const { discountOnTotal: _stale, ...rest } = resolved as T & { discountOnTotal?: number };
  return {
    ...(rest as T),
    cardRate,
    discountedRate,
    vendorRate,
    rateEdited,
    quantity: q,
    minBilling,
    minBillingApplied: net < minBilling,
    serviceTaxPercentage: pct,
    cardTotal: card,
    ...amountsFromSubTotal(subTotal, pct, card),
    payable,
    taxPayable,
    totalPayable: withTax(payable, taxPayable),
  };
}
