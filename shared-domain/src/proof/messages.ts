/** The words of proof checks: flags, limits and how days and distances read in them. */
import { addDays } from '../booking/availability';
import { formatDay, formatDayRange } from '../format/dates';
import { formatDistance } from './geo';

/** The longest note a seller may attach to a proof, in characters. */
export const PROOF_FILE_NOTE_MAX = 500;
/** The shortest and longest reason staff may give for rejecting a proof, in characters (the seller and the buyer read it). */
export const PROOF_REJECT_REASON_MIN = 3;
export const PROOF_REJECT_REASON_MAX = 500;

/** A run of days with its year: "1 Dec 2026", "1–2 Dec 2026", "30 Nov – 2 Dec 2026", "30 Dec 2026 – 2 Jan 2027". */
export const formatDayRun = (first: string, last: string): string => formatDayRange(first, last, { year: 'always' });

/** At most this many runs are named; the rest are counted ("and 3 more days"). */
const RUNS_NAMED = 3;

/**
 * Days (any order, 'YYYY-MM-DD') as runs of consecutive days: "1–2 Dec 2026, 5 Dec 2026"; past
 * three runs, "… and N more days".
 */
export function formatDays(days: readonly string[]): string {
  const sorted = [...new Set(days)].sort();
  const runs: [string, string][] = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  const named = runs.slice(0, RUNS_NAMED).map(([a, b]) => formatDayRun(a, b));
  const rest = runs.slice(RUNS_NAMED).reduce((n, [a, b]) => n + sorted.indexOf(b) - sorted.indexOf(a) + 1, 0);
  return rest > 0 ? `${named.join(', ')} and ${rest} more day${rest === 1 ? '' : 's'}` : named.join(', ');
}

/** The flags' words (the queue and the gallery show them as they are). */
export const PROOF_CHECK_MESSAGES = {
  reused: (bitsApart: number) =>
    bitsApart === 0
      ? 'The same picture as an earlier proof for another booking or day'
      : `Nearly the same picture as an earlier proof for another booking or day (${bitsApart} of 64 bits apart)`,
  farFromSite: (metres: number, radiusM: number) =>
    `Taken ${formatDistance(metres)} from the site (more than ${formatDistance(radiusM)} away)`,
  outsideDates: (day: string, bookedDays: readonly string[]) =>
    `Taken on ${formatDay(day)}, outside the booked ${new Set(bookedDays).size === 1 ? 'day' : 'days'} ${formatDays(bookedDays)}`,
  noCaptureTime: 'The photo does not say when it was taken (its camera data was removed)',
  noLocation: 'The photo does not say where it was taken (location was off or removed)',
} as const;
