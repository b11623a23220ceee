/**
 * The catalog rows the media-mix recommender plans with (issue 18, POST /recommendations).
 * A plan never needs the whole catalog: per category it reads a bounded shortlist of media
 * (the largest audiences, which carry the most reach, and the lowest prices, which fit small
 * budgets and tell the smallest workable budget), filtered by city and language in SQL, then
 * their options. The same query runs on SQLite and PostgreSQL and is ordered, so the same
 * catalog always gives the same shortlist.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Attribute, CatalogMediaOption } from 'shared-domain';
import type { PlanCandidate } from 'shared-domain';
import type { Db } from '../db/database';
import { createPlanningRatesRepository } from './planning-rates.repository';

/** Media per category read by audience (largest first) and by lowest price. */
export const SHORTLIST_BY_AUDIENCE = 10;
export const SHORTLIST_BY_PRICE = 5;

export type ShortlistFilter = {
  readonly categories: readonly string[];
  /** Empty: pan-India. */
  readonly cities: readonly string[];
  /** Empty: any language. */
  readonly languages: readonly string[];
};

export interface RecommendationRepository {
  /** The cities with media, each spelled once (the planning tools' list). */
  cities(): Promise<string[]>;
  /** The candidates of every option of the shortlisted media, by option id. */
  candidates(filter: ShortlistFilter): Promise<PlanCandidate[]>;
}

const lowered = (values: readonly string[]) => sql.join(values.map((v) => v.trim().toLowerCase()));

export function createRecommendationRepository(db: Db): RecommendationRepository {
  /** Ids of up to `limit` media of `category` matching the filter, in the given order. */
  function shortlist(category: string, filter: ShortlistFilter, by: 'audience' | 'price', limit: number) {
    const where: Expression<SqlBool>[] = [sql<SqlBool>`category = ${category}`];
    if (filter.cities.length) where.push(sql<SqlBool>`lower(city) in (${lowered(filter.cities)})`);
    if (filter.languages.length) where.push(sql<SqlBool>`lower(language) in (${lowered(filter.languages)})`);
    // A profile without options has a min_price of 0: it has nothing to plan.
    where.push(sql<SqlBool>`option_count > 0`);
    const query = db.selectFrom('media').select('id').where((eb) => eb.and(where));
    return (by === 'audience' ? query.orderBy('audience', 'desc') : query.orderBy('min_price', 'asc'))
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }

  const rates = createPlanningRatesRepository(db);
  return {
    cities: () => rates.cities(),

    async candidates(filter) {
      const lists = await Promise.all(filter.categories.flatMap((category) => [
        shortlist(category, filter, 'audience', SHORTLIST_BY_AUDIENCE),
        shortlist(category, filter, 'price', SHORTLIST_BY_PRICE),
      ]));
      const ids = [...new Set(lists.flat().map((r) => r.id))];
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('media_options as o')
        .innerJoin('media as m', 'm.id', 'o.media_id')
        .select(['o.id', 'o.data_json', 'm.id as media_id', 'm.name', 'm.category', 'm.slug', 'm.city', 'm.language', 'm.detail_json'])
        .where('m.id', 'in', ids)
        .orderBy('o.id')
        .execute();
      // Each profile's detail is parsed once, however many options it has.
      const attributes = new Map<string, Record<string, Attribute>>();
      return rows.map((r) => {
        let attrs = attributes.get(r.media_id);
        if (!attrs) {
          attrs = (JSON.parse(r.detail_json) as { attributes?: Record<string, Attribute> }).attributes ?? {};
          attributes.set(r.media_id, attrs);
        }
        const option = JSON.parse(r.data_json) as CatalogMediaOption;
        return {
          mediaOptionId: r.id,
          mediaId: r.media_id,
          mediaName: r.name,
          optionName: option.name,
          category: r.category,
          slug: r.slug,
          city: r.city,
          language: r.language,
          option,
          attributes: attrs,
        };
      });
    },
  };
}
