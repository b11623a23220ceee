/** `priceBag`: every option priced, the bulk discount split, and the bag's totals. */
import type { BagMediaOption } from '../entities/pricing-types';
import type { BagTotals, DistinctPricingUnit, PricedBag, PricedOption, PricingConfig } from './types';
import { optionFigures, pricedOption, pricingConfig, type Figures, type PricedRecord } from './price-option';
import { amountsFromSubTotal, discountAmount } from './amounts';
import { asText, isInUse } from './units';
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
  const count = weights.length;
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const a = BigInt(Math.round(amount));
  const ws: bigint[] = new Array(count);
  let sum = 0n;
  for (let i = 0; i < count; i++) {
    ws[i] = BigInt(Math.max(0, Math.round(weights[i])));
    sum += ws[i];
  }
  const shares: bigint[] = new Array(count);
  const remainders: bigint[] = new Array(count);
  let left = a;
  for (let i = 0; i < count; i++) {
    const product = a * ws[i];
    shares[i] = product / sum;
    remainders[i] = product % sum;
    left -= shares[i];
  }
  if (left > 0n) {
    // Largest remainder first, ties to the earlier index. Remainders are below Σw, so as
    // numbers they compare exactly while Σw is a safe integer.
    const order = Array.from({ length: count }, (_, i) => i);
    if (sum <= BigInt(Number.MAX_SAFE_INTEGER)) {
      const rem = new Float64Array(count);
      for (let i = 0; i < count; i++) rem[i] = Number(remainders[i]);
      order.sort((i, j) => rem[j] - rem[i] || i - j);
    } else {
      order.sort((i, j) => (remainders[j] > remainders[i] ? 1 : remainders[j] < remainders[i] ? -1 : i - j));
    }
    for (const i of order) {
      if (left <= 0n) break;
      shares[i] += 1n;
      left -= 1n;
    }
  }
  const out: number[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = Number(shares[i]);
  return out;
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

type Amounts = Partial<Record<'cardTotal' | 'subTotal' | 'discountOnTotal' | 'serviceTax' | 'totalPrice' | 'savings' | 'receivable' | 'payable' | 'totalReceivable' | 'totalPayable', number>>;

/** Running sums of the totalled amounts (one pass over the options, each field summed in option order). */
class Sums {
  count = 0;
  cardTotal = 0;
  subTotal = 0;
  discountOnTotal = 0;
  serviceTax = 0;
  totalPrice = 0;
  savings = 0;
  receivable = 0;
  payable = 0;
  totalReceivable = 0;
  totalPayable = 0;

  add(o: Amounts): void {
    this.count += 1;
    this.cardTotal += o.cardTotal ?? 0;
    this.subTotal += o.subTotal ?? 0;
    this.discountOnTotal += o.discountOnTotal ?? 0;
    this.serviceTax += o.serviceTax ?? 0;
    this.totalPrice += o.totalPrice ?? 0;
    this.savings += o.savings ?? 0;
    this.receivable += o.receivable ?? 0;
    this.payable += o.payable ?? 0;
    this.totalReceivable += o.totalReceivable ?? 0;
    this.totalPayable += o.totalPayable ?? 0;
  }

  /** Each sum round2'd to keep paise exact. */
  totals(): BagTotals {
    return {
      count: this.count,
      cardTotal: round2(this.cardTotal),
      subTotal: round2(this.subTotal),
      discountOnTotal: round2(this.discountOnTotal),
      serviceTax: round2(this.serviceTax),
      totalPrice: round2(this.totalPrice),
      savings: round2(this.savings),
      receivable: round2(this.receivable),
      payable: round2(this.payable),
      totalReceivable: round2(this.totalReceivable),
      totalPayable: round2(this.totalPayable),
    };
  }
}

/** Σ of each amount over `options` (round2 to keep paise exact), plus their count. */
export function sumTotals(options: readonly (BagMediaOption & Amounts)[]): BagTotals {
  const sums = new Sums();
  for (let i = 0; i < options.length; i++) sums.add(options[i]);
  return sums.totals();
}

/** Each unit name in use across the bag, first seen first, with its kind and (selects) values. */
export function distinctPricingUnits(options: readonly Readonly<BagMediaOption>[]): DistinctPricingUnit[] {
  const byName = new Map<string, DistinctPricingUnit>();
  // The text of each value a select entry lists (values compare as strings).
  const seen = new Map<string, Set<string>>();
  const see = (name: string, kind: DistinctPricingUnit['kind'], values?: readonly (string | number)[]) => {
    let entry = byName.get(name);
    if (!entry) {
      entry = kind === 'select' ? { name, kind, values: [] } : { name, kind };
      byName.set(name, entry);
    }
    if (entry.values && values) {
      let texts = seen.get(name);
      if (!texts) seen.set(name, (texts = new Set()));
      for (const v of values) {
        // `undefined` equals nothing, so it is always added (as `sameValue` has it).
        if (v === undefined) entry.values.push(v);
        else {
          const text = asText(v);
          if (!texts.has(text)) {
            texts.add(text);
            entry.values.push(v);
          }
        }
      }
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
  const pct = pricingConfig(config).serviceTaxPercentage;
  const count = options.length;
  const figures: Figures[] = new Array(count);
  const subTotals: number[] = new Array(count);
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const f = optionFigures(options[i], pct);
    figures[i] = f;
    subTotals[i] = f.subTotal;
    sum += f.subTotal;
  }
  const shares = splitByLargestRemainder(bulkDiscountAmount(discountOnTotal, sum), subTotals);
  // Each option is built once, with its share (what `applyDiscountShare` of the priced option gives).
  const priced: PricedRecord[] = new Array(count);
  const all = new Sums();
  const selected = new Sums();
  for (let i = 0; i < count; i++) {
    const o = pricedOption(options[i], figures[i], shares[i]);
    priced[i] = o;
    all.add(o);
    if (o.select === true) selected.add(o);
  }
  return {
    options: priced as unknown as PricedBag<T>['options'],
    totals: all.totals(),
    selectedTotals: selected.totals(),
    distinctPricingUnits: distinctPricingUnits(options),
  };
}
