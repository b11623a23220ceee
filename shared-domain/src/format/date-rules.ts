/**
 * The product's date rules (SPEC.md 9.26): "week starts on day 0 by default; the first week
 * contains date 1. Day-period hours: morning 4, evening 17, noon, afternoon and pm 12."
 * Every screen that shows weeks or day periods (the flowchart's week columns, …) reads them
 * here, so the rule lives once. Calendar days are UTC dates: the product stores a day as
 * `YYYY-MM-DD` at UTC midnight, so a day's week is the same in every time zone.
 */

/** Day the week starts on: 0 is Sunday. */
export const WEEK_STARTS_ON = 0;
/** Week 1 of a year is the week that contains this date of January. */
export const FIRST_WEEK_CONTAINS_DATE = 1;
/** The hour each day period begins (SPEC.md 9.26); noon, afternoon and pm all begin at 12. */
export const DAY_PERIOD_HOURS = Object.freeze({ morning: 4, noon: 12, afternoon: 12, pm: 12, evening: 17 });

/** A part of the day: night runs from midnight until the morning begins. */
export type DayPeriod = 'night' | 'morning' | 'afternoon' | 'evening';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the date's UTC calendar day. */
const dayCount = (date: Date): number => Math.floor(date.getTime() / DAY_MS);

/** 0 for Sunday … 6 for Saturday, of a day count (1970-01-01 was a Thursday). */
const weekdayOf = (days: number): number => (((days + 4) % 7) + 7) % 7;

function checkedWeekStart(weekStartsOn: number): number {
  if (!Number.isInteger(weekStartsOn) || weekStartsOn < 0 || weekStartsOn > 6) {
    throw new RangeError(`weekStartsOn must be a whole number from 0 (Sunday) to 6, not ${weekStartsOn}`);
  }
  return weekStartsOn;
}

/** UTC midnight of the first day of the week holding `date` (Sunday by default). */
export function startOfWeek(date: Date, weekStartsOn: number = WEEK_STARTS_ON): Date {
  const start = checkedWeekStart(weekStartsOn);
  const days = dayCount(date);
  return new Date((days - ((weekdayOf(days) - start + 7) % 7)) * DAY_MS);
}

/** UTC midnight of the last day of the week holding `date` (Saturday by default). */
export function endOfWeek(date: Date, weekStartsOn: number = WEEK_STARTS_ON): Date {
  return new Date(startOfWeek(date, weekStartsOn).getTime() + 6 * DAY_MS);
}

/** UTC midnight of the first day of week 1 of `year`: the week holding January's FIRST_WEEK_CONTAINS_DATE. */
function firstWeekStart(year: number, weekStartsOn: number): number {
  return dayCount(startOfWeek(new Date(Date.UTC(year, 0, FIRST_WEEK_CONTAINS_DATE)), weekStartsOn));
}

/**
 * The week of the year (1–53) of `date`: week 1 is the week holding 1 January, so the last
 * days of December in that week are week 1 of the next year.
 */
export function weekOfYear(date: Date, weekStartsOn: number = WEEK_STARTS_ON): number {
  const start = dayCount(startOfWeek(date, weekStartsOn));
  const year = date.getUTCFullYear();
  const nextYearsFirst = firstWeekStart(year + 1, weekStartsOn);
  if (start >= nextYearsFirst) return 1;
  return Math.floor((start - firstWeekStart(year, weekStartsOn)) / 7) + 1;
}

/** The period of the day an hour (0–23) falls in: morning from 4, afternoon from 12, evening from 17, night before 4. */
export function dayPeriod(hour: number): DayPeriod {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`An hour is a whole number from 0 to 23, not ${hour}`);
  if (hour >= DAY_PERIOD_HOURS.evening) return 'evening';
  if (hour >= DAY_PERIOD_HOURS.afternoon) return 'afternoon';
  if (hour >= DAY_PERIOD_HOURS.morning) return 'morning';
  return 'night';
}

/** Whether an hour (0–23) is past noon's start: pm from 12. */
export const isPm = (hour: number): boolean => hour >= DAY_PERIOD_HOURS.pm;
