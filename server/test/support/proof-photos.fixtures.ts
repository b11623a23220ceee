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

/** The street is this many frame widths long; views pan along it. */
const STREET_WIDTHS = 3;

function colour(rng: Rng, lo: number, hi: number): Rgb {
  return [rng.int(lo, hi), rng.int(lo, hi), rng.int(lo, hi)];
}

/** The buildings and the billboard of a street, in street units (0–STREET_WIDTHS; heights 0–1 of the frame). */
function layStreet(seed: number): { buildings: Building[]; billboard: Billboard; skyTop: Rgb; skyLow: Rgb } {
  const rng = createRng(seed * 7919 + 17);
  const buildings: Building[] = [];
  for (let x = 0; x < STREET_WIDTHS; ) {
    const w = rng.range(0.07, 0.24);
    buildings.push({
      x0: x, x1: x + w, top: rng.range(0.12, 0.55), colour: colour(rng, 60, 210),
      windowW: rng.range(0.008, 0.02), windowH: rng.range(0.02, 0.045), gapX: rng.range(0.012, 0.03), gapY: rng.range(0.03, 0.06),
      lit: rng.range(0.2, 0.7), litSeed: rng.int(1, 1_000_000),
    });
    x += w + (rng.chance(0.25) ? rng.range(0.01, 0.05) : 0);
  }
  const bx = rng.range(0.3, STREET_WIDTHS - 0.6);
  const billboard: Billboard = {
    x0: bx, x1: bx + rng.range(0.18, 0.3), top: rng.range(0.1, 0.25), bottom: rng.range(0.35, 0.45),
    colours: [colour(rng, 0, 255), colour(rng, 0, 255), colour(rng, 180, 255)],
  };
  return { buildings, billboard, skyTop: colour(rng, 40, 140), skyLow: colour(rng, 150, 240) };
}

const hash2 = (a: number, b: number, seed: number) => {
  let h = Math.imul(a, 374761393) ^ Math.imul(b, 668265263) ^ Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
};

function facade(b: Building, wx: number, wy: number): Rgb {
  const cellX = Math.floor((wx - b.x0) / (b.windowW + b.gapX));
  const cellY = Math.floor((wy - b.top) / (b.windowH + b.gapY));
  const inX = (wx - b.x0) - cellX * (b.windowW + b.gapX) > b.gapX;
  const inY = (wy - b.top) - cellY * (b.windowH + b.gapY) > b.gapY;
  if (inX && inY && wx < b.x1 - b.gapX / 2) {
    return hash2(cellX, cellY, b.litSeed) < b.lit ? [235, 215, 140] : [45, 55, 70];
  }
  return b.colour;
}

/** The colour of the street at (wx, wy): street units across, frame heights down. */
function streetAt(street: ReturnType<typeof layStreet>, wx: number, wy: number, horizon: number): Rgb {
  const bb = street.billboard;
  if (wx >= bb.x0 && wx < bb.x1 && wy >= bb.top && wy < bb.bottom) {
    const u = (wx - bb.x0) / (bb.x1 - bb.x0);
    const v = (wy - bb.top) / (bb.bottom - bb.top);
    if ((u - 0.7) ** 2 + ((v - 0.5) * 0.6) ** 2 < 0.03) return bb.colours[2];
    return u < 0.45 ? bb.colours[0] : bb.colours[1];
  }
  const poleX = (bb.x0 + bb.x1) / 2;
  if (Math.abs(wx - poleX) < 0.006 && wy >= bb.bottom && wy < horizon) return [70, 70, 75];
  if (wy >= horizon) {
    const dash = Math.floor(wx * 14) % 2 === 0;
    if (dash && Math.abs(wy - (horizon + 1) / 2) < 0.008) return [230, 230, 220];
    return [88, 86, 84];
  }
  const b = street.buildings.find((x) => wx >= x.x0 && wx < x.x1);
  if (b && wy >= b.top) return facade(b, wx, wy);
  const t = wy / horizon;
  return [0, 1, 2].map((i) => street.skyTop[i] * (1 - t) + street.skyLow[i] * t) as Rgb;
}

/**
 * A street photo as a JPEG (quality 85), 1200×900 by default. `seed` picks the street (its
 * buildings, windows, billboard, sky); `view` the photo: the camera panned along the street by
 * 0.45 frame widths per view, zoomed a little and under another light; sensor noise is seeded by
 * both.
 */
export async function streetPhoto(options: StreetOptions = {}): Promise<Buffer> {
  const { seed = 1, view = 0, width = 1200, height = 900 } = options;
  const street = layStreet(seed);
  const light = createRng(seed * 31 + view * 1009 + 5);
  const pan = (view * 0.45) % (STREET_WIDTHS - 1.2);
  const zoom = 1 + (view % 3) * 0.08;
  const brightness = view === 0 ? 1 : light.range(0.6, 1.25);
  const tint: Rgb = view === 0 ? [1, 1, 1] : [light.range(0.85, 1.15), light.range(0.85, 1.15), light.range(0.85, 1.15)];
  const horizon = 0.78 + (view === 0 ? 0 : light.range(-0.05, 0.05));
  const noise = createRng(seed * 65537 + view * 257 + 3);
  const aspect = width / height;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const wy = (y / height) / zoom + (1 - 1 / zoom) / 2;
    for (let x = 0; x < width; x++) {
      const wx = pan + ((x / width) * (aspect / (4 / 3))) / zoom;
      const rgb = streetAt(street, wx, wy, horizon);
      const grain = (noise.next() - 0.5) * 16;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[o + c] = Math.max(0, Math.min(255, Math.round(rgb[c] * brightness * tint[c] + grain)));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
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
  const abs = Math.abs(value);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 10_000);
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
