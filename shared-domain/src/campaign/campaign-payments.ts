/**
 * Payment rules of a campaign: the modes, what a reference of each looks like, and the
 * balance. Money is rupees with at most two decimals (paise).
 */

/** `bank` (NEFT/RTGS/IMPS transfer) and `upi` take a reference the payer types; `card` goes through the payment gateway. */
export const PAYMENT_MODES = ['bank', 'upi', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

// NEFT/RTGS/IMPS UTR numbers: 12 (IMPS), 16 (NEFT) or 22 (RTGS) letters and digits.
const BANK_UTR = /^[A-Z0-9]{12,22}$/;
// A UPI transaction's reference (RRN/UTR) is 12 digits.
const UPI_REF = /^\d{12}$/;
// Gateway ids as Razorpay issues them.
const GATEWAY_PAYMENT_ID = /^pay_[A-Za-z0-9]{8,40}$/;

/** The reference as stored: spaces and dashes dropped, letters upper-cased (gateway ids kept as is). */
export function normalizePaymentReference(mode: PaymentMode, reference: string): string {
  return mode === 'card' ? reference.trim() : reference.replace(/[\s-]/g, '').toUpperCase();
}

/** Why a reference is not valid for `mode`, or null when it is (pass the normalized reference). */
export function paymentReferenceProblem(mode: PaymentMode, reference: string): string | null {
  switch (mode) {
    case 'bank':
      return BANK_UTR.test(reference) ? null : 'A bank transfer reference is the UTR number: 12 to 22 letters and digits';
    case 'upi':
      return UPI_REF.test(reference) ? null : 'A UPI reference is the 12-digit UPI transaction id (UTR)';
    case 'card':
      return GATEWAY_PAYMENT_ID.test(reference) ? null : 'A card payment id looks like pay_XXXXXXXXXXXXXX';
  }
}

/** Rupees rounded to paise (half up, guarding float error). */
export const toPaise = (rupees: number): number => Math.round((rupees + Number.EPSILON) * 100);

/** The amount paid so far and what is still due on `totalPrice`. */
export function paymentSummary(payments: readonly { readonly amount: number }[], totalPrice: number): { amountPaid: number; balanceDue: number } {
  const paid = payments.reduce((s, p) => s + toPaise(p.amount), 0);
  return { amountPaid: paid / 100, balanceDue: Math.max(0, toPaise(totalPrice) - paid) / 100 };
}

/** Why `amount` cannot be paid against `balanceDue`, or null when it can. */
export function paymentAmountProblem(amount: number, balanceDue: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'The amount must be more than 0';
  if (Math.abs(toPaise(amount) - amount * 100) > Math.max(1e-6, amount * 1e-9)) return 'The amount must be in rupees with at most two decimals';
  if (balanceDue <= 0) return 'Nothing is due on this campaign';
  if (toPaise(amount) > toPaise(balanceDue)) return `The amount is more than the balance due (${balanceDue})`;
  return null;
}
