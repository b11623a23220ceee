/**
 * The catalog rows the rate-based planning tools read (issue 18: the budget estimator and the
 * IPL calculator). They price options in shared-domain; this module only reads them, with a
 * bounded, deterministic sample so an answer stays fast at 100,000 options.
 */
import { sql, type SqlBool } from 'kysely';
import { BUDGET_SAMPLE_PER_CATEGORY, type Attribute, type PlanningRateRow } from 'shared-domain';
import { optionsWithMedia } from '../catalog/catalog.repository';
import type { Db } from '../db/database';

/** IPL options read at most, in the same order (the bound keeps a grown catalog fast). */
export const IPL_SAMPLE = 1_000;

export interface PlanningRatesRepository {
  /** The cities with media, each spelled once as stored, in alphabetical order. */
  cities(): Promise<string[]>;
  /**
   * Up to `limit` (BUDGET_SAMPLE_PER_CATEGORY) options of `category` in `cities` (any city when
   * empty): those of its most popular media, the order its page lists them in (ties by id, then
   * the option's position). The same catalog always gives the same sample, and the order is the
   * popularity index's, so a category of 10,000 options costs a few milliseconds instead of a
   * sort of all of them. BUDGET_ESTIMATE_METHOD tells the buyer.
   */
  categoryRows(category: string, cities: readonly string[], limit?: number): Promise<PlanningRateRow[]>;
  /** Up to `limit` options of media whose genre (league) is the IPL, of any category, in the same order; with the media's attributes. */
  iplRows(limit?: number): Promise<PlanningRateRow[]>;
}

type RowIds = { id: string };

export function createPlanningRatesRepository(db: Db): PlanningRatesRepository {
  /** The options of `ids` with their media, in the order of `ids` (the catalog's read); `withAttributes` adds each profile's attributes (its detail read once per profile). */
  async function rowsOf(ids: readonly string[], withAttributes: boolean): Promise<PlanningRateRow[]> {
    const found = await optionsWithMedia(db, ids);
    const attributes = new Map<string, Record<string, Attribute>>();
    const mediaIds = [...new Set([...found.values()].map((r) => r.media._id))];
    if (withAttributes && mediaIds.length) {
      const details = await db.selectFrom('media').select(['id', 'detail_json']).where('id', 'in', mediaIds).execute();
      for (const d of details) attributes.set(d.id, (JSON.parse(d.detail_json) as { attributes?: Record<string, Attribute> }).attributes ?? {});
    }
    return ids.flatMap((id) => {
      const row = found.get(id);
      if (!row) return [];
      return [withAttributes ? { option: row.option, media: { ...row.media, attributes: attributes.get(row.media._id) ?? {} } } : row];
    });
  }

  return {
    async cities() {
      const rows = await db.selectFrom('media').select('city').distinct().where('city', '<>', '').orderBy('city').execute();
      // One spelling per city whatever its case (the filters ignore case).
      const seen = new Set<string>();
      return rows.map((r) => r.city).filter((c) => !seen.has(c.toLowerCase()) && Boolean(seen.add(c.toLowerCase())));
    },

    async categoryRows(category, cities, limit = BUDGET_SAMPLE_PER_CATEGORY) {
      // The ids first (read from indexes), then the options' JSON for those only.
      const ids: RowIds[] = await db
        .selectFrom('media_options as o')
        .innerJoin('media as m', 'm.id', 'o.media_id')
        .select('o.id')
        .where('m.category', '=', category)
        .$if(cities.length > 0, (q) => q.where(sql<SqlBool>`lower(m.city) in (${sql.join(cities.map((c) => c.toLowerCase()))})`))
        .orderBy('m.popularity', 'desc')
        .orderBy('m.id')
        .orderBy('o.position')
        .limit(limit)
        .execute();
      return rowsOf(ids.map((r) => r.id), false);
    },

    async iplRows(limit = IPL_SAMPLE) {
      const ids: RowIds[] = await db
        .selectFrom('media_options as o')
        .innerJoin('media as m', 'm.id', 'o.media_id')
        .select('o.id')
        .where('m.id', 'in', (eb) => eb.selectFrom('media_facets as f').select('f.media_id').where('f.facet', '=', 'genre').where(sql<SqlBool>`lower(f.value) = 'ipl'`))
        .orderBy('m.popularity', 'desc')
        .orderBy('m.id')
        .orderBy('o.position')
        .limit(limit)
        .execute();
      return rowsOf(ids.map((r) => r.id), true);
    },
  };
}
