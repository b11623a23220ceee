/**
 * An option's site as its seller types it (issue 38): the one point its photo proofs are
 * measured from. Checked here for the studio's form and the server alike.
 */
import type { LatLng } from './geo';

/**
 * Where a site may stand: a box around India with its islands, from Indira Point (6.75° N) to
 * the northern border (about 37° N) and from the Gujarat coast (68.1° E) to Arunachal Pradesh
 * (about 97.4° E). The marketplace sells Indian media, so a place outside it is a slip (the
 * pair swapped, a minus sign, a decimal point in the wrong place).
 */
export const INDIA_BOUNDS = { lat: { min: 6, max: 37.5 }, lng: { min: 68, max: 97.5 } } as const;

/** Decimals kept: 6 decimals of a degree are about 11 cm, far finer than any GPS fix. */
export const SITE_PLACE_DECIMALS = 6;

/** An option's place as the API answers it: `lat`, `lng` and `updatedAt` are null until one is set. */
export type OptionPlaceAnswer = {
  optionId: string;
  /** The option's media category: only PLACED_CATEGORIES have a site location. */
  category: string;
  lat: number | null;
  lng: number | null;
  /** When the place was last set (ISO UTC). */
  updatedAt: string | null;
};

type Axis = keyof typeof INDIA_BOUNDS;
const AXES: readonly Axis[] = ['lat', 'lng'];
const WORDS: Readonly<Record<Axis, { name: string; example: string; side: string }>> = {
  lat: { name: 'latitude', example: '19.0760', side: 'N' },
  lng: { name: 'longitude', example: '72.8777', side: 'E' },
};

/** A coordinate kept to SITE_PLACE_DECIMALS (rounded, not refused). */
export function roundCoordinate(value: number): number {
  // Shifted on the decimal text, so 19.0760005 (19.07600049999… in binary) rounds up as written.
  const [digits, exponent = '0'] = String(value).split('e');
  return Math.round(Number(`${digits}e${Number(exponent) + SITE_PLACE_DECIMALS}`)) / 10 ** SITE_PLACE_DECIMALS;
}

/** What is wrong with one coordinate, or null. */
function coordinateProblem(axis: Axis, value: unknown): string | null {
  const { name, example, side } = WORDS[axis];
  const ask = `Give the site's ${name} in India as a number, such as ${example}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return ask;
  const { min, max } = INDIA_BOUNDS[axis];
  const rounded = roundCoordinate(value);
  if (rounded < min || rounded > max) return `${ask}: India lies between ${min}° and ${max}° ${side}`;
  return null;
}

/** The site's place, checked: rounded to SITE_PLACE_DECIMALS, or what is wrong by field. */
export function checkSitePlace(input: { lat: unknown; lng: unknown }): { ok: true; place: LatLng } | { ok: false; problems: { lat?: string; lng?: string } } {
  const problems: { lat?: string; lng?: string } = {};
  for (const axis of AXES) {
    const problem = coordinateProblem(axis, input[axis]);
    if (problem) problems[axis] = problem;
  }
  if (problems.lat || problems.lng) return { ok: false, problems };
  return { ok: true, place: { lat: roundCoordinate(input.lat as number), lng: roundCoordinate(input.lng as number) } };
}

/**
 * What is wrong with a site's place by field, or null when it is a place in India: both numbers,
 * finite, latitude 6–37.5 and longitude 68–97.5 (INDIA_BOUNDS). More than six decimals are
 * rounded (checkSitePlace), never refused.
 */
export function sitePlaceProblems(input: { lat: unknown; lng: unknown }): { lat?: string; lng?: string } | null {
  const checked = checkSitePlace(input);
  return checked.ok ? null : checked.problems;
}
