import type { Kysely, Migration } from 'kysely';

/**
 * Issue 30. `deploy_tokens.may_go_live` (0/1): whether a deploy token may switch its remote's
 * live release, as the release manager who made it decided; tokens made before this may not
 * (any staff member could make them). `events.view_id`: the page view a `pageview` event opens
 * and a `remote_error` event belongs to, so a remote's error rate counts at most one failure
 * per page view that a visitor really had.
 */
export const releaseManagers: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('deploy_tokens').addColumn('may_go_live', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('events').addColumn('view_id', 'text').execute();
    await db.schema.createIndex('events_view_idx').on('events').columns(['view_id', 'type']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('events_view_idx').ifExists().execute();
    await db.schema.alterTable('events').dropColumn('view_id').execute();
    await db.schema.alterTable('deploy_tokens').dropColumn('may_go_live').execute();
  },
};
