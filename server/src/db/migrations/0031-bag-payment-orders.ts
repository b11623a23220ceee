import { sql, type Kysely, type Migration } from 'kysely';

const DOUBLE = sql`double precision`;

/**
 * Issue 36 (SPEC.md 7.14). `bag_payment_orders`: card-gateway orders for paying a bag at the
 * moment it is saved as a campaign (no campaign exists yet, so `payment_orders`, which belongs
 * to a campaign, cannot hold them). The amount is the server's price of the chosen lines; the
 * order is paid once, by the save that names its payment, and then names the campaign.
 */
export const bagPaymentOrders: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('bag_payment_orders')
      // The gateway's order id (order_…).
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // Rupees; the gateway is sent paise.
      .addColumn('amount', DOUBLE, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      // created | paid
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.unique())
      .addColumn('campaign_id', 'text', (c) => c.references('campaigns.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .execute();
    await db.schema.createIndex('bag_payment_orders_user').on('bag_payment_orders').columns(['user_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('bag_payment_orders').execute();
  },
};
