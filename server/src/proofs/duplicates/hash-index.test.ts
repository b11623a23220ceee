import { hashDistance, PROOF_HASH_THRESHOLD } from 'shared-domain';
import { HashIndex } from './hash-index';

/** A seeded random 16-hex hash. */
function randomHashes(count: number, seed = 1): string[] {
  let s = seed >>> 0 || 1;
  const word = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0).toString(16).padStart(8, '0');
  };
  return Array.from({ length: count }, () => word() + word());
}

/** `hash` with `bits` of its 64 bits flipped (the lowest ones of each half, alternately). */
function flip(hash: string, bits: number): string {
  let high = BigInt(`0x${hash}`);
  for (let i = 0; i < bits; i++) high ^= 1n << BigInt(i % 2 === 0 ? i / 2 : 32 + (i - 1) / 2);
  return high.toString(16).padStart(16, '0');
}

describe('HashIndex', () => {
  it('finds the nearest hash within the threshold, with its distance', () => {
    const index = new HashIndex();
    const base = 'a5a5a5a5a5a5a5a5';
    index.add('far', flip(base, 20));
    index.add('near', flip(base, 6));
    index.add('nearer', flip(base, 3));
    expect(index.size).toBe(3);
    expect(index.nearest(base, PROOF_HASH_THRESHOLD, () => true)).toEqual({ id: 'nearer', distance: 3 });
    expect(hashDistance(base, flip(base, 3))).toBe(3);
  });

  it('skips what `accept` refuses, and finds nothing past the threshold', () => {
    const index = new HashIndex();
    const base = '0123456789abcdef';
    index.add('same-line-day', base);
    index.add('other', flip(base, 8));
    expect(index.nearest(base, 10, (id) => id !== 'same-line-day')).toEqual({ id: 'other', distance: 8 });
    expect(index.nearest(base, 7, (id) => id !== 'same-line-day')).toBeNull();
    expect(new HashIndex().nearest(base, 10, () => true)).toBeNull();
  });

  it('keeps the first of equally near hashes, and grows past its first capacity', () => {
    const index = new HashIndex();
    const hashes = randomHashes(5000, 3);
    hashes.forEach((h, i) => index.add(`p${i}`, h));
    expect(index.size).toBe(5000);
    expect(index.nearest(hashes[4321], 0, () => true)).toEqual({ id: 'p4321', distance: 0 });
    index.add('copy', hashes[10]);
    expect(index.nearest(hashes[10], 0, () => true)).toEqual({ id: 'p10', distance: 0 });
  });

  it('refuses a malformed hash', () => {
    expect(() => new HashIndex().add('x', 'not-a-hash')).toThrow(RangeError);
  });

  it('compares against 100,000 hashes in well under 5 ms', () => {
    const index = new HashIndex();
    for (const [i, h] of randomHashes(100_000, 7).entries()) index.add(`p${i}`, h);
    const probes = randomHashes(60, 11);
    const times: number[] = [];
    for (const probe of probes) {
      const start = process.hrtime.bigint();
      index.nearest(probe, PROOF_HASH_THRESHOLD, () => true);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const median = times[times.length >> 1];
    expect(median).toBeLessThan(5);
  });
});
