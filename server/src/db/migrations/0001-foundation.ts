import { sql, type Kysely, type Migration } from 'kysely';

// Types portable to SQLite and PostgreSQL: `double precision` has REAL affinity in SQLite,
// `bigint` INTEGER affinity; JSON and timestamps are text on both.
const DOUBLE = sql`double precision`;

/** Catalog, users, session tokens and campaigns. */
export const foundation: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('media')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('logo_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('audience', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('score', DOUBLE, (c) => c.notNull().defaultTo(0))
      .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('option_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('min_price', DOUBLE, (c) => c.notNull().defaultTo(0))
      .addColumn('max_saving_percent', DOUBLE, (c) => c.notNull().defaultTo(0))
      .addColumn('sub_title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('detail_json', 'text', (c) => c.notNull())
      .addUniqueConstraint('media_category_slug_unique', ['category', 'slug'])
      .execute();

    // One index per list order, led by category (the usual filter); tie-break on id.
    const listIndexes: Array<[string, string[]]> = [
      ['media_category_popularity_idx', ['category', 'popularity desc', 'id']],
      ['media_category_price_idx', ['category', 'min_price', 'id']],
      ['media_category_audience_idx', ['category', 'audience desc', 'id']],
      ['media_category_score_idx', ['category', 'score desc', 'id']],
      ['media_category_name_idx', ['category', 'name', 'id']],
      ['media_popularity_idx', ['popularity desc', 'id']],
    ];
    for (const [name, columns] of listIndexes) {
      await db.schema.createIndex(name).on('media').columns(columns).execute();
    }
    // City and language filters ignore case.
    await db.schema.createIndex('media_city_idx').on('media').expression(sql`lower(city)`).execute();
    await db.schema.createIndex('media_language_idx').on('media').expression(sql`lower(language)`).execute();

    await db.schema
      .createTable('media_options')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('card_rate', DOUBLE, (c) => c.notNull())
      .addColumn('discounted_rate', DOUBLE, (c) => c.notNull())
      .addColumn('data_json', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('media_options_media_idx').on('media_options').columns(['media_id', 'position']).execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('phone', 'text', (c) => c.unique())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('agency_details_json', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('auth_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

    await db.schema
      .createTable('campaigns')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('data_json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('campaigns_owner_idx').on('campaigns').columns(['owner_id', 'updated_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['campaigns', 'auth_tokens', 'users', 'media_options', 'media']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
