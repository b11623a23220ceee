/**
 * The catalog rows the rate-based planning tools read (issue 18: the budget estimator and the
 * IPL calculator). They price options in shared-domain; this module only reads them, with a
 * bounded, deterministic sample so an answer stays fast at 100,000 options.
 */
import { sql, type SqlBool } from 'kysely';
import type { Attribute, CatalogMediaOption, PlanningRateRow } from 'shared-domain';
import type { Db } from '../db/database';

/**
 * Options read per category for an estimate. The sample is the first options by id: ids are
 * not ordered by price, rate or city, so the sample spreads over the category, and the same
 * catalog always gives the same sample (the percentiles of 400 prices sit close to those of all).
 */
export const BUDGET_SAMPLE_PER_CATEGORY = 400;
/** IPL options read at most (the catalog holds far fewer; the bound keeps a grown catalog fast). */
export const IPL_SAMPLE = 2_000;

export interface PlanningRatesRepository {
  /** The cities with media, each spelled once as stored, in alphabetical order. */
  cities(): Promise<string[]>;
  /** Up to `limit` options of `category` in `cities` (any city when empty), sampled by option id. */
  categoryRows(category: string, cities: readonly string[], limit?: number): Promise<PlanningRateRow[]>;
  /** Options of media whose genre (league) is the IPL, of any category, sampled by option id; with the media's attributes. */
  iplRows(limit?: number): Promise<PlanningRateRow[]>;
}

type RowIds = { id: string };

export function createPlanningRatesRepository(db: Db): PlanningRatesRepository {
  /** The options of `ids` with their media (one query); `withAttributes` reads the profile's detail too. */
  async function rowsOf(ids: readonly string[], withAttributes: boolean): Promise<PlanningRateRow[]> {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('media_options as o')
      .innerJoin('media as m', 'm.id', 'o.media_id')
      .select(['o.id', 'o.data_json', 'm.id as media_id', 'm.name', 'm.category', 'm.slug', 'm.logo_url', 'm.city'])
      .$if(withAttributes, (q) => q.select('m.detail_json'))
      .where('o.id', 'in', ids)
      .orderBy('o.id')
      .execute();
    return rows.map((r) => {
      const detail = 'detail_json' in r && typeof r.detail_json === 'string' ? (JSON.parse(r.detail_json) as { attributes?: Record<string, Attribute> }) : null;
      return {
        option: JSON.parse(r.data_json) as CatalogMediaOption,
        media: {
          _id: r.media_id, name: r.name, category: r.category, slug: r.slug, logoUrl: r.logo_url, city: r.city,
          ...(detail ? { attributes: detail.attributes ?? {} } : {}),
        },
      };
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
      // The ids first (index reads and a top-N sort of ids alone), then the options' JSON for those only.
      const ids: RowIds[] = await db
        .selectFrom('media_options as o')
        .innerJoin('media as m', 'm.id', 'o.media_id')
        .select('o.id')
        .where('m.category', '=', category)
        .$if(cities.length > 0, (q) => q.where(sql<SqlBool>`lower(m.city) in (${sql.join(cities.map((c) => c.toLowerCase()))})`))
        .orderBy('o.id')
        .limit(limit)
        .execute();
      return rowsOf(ids.map((r) => r.id), false);
    },

    async iplRows(limit = IPL_SAMPLE) {
      const ids: RowIds[] = await db
        .selectFrom('media_options as o')
        .select('o.id')
        .where('o.media_id', 'in', (eb) => eb.selectFrom('media_facets as f').select('f.media_id').where('f.facet', '=', 'genre').where(sql<SqlBool>`lower(f.value) = 'ipl'`))
        .orderBy('o.id')
        .limit(limit)
        .execute();
      return rowsOf(ids.map((r) => r.id), true);
    },
  };
}
