const dates = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** An ISO date as India reads it ("5 Mar 2025"); an unreadable one as it came. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dates.format(d);
}

/** A 'YYYY-MM-DD' day as India reads it, in the words of `formatDate`: "1 Dec 2026" (anything else as it came). */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00+05:30`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(d.getTime()) ? dates.format(d) : day;
}

/**
 * A run of days, first and last counted, as short as it reads unambiguously. `year: 'always'`
 * (proof, invoices): "1 Dec 2026", "1–2 Dec 2026", "30 Nov – 2 Dec 2026",
 * "30 Dec 2026 – 2 Jan 2027". `year: 'when-they-differ'` (availability, holds: days near now):
 * "3 Apr", "3–9 Apr", "28 Mar – 3 Apr", "28 Dec 2026 – 3 Jan 2027".
 */
export function formatDayRange(first: string, last: string, { year }: { year: 'always' | 'when-they-differ' }): string {
  const [d1, m1, y1] = formatDay(first).split(' ');
  const [d2, m2, y2] = formatDay(last).split(' ');
  const tail = year === 'always' || y1 !== y2 ? ` ${y2}` : '';
  if (y1 !== y2) return `${d1} ${m1} ${y1} – ${d2} ${m2}${tail}`;
  if (first === last) return `${d2} ${m2}${tail}`;
  if (m1 !== m2) return `${d1} ${m1} – ${d2} ${m2}${tail}`;
  return `${d1}–${d2} ${m2}${tail}`;
}
