/** Rules 8–12: one small function per amount; each comment states its formula. */
import type { BagMediaOption } from '../entities/pricing-types';
import type { PricingConfig } from './types';
import { numberUnits, numberUnitsProduct } from './units';
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

/**
 * Rule 9: minBilling ?? minimumBilling ?? defaultRates.minimumBilling, else
 * discountedRate × Π number units' (defaultValue ?? min ?? 1); whole rupees when above 5.
 */
export function minimumBilling(option: Readonly<BagMediaOption>, discountedRate: number): number {
  const stated = option.minBilling ?? option.minimumBilling ?? option.rates.defaultRates.minimumBilling;
  const value =
    stated ??
    discountedRate * numberUnits(option).reduce((product, u) => product * Number(u.defaultValue ?? u.min ?? 1), 1);
  return value > 5 ? round(value) : value;
}

/** Rule 10: the option's GST percent, else the configured default (18). */
export const taxPercentage = (option: Readonly<BagMediaOption>, config: PricingConfig): number =>
  option.serviceTaxPercentage ?? config.serviceTaxPercentage;

/** Rule 10: tax = round2(amount × pct / 100). */
export const taxOn = (amount: number, pct: number): number => round2((amount * pct) / 100);

/** Rule 10: total = round2(amount + tax). */
export const withTax = (amount: number, tax: number): number => round2(amount + tax);

/** Rule 11: cardTotal = round(cardRate × N × Q). */
export const cardTotal = (cardRate: number, n: number, q: number): number => round(cardRate * n * q);

/** Rule 12: payable = round(vendorRate × N × Q). */
export const payableAmount = (vendorRate: number, n: number, q: number): number => round(vendorRate * n * q);

/**
 * Figures that follow from a subTotal (rules 10–12): serviceTax, totalPrice, savings and
 * the receivable side; used again after a bulk discount.
 */
export function amountsFromSubTotal(subTotal: number, pct: number, card: number) {
  const serviceTax = taxOn(subTotal, pct); // round2(subTotal × pct / 100)
  return {
    subTotal,
    serviceTax,
    totalPrice: withTax(subTotal, serviceTax), // round2(subTotal + serviceTax)
    savings: card - subTotal, // cardTotal − subTotal
    receivable: subTotal, // receivable = subTotal
    taxReceivable: serviceTax, // round2(receivable × pct / 100)
    totalReceivable: withTax(subTotal, serviceTax), // round2(receivable + taxReceivable)
  };
}

/**
 * A priced option's own discount in rupees (rule 8: of gross = discountedRate × N × Q), for
 * showing it (the media plan's Discount column); `entered` is the 'x%' text when it was one.
 */
export function lineDiscount(option: Readonly<BagMediaOption> & { discountedRate: number; quantity: number }): { amount: number; entered?: string } {
  const gross = grossAmount(option.discountedRate, numberUnitsProduct(option), option.quantity);
  const amount = round2(discountAmount(option.discount, gross));
  const text = typeof option.discount === 'string' ? option.discount.trim() : '';
  return text.endsWith('%') && amount > 0 ? { amount, entered: text } : { amount };
}
