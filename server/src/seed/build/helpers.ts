/** Small pure helpers of the seed builders: rounding, Indian number text, slugs, cities. */
import { CITIES, type City } from '../names-places';

/** `x` held within [lo, hi]. */
export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
/** `x` to one decimal place. */
export const round1 = (x: number) => Math.round(x * 10) / 10;

/** Rounds a rupee amount the way rate cards quote it: ₹3,70,000 not ₹3,71,234. */
export function niceRupees(x: number): number {
  const step = x >= 10_000_000 ? 100_000 : x >= 1_000_000 ? 10_000 : x >= 100_000 ? 1_000 : x >= 10_000 ? 100 : x >= 1_000 ? 10 : 1;
  return Math.max(1, Math.round(x / step) * step);
}

/** A minimum-billing floor, rounded up so it never sits below the smallest order. */
export function floorRupees(x: number): number {
  const step = x >= 100_000 ? 1_000 : x >= 10_000 ? 500 : 100;
  return Math.ceil(x / step) * step;
}

/** Indian digit grouping (12,34,567) without depending on the runtime's ICU data. */
export function indian(n: number): string {
  const s = String(Math.round(n));
  if (s.length <= 3) return s;
  const head = s.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${s.slice(-3)}`;
}

/** Lowercase, hyphenated URL slug: "Radio Mirchi 98.3 Mumbai" → "radio-mirchi-98-3-mumbai". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, (c) => (c === '.' ? '-' : ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Freezes data shared by many options. Sharing keeps a 100,000-option catalog small;
 * freezing makes an accidental in-place edit throw instead of changing every option.
 */
export function shared<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) shared(v);
  }
  return value;
}

/** The seed's cities by name. */
export const CITY_BY_NAME = new Map<string, City>(CITIES.map((c) => [c.name, c]));
/** The seed city of that name; an unknown name is a mistake in the name lists. */
export const cityOf = (name: string): City => {
  const city = CITY_BY_NAME.get(name);
  if (!city) throw new Error(`Unknown seed city ${name}`);
  return city;
};
/** FM and cinema in Mumbai, Pune, Chandigarh, Ahmedabad… run mostly in Hindi. */
export const broadcastLanguage = (city: City) =>
  ['Marathi', 'Punjabi', 'Gujarati'].includes(city.language) ? 'Hindi' : city.language;

/** A profile's About text from its sentences. */
export const aboutText = (...sentences: string[]) => sentences.join(' ');
