/**
 * Rules 8–10 and the amounts that follow from a subtotal: the one place the discount, the
 * minimum billing, GST and the totals are worked out (`priceOption`, `priceBag`, the
 * breakdown and a bulk-discount share all call these).
 */
import type { BagMediaOption } from '../entities/pricing-types';
import { round, round2 } from './rounding';

const clamp = (x: number, lo: number, hi: number): number => Math.min(Math.max(x, lo), hi);

/**
 * A discount as rupees of `base`: 'x%' → x% × base; a number (or numeric string) → flat;
 * clamped to [0, base]. Anything unreadable is no discount.
 */
export function discountAmount(discount: number | string | null | undefined, base: number): number {
  if (discount === undefined || discount === null || discount === '') return 0;
  const text = String(discount).trim();
  const raw = text.endsWith('%') ? (Number.parseFloat(text.slice(0, -1)) / 100) * base : Number(text);
  return Number.isFinite(raw) ? clamp(raw, 0, Math.max(base, 0)) : 0;
}

/** Rule 8: gross = discountedRate × N × Q. */
export const grossAmount = (discountedRate: number, n: number, q: number): number => discountedRate * n * q;

/** Where an option states its minimum billing (a bag line or a catalog option). */
export type StatedMinimum = {
  readonly minBilling?: number;
  readonly minimumBilling?: number;
  /** Optional so that a stored line missing its rates still reads (as no stated minimum). */
  readonly rates?: { readonly defaultRates?: { readonly minimumBilling?: number } };
};

/** Rule 9, as stated: `minBilling ?? minimumBilling ?? defaultRates.minimumBilling` (undefined when none is). */
export const statedMinimumBilling = (option: Readonly<StatedMinimum>): number | undefined =>
  option.minBilling ?? option.minimumBilling ?? option.rates?.defaultRates?.minimumBilling;

/**
 * Rule 9: the stated minimum billing, else discountedRate × `standardUnits` (the product of
 * the number units' `defaultValue ?? min ?? 1`); whole rupees when above 5.
 */
export function minimumBilling(option: Readonly<BagMediaOption>, discountedRate: number, standardUnits: number): number {
  const value = statedMinimumBilling(option) ?? discountedRate * standardUnits;
  return value > 5 ? round(value) : value;
}

/** Rule 10: tax = round2(amount × pct / 100). */
export const taxOn = (amount: number, pct: number): number => round2((amount * pct) / 100);

/** Rule 10: total = round2(amount + tax). */
export const withTax = (amount: number, tax: number): number => round2(amount + tax);

/** The figures that follow from a subTotal (rules 10–12), in the order a priced option lists them. */
export type SubTotalAmounts = {
  subTotal: number;
  serviceTax: number;
  totalPrice: number;
  savings: number;
  receivable: number;
  taxReceivable: number;
  totalReceivable: number;
};

/**
 * Figures that follow from a subTotal (rules 10–12): serviceTax, totalPrice, savings and
 * the receivable side; used for a priced option and again after a bulk discount.
 */
export function amountsFromSubTotal(subTotal: number, pct: number, card: number): SubTotalAmounts {
  const serviceTax = taxOn(subTotal, pct); // round2(subTotal × pct / 100)
  const totalPrice = withTax(subTotal, serviceTax); // round2(subTotal + serviceTax)
  return {
    subTotal,
    serviceTax,
    totalPrice,
    savings: card - subTotal, // cardTotal − subTotal
    receivable: subTotal, // receivable = subTotal
    taxReceivable: serviceTax, // round2(receivable × pct / 100)
    totalReceivable: totalPrice, // round2(receivable + taxReceivable)
  };
}
