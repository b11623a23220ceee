/** Rules 4 and 5: the card, discounted and vendor rates. */
import type { BagMediaOption, DefaultRates, Difference } from '../entities/pricing-types';
import type { RateSet } from './types';
import { bestRow, variantRows, volumeRows } from './rows';
import { resolveEnabledValues } from './enabled-values';
import { round3, roundRate } from './rounding';

/** Default rates; vendor defaults to the discounted rate. */
export const defaultRateSet = (d: Readonly<DefaultRates>): RateSet => ({
  cardRate: d.cardRate,
  discountedRate: d.discountedRate,
  vendorRate: d.vendorRate ?? d.discountedRate,
});

/**
 * One rate after a difference: flat → rate + value; percentage → rate + value% × base,
 * where base is the running rate if `onRunningTotal`, else the default rate.
 */
export function applyDifferenceToRate(running: number, base: number, diff: Readonly<Difference>): number {
  if (diff.type === 'flat') return running + diff.value;
  return running + (diff.value / 100) * (diff.onRunningTotal ? running : base);
}

/** Applies a difference to each of the three rates. */
export const applyDifference = (running: RateSet, defaults: RateSet, diff: Readonly<Difference>): RateSet => ({
  cardRate: applyDifferenceToRate(running.cardRate, defaults.cardRate, diff),
  discountedRate: applyDifferenceToRate(running.discountedRate, defaults.discountedRate, diff),
  vendorRate: applyDifferenceToRate(running.vendorRate, defaults.vendorRate, diff),
});

/**
 * Rates before rounding: default → best variant row → best volume row. Expects select
 * units already resolved (rule 1).
 */
export function unroundedRates(option: Readonly<BagMediaOption>): RateSet {
  const defaults = defaultRateSet(option.rates.defaultRates);
  const variant = bestRow(option, variantRows(option));
  const vol = bestRow(option, volumeRows(option));
  const afterVariant = variant ? applyDifference(defaults, defaults, variant.difference) : defaults;
  return vol ? applyDifference(afterVariant, defaults, vol.difference) : afterVariant;
}

/** Rule 4: each rate > 5 rounded to whole rupees, ≤ 5 to 3 decimals. */
export const roundRates = (rates: RateSet): RateSet => ({
  cardRate: roundRate(rates.cardRate),
  discountedRate: roundRate(rates.discountedRate),
  vendorRate: roundRate(rates.vendorRate),
});

/** Rules 4–5: rounded rates, then an agency rate (a number) replaces the discounted rate. */
export function optionRates(option: Readonly<BagMediaOption>): RateSet & { rateEdited: boolean } {
  const rates = roundRates(unroundedRates(option));
  return typeof option.agencyRate === 'number'
    ? { ...rates, discountedRate: option.agencyRate, rateEdited: true }
    : { ...rates, rateEdited: false };
}

/** Display unit rate: the rule-4 discounted rate rounded to 3 decimals (not to whole rupees). */
export const unitRate = (option: Readonly<BagMediaOption>): number =>
  round3(unroundedRates(resolveEnabledValues(option)).discountedRate);
