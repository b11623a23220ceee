import { sql, type Kysely, type Migration } from 'kysely';

const DOUBLE = sql`double precision`;

type CampaignDoc = {
  totalPrice?: unknown;
  mediaOptions?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  _users?: unknown;
};

/**
 * The campaign life cycle (issue 6).
 * - Summary columns on `campaigns` (total, option count, dates) so the dashboard list never
 *   parses a campaign's document; every write keeps them in step with `data_json`.
 * - `campaign_users`: who a campaign is shared with (the `_users` of SPEC.md section 3), a
 *   table rather than a list in the document so "campaigns shared with me" is an index seek.
 * - `payment_orders`: card-gateway orders; an order is paid once.
 * - `payment_references`: every recorded payment reference (UTR, UPI id, gateway payment id)
 *   once, so a replayed or reused reference is refused.
 */
export const campaignLife: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('campaigns').addColumn('total_price', DOUBLE, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('campaigns').addColumn('option_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('campaigns').addColumn('start_date', 'text').execute();
    await db.schema.alterTable('campaigns').addColumn('end_date', 'text').execute();

    await db.schema
      .createTable('campaign_users')
      .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('added_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('campaign_users_pk', ['campaign_id', 'user_id'])
      .execute();
    await db.schema.createIndex('campaign_users_user_idx').on('campaign_users').columns(['user_id', 'campaign_id']).execute();

    await db.schema
      .createTable('payment_orders')
      // The gateway's order id (order_…).
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      // Rupees; the gateway is sent paise.
      .addColumn('amount', DOUBLE, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      // created | paid
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .execute();
    await db.schema.createIndex('payment_orders_campaign_idx').on('payment_orders').column('campaign_id').execute();

    await db.schema
      .createTable('payment_references')
      // bank | upi | card
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_references_pk', ['mode', 'reference'])
      .execute();

    // Existing campaigns: fill the summary columns and move `_users` into the table.
    // The migration sees the schema of its own time, not DatabaseSchema.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration's tables are those of its own time
    const anyDb = db as Kysely<any>;
    const rows = (await anyDb.selectFrom('campaigns').select(['id', 'owner_id', 'data_json', 'created_at']).execute()) as {
      id: string; owner_id: string; data_json: string; created_at: string;
    }[];
    const knownUsers = new Set(((await anyDb.selectFrom('users').select('id').execute()) as { id: string }[]).map((u) => u.id));
    for (const row of rows) {
      let doc: CampaignDoc;
      try {
        doc = JSON.parse(row.data_json) as CampaignDoc;
      } catch {
        doc = {};
      }
      const total = typeof doc.totalPrice === 'number' && Number.isFinite(doc.totalPrice) ? doc.totalPrice : 0;
      const count = Array.isArray(doc.mediaOptions) ? doc.mediaOptions.length : 0;
      const text = (v: unknown) => (typeof v === 'string' ? v : null);
      await anyDb.updateTable('campaigns')
        .set({ total_price: total, option_count: count, start_date: text(doc.startDate), end_date: text(doc.endDate) })
        .where('id', '=', row.id)
        .execute();
      const shared = Array.isArray(doc._users) ? doc._users : [];
      const ids = new Set<string>();
      for (const u of shared) {
        const id = (u as { _id?: unknown } | null)?._id;
        if (typeof id === 'string' && id !== row.owner_id && knownUsers.has(id)) ids.add(id);
      }
      for (const userId of ids) {
        await anyDb.insertInto('campaign_users')
          .values({ campaign_id: row.id, user_id: userId, added_by: row.owner_id, created_at: row.created_at })
          .execute();
      }
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['payment_references', 'payment_orders', 'campaign_users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    for (const column of ['end_date', 'start_date', 'option_count', 'total_price']) {
      await db.schema.alterTable('campaigns').dropColumn(column).execute();
    }
  },
};
