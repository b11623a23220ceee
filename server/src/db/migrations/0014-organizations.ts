import type { Kysely, Migration } from 'kysely';

/**
 * White-label organisations (issue 15): the organisation as SPEC.md section 3 (name, logo,
 * contact details and settings as JSON text), whether the chat shows, the origins allowed to
 * embed the bag and the dashboard, and its uploaded logo (bytes, media type and hash) in a
 * table of its own so listing organisations never reads images. `organization_hostnames`
 * maps each normalised hostname to one organisation: the primary key makes a hostname
 * unique across organisations, so two saves racing for one host end in one 409.
 * `organization_id` on users, leads and campaigns records the organisation whose host the
 * sign-up, the lead or the saved campaign came from (null on the product's own hosts).
 */
export const organizations: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('organizations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('logo_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contact_json', 'text', (c) => c.notNull())
      .addColumn('settings_json', 'text', (c) => c.notNull())
      .addColumn('show_chat', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('embed_origins_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('organization_hostnames')
      .addColumn('hostname', 'text', (c) => c.primaryKey())
      .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('organization_hostnames_org_idx').on('organization_hostnames').column('organization_id').execute();
    await db.schema
      .createTable('organization_logos')
      .addColumn('organization_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      // Base64 text: the same column type and driver handling on SQLite and PostgreSQL (at most 256 KB of image).
      .addColumn('data_base64', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('users').addColumn('organization_id', 'text').execute();
    await db.schema.alterTable('leads').addColumn('organization_id', 'text').execute();
    await db.schema.alterTable('campaigns').addColumn('organization_id', 'text').execute();
    await db.schema.createIndex('users_organization_idx').on('users').column('organization_id').execute();
    await db.schema.createIndex('leads_organization_created_idx').on('leads').columns(['organization_id', 'created_at']).execute();
    await db.schema.createIndex('campaigns_organization_idx').on('campaigns').column('organization_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('campaigns_organization_idx').ifExists().execute();
    await db.schema.dropIndex('leads_organization_created_idx').ifExists().execute();
    await db.schema.dropIndex('users_organization_idx').ifExists().execute();
    await db.schema.alterTable('campaigns').dropColumn('organization_id').execute();
    await db.schema.alterTable('leads').dropColumn('organization_id').execute();
    await db.schema.alterTable('users').dropColumn('organization_id').execute();
    await db.schema.dropTable('organization_logos').ifExists().execute();
    await db.schema.dropTable('organization_hostnames').ifExists().execute();
    await db.schema.dropTable('organizations').ifExists().execute();
  },
};
