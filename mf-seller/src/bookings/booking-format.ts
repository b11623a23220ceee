/** How the studio's booking screens say things: the answer deadline and time left, a range of days, a refusal's words. */
import { ApiError } from 'shared-domain';
import { checkRequestAction, type BookingRequest } from 'shared-domain/booking';
import { formatDayTime, fullDayRange } from 'shared-ui/booking';

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
export const answerBy = (iso: string, now: Date): string => `Answer by ${formatDayTime(iso)} (${timeLeft(iso, now)})`;

/** "2 Mar 2026 – 31 Mar 2026" (one day: "2 Mar 2026"): shared-ui's `fullDayRange`, as the campaign page says it. */
export const dayRange = fullDayRange;

/** Whether the seller may still answer (shared-domain's rule: sent or viewed, before the deadline). */
export function canAnswer(request: Pick<BookingRequest, 'status' | 'respondBy' | 'counter'>, now: Date): boolean {
  return checkRequestAction(request, 'accept', now).ok;
}

/** The message of a refused write, for the field it names or the form as a whole. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.fields[Object.keys(error.fields)[0] ?? ''] ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong';
}
