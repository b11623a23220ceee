/**
 * Availability of an option by day (issue 37): the days of a range, what is free on each, the
 * summary a buyer reads ("Available", "2 left", "Booked", "On request"), the next free range,
 * and the checks of a seller's bulk edit. Days are 'YYYY-MM-DD' (India time).
 */
import type { AvailabilityDay, AvailabilitySummary } from './types';

/** The longest range read or written at once, in days. */
export const MAX_RANGE_DAYS = 366;
/** The most options one availability read names. */
export const MAX_AVAILABILITY_OPTIONS = 50;
/** The most units a day may have. */
export const MAX_DAY_UNITS = 10_000;
/** "N left" is said when the fewest free units are at most this (and fewer than the day's units). */
export const FEW_LEFT = 2;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** How many days `from`..`to` holds, both included (0 when `to` is before `from`). */
export function rangeLength(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1);
}

/** Every day of `from`..`to`, in order. */
export function daysOf(from: string, to: string): string[] {
  const n = rangeLength(from, to);
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

/** The weekday of a day: 0 Sunday .. 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** One day's figures: what is free is the units less those held and booked, never below 0. */
export function availabilityDay(date: string, units: number, held: number, booked: number): AvailabilityDay {
  return { date, units, held, booked, free: Math.max(0, units - held - booked) };
}

/** Units taken on a day by holds: active ones count as held, confirmed ones as booked. */
export type DayTaken = { held: number; booked: number };

/**
 * The first kept day of `from`..`to` with fewer than `asked` units free (its units less what
 * holds take), or null when every kept day has them. Days without availability kept are on
 * request and never short. The one rule of "are these units free" (a new hold, a counter's
 * or a revision's new terms).
 */
export function firstShortDay(
  unitsByDay: ReadonlyMap<string, number>, takenByDay: ReadonlyMap<string, DayTaken>, from: string, to: string, asked: number,
): AvailabilityDay | null {
  for (const day of daysOf(from, to)) {
    const units = unitsByDay.get(day);
    if (units === undefined) continue;
    const taken = takenByDay.get(day);
    const figures = availabilityDay(day, units, taken?.held ?? 0, taken?.booked ?? 0);
    if (figures.free < asked) return figures;
  }
  return null;
}

/**
 * The summary of a range: "On request" when a day has no availability (`days` shorter than the
 * range), "Booked" when a day has fewer free units than asked, "N left" when the fewest free
 * units are at most 2 and below that day's units, else "Available".
 */
export function summarizeAvailability(
  days: readonly AvailabilityDay[], rangeDays: number, asked = 1, nextFree: AvailabilitySummary['nextFree'] = null,
): AvailabilitySummary {
  if (days.length < rangeDays || days.length === 0) return { state: 'on-request', free: 0, label: 'On request', nextFree: null };
  let fewest = days[0];
  for (const d of days) if (d.free < fewest.free) fewest = d;
  if (fewest.free < Math.max(1, asked)) return { state: 'booked', free: fewest.free, label: 'Booked', nextFree };
  if (fewest.free <= FEW_LEFT && fewest.free < fewest.units) return { state: 'few', free: fewest.free, label: `${fewest.free} left`, nextFree: null };
  return { state: 'available', free: fewest.free, label: 'Available', nextFree: null };
}

/**
 * The first range after `from` of the same length as `from`..`to` whose every day has at least
 * `units` free, looking at the kept days only (`freeByDay`: free units of each kept day); null
 * when there is none before the kept availability ends.
 */
export function nextFreeRange(freeByDay: ReadonlyMap<string, number>, from: string, to: string, units: number): { from: string; to: string } | null {
  const length = rangeLength(from, to);
  if (length === 0) return null;
  const kept = [...freeByDay.keys()].filter((d) => d > from).sort();
  if (!kept.length) return null;
  const last = kept[kept.length - 1];
  // A run of consecutive free days; the first run as long as the range wins.
  let runStart: string | null = null;
  let runLength = 0;
  for (let day = addDays(from, 1); day <= last; day = addDays(day, 1)) {
    const free = freeByDay.get(day);
    if (free !== undefined && free >= units) {
      if (runStart === null) runStart = day;
      runLength += 1;
      if (runLength === length) return { from: runStart, to: day };
    } else {
      runStart = null;
      runLength = 0;
    }
  }
  return null;
}

/** Field → what is wrong, in the words a page shows beside it. */
export type FieldProblems = Record<string, string>;

/** The checks of a range read or written: real days, `to` not before `from`, at most 366 days. */
export function rangeProblems(from: string, to: string, maxDays = MAX_RANGE_DAYS): FieldProblems {
  const problems: FieldProblems = {};
  if (!isDay(from)) problems.from = 'Give the first day as YYYY-MM-DD';
  if (!isDay(to)) problems.to = 'Give the last day as YYYY-MM-DD';
  if (problems.from || problems.to) return problems;
  if (to < from) problems.to = 'The last day cannot be before the first day';
  else if (rangeLength(from, to) > maxDays) problems.to = `A range can be at most ${maxDays} days long`;
  return problems;
}

/** A seller's bulk edit: `units` on each day of `from`..`to` (only the `weekdays` given), or null to clear the days back to on request. */
export type AvailabilityEdit = { from: string; to: string; units: number | null; weekdays?: readonly number[] };

/** The problems of a bulk edit, by field (empty when it can be written). Days before `today` cannot be changed. */
export function availabilityEditProblems(edit: AvailabilityEdit, today: string): FieldProblems {
  const problems = rangeProblems(edit.from, edit.to);
  if (!problems.from && edit.to >= edit.from && edit.to < today) problems.to = 'These days are in the past; choose days from today on';
  if (edit.units !== null && (!Number.isInteger(edit.units) || edit.units < 0 || edit.units > MAX_DAY_UNITS)) {
    problems.units = `Units must be a whole number from 0 to ${MAX_DAY_UNITS}`;
  }
  if (edit.weekdays !== undefined) {
    if (!edit.weekdays.length) problems.weekdays = 'Choose at least one weekday';
    else if (edit.weekdays.some((w) => !Number.isInteger(w) || w < 0 || w > 6)) problems.weekdays = 'Weekdays are 0 (Sunday) to 6 (Saturday)';
  }
  return problems;
}

/** The days a bulk edit writes: those of the range on the chosen weekdays, from `today` on. */
export function daysOfEdit(edit: AvailabilityEdit, today: string): string[] {
  const weekdays = edit.weekdays ? new Set(edit.weekdays) : null;
  return daysOf(edit.from < today ? today : edit.from, edit.to).filter((d) => !weekdays || weekdays.has(weekdayOf(d)));
}
