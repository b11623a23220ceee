import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Facet counts of a category page read indexes only (issue 17: a server-rendered category page
 * at 100,000 options within 50 ms, catalog cache off). `media_facets.category` repeats its
 * profile's category (written with the row; a profile's category never changes), so a
 * category's tag facets are one range of `media_facets_category_idx` instead of a join over
 * every profile of the category; the city and language counts and the price and audience
 * ranges each read one covering index of `media`.
 */
export const facetCounts: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('media_facets').addColumn('category', 'text', (c) => c.notNull().defaultTo('')).execute();
    await sql`update media_facets set category = (select media.category from media where media.id = media_facets.media_id)`.execute(db);
    await db.schema.createIndex('media_facets_category_idx').on('media_facets').columns(['category', 'facet', 'value']).execute();
    await db.schema.createIndex('media_category_city_idx').on('media').columns(['category', 'city']).execute();
    await db.schema.createIndex('media_category_language_idx').on('media').columns(['category', 'language']).execute();
    await db.schema.createIndex('media_category_ranges_idx').on('media').columns(['category', 'min_price', 'audience']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const index of ['media_category_ranges_idx', 'media_category_language_idx', 'media_category_city_idx', 'media_facets_category_idx']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.alterTable('media_facets').dropColumn('category').execute();
  },
};
