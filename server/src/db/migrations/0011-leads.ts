import type { Kysely, Migration } from 'kysely';

/**
 * Leads sent from the lead forms (issue 14): what the visitor typed, where from (page, utm),
 * who (the signed-in user, or null for a guest), and the staff inbox's status, note and
 * assignee. No client address is stored: the per-address limit counts elsewhere.
 * `dedupe_key` (a hash of the person and content) is unique while set: a repeat within the
 * dedupe window finds the first lead by it; an older lead's key is cleared before a new
 * one with the same key is written.
 */
export const leads: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('budget', 'integer')
      .addColumn('ad_time_line', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('requirements', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('utm_source', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('utm_medium', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('utm_campaign', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('assignee', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('dedupe_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leads_dedupe_key_idx').unique().on('leads').column('dedupe_key').execute();
    await db.schema.createIndex('leads_created_idx').on('leads').column('created_at').execute();
    await db.schema.createIndex('leads_status_created_idx').on('leads').columns(['status', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('leads').ifExists().execute();
  },
};
