/**
 * Proof photos for tests (issue 38): a procedurally drawn street, as a JPEG, and EXIF written
 * into it. The same seed is the same street; another `view` is another photo of it (the camera
 * panned along the street, another time of day), which must not count as the same picture.
 */
import sharp from 'sharp';
import { createRng, type Rng } from 'shared-domain';

export type StreetOptions = { seed?: number; view?: number; width?: number; height?: number };

type Rgb = [number, number, number];
type Building = { x0: number; x1: number; top: number; colour: Rgb; windowW: number; windowH: number; gapX: number; gapY: number; lit: number; litSeed: number };
type Billboard = { x0: number; x1: number; top: number; bottom: number; colours: [Rgb, Rgb, Rgb] };

// Local names for Math's functions: a global lookup per pixel is slow in jest's sandbox.
const { abs, floor, imul } = Math;

/** The street is this many frame widths long; views pan along it. */
const STREET_WIDTHS = 8;

function colour(rng: Rng, lo: number, hi: number): Rgb {
  return [rng.int(lo, hi), rng.int(lo, hi), rng.int(lo, hi)];
}

type Street = { buildings: Building[]; billboards: Billboard[]; skyTop: Rgb; skyLow: Rgb; horizon: number; road: Rgb };

/**
 * The buildings, billboards, sky and road of a street, in street units across (0–STREET_WIDTHS,
 * a frame is one wide) and frame heights down. Each street has its own skyline (how tall and how
 * wide its buildings run), horizon and colours; a billboard stands in the first frame and about
 * every frame and a half after.
 */
function layStreet(seed: number): Street {
  const rng = createRng(seed * 7919 + 17);
  const horizon = rng.range(0.66, 0.86);
  const [lowest, highest] = [rng.range(0.08, 0.3), rng.range(0.35, 0.6)];
  const [narrowest, widest] = [rng.range(0.05, 0.1), rng.range(0.14, 0.3)];
  const buildings: Building[] = [];
  for (let x = 0; x < STREET_WIDTHS; ) {
    const w = rng.range(narrowest, widest);
    buildings.push({
      x0: x, x1: x + w, top: rng.range(lowest, highest) * horizon / 0.78, colour: colour(rng, 50, 220),
      windowW: rng.range(0.008, 0.02), windowH: rng.range(0.02, 0.045), gapX: rng.range(0.012, 0.03), gapY: rng.range(0.03, 0.06),
      lit: rng.range(0.2, 0.7), litSeed: rng.int(1, 1_000_000),
    });
    x += w + (rng.chance(0.25) ? rng.range(0.01, 0.06) : 0);
  }
  const billboards: Billboard[] = [];
  for (let bx = rng.range(0.15, 0.55); bx < STREET_WIDTHS - 0.4; bx += rng.range(1.2, 1.8)) {
    const top = rng.range(0.08, 0.25);
    billboards.push({
      x0: bx, x1: bx + rng.range(0.18, 0.32), top, bottom: top + rng.range(0.15, 0.22),
      colours: [colour(rng, 0, 255), colour(rng, 0, 255), colour(rng, 180, 255)],
    });
  }
  const skyTop: Rgb = [rng.int(40, 120), rng.int(80, 160), rng.int(150, 235)];
  const skyLow: Rgb = [rng.int(150, 235), rng.int(160, 235), rng.int(170, 245)];
  const asphalt = rng.int(60, 120);
  const road: Rgb = [asphalt + rng.int(-6, 6), asphalt + rng.int(-6, 6), asphalt + rng.int(-6, 6)];
  return { buildings, billboards, skyTop, skyLow, horizon, road };
}

const hash2 = (a: number, b: number, seed: number) => {
  let h = imul(a, 374761393) ^ imul(b, 668265263) ^ imul(seed, 2246822519);
  h = imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
};

function facade(b: Building, wx: number, wy: number): Rgb {
  const cellX = floor((wx - b.x0) / (b.windowW + b.gapX));
  const cellY = floor((wy - b.top) / (b.windowH + b.gapY));
  const inX = (wx - b.x0) - cellX * (b.windowW + b.gapX) > b.gapX;
  const inY = (wy - b.top) - cellY * (b.windowH + b.gapY) > b.gapY;
  if (inX && inY && wx < b.x1 - b.gapX / 2) {
    return hash2(cellX, cellY, b.litSeed) < b.lit ? [235, 215, 140] : [45, 55, 70];
  }
  return b.colour;
}

const POLE: Rgb = [70, 70, 75];
const LANE: Rgb = [230, 230, 220];

/**
 * The colour of the street at (wx, wy): street units across, frame heights down. `b` and `bb`
 * are the building and billboard standing at wx (looked up once per column), `sky` the sky's
 * colour at this height.
 */
function streetAt(street: Street, b: Building | undefined, bb: Billboard | undefined, sky: Rgb, wx: number, wy: number): Rgb {
  const horizon = street.horizon;
  if (bb && wy >= bb.top && wy < bb.bottom) {
    const u = (wx - bb.x0) / (bb.x1 - bb.x0);
    const v = (wy - bb.top) / (bb.bottom - bb.top);
    if ((u - 0.7) ** 2 + ((v - 0.5) * 0.6) ** 2 < 0.03) return bb.colours[2];
    return u < 0.45 ? bb.colours[0] : bb.colours[1];
  }
  if (bb && abs(wx - (bb.x0 + bb.x1) / 2) < 0.006 && wy >= bb.bottom && wy < horizon) return POLE;
  if (wy >= horizon) {
    const dash = floor(wx * 14) % 2 === 0;
    return dash && abs(wy - (horizon + 1) / 2) < 0.008 ? LANE : street.road;
  }
  return b && wy >= b.top ? facade(b, wx, wy) : sky;
}

/**
 * A street photo as a JPEG (quality 85), 1200×900 by default. `seed` picks the street (its
 * skyline, windows, billboards, sky, road); `view` the photo: view 0 frames the street's start,
 * each other view pans 0.6 frame widths further along it, tilts and zooms the camera a little
 * and takes it under other light (brightness and colour cast). Sensor grain is seeded by both.
 */
export async function streetPhoto(options: StreetOptions = {}): Promise<Buffer> {
  const { seed = 1, view = 0, width = 1200, height = 900 } = options;
  const street = layStreet(seed);
  const light = createRng(seed * 31 + view * 1009 + 5);
  const pan = (view * 0.6) % (STREET_WIDTHS - 1.5);
  const zoom = view === 0 ? 1 : light.range(0.95, 1.2);
  const tilt = view === 0 ? 0 : light.range(-0.06, 0.06);
  const brightness = view === 0 ? 1 : light.range(0.6, 1.25);
  const tint: Rgb = view === 0 ? [1, 1, 1] : [light.range(0.85, 1.15), light.range(0.85, 1.15), light.range(0.85, 1.15)];
  let noise = (seed * 65537 + view * 257 + 3) | 1;
  const aspect = width / height;
  const pixels = new Uint8ClampedArray(width * height * 3);
  const columns = Array.from({ length: width }, (_, x) => pan + ((x / width) * (aspect / (4 / 3))) / zoom);
  const standing = columns.map((wx) => street.buildings.find((b) => wx >= b.x0 && wx < b.x1));
  const boards = columns.map((wx) => street.billboards.find((b) => wx >= b.x0 - 0.01 && wx < b.x1 + 0.01));
  const gain: Rgb = [brightness * tint[0], brightness * tint[1], brightness * tint[2]];
  for (let y = 0; y < height; y++) {
    const wy = (y / height) / zoom + (1 - 1 / zoom) / 2 + tilt;
    const t = wy <= 0 ? 0 : wy / street.horizon > 1 ? 1 : wy / street.horizon;
    const sky: Rgb = [0, 1, 2].map((i) => street.skyTop[i] * (1 - t) + street.skyLow[i] * t) as Rgb;
    for (let x = 0; x < width; x++) {
      const rgb = streetAt(street, standing[x], boards[x], sky, columns[x], wy);
      // xorshift32 sensor grain, ±8 levels
      noise ^= noise << 13;
      noise ^= noise >>> 17;
      noise ^= noise << 5;
      const grain = ((noise >>> 0) / 4_294_967_296 - 0.5) * 16;
      const o = (y * width + x) * 3;
      pixels[o] = rgb[0] * gain[0] + grain;
      pixels[o + 1] = rgb[1] * gain[1] + grain;
      pixels[o + 2] = rgb[2] * gain[2] + grain;
    }
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

export type ExifFacts = {
  /** Written as DateTimeOriginal in `offset`'s clock, with OffsetTimeOriginal unless `offset` is null. */
  takenAt?: Date;
  /** '+05:30' by default; null writes no OffsetTimeOriginal (the reader then assumes India). */
  offset?: string | null;
  lat?: number;
  lng?: number;
  /** Tags as sharp's `withExif` takes them, written over the above (e.g. an impossible DateTimeOriginal). */
  raw?: { IFD0?: Record<string, string>; IFD2?: Record<string, string>; IFD3?: Record<string, string> };
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** EXIF's "YYYY:MM:DD HH:MM:SS" of an instant in the clock of `offset` ("+05:30"). */
function exifDate(at: Date, offset: string): string {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 330;
  const d = new Date(at.getTime() + minutes * 60_000);
  return `${d.getUTCFullYear()}:${pad(d.getUTCMonth() + 1)}:${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** EXIF's degrees/minutes/seconds as rationals ("18/1 56/1 2339/100"). */
function dms(value: number): string {
  // In whole ten-thousandths of a second, so rounding never gives 60″ (72.85° is 72° 51′ 0″, not 72° 50′ 60″).
  const total = Math.round(abs(value) * 3600 * 10_000);
  const d = floor(total / 36_000_000);
  const m = floor((total % 36_000_000) / 600_000);
  const s = total % 600_000;
  return `${d}/1 ${m}/1 ${s}/10000`;
}

/** The JPEG with EXIF written (any EXIF it had is replaced): capture time, offset, GPS. */
export async function withExif(jpeg: Buffer, exif: ExifFacts): Promise<Buffer> {
  const offset = exif.offset === undefined ? '+05:30' : exif.offset;
  const ifd2: Record<string, string> = {};
  if (exif.takenAt) {
    ifd2.DateTimeOriginal = exifDate(exif.takenAt, offset ?? '+05:30');
    if (offset) ifd2.OffsetTimeOriginal = offset;
  }
  const ifd3: Record<string, string> = {};
  if (exif.lat !== undefined) {
    ifd3.GPSLatitudeRef = exif.lat < 0 ? 'S' : 'N';
    ifd3.GPSLatitude = dms(exif.lat);
  }
  if (exif.lng !== undefined) {
    ifd3.GPSLongitudeRef = exif.lng < 0 ? 'W' : 'E';
    ifd3.GPSLongitude = dms(exif.lng);
  }
  return sharp(jpeg)
    .withExif({
      IFD0: { Make: 'Test', Model: 'Street camera', ...exif.raw?.IFD0 },
      IFD2: { ...ifd2, ...exif.raw?.IFD2 },
      IFD3: { ...ifd3, ...exif.raw?.IFD3 },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}
