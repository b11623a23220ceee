import type { Kysely, Migration } from 'kysely';

/**
 * Issue 32. `bags.requested_discount_on_total`: a bulk discount a buyer who may not set rates
 * asked for (flat rupees or 'x%', as text like `discount_on_total`). Pricing never reads it;
 * it goes with the saved campaign for staff to accept or refuse. Lines keep their requests in
 * `bag_items.data_json` (`requestedRate`, `requestedDiscount`). Stored bags are left as they
 * are: an agency rate already stored stays the line's agency rate.
 */
export const requestedDiscount: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('bags').addColumn('requested_discount_on_total', 'text').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('bags').dropColumn('requested_discount_on_total').execute();
  },
};
