/** How the booking screens say things: a request's status, its deadline, its dates; which field an error names. */
import { ApiError } from 'shared-domain';
import { formatDate } from 'shared-domain/format';
import type { BookingRequest, BookingRequestStatus } from 'shared-domain/booking';

/** A request's status as the seller reads it. */
export const REQUEST_STATUS_LABELS: Record<BookingRequestStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Countered — waiting for the buyer',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const dayAndTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });

/** "2 Mar, 14:00" (India time). */
export function shortWhen(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = Object.fromEntries(dayAndTime.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long until `iso` from `now`: "in 45 min", "in 5 h", "in 3 days"; "time is up" once passed. */
export function timeLeft(iso: string, now: Date): string {
  const ms = new Date(iso).getTime() - now.getTime();
  if (!(ms > 0)) return 'time is up';
  if (ms < HOUR) return `in ${Math.max(1, Math.floor(ms / MINUTE))} min`;
  if (ms < 48 * HOUR) return `in ${Math.floor(ms / HOUR)} h`;
  return `in ${Math.floor(ms / (24 * HOUR))} days`;
}

/** "Answer by 2 Mar, 14:00 (in 5 h)". */
export const answerBy = (iso: string, now: Date): string => `Answer by ${shortWhen(iso)} (${timeLeft(iso, now)})`;

/** "2 Mar 2026 – 31 Mar 2026" (one day: "2 Mar 2026"). */
export function dayRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

/** Whether the seller may still answer: sent or viewed, before the deadline. */
export function canAnswer(request: Pick<BookingRequest, 'status' | 'respondBy'>, now: Date): boolean {
  return (request.status === 'sent' || request.status === 'viewed') && new Date(request.respondBy).getTime() > now.getTime();
}

/**
 * The field a refused write names, of those given: the body's `field`, a key of its `fields`,
 * or the first of them its message names ("units: more than exist"); null when none.
 */
export function fieldOfError(error: unknown, fields: readonly string[]): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { field?: unknown } | undefined;
  if (typeof body?.field === 'string' && fields.includes(body.field)) return body.field;
  const named = Object.keys(error.fields).find((f) => fields.includes(f));
  if (named) return named;
  return fields.find((f) => new RegExp(`(^|[^A-Za-z])${f}([^A-Za-z]|$)`).test(error.message)) ?? null;
}

/** The message of a refused write, for the field it names or the form as a whole. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.fields[Object.keys(error.fields)[0] ?? ''] ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong';
}
