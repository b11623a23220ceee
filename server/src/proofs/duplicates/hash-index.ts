/**
 * The perceptual hashes of every earlier proof photo, in memory, for near-duplicate lookup
 * (issue 38). Pure (no db): the proofs module fills it from the proofs table and adds each new
 * photo. A hash is stored as two 32-bit halves in typed arrays (grown by doubling) and a lookup
 * scans them all with XOR + popcount: 100,000 hashes take well under 5 ms, no index structure
 * needed at marketplace scale (a BK-tree or multi-index hashing would pay off past millions).
 */
import { hashHalves, popcount32 } from 'shared-domain';

const INITIAL_CAPACITY = 1024;

export class HashIndex {
  private ids: string[] = [];
  private high = new Uint32Array(INITIAL_CAPACITY);
  private low = new Uint32Array(INITIAL_CAPACITY);
  private count = 0;

  /** Adds a proof's hash (16 hex characters); throws on a malformed hash. */
  add(id: string, hash: string): void {
    const [h, l] = hashHalves(hash);
    if (this.count === this.high.length) {
      const high = new Uint32Array(this.high.length * 2);
      const low = new Uint32Array(this.low.length * 2);
      high.set(this.high);
      low.set(this.low);
      this.high = high;
      this.low = low;
    }
    this.high[this.count] = h;
    this.low[this.count] = l;
    this.ids.push(id);
    this.count++;
  }

  /** How many hashes it holds. */
  get size(): number {
    return this.count;
  }

  /**
   * The stored hash nearest to `hash` among those at most `threshold` bits apart whose id
   * `accept` takes (e.g. not the same line and day), with its distance; null when none. Ties go
   * to the earlier added.
   */
  nearest(hash: string, threshold: number, accept: (id: string) => boolean): { id: string; distance: number } | null {
    const [h, l] = hashHalves(hash);
    const high = this.high;
    const low = this.low;
    let best = -1;
    let bestDistance = threshold + 1;
    for (let i = 0; i < this.count; i++) {
      const distance = popcount32(high[i] ^ h) + popcount32(low[i] ^ l);
      if (distance < bestDistance && accept(this.ids[i])) {
        best = i;
        bestDistance = distance;
        if (distance === 0) break;
      }
    }
    return best < 0 ? null : { id: this.ids[best], distance: bestDistance };
  }
}
