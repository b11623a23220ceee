import { sql, type Kysely, type Migration } from 'kysely';

const DOUBLE = sql`double precision`;

/**
 * Issue 38: verified proof of execution. Where an option stands (outdoor, airport and cinema
 * options), each proof of a campaign line's day with what the server read from it (capture
 * time and place, perceptual hash) and what it flagged, and the make-goods a buyer accepted
 * or declined. Table types: db/schema-proofs.ts.
 */
async function places(db: Kysely<unknown>): Promise<void> {
  // Where an option stands; the seed places outdoor, airport and cinema options within their city.
  await db.schema
    .createTable('option_places')
    .addColumn('option_id', 'text', (c) => c.primaryKey().references('media_options.id').onDelete('cascade'))
    .addColumn('lat', DOUBLE, (c) => c.notNull())
    .addColumn('lng', DOUBLE, (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

async function proofs(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('proofs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    // The campaign line (`mediaOptions[]._id`), its option and media, and the option's seller account (null: the marketplace's own).
    .addColumn('line_id', 'text', (c) => c.notNull())
    .addColumn('option_id', 'text', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text')
    // The day of the line the proof is for ('YYYY-MM-DD') and how many of that day's units it covers.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    // shared-domain/proof ProofKind: photo | tear-sheet | e-paper | air-check | log | screenshot | delivery-report
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    // What the server read: capture time (ISO UTC) and place from EXIF, the distance to the option's place.
    .addColumn('captured_at', 'text')
    .addColumn('lat', DOUBLE)
    .addColumn('lng', DOUBLE)
    .addColumn('distance_m', DOUBLE)
    // 64-bit perceptual hash as 16 hex characters (photos only).
    .addColumn('phash', 'text')
    // shared-domain/proof ProofFlag[]
    .addColumn('flags_json', 'text', (c) => c.notNull())
    .addColumn('risk', 'integer', (c) => c.notNull())
    // submitted | verified | rejected
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('state_by', 'text')
    .addColumn('state_at', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('proofs_campaign').on('proofs').columns(['campaign_id', 'line_id', 'day']).execute();
  await db.schema.createIndex('proofs_queue').on('proofs').columns(['state', 'risk', 'uploaded_at']).execute();
  await db.schema.createIndex('proofs_seller').on('proofs').columns(['seller_id', 'uploaded_at']).execute();
  // The duplicate index reads the hashes in the order they were stored (uploaded_at, id).
  await db.schema.createIndex('proofs_hashes').on('proofs').columns(['uploaded_at', 'id']).execute();
}

async function makeGoods(db: Kysely<unknown>): Promise<void> {
  // A make-good the rule proposed for a line's shortfall, with the buyer's answer.
  await db.schema
    .createTable('make_goods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('line_id', 'text', (c) => c.notNull())
    .addColumn('option_id', 'text', (c) => c.notNull())
    // The short units it settles, and the rule's offer: extra units of the same option, or a credit in rupees.
    .addColumn('short_units', 'integer', (c) => c.notNull())
    // extra | credit
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('extra_units', 'integer', (c) => c.notNull())
    // The days the extra units run and the units of each (JSON list of { day: 'YYYY-MM-DD', units }); empty for a credit.
    .addColumn('extra_days_json', 'text', (c) => c.notNull())
    .addColumn('credit', 'integer', (c) => c.notNull())
    .addColumn('unit_rate', 'integer', (c) => c.notNull())
    // accepted | declined
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('make_goods_campaign').on('make_goods').columns(['campaign_id', 'line_id']).execute();
}

export const proofsMigration: Migration = {
  async up(db) {
    await places(db);
    await proofs(db);
    await makeGoods(db);
  },
  async down(db) {
    for (const table of ['make_goods', 'proofs', 'option_places']) await db.schema.dropTable(table).execute();
  },
};
