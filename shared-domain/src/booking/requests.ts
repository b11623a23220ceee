/**
 * A booking request's rules (issue 37): which answer is allowed from which state, when a
 * request lapses, and what a seller's decline or counter-offer may say. Pure: the server and
 * the screens read the same rules.
 */
import { taxOn, withTax } from '../pricing/amounts';
import { round2 } from '../pricing/rounding';
import { isDay, MAX_RANGE_DAYS, rangeLength } from './availability';
import type { BookingAmounts, BookingCounter, BookingRequestStatus } from './types';

/** What someone does to a request: the seller side views, accepts, declines or counters; the buyer answers a counter or cancels. */
export type RequestAction = 'view' | 'accept' | 'decline' | 'counter' | 'counter-answer' | 'cancel';

export const DECLINE_REASON_MAX = 500;
export const COUNTER_NOTE_MAX = 500;
/** Units a request may ask for (as availability keeps them). */
export const REQUEST_UNITS_MAX = 10_000;
/** The highest rate in rupees a counter or a revision may name. */
export const REQUEST_RATE_MAX = 1_000_000_000;

/** The states each action is allowed from (before the deadline; see `requestDeadline`). */
const ALLOWED_FROM: Readonly<Record<RequestAction, readonly BookingRequestStatus[]>> = {
  view: ['sent', 'viewed', 'accepted', 'declined', 'countered', 'expired', 'cancelled'],
  accept: ['sent', 'viewed'],
  decline: ['sent', 'viewed'],
  counter: ['sent', 'viewed'],
  'counter-answer': ['countered'],
  cancel: ['sent', 'viewed', 'countered'],
};

/** The words a page shows for a status. */
export const REQUEST_STATUS_LABELS: Readonly<Record<BookingRequestStatus, string>> = {
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Countered',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** What a request's state needs to be decided: its stored status, the seller's deadline and a counter's. */
export type RequestClockFacts = { status: BookingRequestStatus; respondBy: string; counter: Pick<BookingCounter, 'respondBy'> | null };

/** The deadline of whoever must answer now: the seller's `respondBy`, or the buyer's counter deadline; null once answered. */
export function requestDeadline(request: RequestClockFacts): string | null {
  if (request.status === 'sent' || request.status === 'viewed') return request.respondBy;
  if (request.status === 'countered') return request.counter?.respondBy ?? request.respondBy;
  return null;
}

/** The status as read at `now`: a request nobody answered by its deadline reads `expired`. */
export function requestStatusAt(request: RequestClockFacts, now: Date): BookingRequestStatus {
  const deadline = requestDeadline(request);
  return deadline !== null && Date.parse(deadline) <= now.getTime() ? 'expired' : request.status;
}

export type RequestActionCheck = { ok: true } | { ok: false; reason: 'expired' | 'state'; message: string };

const ACTION_WORDS: Readonly<Record<RequestAction, string>> = {
  view: 'viewed',
  accept: 'accepted',
  decline: 'declined',
  counter: 'countered',
  'counter-answer': 'answered',
  cancel: 'cancelled',
};

/** Whether `action` may be done to the request at `now`; a refusal says why in words for a person. */
export function checkRequestAction(request: RequestClockFacts, action: RequestAction, now: Date): RequestActionCheck {
  const status = requestStatusAt(request, now);
  if (ALLOWED_FROM[action].includes(status)) return { ok: true };
  if (status === 'expired') {
    return { ok: false, reason: 'expired', message: 'This request has expired: it was not answered by its deadline' };
  }
  if (action === 'counter-answer') return { ok: false, reason: 'state', message: `This request has no counter-offer to answer (it is ${status})` };
  return { ok: false, reason: 'state', message: `This request is ${status} and cannot be ${ACTION_WORDS[action]}` };
}

export type RequestFieldCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** A decline reason: required, one to 500 characters once trimmed. */
export function checkDeclineReason(raw: string | null | undefined): RequestFieldCheck<string> {
  const reason = (raw ?? '').trim();
  if (!reason) return { ok: false, field: 'reason', message: 'Give a reason for declining' };
  if (reason.length > DECLINE_REASON_MAX) return { ok: false, field: 'reason', message: `The reason must be at most ${DECLINE_REASON_MAX} characters` };
  return { ok: true, value: reason };
}

/** The terms a request, a counter or an order names. */
export type BookingTerms = { from: string; to: string; units: number; rate: number };

/** A change of terms as asked (every field optional). */
export type TermsChange = { rate?: number; from?: string; to?: string; units?: number };

/**
 * The terms after `change`, checked against `today` (the server's day): a rate above 0, days
 * that exist with `from` not in the past and `to` not before `from`, whole units 1..10,000,
 * and at least one term different from `current`. A refusal names the field.
 */
export function checkTermsChange(change: TermsChange, current: BookingTerms, today: string): RequestFieldCheck<BookingTerms> {
  const next: BookingTerms = {
    from: change.from ?? current.from, to: change.to ?? current.to, units: change.units ?? current.units, rate: change.rate ?? current.rate,
  };
  if (change.rate !== undefined && !(Number.isFinite(change.rate) && change.rate > 0 && change.rate <= REQUEST_RATE_MAX)) {
    return { ok: false, field: 'rate', message: 'The rate must be more than 0 rupees' };
  }
  if (change.units !== undefined && !(Number.isInteger(change.units) && change.units >= 1 && change.units <= REQUEST_UNITS_MAX)) {
    return { ok: false, field: 'units', message: `Units must be a whole number from 1 to ${REQUEST_UNITS_MAX}` };
  }
  if (change.from !== undefined && !isDay(change.from)) return { ok: false, field: 'from', message: 'The start date must be a date (YYYY-MM-DD)' };
  if (change.to !== undefined && !isDay(change.to)) return { ok: false, field: 'to', message: 'The end date must be a date (YYYY-MM-DD)' };
  if (change.from !== undefined && next.from < today) return { ok: false, field: 'from', message: 'The start date cannot be in the past' };
  if (next.to < next.from) return { ok: false, field: 'to', message: 'The end date cannot be before the start date' };
  if (rangeLength(next.from, next.to) > MAX_RANGE_DAYS) return { ok: false, field: 'to', message: `A booking can be at most ${MAX_RANGE_DAYS} days long` };
  const changed = next.from !== current.from || next.to !== current.to || next.units !== current.units || next.rate !== current.rate;
  if (!changed) return { ok: false, field: 'rate', message: 'Change at least one of the rate, the dates or the units' };
  return { ok: true, value: next };
}

/** A counter's note: optional, at most 500 characters once trimmed (null when empty). */
export function checkCounterNote(raw: string | null | undefined): RequestFieldCheck<string | null> {
  const note = (raw ?? '').trim();
  if (note.length > COUNTER_NOTE_MAX) return { ok: false, field: 'note', message: `The note must be at most ${COUNTER_NOTE_MAX} characters` };
  return { ok: true, value: note || null };
}

/**
 * The amounts for new terms: the quantity scales with the units and the number of days (a
 * month's face for half the days is half the quantity; twice the spots a day, twice the
 * quantity), the rate is the new rate, and tax follows PRICING.md (round2 of the percentage).
 */
export function amountsForTerms(amounts: BookingAmounts, before: BookingTerms, after: BookingTerms): BookingAmounts {
  const scale = (after.units / before.units) * (rangeLength(after.from, after.to) / rangeLength(before.from, before.to));
  const quantity = round2(amounts.quantity * scale);
  const subTotal = round2(after.rate * quantity);
  const gst = taxOn(subTotal, amounts.gstPercent);
  return { ...amounts, rate: after.rate, quantity, subTotal, gst, total: withTax(subTotal, gst) };
}

/** The counter as stored: only the terms that differ from the request's, with the note and the buyer's deadline. */
export function counterOf(current: BookingTerms, next: BookingTerms, note: string | null, respondBy: string): BookingCounter {
  const counter: BookingCounter = { respondBy };
  if (next.rate !== current.rate) counter.rate = next.rate;
  if (next.from !== current.from) counter.from = next.from;
  if (next.to !== current.to) counter.to = next.to;
  if (next.units !== current.units) counter.units = next.units;
  if (note) counter.note = note;
  return counter;
}

/** The terms a counter proposes, over the request's own. */
export function counteredTerms(current: BookingTerms, counter: BookingCounter): BookingTerms {
  return { from: counter.from ?? current.from, to: counter.to ?? current.to, units: counter.units ?? current.units, rate: counter.rate ?? current.rate };
}
