/**
 * Bounds of every number a person types: pricing and schedule units, rates, discounts,
 * budgets, ages, incomes and payments. The forms check them before sending and the server
 * refuses the same values with the same words, so no stored figure is ever out of range,
 * fractional where it counts things, or not a finite number.
 */

/** ₹1,000 crore: the most any one amount may be (a rate, a discount, a budget, a payment, a line's total). */
export const MAX_RUPEES = 10_000_000_000;
/** The most of one unit on one line (insertions, spots, days, weeks, screens, cm…): 1,00,000. */
export const MAX_UNITS = 100_000;
/** The most a target group's income may be, in rupees: ₹10 crore. */
export const MAX_INCOME = 100_000_000;
/** The most schedule entries one line may carry (a daily schedule for about three years). */
export const MAX_SCHEDULE_ENTRIES = 1_000;

/** What a number may be: a range, and how many decimals (0: a whole number). */
export type NumberBounds = { readonly min: number; readonly max: number; readonly decimals: number };

/** The bounds of each kind of number the product takes. */
export const NUMBER_BOUNDS = {
  /** A pricing or number unit: a count, from 0 (the unit's own `min` may raise it). */
  units: { min: 0, max: MAX_UNITS, decimals: 0 },
  /** Units on one schedule date. */
  scheduleUnits: { min: 0, max: MAX_UNITS, decimals: 0 },
  /** An agency rate: rupees and paise per unit. */
  rate: { min: 0, max: MAX_RUPEES, decimals: 2 },
  /** A flat discount in rupees. */
  flatDiscount: { min: 0, max: MAX_RUPEES, decimals: 2 },
  /** A discount in percent. */
  percent: { min: 0, max: 100, decimals: 2 },
  /** A brief's budget: whole rupees, at least ₹1. */
  budget: { min: 1, max: MAX_RUPEES, decimals: 0 },
  /** A target group's age. */
  age: { min: 13, max: 100, decimals: 0 },
  /** A target group's income: whole rupees. */
  income: { min: 0, max: MAX_INCOME, decimals: 0 },
  /** A payment: rupees and paise, more than ₹0. */
  payment: { min: 0.01, max: MAX_RUPEES, decimals: 2 },
} as const satisfies Record<string, NumberBounds>;

export type NumberKind = keyof typeof NUMBER_BOUNDS;

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A number with Indian digit grouping: 100000 → "1,00,000". */
export function formatCount(value: number): string {
  return grouped.format(value);
}

/** True when `value` has at most `decimals` decimal places (guarding binary float error). */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  // A few ulps of slack: 0.29 * 100 is 28.999999999999996 in binary floating point.
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1e-9, Math.abs(scaled) * 8 * Number.EPSILON);
}

/**
 * Why `value` is not a number within `bounds`, naming `label` ("Insertions must be a whole
 * number"), or null when it is. Anything but a finite number is refused, strings included.
 */
export function numberProblem(label: string, value: unknown, bounds: NumberBounds): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number`;
  if (bounds.decimals === 0 && !Number.isInteger(value)) return `${label} must be a whole number`;
  if (bounds.decimals > 0 && !hasAtMostDecimals(value, bounds.decimals)) {
    return `${label} can have at most ${bounds.decimals} decimal place${bounds.decimals === 1 ? '' : 's'}`;
  }
  if (value < bounds.min) return `${label} must be at least ${formatCount(bounds.min)}`;
  if (value > bounds.max) return `${label} must be at most ${formatCount(bounds.max)}`;
  return null;
}

/** The bounds of a unit whose own minimum is `min` (never below 0 or above MAX_UNITS). */
export function unitBounds(min: number | null | undefined): NumberBounds {
  const own = typeof min === 'number' && Number.isFinite(min) ? Math.min(Math.max(min, 0), MAX_UNITS) : 0;
  return { ...NUMBER_BOUNDS.units, min: own };
}

/**
 * `value` brought within `bounds` for reading a stored figure that is out of range: not a
 * number → `fallback`, below or above → the bound, extra decimals rounded away.
 */
export function clampToBounds(value: unknown, bounds: NumberBounds, fallback: number = bounds.min): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  const within = Math.min(Math.max(value, bounds.min), bounds.max);
  const scale = 10 ** bounds.decimals;
  return Math.round(within * scale) / scale;
}
