import { hashDistance, perceptualHash, popcount32, PROOF_HASH_THRESHOLD } from './phash';

/** A size×size greyscale picture from f(x, y) in 0–255. */
function picture(f: (x: number, y: number) => number, size = 32): number[] {
  const out: number[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) out.push(Math.max(0, Math.min(255, Math.round(f(x, y)))));
  return out;
}

/** A scene with structure at several scales: a horizon, blocks and a diagonal. */
const scene = (x: number, y: number) => (y > 22 ? 60 : 180) + (x % 11 < 5 && y > 8 ? 50 : 0) + (x + y > 40 ? 25 : 0) - y;

describe('popcount32', () => {
  it('counts the set bits of 32-bit words', () => {
    expect([0, 1, 0xffffffff, 0x80000000, 0x12345678, -1].map(popcount32)).toEqual([0, 1, 32, 1, 13, 32]);
  });
});

describe('hashDistance', () => {
  it('counts the bits two hashes differ in', () => {
    expect(hashDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('0000000000000000', '0000000000000001')).toBe(1);
    expect(hashDistance('8000000000000000', '0000000000000000')).toBe(1);
    expect(hashDistance('00000000ffffffff', 'ffffffff00000000')).toBe(64);
    expect(hashDistance('f0f0f0f0f0f0f0f0', '0f0f0f0f0f0f0f0f')).toBe(64);
    expect(hashDistance('a5a5a5a5a5a5a5a5', 'A5A5A5A5A5A5A5A4')).toBe(1);
  });

  it('is symmetric', () => {
    expect(hashDistance('0123456789abcdef', 'fedcba9876543210')).toBe(hashDistance('fedcba9876543210', '0123456789abcdef'));
  });

  it('refuses what is not a 16-hex hash', () => {
    expect(() => hashDistance('0123', '0000000000000000')).toThrow(RangeError);
    expect(() => hashDistance('000000000000000g', '0000000000000000')).toThrow(RangeError);
  });
});

describe('perceptualHash', () => {
  it('is 16 hex characters, the same for the same picture', () => {
    const a = perceptualHash(picture(scene));
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(perceptualHash(picture(scene))).toBe(a);
  });

  it('sets only the DC bit for a flat picture (its other coefficients are all 0)', () => {
    expect(perceptualHash(new Array(1024).fill(100))).toBe('8000000000000000');
  });

  it('ignores brightness and contrast (only the coefficients against their median count)', () => {
    const a = perceptualHash(picture(scene));
    expect(perceptualHash(picture((x, y) => scene(x, y) * 0.6 + 30))).toBe(a);
  });

  it('stays within the threshold under light noise', () => {
    let seed = 7;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed / 2 ** 31 - 0.5) * 12;
    };
    const d = hashDistance(perceptualHash(picture(scene)), perceptualHash(picture((x, y) => scene(x, y) + noise())));
    expect(d).toBeLessThanOrEqual(PROOF_HASH_THRESHOLD);
  });

  it('sets a picture apart from its mirror image and from another picture', () => {
    const a = perceptualHash(picture(scene));
    expect(hashDistance(a, perceptualHash(picture((x, y) => scene(31 - x, y))))).toBeGreaterThan(PROOF_HASH_THRESHOLD);
    expect(hashDistance(a, perceptualHash(picture((x, y) => 128 + 100 * Math.sin(x / 3) * Math.cos(y / 5))))).toBeGreaterThan(PROOF_HASH_THRESHOLD);
  });

  it('takes other sizes, and refuses a wrong number of values', () => {
    expect(perceptualHash(picture(scene, 16), 16)).toMatch(/^[0-9a-f]{16}$/);
    expect(() => perceptualHash(new Array(1000).fill(0))).toThrow(RangeError);
    expect(() => perceptualHash(new Array(16).fill(0), 4)).toThrow(RangeError);
  });
});
