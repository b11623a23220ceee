import { sql, type Kysely, type Migration } from 'kysely';

const DOUBLE = sql`double precision`;

/**
 * Issue 37: booking with the seller. Availability of an option by day, holds that expire,
 * requests to the option's seller (or staff for the marketplace's own catalogue), insertion
 * orders signed by typed names, the trail of who did what, and GST tax invoices numbered
 * consecutively per financial year. Table types: db/schema-bookings.ts.
 */
async function availabilityAndHolds(db: Kysely<unknown>): Promise<void> {
  // Units an option has on a day (one face, N spots, N positions); no row: "on request".
  await db.schema
    .createTable('option_availability')
    .addColumn('option_id', 'text', (c) => c.notNull().references('media_options.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('option_availability_pk', ['option_id', 'day'])
    .execute();

  // The seller's booking settings of an option: how long a hold lasts unconfirmed.
  await db.schema
    .createTable('option_booking_settings')
    .addColumn('option_id', 'text', (c) => c.primaryKey().references('media_options.id').onDelete('cascade'))
    .addColumn('hold_hours', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('booking_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('option_id', 'text', (c) => c.notNull().references('media_options.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull())
    // The option's seller account; null: the marketplace's own catalogue (staff answer).
    .addColumn('seller_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('campaign_id', 'text', (c) => c.references('campaigns.id').onDelete('set null'))
    // The campaign line (`mediaOptions[]._id`) or, before the save, the bag line it was placed from.
    .addColumn('line_id', 'text')
    .addColumn('bag_item_id', 'text')
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    // active | confirmed | released | expired (an active hold past expires_at counts as expired when read)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_holds_option').on('booking_holds').columns(['option_id', 'start_day', 'end_day']).execute();
  await db.schema.createIndex('booking_holds_user').on('booking_holds').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('booking_holds_campaign').on('booking_holds').columns(['campaign_id']).execute();
}

async function requestsAndOrders(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hold_id', 'text', (c) => c.references('booking_holds.id').onDelete('set null'))
    .addColumn('option_id', 'text', (c) => c.notNull().references('media_options.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text')
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('campaign_id', 'text', (c) => c.references('campaigns.id').onDelete('set null'))
    .addColumn('line_id', 'text')
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    // Rupees per unit (the line's discounted rate when sent, or the accepted counter's).
    .addColumn('rate', DOUBLE, (c) => c.notNull())
    // The priced line when sent (shared-domain BookingAmounts).
    .addColumn('amounts_json', 'text', (c) => c.notNull())
    // sent | viewed | accepted | declined | countered | expired | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('respond_by', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('decline_reason', 'text')
    // { rate?, from?, to?, units?, note?, respondBy }: waits for the buyer's yes.
    .addColumn('counter_json', 'text')
    .addColumn('buyer_answered_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_requests_seller').on('booking_requests').columns(['seller_id', 'sent_at']).execute();
  await db.schema.createIndex('booking_requests_buyer').on('booking_requests').columns(['buyer_id', 'sent_at']).execute();
  await db.schema.createIndex('booking_requests_campaign').on('booking_requests').columns(['campaign_id']).execute();
  await db.schema.createIndex('booking_requests_hold').on('booking_requests').columns(['hold_id']).execute();

  await db.schema
    .createTable('insertion_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    .addColumn('campaign_id', 'text', (c) => c.references('campaigns.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull())
    // shared-domain InsertionOrderContent
    .addColumn('content_json', 'text', (c) => c.notNull())
    // The PDF's bytes, base64, and their SHA-256 (hex): what each signature names.
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    // awaiting-signatures | signed | superseded
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('superseded_at', 'text')
    .addUniqueConstraint('insertion_orders_version', ['request_id', 'version'])
    .execute();
  await db.schema.createIndex('insertion_orders_campaign').on('insertion_orders').columns(['campaign_id']).execute();

  await db.schema
    .createTable('insertion_order_signatures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('insertion_orders.id').onDelete('cascade'))
    // buyer | seller
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema.createIndex('insertion_order_signatures_order').on('insertion_order_signatures').columns(['order_id', 'side']).execute();

  // Who did what to a booking, shown as the campaign's audit trail.
  await db.schema
    .createTable('booking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text')
    .addColumn('hold_id', 'text')
    .addColumn('request_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('actor_id', 'text')
    // buyer | seller | staff | system
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_events_campaign').on('booking_events').columns(['campaign_id', 'at']).execute();
  await db.schema.createIndex('booking_events_request').on('booking_events').columns(['request_id', 'at']).execute();
}

async function invoices(db: Kysely<unknown>): Promise<void> {
  // The last invoice number of each financial year ('2026-27'), taken by one UPDATE each.
  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('restrict'))
    .addColumn('issued_by', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('period_from', 'text')
    .addColumn('period_to', 'text')
    // shared-domain TaxInvoice
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('taxable', DOUBLE, (c) => c.notNull())
    .addColumn('tax', DOUBLE, (c) => c.notNull())
    .addColumn('total', DOUBLE, (c) => c.notNull())
    .addUniqueConstraint('invoices_sequence', ['financial_year', 'sequence'])
    .execute();
  await db.schema.createIndex('invoices_campaign').on('invoices').columns(['campaign_id', 'issued_at']).execute();

  // What each invoice billed of each insertion order (days of its dates), so nothing is billed twice.
  await db.schema
    .createTable('invoice_items')
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('insertion_orders.id').onDelete('restrict'))
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text', (c) => c.notNull())
    .addColumn('taxable', DOUBLE, (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_items_pk', ['invoice_id', 'order_id'])
    .execute();
  await db.schema.createIndex('invoice_items_order').on('invoice_items').columns(['order_id']).execute();
}

export const bookings: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await availabilityAndHolds(db);
    await requestsAndOrders(db);
    await invoices(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'invoice_items', 'invoices', 'invoice_counters', 'booking_events', 'insertion_order_signatures', 'insertion_orders',
      'booking_requests', 'booking_holds', 'option_booking_settings', 'option_availability',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
