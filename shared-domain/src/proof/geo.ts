/** Places on the earth: where a proof photo was taken and where the option stands. */

export type LatLng = { lat: number; lng: number };

/** The earth's mean radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres (haversine). Good to about 0.5% anywhere — far finer than
 * a phone's GPS fix and the site radii it is compared with.
 */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a latitude/longitude pair is a place on the earth (finite, within ±90 / ±180). */
export function isLatLng(p: { lat: unknown; lng: unknown }): p is LatLng {
  return typeof p.lat === 'number' && typeof p.lng === 'number' && Number.isFinite(p.lat) && Number.isFinite(p.lng)
    && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A distance as people say it: "40 m", "850 m", "4.2 km", "1,240 km". */
export function formatDistance(metres: number): string {
  if (metres < 995) return `${grouped.format(metres < 100 ? Math.round(metres) : Math.round(metres / 10) * 10)} m`;
  const km = metres / 1000;
  if (km < 100) {
    const text = oneDecimal.format(km);
    return `${text.endsWith('.0') ? text.slice(0, -2) : text} km`;
  }
  return `${grouped.format(km)} km`;
}
