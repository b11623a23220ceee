/**
 * Perceptual hashing of proof photos (issue 38): two photos whose hashes are at most
 * `PROOF_HASH_THRESHOLD` bits apart are the same picture — resized, recompressed or slightly
 * cropped — even when their bytes differ.
 */

/**
 * At most this many of the 64 bits apart = a near-duplicate.
 *
 * Measured on 40 procedural street photos (server/test/support/proof-photos.fixtures.ts,
 * 1200×900 JPEG q85, hashed by the server's pipeline):
 * - the same photo resized to 50%: 0–2 bits apart; recompressed at quality 40: 0–2;
 * - cropped 3% on each side: 2–12 (39 of 40 at most 10); 5% on each side: 4–18 (30 of 40 at
 *   most 10, 36 at most 12) — a 10% zoom is the edge of what a DCT hash tolerates;
 * - another photo of the same street (camera panned 0.6 frame, other light): 16–44, 5 of 160
 *   at most 20; another street: 12–44 over 780 pairs (one pair at 12, one at 14), mean 30.
 * 10 catches every resized or recompressed copy and most slight crops while no different
 * photo came within it (the nearest were 12 and 14), and it is the usual figure for a 64-bit
 * DCT hash (about 15% of the bits). 12 would catch 6 more 5% crops of 40 but matched one pair of
 * different streets; past that, different photos of similar scenes start to match, and each
 * false match sends an honest proof to the top of the staff queue.
 */
export const PROOF_HASH_THRESHOLD = 10;

/** The side of the greyscale square the hash is taken from (row-major, 0–255). */
export const PHASH_SIZE = 32;

/** The low-frequency block kept: 8×8 coefficients = 64 bits = 16 hex characters. */
const LOW = 8;

const HEX16 = /^[0-9a-f]{16}$/i;

/** Whether `hash` is a perceptual hash: 16 hex characters. */
export function isPerceptualHash(hash: string): boolean {
  return HEX16.test(hash);
}

/** The two 32-bit halves of a 16-hex hash (high, low), for fast comparison. */
export function hashHalves(hash: string): [number, number] {
  if (!HEX16.test(hash)) throw new RangeError(`Not a 64-bit perceptual hash: "${hash}"`);
  return [Number.parseInt(hash.slice(0, 8), 16) >>> 0, Number.parseInt(hash.slice(8), 16) >>> 0];
}

/**
 * Set bits of a 32-bit integer (SWAR popcount, shifts and adds only: no global lookup such as
 * Math.imul in the hot loop, which is slow in sandboxed contexts like jest's).
 */
export function popcount32(x: number): number {
  let v = x >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  v += v >>> 8;
  v += v >>> 16;
  return v & 0x3f;
}

/** Hamming distance of two 16-hex hashes: how many of the 64 bits differ (0–64). */
export function hashDistance(a: string, b: string): number {
  const [ah, al] = hashHalves(a);
  const [bh, bl] = hashHalves(b);
  return popcount32(ah ^ bh) + popcount32(al ^ bl);
}

const cosTables = new Map<number, Float64Array>();

/** cos((2x+1)uπ / 2N) for u < 8, x < N, as [u * N + x]. */
function cosTable(n: number): Float64Array {
  let table = cosTables.get(n);
  if (!table) {
    table = new Float64Array(LOW * n);
    for (let u = 0; u < LOW; u++) {
      for (let x = 0; x < n; x++) table[u * n + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * n));
    }
    cosTables.set(n, table);
  }
  return table;
}

/**
 * The DCT pHash of a size×size greyscale image (row-major, 0–255) as 16 hex characters:
 * the 2-D DCT-II's top-left 8×8 (lowest frequencies, computed separably: rows then columns;
 * scale factors are left out, they do not change which side of the median a coefficient is),
 * each bit 1 when its coefficient is above the median of the 63 coefficients other than the DC
 * term (the DC term is the image's mean brightness; it would dominate the median), read row by
 * row, most significant bit first.
 */
export function perceptualHash(grey: ArrayLike<number>, size: number = PHASH_SIZE): string {
  if (!Number.isInteger(size) || size < LOW) throw new RangeError(`The image side must be a whole number of at least ${LOW}`);
  if (grey.length !== size * size) throw new RangeError(`Expected ${size}×${size} = ${size * size} grey values, got ${grey.length}`);
  const cos = cosTable(size);
  // rows[y * 8 + u] = Σx grey[y][x] · cos((2x+1)uπ/2N)
  const rows = new Float64Array(size * LOW);
  for (let y = 0; y < size; y++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let x = 0; x < size; x++) sum += grey[y * size + x] * cos[u * size + x];
      rows[y * LOW + u] = sum;
    }
  }
  // coefficients[v * 8 + u] = Σy rows[y][u] · cos((2y+1)vπ/2N)
  const coefficients = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < size; y++) sum += rows[y * LOW + u] * cos[v * size + y];
      // Rounded to a millionth: a flat area's coefficients are 0, not floating-point dust
      // (±1e-12) whose signs would make up bits.
      coefficients[v * LOW + u] = Math.round(sum * 1e6) / 1e6;
    }
  }
  const median = medianOf(coefficients.subarray(1));
  let hex = '';
  for (let nibble = 0; nibble < 16; nibble++) {
    let value = 0;
    for (let bit = 0; bit < 4; bit++) value = (value << 1) | (coefficients[nibble * 4 + bit] > median ? 1 : 0);
    hex += value.toString(16);
  }
  return hex;
}

function medianOf(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
