import { sql, type Kysely, type Migration } from 'kysely';

const DOUBLE = sql`double precision`;

/**
 * Sellers (issue 19). A seller account has members (users; a user belongs to at most one
 * account). A seller profile holds the studio's draft (shared-domain's SellerProfileDraft as
 * JSON), its status, its stored score and its review comments; once approved, `media_id`,
 * `live_category` and `live_slug` name the catalog rows (`media`, `media_options`) that buyers
 * see, which change only on the next approval. `version` counts saves: a save names the
 * version it edited, so two tabs cannot overwrite each other unseen. Seller files (logos, media
 * kits, artworks) are stored in the database as base64 text, like organisation logos, so every
 * instance serves them.
 */
export const sellers: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('seller_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('contact_email', 'text', (c) => c.notNull())
      .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('seller_members')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('seller_id', 'text', (c) => c.notNull().references('seller_accounts.id').onDelete('cascade'))
      .addColumn('added_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('seller_members_seller_idx').on('seller_members').column('seller_id').execute();
    await db.schema
      .createTable('seller_profiles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seller_id', 'text', (c) => c.notNull().references('seller_accounts.id').onDelete('cascade'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('score', DOUBLE, (c) => c.notNull().defaultTo(0))
      .addColumn('draft_json', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('comments_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('media_id', 'text')
      .addColumn('live_category', 'text')
      .addColumn('live_slug', 'text')
      .addColumn('published_at', 'text')
      .addColumn('submitted_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('seller_profiles_seller_idx').on('seller_profiles').columns(['seller_id', 'updated_at']).execute();
    await db.schema.createIndex('seller_profiles_status_idx').on('seller_profiles').columns(['status', 'submitted_at']).execute();
    await db.schema
      .createTable('seller_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seller_id', 'text', (c) => c.notNull().references('seller_accounts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('data_base64', 'text', (c) => c.notNull())
      .addColumn('uploaded_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('seller_files_seller_idx').on('seller_files').columns(['seller_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['seller_files', 'seller_profiles', 'seller_members', 'seller_accounts']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
