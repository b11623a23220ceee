import type { Kysely, Migration } from 'kysely';

/**
 * Content as data (issue 14): the content pages and the five landing pages, in SPEC.md
 * section 3's shape, stored as JSON (`body_json`, a ContentPage). `content_pages` holds the
 * current version of each address; `content_versions` every saved version with who saved it
 * and when (a restore is saved as a new version, so history is never rewritten).
 */
export const content: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('content_pages')
      .addColumn('url', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('body_json', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('content_versions')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('body_json', 'text', (c) => c.notNull())
      .addColumn('saved_by', 'text')
      .addColumn('saved_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_versions_pk', ['url', 'version'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('content_versions').ifExists().execute();
    await db.schema.dropTable('content_pages').ifExists().execute();
  },
};
