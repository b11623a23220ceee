/**
 * Deterministic seed catalog: realistic Indian media profiles and priced media options for
 * all eleven categories (SEED-FACTS.md), scored with the shared profile score.
 *
 * Everything comes from one seeded PRNG — no clock, no Math.random, no network — so the same
 * options always give byte-identical output. The default is about 650 profiles and exactly
 * 2,300 options; `optionCount` scales it (100,000 options for load tests).
 *
 * Each category's profiles come from its builder in ./categories; ./build holds what every
 * profile shares: its options and rates, its charts and score, its browse facets.
 */
import { CATEGORIES } from 'shared-domain';
import { buildMedia, type CatalogContext } from './build/media';
import { createRng, type Rng } from 'shared-domain';
import { BUILDERS, PLAN } from './categories';
import type { SeedMedia } from './seed-media';

export type { SeedMedia } from './seed-media';
export { slugify } from './build/helpers';
export { DEFAULT_PROFILE_COUNT } from './categories';
export type GenerateOptions = { seed?: number; optionCount?: number };

/** The fixed seed used when none is given. */
export const DEFAULT_SEED = 20_240_601;
/** Options in the default catalog. */
export const DEFAULT_OPTION_COUNT = 2_300;

/** 24-hex ids shaped like Mongo ObjectIds: a fixed prefix, a kind, then a counter. */
const objectId = (kind: number, n: number) =>
  `6650${kind.toString(16).padStart(4, '0')}${n.toString(16).padStart(16, '0')}`;
const ID_MEDIA = 0xa1;
const ID_OPTION = 0xb2;
const ID_VENDOR = 0xc3;
const VENDOR_POOL = 80;

/**
 * Options per profile: random within each category's range, then nudged one at a time in a
 * seeded order until the total is exactly the requested count.
 */
function planOptionCounts(profileCounts: readonly number[], ranges: readonly (readonly [number, number])[], target: number, rng: Rng): number[][] {
  const counts = profileCounts.map((n, c) => Array.from({ length: n }, () => rng.int(ranges[c][0], ranges[c][1])));
  const slots = counts.flatMap((list, c) => list.map((_, i) => [c, i] as const));
  const order = rng.shuffle(slots);
  let diff = target - counts.reduce((s, list) => s + list.reduce((a, b) => a + b, 0), 0);
  for (let strict = true; diff !== 0; strict = false) {
    let changed = false;
    for (const [c, i] of order) {
      if (diff === 0) break;
      const [lo, hi] = strict ? ranges[c] : [1, Number.MAX_SAFE_INTEGER];
      if (diff > 0 && counts[c][i] < hi) { counts[c][i]++; diff--; changed = true; }
      else if (diff < 0 && counts[c][i] > lo) { counts[c][i]--; diff++; changed = true; }
    }
    // Every profile at one option and still too many: the target is below the profile count.
    if (!changed && !strict) break;
  }
  return counts;
}

/** Profiles per category: PLAN's counts scaled to the target, at least one per category. */
function planProfileCounts(target: number): number[] {
  const scale = target / DEFAULT_OPTION_COUNT;
  const profileCounts = CATEGORIES.map((c) => Math.max(1, Math.round(PLAN[c.key].profiles * scale)));
  // A small target cannot hold PLAN's proportions; keep at least one profile per category.
  if (scale < 1) {
    const total = profileCounts.reduce((s, n) => s + n, 0);
    const cap = Math.max(CATEGORIES.length, Math.round(target / 3.5));
    if (total > cap) profileCounts.forEach((n, i) => { profileCounts[i] = Math.max(1, Math.round((n * cap) / total)); });
  }
  return profileCounts;
}

/**
 * The seed catalog's profiles one at a time, in catalog order: memory stays bounded whatever
 * `optionCount` is (only the small per-profile plan and one category's stubs are held). Parts
 * of options that never differ between options of one template (rate rows, select values,
 * specs, SOP, info, artworks) are shared and frozen.
 */
export function* generateMedia(opts: GenerateOptions = {}): Generator<SeedMedia, void, undefined> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const rng = createRng(seed);
  const target = Math.max(1, Math.round(opts.optionCount ?? DEFAULT_OPTION_COUNT));
  const profileCounts = planProfileCounts(target);
  const optionCounts = planOptionCounts(profileCounts, CATEGORIES.map((c) => PLAN[c.key].options), target, rng);
  let optionSeq = 0;
  let mediaSeq = 0;
  const context: CatalogContext = {
    seed,
    rng,
    quality: createRng(seed ^ 0x5eed_9a11),
    vendorIds: Array.from({ length: VENDOR_POOL }, (_, i) => objectId(ID_VENDOR, i + 1)),
    nextOptionId: () => objectId(ID_OPTION, ++optionSeq),
  };
  for (const [c, category] of CATEGORIES.entries()) {
    const slugs = new Set<string>();
    const stubs = BUILDERS[category.key](profileCounts[c], rng);
    for (const [i, stub] of stubs.entries()) {
      let slug = stub.slug;
      for (let n = 2; slugs.has(slug); n++) slug = `${stub.slug}-${n}`;
      slugs.add(slug);
      mediaSeq += 1;
      yield buildMedia({ category, stub, mediaId: objectId(ID_MEDIA, mediaSeq), slug, optionCount: optionCounts[c][i] }, context);
    }
  }
}

/** The whole seed catalog in memory (tests and the default catalog; `generateMedia` streams it). */
export function generateCatalog(opts: GenerateOptions = {}): { media: SeedMedia[] } {
  return { media: [...generateMedia(opts)] };
}
