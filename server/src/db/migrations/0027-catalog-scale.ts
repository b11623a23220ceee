import { PostgresAdapter, sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * Issue 35: a category page's facet counts within 30 ms at 1,000,000 options, cache off.
 *
 * - `media_facet_counts`: per category, how many profiles carry each tag facet value
 *   (`media_facets`), each city and each language (facets `city`, `language`), and how many
 *   profiles it has (facet and value ''). A whole category's facets read its few hundred rows
 *   instead of grouping some 250,000. As with 0015's category copy, the database keeps the
 *   counts right whoever writes: triggers on `media_facets` and `media` count every row
 *   inserted, deleted or changed (a facet row still without its category, which 0015's trigger
 *   fills in, is counted once it has one). On PostgreSQL they count once per statement, from
 *   its transition tables: a seed's insert of thousands of rows moves each count once, where a
 *   count per row would write a new version of the same row thousands of times.
 * - The city and language indexes of a category carry the price and audience, so the counts
 *   of either under a price or audience range, and the ranges under a city or language, read
 *   the index alone; a profile's row (with its detail JSON) is never visited for them.
 */

/** The (category, facet, value) rows a table's rows count for: its tag facets, or a profile's total, city and language. */
const FACET_ROWS = (rows: string) => sql`select category, facet, value from ${sql.raw(rows)} where category <> ''`;
const MEDIA_ROWS = (rows: string) => sql`
  select category, '' as facet, '' as value from ${sql.raw(rows)}
  union all select category, 'city', city from ${sql.raw(rows)} where city <> ''
  union all select category, 'language', language from ${sql.raw(rows)} where language <> ''`;

const COUNTED = [
  { table: 'media_facets', rows: FACET_ROWS },
  { table: 'media', rows: MEDIA_ROWS },
] as const;

export const catalogScale: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema.createTable('media_facet_counts')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('facet', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_facet_counts_pk', ['category', 'facet', 'value'])
      .execute();
    for (const { table, rows } of COUNTED) {
      await sql`insert into media_facet_counts (category, facet, value, n)
        select category, facet, value, count(*) from (${rows(table)}) r group by category, facet, value
        on conflict (category, facet, value) do update set n = media_facet_counts.n + excluded.n`.execute(db);
    }
    for (const { table, rows } of COUNTED) {
      if (postgres) await countPerStatement(db, table, rows);
      else await countPerRow(db, table);
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
    for (const { table } of COUNTED) {
      for (const op of ['insert', 'delete', 'update']) {
        await sql`drop trigger if exists ${sql.raw(`${table}_counts_${op}`)} ${postgres ? sql`on ${sql.raw(table)}` : sql``}`.execute(db);
        if (postgres) await sql`drop function if exists ${sql.raw(`${table}_counts_${op}`)}()`.execute(db);
      }
    }
    for (const index of ['media_category_lower_language_idx', 'media_category_lower_city_idx', 'media_category_language_idx', 'media_category_city_idx']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.createIndex('media_category_city_idx').on('media').columns(['category', 'city']).execute();
    await db.schema.createIndex('media_category_language_idx').on('media').columns(['category', 'language']).execute();
    await db.schema.dropTable('media_facet_counts').ifExists().execute();
  },
};

/** PostgreSQL: statement triggers adding the new rows' counts and taking away the old rows'. */
async function countPerStatement(db: Kysely<unknown>, table: string, rows: (name: string) => RawBuilder<unknown>): Promise<void> {
  const added = sql`insert into media_facet_counts (category, facet, value, n)
    select category, facet, value, count(*) from (${rows('new_rows')}) r group by category, facet, value
    on conflict (category, facet, value) do update set n = media_facet_counts.n + excluded.n`;
  const removed = sql`update media_facet_counts c set n = c.n - d.n
    from (select category, facet, value, count(*) as n from (${rows('old_rows')}) r group by category, facet, value) d
    where c.category = d.category and c.facet = d.facet and c.value = d.value`;
  const steps: Record<string, { body: RawBuilder<unknown>; tables: RawBuilder<unknown> }> = {
    insert: { body: sql`${added};`, tables: sql`new table as new_rows` },
    delete: { body: sql`${removed};`, tables: sql`old table as old_rows` },
    update: { body: sql`${removed}; ${added};`, tables: sql`old table as old_rows new table as new_rows` },
  };
  for (const [op, { body, tables }] of Object.entries(steps)) {
    const name = sql.raw(`${table}_counts_${op}`);
    await sql`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`.execute(db);
    await sql`create trigger ${name} after ${sql.raw(op)} on ${sql.raw(table)}
      referencing ${tables} for each statement execute function ${name}()`.execute(db);
  }
}

/** SQLite: row triggers (SQLite has no statement triggers; a row's update costs no new version there). */
async function countPerRow(db: Kysely<unknown>, table: string): Promise<void> {
  const pairs: Array<[facet: string, value: string, when: string]> = table === 'media'
    ? [["''", "''", ''], ["'city'", 'city', "and {r}.city <> ''"], ["'language'", 'language', "and {r}.language <> ''"]]
    : [['facet', 'value', "and {r}.category <> ''"]];
  const add = pairs.map(([facet, value, when]) => `insert into media_facet_counts (category, facet, value, n)
    select new.category, ${facet.replace(/^(facet|value)$/, 'new.$1')}, ${value === "''" ? "''" : `new.${value}`}, 1 where 1 = 1 ${when.replace(/\{r\}/g, 'new')}
    on conflict (category, facet, value) do update set n = n + 1;`).join('\n');
  const remove = pairs.map(([facet, value, when]) => `update media_facet_counts set n = n - 1
    where category = old.category and facet = ${facet.replace(/^(facet|value)$/, 'old.$1')} and value = ${value === "''" ? "''" : `old.${value}`} ${when.replace(/\{r\}/g, 'old')};`).join('\n');
  const watched = table === 'media' ? 'category, city, language' : 'category, facet, value';
  await sql.raw(`create trigger ${table}_counts_insert after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${table}_counts_delete after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger ${table}_counts_update after update of ${watched} on ${table} begin ${remove} ${add} end`).execute(db);
}
