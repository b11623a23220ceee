/**
 * Half-up rounding that guards float error (PRICING.md, last paragraph of "Pricing one
 * option"): 1.005 is stored as 1.00499…, yet every rupee figure means the decimal value,
 * so a product within a few ulps of a half rounds up.
 */

/** Rounds `x` half-up to `decimals` places, treating float noise at a half as the half. */
export function roundTo(x: number, decimals: number): number {
  return roundScaled(x, 10 ** decimals);
}

/** `roundTo` with the scale (10^decimals) given, so the fixed roundings skip the power. */
function roundScaled(x: number, scale: number): number {
  if (!Number.isFinite(x)) return x;
  const scaled = x * scale;
  const floor = Math.floor(scaled);
  // Tolerance grows with magnitude: a few ulps of `scaled`.
  const tolerance = 8 * Number.EPSILON * Math.max(1, Math.abs(scaled));
  const rounded = Math.abs(scaled - floor - 0.5) <= tolerance ? floor + 1 : Math.round(scaled);
  const result = rounded / scale;
  return result === 0 ? 0 : result; // never -0
}

/** Half-up to a whole number: `round(x)`. */
export const round = (x: number): number => roundScaled(x, 1);

/** Half-up to 2 decimals (paise): `round2(x)`. */
export const round2 = (x: number): number => roundScaled(x, 100);

/** Half-up to 3 decimals, used for small rates and the display unit rate. */
export const round3 = (x: number): number => roundScaled(x, 1000);

/** A rate above 5 is a whole number of rupees; at or below 5 it keeps 3 decimals (rule 4). */
export const roundRate = (rate: number): number => (rate > 5 ? round(rate) : round3(rate));
