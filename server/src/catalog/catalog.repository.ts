import { sql } from 'kysely';
import type {
  BagLineMedia, DealItem, CatalogMediaOption, MediaDetail, MediaFacetsResponse, MediaHeadSource, MediaSort, MediaSummary,
} from 'shared-domain';
import type { Db, Executor } from '../db/database';
import { facetCounts } from './catalog-facets.repository';
import { countMedia, filteredMedia, ORDER, SUMMARY_COLUMNS, toSummary, type MediaFilter } from './catalog-filter.repository';
import { topAcrossCategories, topDeals } from './catalog-rankings.repository';

export { likePattern, type MediaFilter } from './catalog-filter.repository';

export type MediaListRequest = MediaFilter & { sort: MediaSort; page: number; pageSize: number };

export type CategoryTotals = { category: string; mediaCount: number; optionCount: number };

export interface CatalogRepository {
  /** Media and option counts per category that has media (matching `filter` when given). */
  countByCategory(filter?: MediaFilter): Promise<CategoryTotals[]>;
  /** One page of summaries and the total matching the filter (one count + one page query). */
  listMedia(request: MediaListRequest): Promise<{ items: MediaSummary[]; total: number }>;
  /** Value counts of every list filter with the other filters applied (see MediaFacetsResponse). */
  facetCounts(filter: MediaFilter): Promise<MediaFacetsResponse>;
  /** The top `limit` profiles, the best of each category first, by popularity or by saving. */
  topAcrossCategories(filter: MediaFilter, by: 'popularity' | 'saving', limit: number): Promise<MediaSummary[]>;
  /**
   * Deal candidates: per media profile (of `category` when given) its option with the largest
   * card-to-offer discount, the largest first, at most `limit`. The caller applies the deal
   * rule of shared-domain (`pickDeals`), which decides the final figures and order.
   */
  topDeals(category: string | undefined, limit: number): Promise<DealItem[]>;
  /** Whether any profile of the generated demo catalogue is listed (its rates and figures are made up). */
  hasSampleData(): Promise<boolean>;
  /** Profiles per industry key (keys without profiles are absent). */
  countByIndustry(): Promise<Map<string, number>>;
  /** Whether a profile `/{category}/{slug}` exists (its id only is read). */
  mediaExists(category: string, slug: string): Promise<boolean>;
  /** What a profile's page title and description are made of (shared-domain's `detailTitle`, `detailDescription`), or null. */
  mediaHead(category: string, slug: string): Promise<MediaHeadSource | null>;
  /** A profile with its options in position order, or null. */
  findMedia(category: string, slug: string): Promise<MediaDetail | null>;
  /** Options by id with their media, in the order of `ids` (each distinct id once; unknown ids left out). */
  findOptions(ids: readonly string[]): Promise<OptionWithMedia[]>;
}

/** A catalog option with the media fields a bag line copies (`newBagLine(option, media)`). */
export type OptionWithMedia = { option: CatalogMediaOption; media: BagLineMedia };

/**
 * Options by id with their media, keyed by option id; unknown ids are simply absent. One
 * query, on the store or inside a transaction (the bag's add runs it in its own).
 */
export async function optionsWithMedia(executor: Executor, ids: readonly string[]): Promise<Map<string, OptionWithMedia>> {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return new Map();
  const rows = await executor
    .selectFrom('media_options as o')
    .innerJoin('media as m', 'm.id', 'o.media_id')
    .select(['o.id', 'o.data_json', 'm.id as media_id', 'm.name', 'm.category', 'm.slug', 'm.logo_url', 'm.city'])
    .where('o.id', 'in', distinct)
    .execute();
  return new Map(rows.map((r) => [r.id, {
    option: JSON.parse(r.data_json) as CatalogMediaOption,
    media: { _id: r.media_id, name: r.name, category: r.category, slug: r.slug, logoUrl: r.logo_url, city: r.city },
  }]));
}

/** The extra profile fields kept in `media.detail_json`. */
export type MediaDetailJson = Pick<MediaDetail, 'attributes' | 'sections' | 'demographics' | 'mediaKitUrl' | 'logo'>;

/** Catalog reads over the Kysely store, composed of the filter, facet and ranking modules. */
export function createCatalogRepository(db: Db): CatalogRepository {
  return {
    async countByCategory(filter = {}) {
      const rows = await filteredMedia(db, filter)
        .select((eb) => ['category', eb.fn.countAll<number | string>().as('media_count'), eb.fn.sum<number | string | null>('option_count').as('option_count')])
        .groupBy('category')
        .execute();
      return rows.map((r) => ({ category: r.category, mediaCount: Number(r.media_count), optionCount: Number(r.option_count ?? 0) }));
    },

    async listMedia(request) {
      let page = filteredMedia(db, request).select([...SUMMARY_COLUMNS]);
      for (const [column, direction] of ORDER[request.sort]) page = page.orderBy(column, direction);
      // A page past the end answers its total alone: no walk over every row to skip them.
      const offset = (request.page - 1) * request.pageSize;
      const total = await countMedia(db, request);
      if (offset >= total) return { items: [], total };
      const rows = await page.limit(request.pageSize).offset(offset).execute();
      return { items: rows.map(toSummary), total };
    },

    facetCounts: (filter) => facetCounts(db, filter),

    topAcrossCategories: (filter, by, limit) => topAcrossCategories(db, filter, by, limit),

    topDeals: (category, limit) => topDeals(db, category, limit),

    async countByIndustry() {
      // Industry keys are lower case, so grouping on lower(value) reads only the index.
      const value = sql<string>`lower(value)`;
      const rows = await db.selectFrom('media_facets')
        .where('facet', '=', 'industry')
        .select((eb) => [value.as('value'), eb.fn.countAll<number | string>().as('n')])
        .groupBy(value)
        .execute();
      return new Map(rows.map((r) => [r.value, Number(r.n)]));
    },

    async hasSampleData() {
      return (await db.selectFrom('media').select('id').where('sample_data', '=', 1).limit(1).executeTakeFirst()) !== undefined;
    },

    async mediaExists(category, slug) {
      const row = await db.selectFrom('media').select('id').where('category', '=', category).where('slug', '=', slug).executeTakeFirst();
      return row !== undefined;
    },

    async mediaHead(category, slug) {
      const row = await db.selectFrom('media').select(['id', 'name', 'city', 'detail_json'])
        .where('category', '=', category).where('slug', '=', slug).executeTakeFirst();
      if (!row) return null;
      const options = await db.selectFrom('media_options').select('data_json').where('media_id', '=', row.id).orderBy('position', 'asc').execute();
      return {
        name: row.name,
        city: row.city,
        sections: (JSON.parse(row.detail_json) as MediaDetailJson).sections ?? [],
        mediaOptions: options.map((o) => JSON.parse(o.data_json) as CatalogMediaOption),
      };
    },

    async findMedia(category, slug) {
      const row = await db
        .selectFrom('media')
        .select([...SUMMARY_COLUMNS, 'detail_json', 'sample_data'])
        .where('category', '=', category)
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!row) return null;
      const options = await db
        .selectFrom('media_options')
        .select('data_json')
        .where('media_id', '=', row.id)
        .orderBy('position', 'asc')
        .execute();
      const detail = JSON.parse(row.detail_json) as MediaDetailJson;
      return {
        ...toSummary(row),
        attributes: detail.attributes ?? {},
        sections: detail.sections ?? [],
        demographics: detail.demographics ?? [],
        mediaKitUrl: detail.mediaKitUrl ?? null,
        logo: detail.logo ?? null,
        mediaOptions: options.map((o) => JSON.parse(o.data_json) as CatalogMediaOption),
        sampleData: row.sample_data === 1,
      };
    },

    async findOptions(ids) {
      const found = await optionsWithMedia(db, ids);
      return [...new Set(ids)].flatMap((id) => found.get(id) ?? []);
    },
  };
}
