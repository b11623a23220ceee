import { sql, type Expression, type SqlBool, type Selectable } from 'kysely';
import { FACET_KEYS } from 'shared-domain';
import type { CategoryKey, FacetKey, MediaSort, MediaSummary, NumberRange } from 'shared-domain';
import type { Db } from '../db/database';
import type { MediaTable } from '../db/schema';

/** List filters as the routes hand them over: lists already split (`city=a,b` → ['a', 'b']). */
export type MediaFilter = {
  category?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  minAudience?: number;
  maxAudience?: number;
} & { [K in FacetKey]?: readonly string[] };

export const SUMMARY_COLUMNS = [
  'id', 'category', 'slug', 'name', 'city', 'language', 'logo_url', 'audience', 'score',
  'popularity', 'option_count', 'min_price', 'min_price_unit', 'max_saving_percent', 'sub_title',
] as const;

export type SummaryRow = Pick<Selectable<MediaTable>, (typeof SUMMARY_COLUMNS)[number]>;

// Every order ends on id so pages never overlap or skip rows.
export const ORDER: Readonly<Record<MediaSort, ReadonlyArray<[keyof MediaTable, 'asc' | 'desc']>>> = {
  popularity: [['popularity', 'desc'], ['id', 'asc']],
  'price-asc': [['min_price', 'asc'], ['id', 'asc']],
  'price-desc': [['min_price', 'desc'], ['id', 'asc']],
  reach: [['audience', 'desc'], ['id', 'asc']],
  score: [['score', 'desc'], ['id', 'asc']],
  saving: [['max_saving_percent', 'desc'], ['popularity', 'desc'], ['id', 'asc']],
  name: [['name', 'asc'], ['id', 'asc']],
};

/** City and language are columns of `media`; the other list filters live in `media_facets`. */
export const COLUMN_FACETS = { city: 'city', language: 'language' } as const;
export const isColumnFacet = (key: FacetKey): key is keyof typeof COLUMN_FACETS => key in COLUMN_FACETS;

const lowered = (values: readonly string[]) => sql.join(values.map((v) => v.trim().toLowerCase()));

/**
 * The WHERE conditions of a filter, written against the unaliased `media` table so the same
 * conditions serve the list, its count and the facet joins. A list filter matches any of its
 * values ignoring case; different filters must all match.
 */
export function conditionsOf(filter: MediaFilter): Expression<SqlBool>[] {
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

export const rangeOf = (min: unknown, max: unknown): NumberRange | null =>
  min === null || min === undefined || max === null || max === undefined ? null : { min: Number(min), max: Number(max) };

/** `%text%` for LIKE with `\`, `%` and `_` taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function toSummary(row: SummaryRow): MediaSummary {
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

/** The `media` rows matching `filter`. */
export const filteredMedia = (db: Db, filter: MediaFilter) => db.selectFrom('media').where((eb) => eb.and(conditionsOf(filter)));

/** How many profiles match `filter`. */
export async function countMedia(db: Db, filter: MediaFilter): Promise<number> {
  return Number((await filteredMedia(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
}
