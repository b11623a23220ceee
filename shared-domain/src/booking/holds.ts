/**
 * Holds (issue 37): how long one lasts, when it counts as expired, and the checks of a new hold
 * by field (dates in the past, past the kept availability, more units than exist, overlapping
 * the buyer's own live hold).
 */
import { daysOf, MAX_RANGE_DAYS, rangeProblems, type FieldProblems } from './availability';
import type { HoldStatus } from './types';

/** How long a hold lasts unconfirmed when the seller set nothing. */
export const DEFAULT_HOLD_HOURS = 48;
export const MIN_HOLD_HOURS = 1;
export const MAX_HOLD_HOURS = 720;
/** The most units one hold takes. */
export const MAX_HOLD_UNITS = 10_000;

/** How many unconfirmed holds a buyer may have waiting at once: one buyer cannot tie up a city's media. */
export const MAX_WAITING_HOLDS = 20;

/** Why a buyer with `waiting` unconfirmed holds may not place another, or null. */
export function waitingHoldsProblem(waiting: number): string | null {
  return waiting >= MAX_WAITING_HOLDS
    ? `You have ${MAX_WAITING_HOLDS} holds waiting for sellers' answers; release one or wait for an answer before holding more`
    : null;
}

/** When a hold placed `at` lapses unless the seller confirms it. */
export function holdExpiresAt(at: Date, holdHours: number): string {
  return new Date(at.getTime() + holdHours * 3_600_000).toISOString();
}

/** The status a hold reads as at `now`: an active hold past its expiry is expired (no job needed). */
export function holdStatusAt(status: HoldStatus, expiresAt: string | null, now: Date): HoldStatus {
  return status === 'active' && expiresAt !== null && Date.parse(expiresAt) <= now.getTime() ? 'expired' : status;
}

/** Whether a hold still takes its units at `now` (active and not expired, or confirmed). */
export function holdTakesUnits(status: HoldStatus, expiresAt: string | null, now: Date): boolean {
  const current = holdStatusAt(status, expiresAt, now);
  return current === 'active' || current === 'confirmed';
}

/** The problem of a hold time in hours, or null when it is a whole number 1..720. */
export function holdHoursProblem(hours: number): string | null {
  return Number.isInteger(hours) && hours >= MIN_HOLD_HOURS && hours <= MAX_HOLD_HOURS ? null : `The hold time must be a whole number of hours from ${MIN_HOLD_HOURS} to ${MAX_HOLD_HOURS}`;
}

/** Whether two day ranges share a day. */
export function rangesOverlap(a: { from: string; to: string }, b: { from: string; to: string }): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** What a new hold asks for. */
export type HoldInput = { from: string; to: string; units: number };

/** What the checks of a new hold read: today (India), the option's kept days with their units, and the caller's live holds of the option. */
export type HoldContext = {
  today: string;
  /** Units of each kept day of the range (a day missing: no availability kept). */
  unitsByDay: ReadonlyMap<string, number>;
  /** The last day the seller keeps availability for, or null when none is kept. */
  keptUntil: string | null;
  /** The caller's active or confirmed holds of this option. */
  ownHolds: readonly { from: string; to: string }[];
};

function formatProblems(input: HoldInput): FieldProblems {
  const problems = rangeProblems(input.from, input.to, MAX_RANGE_DAYS);
  if (!Number.isInteger(input.units) || input.units < 1 || input.units > MAX_HOLD_UNITS) {
    problems.units = `Units must be a whole number from 1 to ${MAX_HOLD_UNITS}`;
  }
  return problems;
}

/** The first day of the range with no availability kept, or null. */
function firstGap(input: HoldInput, unitsByDay: ReadonlyMap<string, number>): string | null {
  return daysOf(input.from, input.to).find((day) => !unitsByDay.has(day)) ?? null;
}

/**
 * The problems of a new hold by field (empty: it may be placed if the units are still free):
 * `from` in the past or overlapping the caller's own live hold, `to` before `from` or past the
 * kept availability, `units` more than a day of the range has, `optionId` when the option is
 * on request (no availability kept at all).
 */
export function holdProblems(input: HoldInput, context: HoldContext): FieldProblems {
  const problems = formatProblems(input);
  if (problems.from || problems.to) return problems;
  if (input.from < context.today) problems.from = `The first day cannot be in the past (today is ${context.today})`;
  if (context.keptUntil === null) {
    problems.optionId = 'This option is available on request: its seller keeps no availability to hold; send a booking request instead';
    return problems;
  }
  if (input.to > context.keptUntil) {
    problems.to = `Availability is kept until ${context.keptUntil}; choose a last day on or before it`;
    return problems;
  }
  const gap = firstGap(input, context.unitsByDay);
  if (gap !== null && !problems.from) {
    problems.from = `No availability is kept for ${gap}; choose other dates`;
    return problems;
  }
  if (!problems.units) {
    const fewest = Math.min(...context.unitsByDay.values());
    if (input.units > fewest) problems.units = `This option has ${fewest} unit${fewest === 1 ? '' : 's'} on some of these days; ask for at most ${fewest}`;
  }
  const own = context.ownHolds.find((h) => rangesOverlap(h, input));
  if (own && !problems.from) problems.from = `You already hold this option from ${own.from} to ${own.to}; release that hold or choose other dates`;
  return problems;
}
