import type { Kysely, Migration } from 'kysely';

/**
 * The server bag (one per user) with its lines, and the `Idempotency-Key` ledger that
 * `POST /bag` (and later `POST /campaigns/bag`) replay from. Types are portable to SQLite
 * and PostgreSQL: JSON and timestamps are text.
 */
export const bag: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('bags')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // One bag per user: the unique constraint is what makes concurrent first adds safe.
      .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull().defaultTo('untitled-campaign'))
      .addColumn('start_date', 'text')
      .addColumn('end_date', 'text')
      // A flat number or 'x%' (PRICING.md bulk discount), kept as the text the user gave.
      .addColumn('discount_on_total', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('bag_items')
      // The line id (`_id` of a BagMediaOption); clones of one option are separate lines.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bag_id', 'text', (c) => c.notNull().references('bags.id').onDelete('cascade'))
      // Order in the bag; not unique so a clone can be inserted by shifting later lines.
      .addColumn('position', 'integer', (c) => c.notNull())
      // The catalog option (`_mediaOption`) and its media (`_media`); no foreign key, the
      // line keeps its own copy of the option so a catalog reseed does not break a bag.
      .addColumn('media_option_id', 'text', (c) => c.notNull())
      .addColumn('media_id', 'text', (c) => c.notNull())
      // The rest of the line's BagMediaOption state (units, rates, discount, schedule…).
      .addColumn('data_json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bag_items_bag_position_idx').on('bag_items').columns(['bag_id', 'position']).execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // e.g. 'POST /bag'
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      // sha256 of what decides the effect, so a key reused for another request is refused.
      .addColumn('request_hash', 'text', (c) => c.notNull())
      // The first answer, replayed for repeats; written in the same transaction as the effect.
      .addColumn('response_json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'route', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['idempotency_keys', 'bag_items', 'bags']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
