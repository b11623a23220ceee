/** The words and dates the buyer's booking screens show (availability badges, holds): one wording for the catalogue and the bag. */
import { formatDate, formatDayRange } from 'shared-domain/format';
import { formatCount } from 'shared-domain/input';
import { addDays, rangeLength, type AvailabilitySummary, type InsertionOrderStatus } from 'shared-domain/booking';

/** Day arithmetic is shared-domain's (the server's): a real 'YYYY-MM-DD' day, `n` days on, the days of a range. */
export { addDays, isDay } from 'shared-domain/booking';

/** Days from `from` to `to`, both counted (1 for one day; 0 when `to` is before `from`). */
export const daysInRange = (from: string, to: string): number => rangeLength(from, to);

/** The calendar day in India (UTC+5:30, no daylight saving): the day the seller's availability is kept in. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The range a buyer sees first: tomorrow (India) and the 29 days after it, 30 days in all. */
export function defaultAvailabilityRange(now: Date): { from: string; to: string } {
  const from = addDays(indiaToday(now), 1);
  return { from, to: addDays(from, 29) };
}

/**
 * A range of days as short as it reads unambiguously: "3–9 Apr", "28 Mar – 3 Apr",
 * "28 Dec 2026 – 3 Jan 2027"; one day alone "3 Apr" (shared-domain's one day-range rule).
 */
export const dayRangeText = (from: string, to: string): string => formatDayRange(from, to, { year: 'when-they-differ' });

/**
 * The badge's words (the contract's: "Available", "2 left", "Booked", "On request"), a booked
 * range followed by the next free one when there is one ("Booked · next free 3–9 Apr").
 */
export function availabilityText(summary: Pick<AvailabilitySummary, 'state' | 'free' | 'nextFree'>): string {
  switch (summary.state) {
    case 'available': return 'Available';
    case 'few': return `${summary.free} left`;
    case 'booked': return summary.nextFree ? `Booked · next free ${dayRangeText(summary.nextFree.from, summary.nextFree.to)}` : 'Booked';
    default: return 'On request';
  }
}

const indiaTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });

/**
 * A moment as India reads it, day and 24-hour time: "2 Mar, 14:00"; an unreadable one as it came.
 * The one formatter of booking times (holds, deadlines, signatures, the audit trail) on every screen.
 */
export function formatDayTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = Object.fromEntries(indiaTime.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day} ${p.month}, ${p.hour}:${p.minute}`;
}

/** What a placed hold says: "Held until 2 Mar, 14:00". */
export function heldUntilText(expiresAt: string): string {
  return `Held until ${formatDayTime(expiresAt)}`;
}

/** An insertion order's status in words, on the campaign page and in the seller studio. */
export const ORDER_STATUS_LABELS: Readonly<Record<InsertionOrderStatus, string>> = {
  'awaiting-signatures': 'Awaiting signatures',
  signed: 'Signed by both sides',
  superseded: 'Replaced by a newer version',
};

/** A count of units: "1 unit", "2 units", "1,200 units". */
export const unitsText = (n: number): string => `${formatCount(n)} ${n === 1 ? 'unit' : 'units'}`;

/** A booked range in full, as orders and requests state it: "2 Mar 2026 – 31 Mar 2026" (one day: "2 Mar 2026"). */
export function fullDayRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}
