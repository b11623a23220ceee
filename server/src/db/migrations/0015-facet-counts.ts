import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Facet counts of a category page read indexes only (issue 17: a server-rendered category page
 * at 100,000 options within 50 ms, catalog cache off). `media_facets.category` repeats its
 * profile's category (written with the row; a profile's category never changes), so a
 * category's tag facets are one range of `media_facets_category_idx` instead of a join over
 * every profile of the category; the city and language counts and the price and audience
 * ranges each read one covering index of `media`. The database keeps the copy right whoever
 * writes: a row inserted without its category gets its profile's, and a profile whose
 * category changes takes its rows along (triggers).
 */
export const facetCounts: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('media_facets').addColumn('category', 'text', (c) => c.notNull().defaultTo('')).execute();
    await sql`update media_facets set category = (select media.category from media where media.id = media_facets.media_id)`.execute(db);
    await db.schema.createIndex('media_facets_category_idx').on('media_facets').columns(['category', 'facet', 'value']).execute();
    await db.schema.createIndex('media_category_city_idx').on('media').columns(['category', 'city']).execute();
    await db.schema.createIndex('media_category_language_idx').on('media').columns(['category', 'language']).execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create function media_facets_fill_category() returns trigger language plpgsql as $$
        begin
          if new.category = '' then
            new.category := coalesce((select m.category from media m where m.id = new.media_id), '');
          end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger media_facets_fill_category before insert on media_facets
        for each row execute function media_facets_fill_category()`.execute(db);
      await sql`create function media_facets_follow_category() returns trigger language plpgsql as $$
        begin
          update media_facets set category = new.category where media_id = new.id;
          return new;
        end $$`.execute(db);
      await sql`create trigger media_facets_follow_category after update of category on media
        for each row when (old.category is distinct from new.category) execute function media_facets_follow_category()`.execute(db);
    } else {
      await sql`create trigger media_facets_fill_category after insert on media_facets
        for each row when new.category = ''
        begin
          update media_facets set category = coalesce((select m.category from media m where m.id = new.media_id), '')
          where media_id = new.media_id and facet = new.facet and value = new.value;
        end`.execute(db);
      await sql`create trigger media_facets_follow_category after update of category on media
        for each row when old.category is not new.category
        begin
          update media_facets set category = new.category where media_id = new.id;
        end`.execute(db);
    }
    await db.schema.createIndex('media_category_ranges_idx').on('media').columns(['category', 'min_price', 'audience']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await sql`drop trigger if exists media_facets_follow_category ${postgres ? sql`on media` : sql``}`.execute(db);
    await sql`drop trigger if exists media_facets_fill_category ${postgres ? sql`on media_facets` : sql``}`.execute(db);
    if (postgres) {
      await sql`drop function if exists media_facets_follow_category()`.execute(db);
      await sql`drop function if exists media_facets_fill_category()`.execute(db);
    }
    for (const index of ['media_category_ranges_idx', 'media_category_language_idx', 'media_category_city_idx', 'media_facets_category_idx']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.alterTable('media_facets').dropColumn('category').execute();
  },
};
