import type { Kysely, Migration } from 'kysely';

/**
 * Analytics events (POST /api/events) and the marketing e-mail choice on the account.
 * One row per event: `path` as visited, `label` for clicks, `seconds` for time spent,
 * `action` for the funnel's actions; `user_id` only when the sender was signed in. The
 * indexes serve the staff summary: views by time, actions by time, sessions by source.
 * `users.marketing_opt_out` is a boolean kept as 0/1, the same on SQLite and PostgreSQL.
 */
export const events: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('label', 'text')
      .addColumn('seconds', 'integer')
      .addColumn('action', 'text')
      .addColumn('referrer', 'text')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('utm_source', 'text')
      .addColumn('utm_medium', 'text')
      .addColumn('utm_campaign', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('events_type_at_idx').on('events').columns(['type', 'at']).execute();
    await db.schema.createIndex('events_session_idx').on('events').columns(['session_id', 'at']).execute();
    await db.schema.createIndex('events_at_idx').on('events').column('at').execute();
    await db.schema.alterTable('users').addColumn('marketing_opt_out', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('events').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('marketing_opt_out').execute();
  },
};
