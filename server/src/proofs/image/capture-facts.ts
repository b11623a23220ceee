/**
 * When and where a photo was taken, from its EXIF (read with exif-reader from the block sharp
 * hands over). Missing facts are null (the checks flag them); impossible ones refuse the file.
 */
import exifReader from 'exif-reader';
import { formatDay, indiaDayOf, isLatLng, type LatLng } from 'shared-domain';
import { InputError } from '../../errors';

export type CaptureFacts = { capturedAt: string | null; location: LatLng | null };

/** No camera clock said anything earlier than this is right (digital cameras with EXIF came later). */
export const EARLIEST_CAPTURE = Date.UTC(1990, 0, 1);
/** A capture time later than now by more than this is impossible (a day covers any time zone and a clock a little fast). */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;
/** Without OffsetTimeOriginal the camera's clock is taken to be India's (+05:30): the proofs are of sites in India. */
export const DEFAULT_OFFSET = '+05:30';

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** exif-reader's date back in EXIF's form ("2026:12:01 10:30:00"), to see if it rolled over. */
function exifText(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}:${pad(d.getUTCMonth() + 1)}:${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Minutes east of UTC of an EXIF offset ("+05:30" → 330); null when blank; throws when impossible. */
function offsetMinutes(raw: unknown, refuse: (what: string) => never): number | null {
  if (typeof raw !== 'string' || raw.trim() === '' || /^[\s:]+$/.test(raw)) return null;
  const m = OFFSET.exec(raw.trim());
  if (!m) return refuse(`a time zone of "${raw}"`);
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (Number(m[3]) > 59 || minutes > 14 * 60) return refuse(`a time zone of "${raw}"`);
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * DateTimeOriginal (the camera's clock, no zone) with OffsetTimeOriginal, else India's offset,
 * as an ISO instant. exif-reader reads "YYYY:MM:DD HH:MM:SS" with Date.UTC, which rolls
 * impossible fields over (month 13 becomes January): such a date is refused by writing the
 * result back and looking for it in the block. "0000:00:00 00:00:00" and blanks mean unknown.
 */
function captureTime(exif: Buffer, taken: unknown, offsetRaw: unknown, now: Date, refuse: (what: string) => never): string | null {
  if (!(taken instanceof Date)) return null;
  if (Number.isNaN(taken.getTime())) return refuse('an invalid capture date');
  const text = exifText(taken);
  if (!exif.includes(text, 0, 'latin1')) {
    if (exif.includes('0000:00:00 00:00:00', 0, 'latin1') && taken.getUTCFullYear() < 1900) return null;
    return refuse('an impossible capture date');
  }
  const offset = offsetMinutes(offsetRaw, refuse) ?? offsetMinutes(DEFAULT_OFFSET, refuse) ?? 0;
  const at = new Date(taken.getTime() - offset * 60_000);
  if (at.getTime() < EARLIEST_CAPTURE || at.getTime() > now.getTime() + FUTURE_SLACK_MS) {
    return refuse(`it was taken on ${formatDay(indiaDayOf(at))}`);
  }
  return at.toISOString();
}

/** Degrees from EXIF's [degrees, minutes, seconds] and its N/S or E/W reference. */
function coordinate(value: unknown, ref: unknown, positive: string, negative: string, max: number, refuse: (what: string) => never): number | null {
  if (value === undefined || value === null) return null;
  const parts = typeof value === 'number' ? [value] : Array.isArray(value) ? value : null;
  if (!parts || parts.length === 0 || parts.length > 3 || !parts.every((p) => typeof p === 'number' && Number.isFinite(p) && p >= 0)) {
    return refuse(`an unreadable ${positive === 'N' ? 'latitude' : 'longitude'}`);
  }
  const [d, m = 0, s = 0] = parts as number[];
  if (m >= 60 || s >= 60) return refuse(`a ${positive === 'N' ? 'latitude' : 'longitude'} of ${d}° ${m}′ ${s}″`);
  const degrees = d + m / 60 + s / 3600;
  const reference = typeof ref === 'string' ? ref.trim().toUpperCase() : '';
  if (reference !== '' && reference !== positive && reference !== negative) return refuse(`a ${positive === 'N' ? 'latitude' : 'longitude'} reference of "${String(ref)}"`);
  if (degrees > max) return refuse(`a ${positive === 'N' ? 'latitude' : 'longitude'} of ${Math.round(degrees * 1000) / 1000}°`);
  return reference === negative ? -degrees : degrees;
}

/**
 * The capture time and place of a photo from its EXIF block (`Exif\0\0` + TIFF, as sharp's
 * `metadata().exif`). A block exif-reader cannot parse counts as none. `name` is for messages.
 * Latitude and longitude 0/0 (what some phones write without a fix) count as no location.
 */
export function captureFacts(exif: Buffer | undefined, now: Date, name: string): CaptureFacts {
  if (!exif || exif.length === 0) return { capturedAt: null, location: null };
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    return { capturedAt: null, location: null };
  }
  const refuse = (what: string): never => {
    throw new InputError(`${name}: its camera data (EXIF) says ${what}, which cannot be right. Check the camera's date and location settings and take the photo again`);
  };
  const capturedAt = captureTime(exif, tags.Photo?.DateTimeOriginal, tags.Photo?.OffsetTimeOriginal, now, refuse);
  const gps = tags.GPSInfo;
  const lat = coordinate(gps?.GPSLatitude, gps?.GPSLatitudeRef, 'N', 'S', 90, refuse);
  const lng = coordinate(gps?.GPSLongitude, gps?.GPSLongitudeRef, 'E', 'W', 180, refuse);
  const location = lat === null || lng === null || (lat === 0 && lng === 0) ? null : { lat, lng };
  if (location && !isLatLng(location)) return refuse('an impossible location');
  return { capturedAt, location };
}
