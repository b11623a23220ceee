import { sql, type Expression, type SqlBool, type Selectable, type Transaction } from 'kysely';
import type { BagLineMedia, CategoryKey, MediaDetail, MediaQuery, MediaSort, MediaSummary, CatalogMediaOption } from 'shared-domain';
import type { Db } from '../db/database';
import type { DatabaseSchema, MediaTable } from '../db/schema';

/** The filter part of the catalog query (shared-domain's MediaQuery). */
export type MediaFilter = Omit<MediaQuery, 'sort' | 'page' | 'pageSize'>;

export type MediaListRequest = MediaFilter & { sort: MediaSort; page: number; pageSize: number };

export type CategoryTotals = { category: string; mediaCount: number; optionCount: number };

export interface CatalogRepository {
  /** Media and option counts per category that has media. */
  countByCategory(): Promise<CategoryTotals[]>;
  /** One page of summaries and the total matching the filter (one count + one page query). */
  listMedia(request: MediaListRequest): Promise<{ items: MediaSummary[]; total: number }>;
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
export async function optionsWithMedia(executor: Db | Transaction<DatabaseSchema>, ids: readonly string[]): Promise<Map<string, OptionWithMedia>> {
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

const SUMMARY_COLUMNS = [
  'id', 'category', 'slug', 'name', 'city', 'language', 'logo_url', 'audience', 'score',
  'popularity', 'option_count', 'min_price', 'max_saving_percent', 'sub_title',
] as const;

type SummaryRow = Pick<Selectable<MediaTable>, (typeof SUMMARY_COLUMNS)[number]>;

// Every order ends on id so pages never overlap or skip rows.
const ORDER: Readonly<Record<MediaSort, ReadonlyArray<[keyof MediaTable, 'asc' | 'desc']>>> = {
  popularity: [['popularity', 'desc'], ['id', 'asc']],
  'price-asc': [['min_price', 'asc'], ['id', 'asc']],
  'price-desc': [['min_price', 'desc'], ['id', 'asc']],
  reach: [['audience', 'desc'], ['id', 'asc']],
  score: [['score', 'desc'], ['id', 'asc']],
  name: [['name', 'asc'], ['id', 'asc']],
};

/** `%text%` for LIKE with `\`, `%` and `_` taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function toSummary(row: SummaryRow): MediaSummary {
  return {
    _id: row.id,
    category: row.category as CategoryKey,
    slug: row.slug,
    name: row.name,
    city: row.city,
    language: row.language,
    logoUrl: row.logo_url,
    audience: Number(row.audience),
    score: Number(row.score),
    popularity: Number(row.popularity),
    optionCount: Number(row.option_count),
    minPrice: Number(row.min_price),
    maxSavingPercent: Number(row.max_saving_percent),
    subTitle: row.sub_title,
  };
}

/** Catalog reads over the Kysely store. */
export function createCatalogRepository(db: Db): CatalogRepository {
  const filtered = (filter: MediaFilter) =>
    db.selectFrom('media').where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.category) conditions.push(eb('category', '=', filter.category));
      if (filter.city) conditions.push(eb(sql<string>`lower(city)`, '=', filter.city.trim().toLowerCase()));
      if (filter.language) conditions.push(eb(sql<string>`lower(language)`, '=', filter.language.trim().toLowerCase()));
      if (filter.minPrice !== undefined) conditions.push(eb('min_price', '>=', filter.minPrice));
      if (filter.maxPrice !== undefined) conditions.push(eb('min_price', '<=', filter.maxPrice));
      const text = filter.q?.trim();
      if (text) {
        const pattern = likePattern(text);
        conditions.push(eb.or([
          sql<SqlBool>`lower(name) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(city) like ${pattern} escape '\\'`,
        ]));
      }
      return eb.and(conditions);
    });

  return {
    async countByCategory() {
      const rows = await db
        .selectFrom('media')
        .select((eb) => ['category', eb.fn.countAll<number | string>().as('media_count'), eb.fn.sum<number | string | null>('option_count').as('option_count')])
        .groupBy('category')
        .execute();
      return rows.map((r) => ({ category: r.category, mediaCount: Number(r.media_count), optionCount: Number(r.option_count ?? 0) }));
    },

    async listMedia(request) {
      const base = filtered(request);
      let page = base.select([...SUMMARY_COLUMNS]);
      for (const [column, direction] of ORDER[request.sort]) page = page.orderBy(column, direction);
      const [countRow, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        page.limit(request.pageSize).offset((request.page - 1) * request.pageSize).execute(),
      ]);
      return { items: rows.map(toSummary), total: Number(countRow.total) };
    },

    async findMedia(category, slug) {
      const row = await db
        .selectFrom('media')
        .select([...SUMMARY_COLUMNS, 'detail_json'])
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
      };
    },

    async findOptions(ids) {
      const found = await optionsWithMedia(db, ids);
      return [...new Set(ids)].flatMap((id) => found.get(id) ?? []);
    },
  };
}
