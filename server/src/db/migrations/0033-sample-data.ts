import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 36. `media.sample_data`: 1 for a profile of the generated demo catalogue (its rates,
 * circulations and deals are made up by the seed), 0 for anything else (a seller's approved
 * listing, a catalogue imported from real data). The site says so in its footer and on the
 * profile's page. A store seeded before knows its generated profiles by their ids: the
 * generator's media ids all start with `665000a1` (seed/generator.ts `objectId`).
 */
export const sampleData: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('media').addColumn('sample_data', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`update media set sample_data = 1 where id like '665000a1%'`.execute(db);
    await db.schema.createIndex('media_sample_data_idx').on('media').column('sample_data').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('media_sample_data_idx').ifExists().execute();
    await db.schema.alterTable('media').dropColumn('sample_data').execute();
  },
};
