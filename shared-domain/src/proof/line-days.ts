import { addDays, rangeLength } from '../booking/availability';

/** A day of a plan line and the units bought on it. */
export type BoughtDay = { day: string; units: number };
/** A booking of the line the seller accepted: its days (both included) and units per day. */
export type AcceptedBooking = { startDay: string; endDay: string; units: number };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The days a plan line bought, in order, and the units of each. The line's schedule says it
 * when it has dated entries (entries of the same day add up; entries whose date is not an ISO
 * day are skipped). Otherwise the bookings the seller accepted for it do: each of their days
 * with their units. Neither: no days yet (nothing to prove).
 */
export function lineDays(
  schedule: readonly { date?: unknown; units?: unknown }[] | undefined,
  bookings: readonly AcceptedBooking[] = [],
): BoughtDay[] {
  const byDay = new Map<string, number>();
  for (const entry of schedule ?? []) {
    if (typeof entry.date !== 'string' || !ISO_DAY.test(entry.date)) continue;
    const units = typeof entry.units === 'number' && Number.isFinite(entry.units) && entry.units > 0 ? entry.units : 0;
    const day = entry.date.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + units);
  }
  if (byDay.size === 0) {
    for (const booking of bookings) {
      const length = rangeLength(booking.startDay, booking.endDay);
      for (let i = 0; i < length; i++) {
        const day = addDays(booking.startDay, i);
        byDay.set(day, (byDay.get(day) ?? 0) + booking.units);
      }
    }
  }
  return [...byDay.entries()].filter(([, units]) => units > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([day, units]) => ({ day, units }));
}

/** A day of a line's schedule, and whether an accepted make-good added it. */
export type ScheduledDay = BoughtDay & { makeGood: boolean };

/**
 * The line's days with the days of its accepted `extra` make-goods added (marked `makeGood`):
 * the schedule the seller proves and the ledger counts. Declined make-goods and credits add no day.
 */
export function withMakeGoodDays(
  days: readonly BoughtDay[],
  makeGoods: readonly { decision: string; form: string; extraDays: readonly BoughtDay[] }[],
): ScheduledDay[] {
  const byDay = new Map<string, ScheduledDay>();
  for (const d of days) byDay.set(d.day, { day: d.day, units: d.units, makeGood: false });
  for (const mg of makeGoods) {
    if (mg.decision !== 'accepted' || mg.form !== 'extra') continue;
    for (const d of mg.extraDays) {
      const known = byDay.get(d.day);
      byDay.set(d.day, known ? { ...known, units: known.units + d.units, makeGood: true } : { day: d.day, units: d.units, makeGood: true });
    }
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
