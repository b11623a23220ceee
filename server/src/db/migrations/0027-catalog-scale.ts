import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 35: a category page's facet counts within 30 ms at 1,000,000 options, cache off.
 *
 * - `media_facet_counts`: how many profiles of a category carry each tag facet value. A whole
 *   category's tag facets read its few hundred rows instead of grouping some 250,000 rows of
 *   `media_facets`. As with 0015's category copy, the database keeps the counts right whoever
 *   writes: triggers count every row of `media_facets` inserted, deleted or moved (a row still
 *   without its category, which 0015's trigger fills in, is counted once it has one).
 * - The city and language indexes of a category carry the price and audience, so the counts
 *   of either under a price or audience range, and the ranges under a city or language, read
 *   the index alone; a profile's row (with its detail JSON) is never visited for them.
 */
export const catalogScale: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('media_facet_counts')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('facet', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_facet_counts_pk', ['category', 'facet', 'value'])
      .execute();
    await sql`insert into media_facet_counts (category, facet, value, n)
      select category, facet, value, count(*) from media_facets where category <> '' group by category, facet, value`.execute(db);
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      // Once per statement, from its transition tables: a seed's bulk insert of thousands of rows
      // moves each count once, not once per row (each update of a row makes a new version of it).
      const added = sql`insert into media_facet_counts (category, facet, value, n)
        select category, facet, value, count(*) from new_rows where category <> '' group by category, facet, value
        on conflict (category, facet, value) do update set n = media_facet_counts.n + excluded.n`;
      const removed = sql`update media_facet_counts c set n = c.n - d.n
        from (select category, facet, value, count(*) as n from old_rows where category <> '' group by category, facet, value) d
        where c.category = d.category and c.facet = d.facet and c.value = d.value`;
      await sql`create function media_facet_counts_insert() returns trigger language plpgsql as $$ begin ${added}; return null; end $$`.execute(db);
      await sql`create function media_facet_counts_delete() returns trigger language plpgsql as $$ begin ${removed}; return null; end $$`.execute(db);
      await sql`create function media_facet_counts_update() returns trigger language plpgsql as $$ begin ${removed}; ${added}; return null; end $$`.execute(db);
      await sql`create trigger media_facet_counts_insert after insert on media_facets
        referencing new table as new_rows for each statement execute function media_facet_counts_insert()`.execute(db);
      await sql`create trigger media_facet_counts_delete after delete on media_facets
        referencing old table as old_rows for each statement execute function media_facet_counts_delete()`.execute(db);
      await sql`create trigger media_facet_counts_update after update on media_facets
        referencing old table as old_rows new table as new_rows for each statement execute function media_facet_counts_update()`.execute(db);
    } else {
      const add = sql`insert into media_facet_counts (category, facet, value, n) select new.category, new.facet, new.value, 1 where new.category <> ''
        on conflict (category, facet, value) do update set n = n + 1`;
      const remove = sql`update media_facet_counts set n = n - 1 where old.category <> '' and category = old.category and facet = old.facet and value = old.value`;
      await sql`create trigger media_facet_counts_insert after insert on media_facets begin ${add}; end`.execute(db);
      await sql`create trigger media_facet_counts_delete after delete on media_facets begin ${remove}; end`.execute(db);
      await sql`create trigger media_facet_counts_update after update of category, facet, value on media_facets begin ${remove}; ${add}; end`.execute(db);
    }

    await db.schema.dropIndex('media_category_city_idx').ifExists().execute();
    await db.schema.dropIndex('media_category_language_idx').ifExists().execute();
    await db.schema.createIndex('media_category_city_idx').on('media').columns(['category', 'city', 'min_price', 'audience']).execute();
    await db.schema.createIndex('media_category_language_idx').on('media').columns(['category', 'language', 'min_price', 'audience']).execute();
    await sql`create index media_category_lower_city_idx on media (category, lower(city), min_price, audience)`.execute(db);
    await sql`create index media_category_lower_language_idx on media (category, lower(language), min_price, audience)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const trigger of ['media_facet_counts_insert', 'media_facet_counts_delete', 'media_facet_counts_update']) {
      await sql`drop trigger if exists ${sql.raw(trigger)} ${postgres ? sql`on media_facets` : sql``}`.execute(db);
    }
    if (postgres) {
      for (const fn of ['media_facet_counts_insert', 'media_facet_counts_delete', 'media_facet_counts_update']) await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
    }
    for (const index of ['media_category_lower_language_idx', 'media_category_lower_city_idx', 'media_category_language_idx', 'media_category_city_idx']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.createIndex('media_category_city_idx').on('media').columns(['category', 'city']).execute();
    await db.schema.createIndex('media_category_language_idx').on('media').columns(['category', 'language']).execute();
    await db.schema.dropTable('media_facet_counts').ifExists().execute();
  },
};
