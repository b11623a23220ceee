import { sql } from 'kysely';
import { CATEGORY_KEYS, optionDeal, type CatalogMediaOption, type DealItem, type MediaSummary } from 'shared-domain';
import type { Db } from '../db/database';
import { conditionsOf, filteredMedia, SUMMARY_COLUMNS, toSummary, type MediaFilter, type SummaryRow } from './catalog-filter.repository';

/** The top `limit` of one category under `filter`, in the given order (an index per order serves it). */
function topOfCategory(db: Db, filter: MediaFilter, category: string, by: 'popularity' | 'saving', limit: number) {
  let query = filteredMedia(db, { ...filter, category })
    .where('media.option_count', '>', 0)
    .select([...SUMMARY_COLUMNS]);
  if (by === 'saving') query = query.where('media.max_saving_percent', '>', 0).orderBy('max_saving_percent', 'desc');
  return query.orderBy('popularity', 'desc').orderBy('id', 'asc').limit(limit).execute();
}

/** The top `limit` profiles, the best of each category first, by popularity or by saving. */
export async function topAcrossCategories(db: Db, filter: MediaFilter, by: 'popularity' | 'saving', limit: number): Promise<MediaSummary[]> {
  // The first of every category, then the second of every category…: one short indexed
  // query per category (eleven at most) instead of ranking the whole table.
  const categories = filter.category ? [filter.category] : CATEGORY_KEYS;
  const lists = await Promise.all(categories.map((category) => topOfCategory(db, filter, category, by, limit)));
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
}

/**
 * Deal candidates: per media profile (of `category` when given) its option with the largest
 * card-to-offer discount, the largest first, at most `limit` (the caller applies `pickDeals`).
 */
export async function topDeals(db: Db, category: string | undefined, limit: number): Promise<DealItem[]> {
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
}
