import { sql, type Expression, type SqlBool, type Selectable, type Transaction } from 'kysely';
import { CATEGORY_KEYS, FACET_KEYS } from 'shared-domain';
import { optionDeal } from 'shared-domain';
import type {
  BagLineMedia, DealItem, CatalogMediaOption, CategoryKey, FacetCount, FacetKey, MediaDetail, MediaFacetsResponse, MediaSort, MediaSummary, NumberRange,
} from 'shared-domain';
import type { Db } from '../db/database';
import type { DatabaseSchema, MediaTable } from '../db/schema';

/** List filters as the routes hand them over: lists already split (`city=a,b` → ['a', 'b']). */
export type MediaFilter = {
  category?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  minAudience?: number;
  maxAudience?: number;
} & { [K in FacetKey]?: readonly string[] };

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
  /** Profiles per industry key (keys without profiles are absent). */
  countByIndustry(): Promise<Map<string, number>>;
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
  'popularity', 'option_count', 'min_price', 'min_price_unit', 'max_saving_percent', 'sub_title',
] as const;

type SummaryRow = Pick<Selectable<MediaTable>, (typeof SUMMARY_COLUMNS)[number]>;

// Every order ends on id so pages never overlap or skip rows.
const ORDER: Readonly<Record<MediaSort, ReadonlyArray<[keyof MediaTable, 'asc' | 'desc']>>> = {
  popularity: [['popularity', 'desc'], ['id', 'asc']],
  'price-asc': [['min_price', 'asc'], ['id', 'asc']],
  'price-desc': [['min_price', 'desc'], ['id', 'asc']],
  reach: [['audience', 'desc'], ['id', 'asc']],
  score: [['score', 'desc'], ['id', 'asc']],
  saving: [['max_saving_percent', 'desc'], ['popularity', 'desc'], ['id', 'asc']],
  name: [['name', 'asc'], ['id', 'asc']],
};

/** Most values one facet lists (the most common first). */
export const MAX_FACET_VALUES = 50;

/** City and language are columns of `media`; the other list filters live in `media_facets`. */
const COLUMN_FACETS = { city: 'city', language: 'language' } as const;
const isColumnFacet = (key: FacetKey): key is keyof typeof COLUMN_FACETS => key in COLUMN_FACETS;

const lowered = (values: readonly string[]) => sql.join(values.map((v) => v.trim().toLowerCase()));

/**
 * The WHERE conditions of a filter, written against the unaliased `media` table so the same
 * conditions serve the list, its count and the facet joins. A list filter matches any of its
 * values ignoring case; different filters must all match.
 */
function conditionsOf(filter: MediaFilter): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (filter.category) out.push(sql<SqlBool>`media.category = ${filter.category}`);
  for (const key of FACET_KEYS) {
    const values = filter[key];
    if (!values?.length) continue;
    if (isColumnFacet(key)) {
      out.push(sql<SqlBool>`lower(${sql.ref(`media.${COLUMN_FACETS[key]}`)}) in (${lowered(values)})`);
    } else {
      out.push(sql<SqlBool>`media.id in (select t.media_id from media_facets t where t.facet = ${key} and lower(t.value) in (${lowered(values)}))`);
    }
  }
  if (filter.minPrice !== undefined) out.push(sql<SqlBool>`media.min_price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) out.push(sql<SqlBool>`media.min_price <= ${filter.maxPrice}`);
  if (filter.minAudience !== undefined) out.push(sql<SqlBool>`media.audience >= ${filter.minAudience}`);
  if (filter.maxAudience !== undefined) out.push(sql<SqlBool>`media.audience <= ${filter.maxAudience}`);
  const text = filter.q?.trim();
  if (text) {
    const pattern = likePattern(text);
    out.push(sql<SqlBool>`(lower(media.name) like ${pattern} escape '\\' or lower(media.city) like ${pattern} escape '\\')`);
  }
  return out;
}

const rangeOf = (min: unknown, max: unknown): NumberRange | null =>
  min === null || min === undefined || max === null || max === undefined ? null : { min: Number(min), max: Number(max) };

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
    minPriceUnit: row.min_price_unit,
    maxSavingPercent: Number(row.max_saving_percent),
    subTitle: row.sub_title,
  };
}

/** Catalog reads over the Kysely store. */
export function createCatalogRepository(db: Db): CatalogRepository {
  const filtered = (filter: MediaFilter) => db.selectFrom('media').where((eb) => eb.and(conditionsOf(filter)));
  const count = async (filter: MediaFilter) =>
    Number((await filtered(filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  /** Values and counts, most common first, then by name; at most MAX_FACET_VALUES. */
  const topValues = (rows: ReadonlyArray<{ value: unknown; n: unknown }>): FacetCount[] => rows
    .map((r) => ({ value: String(r.value), count: Number(r.n) }))
    .sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0))
    .slice(0, MAX_FACET_VALUES);

  /** Counts of a column facet (city, language) under `filter`. */
  async function columnFacet(filter: MediaFilter, key: keyof typeof COLUMN_FACETS): Promise<FacetCount[]> {
    const column = sql.ref<string>(`media.${COLUMN_FACETS[key]}`);
    const rows = await filtered(filter)
      .where(column, '<>', '')
      .select((eb) => [column.as('value'), eb.fn.countAll<number | string>().as('n')])
      .groupBy(column)
      .execute();
    return topValues(rows);
  }

  /**
   * Counts of the tag facets `keys` under `filter`, in one query. The join starts from the
   * filtered profiles (CROSS JOIN fixes that order in SQLite; PostgreSQL plans it as an inner
   * join): a category holds a few thousand profiles, a facet has values on all of them.
   */
  async function tagFacets(filter: MediaFilter, keys: readonly FacetKey[]): Promise<Map<string, FacetCount[]>> {
    if (!keys.length) return new Map();
    const rows = await filtered(filter)
      .crossJoin('media_facets as f')
      .whereRef('f.media_id', '=', 'media.id')
      .where('f.facet', 'in', [...keys])
      .select((eb) => ['f.facet as facet', 'f.value as value', eb.fn.countAll<number | string>().as('n')])
      .groupBy(['f.facet', 'f.value'])
      .execute();
    return new Map(keys.map((key) => [key, topValues(rows.filter((r) => r.facet === key))]));
  }

  /**
   * Per facet, counts with every other filter applied but not its own. Facets nobody filters
   * by share one query (their "other filters" are the whole filter); each filtered one needs
   * its own.
   */
  async function facetLists(filter: MediaFilter): Promise<Record<FacetKey, FacetCount[]>> {
    const isFiltered = (key: FacetKey) => (filter[key]?.length ?? 0) > 0;
    const tagKeys = FACET_KEYS.filter((key) => !isColumnFacet(key));
    const [shared, ...separate] = await Promise.all([
      tagFacets(filter, tagKeys.filter((key) => !isFiltered(key))),
      ...FACET_KEYS.map(async (key): Promise<[FacetKey, FacetCount[]] | null> => {
        const others: MediaFilter = { ...filter, [key]: undefined };
        if (isColumnFacet(key)) return [key, await columnFacet(others, key)];
        if (!isFiltered(key)) return null;
        return [key, (await tagFacets(others, [key])).get(key) ?? []];
      }),
    ]);
    const out = Object.fromEntries(FACET_KEYS.map((key) => [key, shared.get(key) ?? []])) as Record<FacetKey, FacetCount[]>;
    for (const entry of separate) if (entry) out[entry[0]] = entry[1];
    return out;
  }

  /** The top `limit` of one category under `filter`, in the given order (an index per order serves it). */
  function topOfCategory(filter: MediaFilter, category: string, by: 'popularity' | 'saving', limit: number) {
    let query = filtered({ ...filter, category })
      .where('media.option_count', '>', 0)
      .select([...SUMMARY_COLUMNS]);
    if (by === 'saving') query = query.where('media.max_saving_percent', '>', 0).orderBy('max_saving_percent', 'desc');
    return query.orderBy('popularity', 'desc').orderBy('id', 'asc').limit(limit).execute();
  }

  return {
    async countByCategory(filter = {}) {
      const rows = await filtered(filter)
        .select((eb) => ['category', eb.fn.countAll<number | string>().as('media_count'), eb.fn.sum<number | string | null>('option_count').as('option_count')])
        .groupBy('category')
        .execute();
      return rows.map((r) => ({ category: r.category, mediaCount: Number(r.media_count), optionCount: Number(r.option_count ?? 0) }));
    },

    async listMedia(request) {
      let page = filtered(request).select([...SUMMARY_COLUMNS]);
      for (const [column, direction] of ORDER[request.sort]) page = page.orderBy(column, direction);
      const [total, rows] = await Promise.all([
        count(request),
        page.limit(request.pageSize).offset((request.page - 1) * request.pageSize).execute(),
      ]);
      return { items: rows.map(toSummary), total };
    },

    async facetCounts(filter) {
      const unranged: MediaFilter = { ...filter, minPrice: undefined, maxPrice: undefined, minAudience: undefined, maxAudience: undefined };
      const [total, ranges, facets] = await Promise.all([
        count(filter),
        filtered(unranged)
          .select((eb) => [
            eb.fn.min('media.min_price').as('min_price'), eb.fn.max('media.min_price').as('max_price'),
            eb.fn.min('media.audience').as('min_audience'), eb.fn.max('media.audience').as('max_audience'),
          ])
          .executeTakeFirstOrThrow(),
        facetLists(filter),
      ]);
      return {
        total,
        facets,
        price: rangeOf(ranges.min_price, ranges.max_price),
        audience: rangeOf(ranges.min_audience, ranges.max_audience),
      };
    },

    async topAcrossCategories(filter, by, limit) {
      // The first of every category, then the second of every category…: one short indexed
      // query per category (eleven at most) instead of ranking the whole table.
      const categories = filter.category ? [filter.category] : CATEGORY_KEYS;
      const lists = await Promise.all(categories.map((category) => topOfCategory(filter, category, by, limit)));
      const key = (row: SummaryRow) => (by === 'saving' ? [Number(row.max_saving_percent), Number(row.popularity)] : [Number(row.popularity), 0]);
      return lists
        .flatMap((rows) => rows.map((row, rank) => ({ row, rank })))
        .sort((a, b) => {
          const [a1, a2] = key(a.row);
          const [b1, b2] = key(b.row);
          return a.rank - b.rank || b1 - a1 || b2 - a2 || (a.row.id < b.row.id ? -1 : 1);
        })
        .slice(0, limit)
        .map(({ row }) => toSummary(row));
    },

    async topDeals(category, limit) {
      // Rank each profile's discounted options by share of the card rate, then rupees off,
      // then id (the order of shared-domain's compareDeals); keep each profile's first.
      const off = sql<number>`(o.card_rate - o.discounted_rate)`;
      const share = sql<number>`(o.card_rate - o.discounted_rate) * 1.0 / o.card_rate`;
      const ranked = db
        .selectFrom('media_options as o')
        .innerJoin('media', 'media.id', 'o.media_id')
        .where((eb) => eb.and(conditionsOf({ category })))
        .where('o.card_rate', '>', 0)
        .whereRef('o.discounted_rate', '<', 'o.card_rate')
        .select([
          'o.media_id', 'o.data_json',
          share.as('share'), off.as('off'),
          sql<number>`row_number() over (partition by o.media_id order by ${share} desc, ${off} desc, o.id asc)`.as('rn'),
        ]);
      const rows = await db
        .selectFrom(ranked.as('r'))
        .innerJoin('media', 'media.id', 'r.media_id')
        .where('r.rn', '=', 1)
        .select([...SUMMARY_COLUMNS.map((c) => `media.${c}` as const), 'r.data_json'])
        .orderBy('r.share', 'desc')
        .orderBy('r.off', 'desc')
        .orderBy('media.id', 'asc')
        .limit(limit)
        .execute();
      return rows.flatMap((row) => {
        const deal = optionDeal(JSON.parse(row.data_json) as CatalogMediaOption);
        return deal ? [{ ...toSummary(row), deal }] : [];
      });
    },

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
