import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Browse filters and the deals order. `media_facets` holds a profile's list-filter values
 * other than city and language (edition, format, genre, industry): one row per value, so a
 * profile can be popular with several industries and facet counts are one GROUP BY.
 */
export const catalogFacets: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('media_facets')
      .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
      .addColumn('facet', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_facets_pk', ['media_id', 'facet', 'value'])
      .execute();
    // Filters match values ignoring case: "which profiles have format = display".
    await sql`create index media_facets_value_idx on media_facets (facet, lower(value), media_id)`.execute(db);
    // The deals order (sort=saving) within a category.
    await db.schema.createIndex('media_category_saving_idx').on('media')
      .columns(['category', 'max_saving_percent desc', 'popularity desc', 'id']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('media_category_saving_idx').ifExists().execute();
    await db.schema.dropTable('media_facets').ifExists().execute();
  },
};
