/**
 * How rupees are shown: the one rule every screen and export follows.
 *
 * - An amount (a price, subtotal, top-up, discount, GST, total, saving, spend) is shown in
 *   whole rupees, rounded half up: the engine keeps GST and totals to the paise (PRICING.md
 *   rule 10), but a page that shows ₹2,40,000 beside ₹43,200.18 reads as two kinds of
 *   figure. Because a subtotal is whole rupees, its GST and its total carry the same paise
 *   and round the same way, so subtotal + GST = total still holds on screen.
 * - A rate is shown as priced (rule 4): whole rupees above ₹5, up to 3 decimals at or below
 *   (₹0.125 per impression), so a small rate never reads as ₹0.
 * - Money a person pays or types to the paise (a payment, the balance due, the largest
 *   payment allowed) is shown exactly, paise included when there are any, so the figure on
 *   screen is the figure the payment must match.
 */
import { round } from '../pricing/rounding';

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const smallRate = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** An amount in whole rupees with Indian grouping, half up: 120000 → "₹1,20,000", 43200.5 → "₹43,201". */
export function formatRupees(amount: number): string {
  return wholeRupees.format(round(amount));
}

/** A rate as priced: "₹2,990"; a rate with decimals keeps them (at least 2, at most 3): "₹0.125", "₹7.50". */
export function formatRate(rate: number): string {
  return Number.isInteger(rate) ? wholeRupees.format(rate) : smallRate.format(rate);
}

/** Money paid or to pay, to the paise when there are any: "₹1,20,000", "₹1,183.54". */
export function formatRupeesExact(amount: number): string {
  return (Number.isInteger(amount) ? wholeRupees : withPaise).format(amount);
}
