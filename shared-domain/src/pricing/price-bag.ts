/** `priceBag`: every option priced, the bulk discount split, and the bag's totals. */
import type { BagMediaOption } from '../entities/pricing-types';
import type { BagTotals, DistinctPricingUnit, PricedBag, PricedOption, PricingConfig } from './types';
import { priceOption, pricingConfig } from './price-option';
import { amountsFromSubTotal, discountAmount } from './amounts';
import { isInUse, sameValue } from './units';
import { round, round2 } from './rounding';

/** Bulk discount in whole rupees: flat or 'x%' of Σ subTotals, clamped to [0, Σ], rounded. */
export const bulkDiscountAmount = (discountOnTotal: number | string | undefined, sum: number): number =>
  round(discountAmount(discountOnTotal, sum));

/**
 * Splits whole-rupee `amount` over whole-rupee `weights` in proportion (largest remainder):
 * share_i = ⌊amount × w_i / Σw⌋, then the leftover rupees go one each to the largest
 * remainders, ties to the earlier index. Shares add up to `amount` exactly. Integer
 * arithmetic (BigInt) so no remainder is lost to float error.
 */
export function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const a = BigInt(Math.round(amount));
  const ws = weights.map((w) => BigInt(Math.max(0, Math.round(w))));
  const sum = ws.reduce((s, w) => s + w, 0n);
  const shares = ws.map((w) => (a * w) / sum);
  const remainders = ws.map((w) => (a * w) % sum);
  let left = a - shares.reduce((s, x) => s + x, 0n);
  const order = ws
    .map((_, i) => i)
    .sort((i, j) => (remainders[j] > remainders[i] ? 1 : remainders[j] < remainders[i] ? -1 : i - j));
  for (const i of order) {
    if (left <= 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * An option after its bulk-discount share: subTotal − share, with tax, totals, receivable
 * and savings recomputed; minimum billing is not applied again.
 */
export function applyDiscountShare<T extends BagMediaOption>(
  option: PricedOption<T>,
  share: number,
): PricedOption<T> & { discountOnTotal: number } {
  return {
    ...option,
    ...amountsFromSubTotal(option.subTotal - share, option.serviceTaxPercentage, option.cardTotal),
    discountOnTotal: share,
  };
}

const TOTAL_FIELDS = [
  'cardTotal', 'subTotal', 'discountOnTotal', 'serviceTax', 'totalPrice', 'savings',
  'receivable', 'payable', 'totalReceivable', 'totalPayable',
] as const;

/** Σ of each amount over `options` (round2 to keep paise exact), plus their count. */
export function sumTotals(options: readonly (BagMediaOption & Partial<Record<(typeof TOTAL_FIELDS)[number], number>>)[]): BagTotals {
  const totals = { count: options.length } as BagTotals;
  for (const field of TOTAL_FIELDS) totals[field] = round2(options.reduce((s, o) => s + (o[field] ?? 0), 0));
  return totals;
}

/** Each unit name in use across the bag, first seen first, with its kind and (selects) values. */
export function distinctPricingUnits(options: readonly Readonly<BagMediaOption>[]): DistinctPricingUnit[] {
  const byName = new Map<string, DistinctPricingUnit>();
  const see = (name: string, kind: DistinctPricingUnit['kind'], values?: readonly (string | number)[]) => {
    let entry = byName.get(name);
    if (!entry) {
      entry = kind === 'select' ? { name, kind, values: [] } : { name, kind };
      byName.set(name, entry);
    }
    if (entry.values && values) {
      for (const v of values) if (!entry.values.some((e) => sameValue(e, v))) entry.values.push(v);
    }
  };
  for (const option of options) {
    for (const u of option.pricingUnits) if (isInUse(u)) see(u.name, 'pricing');
    for (const u of option.variablePricingUnits) if (isInUse(u)) see(u.name, u.type, u.values);
  }
  return [...byName.values()];
}

/** Prices a bag: every option, the bulk discount split by subtotal, totals and distinct units. */
export function priceBag<T extends BagMediaOption>(
  options: readonly Readonly<T>[],
  { discountOnTotal, config }: { discountOnTotal?: number | string; config?: Partial<PricingConfig> } = {},
): PricedBag<T> {
  const settings = pricingConfig(config);
  const priced = options.map((o) => priceOption(o, settings));
  const subTotals = priced.map((o) => o.subTotal);
  const bulk = bulkDiscountAmount(discountOnTotal, subTotals.reduce((s, x) => s + x, 0));
  const shares = splitByLargestRemainder(bulk, subTotals);
  const discounted = priced.map((o, i) => applyDiscountShare(o, shares[i]));
  return {
    options: discounted,
    totals: sumTotals(discounted),
    selectedTotals: sumTotals(discounted.filter((o) => o.select === true)),
    distinctPricingUnits: distinctPricingUnits(options),
  };
}
