/**
 * Where options stand (`option_places`, issue 38): read for the proof checks and the seller's
 * lines, written for the generated catalogue when it is seeded, and set by a seller (or staff)
 * for an option of theirs.
 */
import { PLACED_CATEGORIES } from 'shared-domain';
import type { Db, Executor } from '../../db/database';
import { seedPlaceOf } from './seed-place';

export type Place = { lat: number; lng: number };

/** The places of these options, by option id (options without one are missing). */
export async function optionPlaces(ex: Executor, optionIds: readonly string[]): Promise<Map<string, Place>> {
  const unique = [...new Set(optionIds)];
  if (unique.length === 0) return new Map();
  const rows = await ex.selectFrom('option_places').select(['option_id', 'lat', 'lng']).where('option_id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.option_id, { lat: Number(r.lat), lng: Number(r.lng) }]));
}

/** The place of an option, or null. */
export async function optionPlace(ex: Executor, optionId: string): Promise<Place | null> {
  return (await optionPlaces(ex, [optionId])).get(optionId) ?? null;
}

/** An option's place as stored, with when it was last set. */
export type StoredPlace = Place & { updatedAt: string };

/** The stored place of an option with when it was set, or null. */
export async function storedOptionPlace(ex: Executor, optionId: string): Promise<StoredPlace | null> {
  const row = await ex.selectFrom('option_places').select(['lat', 'lng', 'updated_at']).where('option_id', '=', optionId).executeTakeFirst();
  return row ? { lat: Number(row.lat), lng: Number(row.lng), updatedAt: row.updated_at } : null;
}

/** Sets an option's place (inserted, or the stored one replaced), by `userId` at `at`. */
export async function setOptionPlace(ex: Executor, optionId: string, place: Place, userId: string, at: Date): Promise<StoredPlace> {
  const row = { lat: place.lat, lng: place.lng, updated_by: userId, updated_at: at.toISOString() };
  await ex.insertInto('option_places').values({ option_id: optionId, ...row })
    .onConflict((oc) => oc.column('option_id').doUpdateSet(row)).execute();
  return { ...place, updatedAt: row.updated_at };
}

/** Options read per page, and rows written per statement, while the places are seeded. */
const PAGE = 2_000;
const INSERT_CHUNK = 500;

/**
 * Gives every outdoor, cinema and airport option of the catalogue a place (seed-place.ts),
 * keeping any place already stored; answers how many were written. Read a page at a time, so a
 * million-option catalogue never sits in memory.
 */
export async function seedOptionPlaces(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  let after = '';
  let written = 0;
  for (;;) {
    const page = await db.selectFrom('media_options as o').innerJoin('media as m', 'm.id', 'o.media_id')
      .select(['o.id', 'm.category', 'm.city'])
      .where('m.category', 'in', [...PLACED_CATEGORIES])
      .where('o.id', '>', after)
      .orderBy('o.id').limit(PAGE).execute();
    if (page.length === 0) return written;
    after = page[page.length - 1].id;
    const rows = page.flatMap((o) => {
      const place = seedPlaceOf(o.id, o.category, o.city);
      return place ? [{ option_id: o.id, lat: place.lat, lng: place.lng, updated_by: null, updated_at: at }] : [];
    });
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db.insertInto('option_places').values(rows.slice(i, i + INSERT_CHUNK)).onConflict((oc) => oc.column('option_id').doNothing()).execute();
    }
    written += rows.length;
  }
}
