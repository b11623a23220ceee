import { optionDiscount, type CatalogMediaOption } from 'shared-domain';
import { seedDemoAvailability } from '../bookings/availability/demo-availability.repository';
import { seedOptionPlaces } from '../proofs/places/option-places.repository';
import type { SeedMedia } from './seed-media';
import type { Db } from '../db/database';
import type { MediaDetailJson } from '../catalog/catalog.repository';
import { ensureSearchIndex, rebuildSearchIndex } from '../search/search-index.repository';
import { createSeedRepository, type CatalogRows, type MediaFacetRow, type MediaOptionRow, type MediaRow } from './seed.repository';

export type { SeedMedia } from './seed-media';
export type SeedCatalog = { media: readonly SeedMedia[] };
/**
 * A catalog to seed: its profiles in a list, or streamed one at a time. `generated`: the
 * generator's demo catalogue, whose rates and figures are made up (its rows are marked
 * `sample_data`, and the site says so); absent, the profiles are taken as real.
 */
export type SeedCatalogSource = { media: Iterable<SeedMedia>; generated?: boolean };

export type SeedResult = { media: number; options: number; ms: number };

/** Offer rate of an option, rupees. */
function offerRate(option: CatalogMediaOption): number {
  return option.rates.defaultRates.discountedRate;
}

/** Card-to-offer saving of an option in whole percent (0 when there is no card rate): shared-domain's deal rule. */
export function savingPercent(option: CatalogMediaOption): number {
  return optionDiscount(option).percent;
}

/**
 * The `media` and `media_options` rows of one profile, with option_count, min_price and
 * max_saving_percent; `sample`: a profile of the generated demo catalogue.
 */
export function toRows(media: SeedMedia, sample = false): { media: MediaRow; options: MediaOptionRow[]; facets: MediaFacetRow[] } {
  const opts = media.mediaOptions;
  // The first listed among the lowest offer rates: its unit is what "from ₹…" is charged by.
  const cheapest = opts.reduce<CatalogMediaOption | undefined>((min, o) => (min && offerRate(min) <= offerRate(o) ? min : o), undefined);
  const detail: MediaDetailJson = {
    attributes: media.attributes,
    sections: media.sections,
    demographics: media.demographics,
    mediaKitUrl: media.mediaKitUrl,
    logo: media.logo,
  };
  return {
    media: {
      id: media._id,
      category: media.category,
      slug: media.slug,
      name: media.name,
      city: media.city,
      language: media.language,
      logo_url: media.logoUrl,
      audience: Math.round(media.audience),
      score: media.score,
      popularity: Math.round(media.popularity),
      option_count: opts.length,
      min_price: cheapest ? offerRate(cheapest) : 0,
      min_price_unit: cheapest?.unitLabel ?? '',
      max_saving_percent: opts.reduce((max, o) => Math.max(max, savingPercent(o)), 0),
      sub_title: media.subTitle,
      detail_json: JSON.stringify(detail),
      sample_data: sample ? 1 : 0,
    },
    options: opts.map((option, position) => ({
      id: option._id,
      media_id: media._id,
      position,
      name: option.name,
      type: option.type,
      card_rate: option.rates.defaultRates.cardRate,
      discounted_rate: option.rates.defaultRates.discountedRate,
      data_json: JSON.stringify({ ...option, _media: media._id }),
    })),
    facets: Object.entries(media.facets ?? {}).flatMap(([facet, values]) =>
      [...new Set(values ?? [])].map((value) => ({ media_id: media._id, facet, value, category: media.category }))),
  };
}

/** Profiles turned into rows and written per batch while a catalog is seeded. */
const SEED_BATCH = 1_000;

/** The rows of `media` in batches of SEED_BATCH profiles, counting what passes. */
function* rowBatches(media: Iterable<SeedMedia>, counts: { media: number; options: number }, sample: boolean): Generator<CatalogRows> {
  let batch: { media: MediaRow[]; options: MediaOptionRow[]; facets: MediaFacetRow[] } = { media: [], options: [], facets: [] };
  for (const profile of media) {
    const rows = toRows(profile, sample);
    batch.media.push(rows.media);
    for (const row of rows.options) batch.options.push(row);
    for (const row of rows.facets) batch.facets.push(row);
    counts.media += 1;
    counts.options += rows.options.length;
    if (batch.media.length >= SEED_BATCH) {
      yield batch;
      batch = { media: [], options: [], facets: [] };
    }
  }
  if (batch.media.length) yield batch;
}

/**
 * Writes a catalog in one transaction, in batches, then rebuilds the search index: the
 * profiles can be a stream (`generateMedia`), so a million options never sit in memory at once.
 * `reset` replaces what is there.
 */
export async function seedCatalog(db: Db, catalog: SeedCatalogSource, options: { reset?: boolean } = {}): Promise<SeedResult> {
  const started = Date.now();
  const counts = { media: 0, options: 0 };
  await createSeedRepository(db).insertCatalog(rowBatches(catalog.media, counts, catalog.generated === true), options.reset ?? false);
  // Issue 37: a few outdoor options of the demo catalogue keep availability; the rest read "On request".
  if (catalog.generated === true) await seedDemoAvailability(db, new Date());
  // Issue 38: the demo catalogue's outdoor, cinema and airport options stand within their city (made-up points near real centres).
  if (catalog.generated === true) await seedOptionPlaces(db, new Date());
  await rebuildSearchIndex(db);
  return { media: counts.media, options: counts.options, ms: Date.now() - started };
}

/** True when no media profile is stored yet. */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  return (await createSeedRepository(db).countMedia()) === 0;
}

/** Seeds the given catalog only when the store has none; returns null when it already had one. */
export async function seedIfEmpty(db: Db, makeCatalog: () => SeedCatalogSource | Promise<SeedCatalogSource>): Promise<SeedResult | null> {
  if (!(await isCatalogEmpty(db))) {
    // A store seeded before the search index existed gets one now.
    await ensureSearchIndex(db);
    return null;
  }
  return seedCatalog(db, await makeCatalog());
}

/** The deterministic generated catalog, as a stream of profiles (loaded lazily: tests seed their own fixtures). */
export async function generatedCatalog(opts: { seed?: number; optionCount?: number } = {}): Promise<SeedCatalogSource> {
  const { generateMedia } = await import('./generator');
  return { media: generateMedia(opts), generated: true };
}
