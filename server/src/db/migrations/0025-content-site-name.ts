import type { Kysely, Migration } from 'kysely';
import { namesProduct, templateContentPage, type ContentPage } from 'shared-domain';

type Db = Kysely<{
  content_pages: { url: string; kind: string; version: number; body_json: string; updated_at: string };
  content_versions: { url: string; version: number; body_json: string; saved_by: string | null; saved_at: string };
}>;

/**
 * Content pages as templates of the site's name (white-label hosts never show the product's
 * name): `content_overrides` holds an organisation's own text of a page for its host, with its
 * versions in `content_override_versions` (a removed override keeps its history, so the next
 * one goes on from its last version). Every stored page that says "MediaMart" is saved again,
 * as its next version by the seed (saved_by null), with the name turned into `{{siteName}}`:
 * staff's edits stay as they were apart from the name, and the version before stays in the
 * history.
 */
export const contentSiteName: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('content_overrides')
      .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('body_json', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_overrides_pk', ['organization_id', 'url'])
      .execute();
    await db.schema
      .createTable('content_override_versions')
      .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('body_json', 'text', (c) => c.notNull())
      .addColumn('saved_by', 'text')
      .addColumn('saved_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_override_versions_pk', ['organization_id', 'url', 'version'])
      .execute();

    const store = db as unknown as Db;
    const at = new Date().toISOString();
    const rows = await store.selectFrom('content_pages').select(['url', 'version', 'body_json']).execute();
    for (const row of rows) {
      const page = JSON.parse(row.body_json) as ContentPage;
      if (!namesProduct(page)) continue;
      const body = JSON.stringify(templateContentPage(page));
      const version = Number(row.version) + 1;
      await store.insertInto('content_versions').values({ url: row.url, version, body_json: body, saved_by: null, saved_at: at }).execute();
      await store.updateTable('content_pages').set({ version, body_json: body, updated_at: at }).where('url', '=', row.url).execute();
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('content_override_versions').ifExists().execute();
    await db.schema.dropTable('content_overrides').ifExists().execute();
  },
};
