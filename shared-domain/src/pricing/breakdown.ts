/**
 * What a priced line is made of, as figures that add up on screen: the card total, the
 * offer total before minimum billing, the minimum-billing top-up, the bulk-discount share,
 * the subtotal, GST and total. Read from what `priceOption` / `priceBag` returned (a bag
 * line or a saved campaign option); nothing here prices anything differently.
 *
 *   offerGross − discount              = offerTotal      (rule 8, each in whole rupees)
 *   offerTotal + minimumTopUp − bulkDiscount = subTotal  (rules 9 and bulk discount)
 *   subTotal + serviceTax              = totalPrice      (rule 10)
 *
 * The card total is the same units at the card rate (rule 11); it is compared with the
 * offer total, never with a subtotal that minimum billing raised.
 */
import type { PricedMediaOption } from '../entities/entities';
import type { BagMediaOption, VariablePricingUnit } from '../entities/pricing-types';
import { discountAmount, grossAmount } from './amounts';
import { round, round2 } from './rounding';
import { isInUse } from './units';

/** The fields of a priced option the breakdown reads (a bag line or a saved campaign option). */
export type BreakdownInput = Pick<
  PricedMediaOption,
  'cardRate' | 'discountedRate' | 'quantity' | 'minBilling' | 'subTotal' | 'serviceTaxPercentage' | 'serviceTax' | 'totalPrice' | 'cardTotal'
> & {
  readonly pricingUnits?: PricedMediaOption['pricingUnits'];
  readonly variablePricingUnits?: readonly VariablePricingUnit[];
  readonly schedule?: PricedMediaOption['schedule'];
  readonly discount?: number | string;
  readonly discountOnTotal?: number;
};

/** One line's figures, each in the rupees shown, adding up as the module comment states. */
export type LineBreakdown = {
  /** N × Q: how many units the rates are multiplied by. */
  readonly units: number;
  readonly cardRate: number;
  readonly offerRate: number;
  /** round(cardRate × N × Q) (rule 11). */
  readonly cardTotal: number;
  /** round(offerRate × N × Q): the offer before the line's own discount. */
  readonly offerGross: number;
  /** The line's own discount in whole rupees: offerGross − offerTotal. */
  readonly discount: number;
  /** The discount as typed when it was a percentage ('10%'). */
  readonly discountEntered?: string;
  /** round(net): the offer after the line's own discount, before minimum billing (rule 8). */
  readonly offerTotal: number;
  readonly minBilling: number;
  /** What minimum billing adds to the offer total (rule 9); 0 when the offer total reaches it. */
  readonly minimumTopUp: number;
  /** The line's share of the bag's bulk discount. */
  readonly bulkDiscount: number;
  readonly subTotal: number;
  readonly serviceTaxPercentage: number;
  readonly serviceTax: number;
  readonly totalPrice: number;
  /** cardTotal − offerTotal when the card total is higher: what the offer rate saves on these units. */
  readonly offerSaving: number;
};

/** N: the product of the in-use number units' `value ?? defaultValue ?? 1` (rule 6). */
function numberProduct(units: readonly VariablePricingUnit[] | undefined): number {
  let n = 1;
  for (const u of units ?? []) if (u.type === 'number' && isInUse(u)) n *= Number(u.value ?? u.defaultValue ?? 1);
  return n;
}

/** The discount as typed when it was a percentage ('10%') that took something off, else undefined. */
function percentEntered(discount: number | string | undefined, amount: number): string | undefined {
  const text = typeof discount === 'string' ? discount.trim() : '';
  return text.endsWith('%') && amount > 0 ? text : undefined;
}

/**
 * A priced option's own discount in rupees (rule 8: of gross = discountedRate × N × Q), to the
 * paise; `entered` is the 'x%' text when it was one.
 */
export function lineDiscount(option: Readonly<BagMediaOption> & { discountedRate: number; quantity: number }): { amount: number; entered?: string } {
  const gross = grossAmount(option.discountedRate, numberProduct(option.variablePricingUnits), option.quantity);
  const amount = round2(discountAmount(option.discount, gross));
  const entered = percentEntered(option.discount, amount);
  return entered === undefined ? { amount } : { amount, entered };
}

/** A priced line as card total, offer total, minimum-billing top-up, bulk share, subtotal, GST and total. */
export function lineBreakdown(line: BreakdownInput): LineBreakdown {
  const n = numberProduct(line.variablePricingUnits);
  const q = line.quantity;
  const gross = grossAmount(line.discountedRate, n, q); // discountedRate × N × Q
  const net = gross - discountAmount(line.discount, gross);
  const offerGross = round(gross);
  const offerTotal = round(net);
  const bulkDiscount = line.discountOnTotal ?? 0;
  // The subtotal before the bulk share is round(max(net, minBilling)) ≥ round(net).
  const minimumTopUp = Math.max(0, line.subTotal + bulkDiscount - offerTotal);
  const discount = offerGross - offerTotal;
  const discountEntered = percentEntered(line.discount, discount);
  return {
    units: round2(n * q),
    cardRate: line.cardRate,
    offerRate: line.discountedRate,
    cardTotal: line.cardTotal,
    offerGross,
    discount,
    ...(discountEntered === undefined ? {} : { discountEntered }),
    offerTotal,
    minBilling: line.minBilling,
    minimumTopUp,
    bulkDiscount,
    subTotal: line.subTotal,
    serviceTaxPercentage: line.serviceTaxPercentage,
    serviceTax: line.serviceTax,
    totalPrice: line.totalPrice,
    offerSaving: Math.max(0, line.cardTotal - offerTotal),
  };
}

/** Sums of the breakdowns of several lines (a bag's, a selection's or a campaign's). */
export type BreakdownTotals = {
  readonly count: number;
  readonly cardTotal: number;
  readonly offerGross: number;
  readonly discount: number;
  readonly offerTotal: number;
  readonly minimumTopUp: number;
  readonly bulkDiscount: number;
  readonly subTotal: number;
  readonly serviceTax: number;
  readonly totalPrice: number;
  readonly offerSaving: number;
};

/** The figures of a breakdown that add up over lines. */
const SUMMED = [
  'cardTotal', 'offerGross', 'discount', 'offerTotal', 'minimumTopUp', 'bulkDiscount', 'subTotal', 'serviceTax', 'totalPrice', 'offerSaving',
] as const;

/** Adds the lines' breakdowns figure by figure (GST and totals to the paise, the rest whole rupees). */
export function breakdownTotals(lines: readonly BreakdownInput[]): BreakdownTotals {
  const sums = Object.fromEntries(SUMMED.map((key) => [key, 0])) as Record<(typeof SUMMED)[number], number>;
  for (const line of lines) {
    const b = lineBreakdown(line);
    for (const key of SUMMED) sums[key] += b[key];
  }
  return { count: lines.length, ...sums, serviceTax: round2(sums.serviceTax), totalPrice: round2(sums.totalPrice) };
}

/** A unit and the value it is counted at. */
export type CountedUnit = { readonly name: string; readonly value: number };

/** What sets a line's minimum billing and how the line's own units compare with it. */
export type MinimumBillingBasis = {
  readonly minBilling: number;
  readonly offerRate: number;
  /** The units the line is charged for (pricing units, or the scheduled units, then number units) and their product N × Q. */
  readonly lineUnits: readonly CountedUnit[];
  readonly lineUnitCount: number;
  /** The standard size rule 9 prices a minimum by: each number unit at `defaultValue ?? min ?? 1`; empty without number units. */
  readonly standardSize: readonly CountedUnit[];
  readonly standardUnitCount: number;
  /** The standard size at the offer rate, whole rupees. */
  readonly standardAmount: number;
  /** How many units at the offer rate the minimum pays for: minBilling ÷ offerRate, to 2 decimals. */
  readonly unitsAtMinimum: number;
};

/** The size and units that set a line's minimum billing, for explaining it (the bag's minimum-billing modal). */
export function minimumBillingBasis(line: BreakdownInput): MinimumBillingBasis {
  const numberUnits = (line.variablePricingUnits ?? []).filter((u) => u.type === 'number' && isInUse(u));
  const scheduled = (line.schedule?.length ?? 0) > 0;
  const lineUnits: CountedUnit[] = [
    ...(scheduled
      ? [{ name: 'Scheduled units', value: line.quantity }]
      : (line.pricingUnits ?? []).filter(isInUse).map((u) => ({ name: u.name, value: Number(u.value) }))),
    ...numberUnits.map((u) => ({ name: u.name, value: Number(u.value ?? u.defaultValue ?? 1) })),
  ];
  const standardSize = numberUnits.map((u) => ({ name: u.name, value: Number(u.defaultValue ?? u.min ?? 1) }));
  const standardUnitCount = standardSize.reduce((p, u) => p * u.value, 1);
  return {
    minBilling: line.minBilling,
    offerRate: line.discountedRate,
    lineUnits,
    lineUnitCount: round2(numberProduct(line.variablePricingUnits) * line.quantity),
    standardSize,
    standardUnitCount,
    standardAmount: round(line.discountedRate * standardUnitCount),
    unitsAtMinimum: line.discountedRate > 0 ? round2(line.minBilling / line.discountedRate) : 0,
  };
}
