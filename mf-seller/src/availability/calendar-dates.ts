/** Day arithmetic on 'YYYY-MM-DD' days and 'YYYY-MM' months (calendar days, no time zone involved). */
import { addDays, weekdayOf } from 'shared-domain/booking';

const asDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const asDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative): shared-domain's day arithmetic. */
export { addDays };

/** The month of a day ('2026-03-14' → '2026-03'). */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `n` months after `month`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return asDay(d).slice(0, 7);
}

/** The first and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** 0 = Sunday … 6 = Saturday (shared-domain's `weekdayOf`). */
export const weekday = (day: string): number => weekdayOf(day);

/** The month's days in weeks of seven from Sunday; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: weekday(from) }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const monthNames = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayNames = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "March 2026". */
export const monthName = (month: string): string => monthNames.format(asDate(`${month}-01`));

/** "Saturday 14 March 2026". */
export const dayName = (day: string): string => dayNames.format(asDate(day)).replace(',', '');

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
