import type { Kysely, Migration } from 'kysely';

type Db = Kysely<{
  media: { id: string; min_price_unit: string };
  media_options: { media_id: string; position: number; discounted_rate: number; data_json: string };
}>;

/** The option document's `unitLabel`, or '' when it has none (or is not readable JSON). */
function unitLabelOf(json: string): string {
  try {
    const label = (JSON.parse(json) as { unitLabel?: unknown } | null)?.unitLabel;
    return typeof label === 'string' ? label : '';
  } catch {
    return '';
  }
}

/**
 * A listing's "from ₹181" needs its unit ("per 10 sec spot"): `min_price_unit` is the unit
 * label of the option whose offer rate is `min_price`. Rows already there take it from their
 * options (the first listed among equal rates, as the seed picks it).
 */
export const listingUnit: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('media').addColumn('min_price_unit', 'text', (c) => c.notNull().defaultTo('')).execute();
    const store = db as unknown as Db;
    const options = await store.selectFrom('media_options')
      .select(['media_id', 'position', 'discounted_rate', 'data_json'])
      .orderBy('media_id').orderBy('discounted_rate').orderBy('position')
      .execute();
    const units = new Map<string, string>();
    for (const o of options) {
      if (units.has(o.media_id)) continue;
      units.set(o.media_id, unitLabelOf(o.data_json));
    }
    for (const [id, unit] of units) {
      if (unit) await store.updateTable('media').set({ min_price_unit: unit }).where('id', '=', id).execute();
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('media').dropColumn('min_price_unit').execute();
  },
};
