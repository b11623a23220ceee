/**
 * Where the generated (demo) catalogue's placed options stand (issue 38): an airport's options at
 * its airport, an outdoor site or a cinema at a made-up point within 6 km of its city's centre,
 * the same point for the same option on every seed. Only the centres and airports are real
 * (seed/city-coordinates.ts); nothing here claims a site really stands there.
 */
import { createHash } from 'node:crypto';
import { PLACED_CATEGORIES } from 'shared-domain';
import { AIRPORT_LOCATIONS, CITY_CENTRES, type Coordinates } from '../../seed/city-coordinates';

/** How far from its city's centre a seeded outdoor site or cinema may stand, metres. */
export const SEED_PLACE_RADIUS_M = 6_000;

/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Two numbers in [0, 1) drawn from the option's id (the same id, the same numbers). */
function unitPair(id: string): [number, number] {
  const digest = createHash('sha256').update(id).digest();
  return [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32];
}

/**
 * The seeded place of an option of `category` in `city`, or null: for a category whose options
 * stand nowhere (PLACED_CATEGORIES), for a city without known coordinates, or an airport city without one.
 */
export function seedPlaceOf(optionId: string, category: string, city: string): Coordinates | null {
  if (!PLACED_CATEGORIES.includes(category)) return null;
  if (category === 'airport') return AIRPORT_LOCATIONS[city] ?? null;
  const centre = CITY_CENTRES[city];
  if (!centre) return null;
  const [u, v] = unitPair(optionId);
  // Uniform over the disc: the radius grows with the square root.
  const r = SEED_PLACE_RADIUS_M * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  const lat = centre.lat + (r * Math.cos(angle)) / METRES_PER_DEGREE;
  const lng = centre.lng + (r * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: round6(lat), lng: round6(lng) };
}
