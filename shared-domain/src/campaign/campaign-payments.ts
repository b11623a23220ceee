/**
 * Payment rules of a campaign: the modes, what a reference of each looks like, how an
 * amount is typed, which payments count (verification), the balance, and the status a
 * payment leads to. Money is rupees with at most two decimals (paise).
 */
import type { CampaignStatus, PaymentState, PaymentVerification } from '../entities/entities';
import { formatRupeesExact } from '../format/money';
import { MAX_RUPEES } from '../input/numbers';
import { nextCampaignStatus, type TransitionResult } from './campaign-lifecycle';

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

// ---------------------------------------------------------------------------------------
// Verification: which payments count
// ---------------------------------------------------------------------------------------

/** The states a payment may be in (`PaymentState`, entities.ts). */
export const PAYMENT_STATES = ['pending', 'verified', 'rejected'] as const satisfies readonly PaymentState[];

/** What the rules read of a payment (`state` absent on payments stored before verification existed). */
export type CountedPayment = { readonly amount: number; readonly state?: unknown };

/** Who verifies a card payment: the gateway's signature. */
export const GATEWAY_VERIFIER = 'gateway';

/** The longest note staff may put on a payment they verify or reject. */
export const PAYMENT_NOTE_MAX = 500;

/**
 * The state of a stored payment. One stored before verification existed (no state) counts
 * as verified; a state this version does not know waits for verification.
 */
export function paymentState(payment: CountedPayment): PaymentState {
  if (payment.state === undefined || payment.state === null) return 'verified';
  return (PAYMENT_STATES as readonly unknown[]).includes(payment.state) ? (payment.state as PaymentState) : 'pending';
}

/** True when the payment counts toward the amount paid (verified only). */
export function countsTowardPaid(payment: CountedPayment): boolean {
  return paymentState(payment) === 'verified';
}

/**
 * How a new payment is recorded: a card payment (recorded only once its gateway signature
 * checked out) and any payment staff record are verified at once; a bank transfer or UPI
 * payment an advertiser records waits for staff.
 */
export function recordedPaymentVerification(mode: PaymentMode, recordedByStaff: boolean, by: string, at: string): PaymentVerification {
  if (mode === 'card') return { state: 'verified', verifiedAt: at, verifiedBy: GATEWAY_VERIFIER };
  if (recordedByStaff) return { state: 'verified', verifiedAt: at, verifiedBy: by };
  return { state: 'pending' };
}

const sumPaise = (payments: readonly CountedPayment[], state: PaymentState): number =>
  payments.reduce((s, p) => (paymentState(p) === state && Number.isFinite(p.amount) ? s + toPaise(p.amount) : s), 0);

/** Where a campaign's payments stand; every amount in rupees. */
export type PaymentPosition = {
  /** Verified payments. */
  amountPaid: number;
  /** `totalPrice` less the verified payments (never below 0). */
  balanceDue: number;
  /** Payments awaiting verification. */
  awaitingVerification: number;
  /** What may still be paid now: the balance due less what awaits verification (never below 0). */
  payableNow: number;
};

/** Where the payments of a campaign of `totalPrice` stand: only verified payments are paid. */
export function paymentPosition(payments: readonly CountedPayment[], totalPrice: number): PaymentPosition {
  const paid = sumPaise(payments, 'verified');
  const awaiting = sumPaise(payments, 'pending');
  const due = Math.max(0, toPaise(totalPrice) - paid);
  return { amountPaid: paid / 100, balanceDue: due / 100, awaitingVerification: awaiting / 100, payableNow: Math.max(0, due - awaiting) / 100 };
}

/** The amount paid so far (verified payments) and what is still due on `totalPrice`. */
export function paymentSummary(payments: readonly CountedPayment[], totalPrice: number): { amountPaid: number; balanceDue: number } {
  const { amountPaid, balanceDue } = paymentPosition(payments, totalPrice);
  return { amountPaid, balanceDue };
}

// ---------------------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------------------

export const AMOUNT_FORMAT_MESSAGE = 'Enter the amount in rupees, such as 25000 or 1,00,000';
export const AMOUNT_POSITIVE_MESSAGE = 'The amount must be more than ₹0';
const AMOUNT_PAISE_MESSAGE = 'The amount must be in rupees with at most two decimals';
const AMOUNT_MAX_MESSAGE = `The amount can be at most ${formatRupeesExact(MAX_RUPEES)}`;

// Digits, optionally grouped with commas the Indian way (1,00,000) or the international way
// (100,000), then up to two decimals; a leading minus only so a negative amount is named as such.
const TYPED_RUPEES = /^-?(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d{1,2})?$/;

export type AmountReading = { ok: true; amount: number } | { ok: false; message: string };

/**
 * The rupees in `input`: text as a person types it ("25000", "1,00,000", "100,000.50"), or
 * a number as JSON carries it. Anything else ("abc", "1e3", "₹500", "10.555") is refused.
 */
export function readRupees(input: string | number): AmountReading {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: AMOUNT_FORMAT_MESSAGE };
    if (input <= 0) return { ok: false, message: AMOUNT_POSITIVE_MESSAGE };
    if (input > MAX_RUPEES) return { ok: false, message: AMOUNT_MAX_MESSAGE };
    if (Math.abs(toPaise(input) - input * 100) > Math.max(1e-6, input * 1e-9)) return { ok: false, message: AMOUNT_PAISE_MESSAGE };
    return { ok: true, amount: input };
  }
  const text = input.trim();
  if (text === '') return { ok: false, message: 'Enter the amount paid' };
  if (!TYPED_RUPEES.test(text)) return { ok: false, message: AMOUNT_FORMAT_MESSAGE };
  const amount = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(amount)) return { ok: false, message: AMOUNT_FORMAT_MESSAGE };
  if (amount <= 0) return { ok: false, message: AMOUNT_POSITIVE_MESSAGE };
  if (amount > MAX_RUPEES) return { ok: false, message: AMOUNT_MAX_MESSAGE };
  return { ok: true, amount: toPaise(amount) / 100 };
}

/**
 * Why `amount` cannot be paid against `balanceDue` when `awaitingVerification` of it is
 * already recorded and awaits the team's check, or null when it can.
 */
export function paymentAmountProblem(amount: number, balanceDue: number, awaitingVerification = 0): string | null {
  const read = readRupees(amount);
  if (!read.ok) return read.message;
  if (balanceDue <= 0) return 'Nothing is due on this campaign';
  if (toPaise(amount) > toPaise(balanceDue)) return `The amount is more than the balance due (${formatRupeesExact(balanceDue)})`;
  const payableNow = Math.max(0, toPaise(balanceDue) - toPaise(awaitingVerification)) / 100;
  if (payableNow <= 0) return 'The balance due is covered by payments awaiting verification';
  if (toPaise(amount) > toPaise(payableNow)) {
    return `${formatRupeesExact(awaitingVerification)} of the balance is awaiting verification; you can pay up to ${formatRupeesExact(payableNow)} now`;
  }
  return null;
}

/**
 * The one amount check of the payment form and of the server: reads `input` (typed text or
 * a JSON number) and checks it against the balance. Answers the amount or why not.
 */
export function checkPaymentAmount(input: string | number, balanceDue: number, awaitingVerification = 0): AmountReading {
  const read = readRupees(input);
  if (!read.ok) return read;
  const problem = paymentAmountProblem(read.amount, balanceDue, awaitingVerification);
  return problem ? { ok: false, message: problem } : read;
}

// ---------------------------------------------------------------------------------------
// Status and staff review
// ---------------------------------------------------------------------------------------

/**
 * The campaign's status once `payments` (the list with the new payment) are recorded: a
 * pending payment moves an approved campaign to Payment Pending; verified payments covering
 * `totalPrice` make it Paid. Refused before a plan is approved and once closed.
 */
export function statusAfterPaymentRecorded(from: CampaignStatus, payments: readonly CountedPayment[], totalPrice: number): TransitionResult {
  return nextCampaignStatus(from, { type: 'payment-added', amountPaid: paymentSummary(payments, totalPrice).amountPaid, totalPrice });
}

/** The campaign's status once staff verified or rejected one of `payments` (the list after the review). */
export function statusAfterPaymentReview(from: CampaignStatus, payments: readonly CountedPayment[], totalPrice: number): TransitionResult {
  return nextCampaignStatus(from, { type: 'payment-reviewed', amountPaid: paymentSummary(payments, totalPrice).amountPaid, totalPrice });
}

/** Staff's decision on a payment: `note` is required when rejecting. */
export type PaymentReview = { readonly approved: boolean; readonly note?: string };

/** The review with its note trimmed (dropped when empty), or why it cannot be taken. */
export function readPaymentReview(review: PaymentReview): { ok: true; approved: boolean; note?: string } | { ok: false; message: string } {
  const note = (review.note ?? '').trim();
  if (!review.approved && note === '') return { ok: false, message: 'Enter the reason for rejecting this payment' };
  if (note.length > PAYMENT_NOTE_MAX) return { ok: false, message: `The note can be at most ${PAYMENT_NOTE_MAX} characters` };
  return note ? { ok: true, approved: review.approved, note } : { ok: true, approved: review.approved };
}

export type PaymentReviewResult<P> =
  | { ok: true; payment: P; payments: P[] }
  | { ok: false; reason: 'invalid' | 'not-found' | 'conflict'; message: string };

/**
 * Staff verify (approved) or reject a payment awaiting verification: approved → `verified`
 * with verifiedAt and verifiedBy; rejected → `rejected` with the note. A payment reviewed
 * before (or verified when recorded) cannot be reviewed again.
 */
export function reviewPayment<P extends { readonly _id?: string } & CountedPayment & PaymentVerification>(
  payments: readonly P[], paymentId: string, review: PaymentReview, by: string, at: string,
): PaymentReviewResult<P> {
  const read = readPaymentReview(review);
  if (!read.ok) return { ok: false, reason: 'invalid', message: read.message };
  const found = payments.find((p) => p._id === paymentId);
  if (!found) return { ok: false, reason: 'not-found', message: 'Payment not found' };
  const state = paymentState(found);
  if (state !== 'pending') return { ok: false, reason: 'conflict', message: `This payment was already ${state}` };
  const note = read.note !== undefined ? { note: read.note } : {};
  const payment: P = read.approved
    ? { ...found, state: 'verified', verifiedAt: at, verifiedBy: by, ...note }
    : { ...found, state: 'rejected', rejectedAt: at, rejectedBy: by, ...note };
  return { ok: true, payment, payments: payments.map((p) => (p === found ? payment : p)) };
}
