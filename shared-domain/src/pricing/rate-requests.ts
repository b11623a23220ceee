/**
 * Rates a buyer asks for. Only whoever `canSetRates` (staff, a white-label-admin) sets a
 * line's `agencyRate` or `discount`; what anyone else types there is kept on the line as
 * `requestedRate` / `requestedDiscount` (bag-edits.ts `setLineTerms` with 'request'). Pricing
 * (PRICING.md) never reads a request, so Total, Balance due and every payment leave it out,
 * until staff accept it (it becomes the priced field) or refuse it (it is cleared, with an
 * optional reason the buyer sees).
 */
import type { BagMediaOption, RefusedRateRequest } from '../entities/pricing-types';
import { formatRate } from '../format/money';
import { checkText } from '../input/text';
import { canSetRates } from '../session/roles';
import type { User } from '../entities/entities';

/**
 * Whether an edit sets prices or only asks for them: 'set' for whoever `canSetRates`
 * (staff, white-label-admin); 'request' for anyone else, whose agency rate, discount and bulk
 * discount are kept as requests (`requestedRate`, `requestedDiscount`,
 * `requestedDiscountOnTotal`) that pricing never reads.
 */
export type RateAuthority = 'set' | 'request';

/**
 * How an edit by `user` treats an agency rate, discount or bulk discount: 'set' for whoever
 * `canSetRates` (staff, a white-label-admin), 'request' for anyone else (and nobody known).
 */
export function rateAuthorityOf(user: Pick<User, 'role'> | null | undefined): RateAuthority {
  return canSetRates(user) ? 'set' : 'request';
}

/** The longest reason staff may give for refusing a request (characters). */
export const REFUSAL_REASON_MAX = 500;

/** True when the line carries a rate or discount a buyer asked for. */
export function hasRateRequest(line: Readonly<Pick<BagMediaOption, 'requestedRate' | 'requestedDiscount'>>): boolean {
  return line.requestedRate !== undefined || line.requestedDiscount !== undefined;
}

/** The line without its request or an earlier refusal. */
function withoutRequest<T extends BagMediaOption>(line: Readonly<T>): T {
  const next = { ...line } as T;
  delete next.requestedRate;
  delete next.requestedDiscount;
  delete next.refusedRequest;
  return next;
}

/**
 * The line with its request accepted: a requested rate becomes `agencyRate`, a requested
 * discount `discount` (each only when asked for; the other keeps its value). The computed
 * figures are the caller's to price again. A line without a request is answered as it is.
 */
export function acceptRateRequest<T extends BagMediaOption>(line: Readonly<T>): T {
  if (!hasRateRequest(line)) return line as T;
  const next = withoutRequest(line);
  if (line.requestedRate !== undefined) next.agencyRate = line.requestedRate;
  if (line.requestedDiscount !== undefined) next.discount = line.requestedDiscount;
  return next;
}

/** A reason as typed (one line, NFC, trimmed, at most REFUSAL_REASON_MAX); empty → null. Throws with what to fix. */
export function checkRefusalReason(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  const checked = checkText('Reason', raw, { max: REFUSAL_REASON_MAX });
  if (!checked.ok) throw new RangeError(checked.message);
  return checked.value === '' ? null : checked.value;
}

/**
 * The line with its request refused: the request is cleared and kept as `refusedRequest`
 * with `reason` (already checked) and `at`, so the buyer sees what was refused and why.
 * Priced fields are untouched. A line without a request is answered as it is.
 */
export function refuseRateRequest<T extends BagMediaOption>(line: Readonly<T>, reason: string | null, at: string): T {
  if (!hasRateRequest(line)) return line as T;
  const refused: RefusedRateRequest = { reason, refusedAt: at };
  if (line.requestedRate !== undefined) refused.requestedRate = line.requestedRate;
  if (line.requestedDiscount !== undefined) refused.requestedDiscount = line.requestedDiscount;
  return { ...withoutRequest(line), refusedRequest: refused };
}

/** A discount as people read it: '50%' as it is, flat rupees as ₹1,500. */
export function formatDiscount(discount: number | string): string {
  return typeof discount === 'number' ? formatRate(discount) : discount.trim();
}

/**
 * What was asked for, in words: "₹100", "50% discount", "₹100 and 50% discount"; null when
 * nothing was. The bag and the campaign both show it ("Requested ₹100 · awaits approval").
 */
export function describeRateRequest(request: Pick<BagMediaOption, 'requestedRate' | 'requestedDiscount'>): string | null {
  const parts: string[] = [];
  if (request.requestedRate !== undefined) parts.push(formatRate(request.requestedRate));
  if (request.requestedDiscount !== undefined) parts.push(`${formatDiscount(request.requestedDiscount)} discount`);
  return parts.length ? parts.join(' and ') : null;
}
