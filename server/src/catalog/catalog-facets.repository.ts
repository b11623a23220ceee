import { sql } from 'kysely';
import { FACET_KEYS, type FacetCount, type FacetKey, type MediaFacetsResponse, type NumberRange } from 'shared-domain';
import type { Db } from '../db/database';
import { COLUMN_FACETS, conditionsOf, countMedia, filteredMedia, isColumnFacet, rangeOf, type MediaFilter } from './catalog-filter.repository';

/** Most values one facet lists (the most common first). */
export const MAX_FACET_VALUES = 50;

/** Values and counts, most common first, then by name; at most MAX_FACET_VALUES. */
const topValues = (rows: ReadonlyArray<{ value: unknown; n: unknown }>): FacetCount[] => rows
  .map((r) => ({ value: String(r.value), count: Number(r.n) }))
  .sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0))
  .slice(0, MAX_FACET_VALUES);

/** Counts of a column facet (city, language) under `filter`. */
async function columnFacet(db: Db, filter: MediaFilter, key: keyof typeof COLUMN_FACETS): Promise<FacetCount[]> {
  const column = sql.ref<string>(`media.${COLUMN_FACETS[key]}`);
  const rows = await filteredMedia(db, filter)
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
async function tagFacets(db: Db, filter: MediaFilter, keys: readonly FacetKey[]): Promise<Map<string, FacetCount[]>> {
  if (!keys.length) return new Map();
  const rows = conditionsOf({ ...filter, category: undefined }).length === 0
    ? await categoryTagCounts(db, filter.category)
    : await filteredMedia(db, filter)
    .crossJoin('media_facets as f')
    .whereRef('f.media_id', '=', 'media.id')
    .where('f.facet', 'in', [...keys])
    .select((eb) => ['f.facet as facet', 'f.value as value', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['f.facet', 'f.value'])
    .execute();
  return new Map(keys.map((key) => [key, topValues(rows.filter((r) => r.facet === key))]));
}

/**
 * Facet counts of a whole category (or of the whole catalog), kept counted in
 * `media_facet_counts` (0027): a few hundred rows per category, whatever its size. Every
 * facet is read, city and language too, and the profiles' total (facet ''); the caller keeps
 * what it asked for.
 */
function categoryTagCounts(db: Db, category: string | undefined) {
  let query = db.selectFrom('media_facet_counts').where('n', '>', 0);
  if (category) query = query.where('category', '=', category);
  return query
    .select((eb) => ['facet', 'value', eb.fn.sum<number | string>('n').as('n')])
    .groupBy(['facet', 'value'])
    .execute();
}

/** The lowest and highest of a column over a whole category (or the catalog): one seek of an index each. */
async function categoryRange(db: Db, category: string | undefined, column: 'min_price' | 'audience'): Promise<NumberRange | null> {
  const edge = async (direction: 'asc' | 'desc') => {
    let query = db.selectFrom('media').select(column);
    if (category) query = query.where('category', '=', category);
    return (await query.orderBy(column, direction).limit(1).executeTakeFirst())?.[column];
  };
  return rangeOf(await edge('asc'), await edge('desc'));
}

/** The facets of a whole category (no other filter): the kept counts and two ranges. */
async function wholeCategoryFacets(db: Db, category: string | undefined): Promise<MediaFacetsResponse> {
  const [rows, price, audience] = await Promise.all([
    categoryTagCounts(db, category), categoryRange(db, category, 'min_price'), categoryRange(db, category, 'audience'),
  ]);
  const total = rows.filter((r) => r.facet === '' && r.value === '').reduce((sum, r) => sum + Number(r.n), 0);
  const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, topValues(rows.filter((r) => r.facet === key))])) as Record<FacetKey, FacetCount[]>;
  return { total, facets, price, audience };
}

/**
 * Per facet, counts with every other filter applied but not its own. Facets nobody filters
 * by share one query (their "other filters" are the whole filter); each filtered one needs
 * its own.
 */
async function facetLists(db: Db, filter: MediaFilter): Promise<Record<FacetKey, FacetCount[]>> {
  const isFiltered = (key: FacetKey) => (filter[key]?.length ?? 0) > 0;
  const tagKeys = FACET_KEYS.filter((key) => !isColumnFacet(key));
  const [shared, ...separate] = await Promise.all([
    tagFacets(db, filter, tagKeys.filter((key) => !isFiltered(key))),
    ...FACET_KEYS.map(async (key): Promise<[FacetKey, FacetCount[]] | null> => {
      const others: MediaFilter = { ...filter, [key]: undefined };
      if (isColumnFacet(key)) return [key, await columnFacet(db, others, key)];
      if (!isFiltered(key)) return null;
      return [key, (await tagFacets(db, others, [key])).get(key) ?? []];
    }),
  ]);
  const out = Object.fromEntries(FACET_KEYS.map((key) => [key, shared.get(key) ?? []])) as Record<FacetKey, FacetCount[]>;
  for (const entry of separate) if (entry) out[entry[0]] = entry[1];
  return out;
}

/** Value counts of every list filter with the other filters applied, the total and the price and audience ranges. */
export async function facetCounts(db: Db, filter: MediaFilter): Promise<MediaFacetsResponse> {
  if (conditionsOf({ ...filter, category: undefined }).length === 0) return wholeCategoryFacets(db, filter.category);
  const unranged: MediaFilter = { ...filter, minPrice: undefined, maxPrice: undefined, minAudience: undefined, maxAudience: undefined };
  const [total, ranges, facets] = await Promise.all([
    countMedia(db, filter),
    filteredMedia(db, unranged)
      .select((eb) => [
        eb.fn.min('media.min_price').as('min_price'), eb.fn.max('media.min_price').as('max_price'),
        eb.fn.min('media.audience').as('min_audience'), eb.fn.max('media.audience').as('max_audience'),
      ])
      .executeTakeFirstOrThrow(),
    facetLists(db, filter),
  ]);
  return {
    total,
    facets,
    price: rangeOf(ranges.min_price, ranges.max_price),
    audience: rangeOf(ranges.min_audience, ranges.max_audience),
  };
}
