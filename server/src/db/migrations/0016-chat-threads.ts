import type { Kysely, Migration } from 'kysely';

/**
 * The brief assistant's threads (issue 18). `id` is unguessable (random, 144 bits); `owner` is
 * `user:<id>` for a signed-in user or `visitor:<sha-256 of the visitor cookie>` for a guest, so
 * the table never holds a cookie that would open a thread. `state_json` is shared-domain's
 * ChatBriefState, `messages_json` the text of the conversation. `version` counts writes: an
 * update names the version it read, so two messages sent at once cannot lose one another.
 */
export const chatThreads: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('chat_threads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('state_json', 'text', (c) => c.notNull())
      .addColumn('messages_json', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_threads_owner_idx').on('chat_threads').columns(['owner', 'updated_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('chat_threads').ifExists().execute();
  },
};
