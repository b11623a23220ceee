import { sql, type Kysely, type Migration } from 'kysely';

const DOUBLE = sql`double precision`;

/**
 * Campaign reports and files (issue 6). `campaign_report_rows` holds one row per campaign
 * and day (SPEC.md section 3; CPM is computed on read, never stored). `campaign_uploads` lists
 * the files kept under UPLOAD_DIR: the file on disk is named by `id` only, so a user's file
 * name never reaches a path.
 */
export const campaignReports: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('campaign_report_rows')
      .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      // YYYY-MM-DD, the report's day.
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('industry', 'text', (c) => c.notNull().defaultTo(''))
      // Counts can pass 2^31 (impressions of a national TV day): bigint.
      .addColumn('planned_ads', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('actual_ads', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('planned_spend', DOUBLE, (c) => c.notNull().defaultTo(0))
      .addColumn('actual_spend', DOUBLE, (c) => c.notNull().defaultTo(0))
      .addColumn('planned_impressions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('actual_impressions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('reach', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
      // The staff user who wrote the row last (no foreign key: the figures outlive the account).
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // A day appears once per campaign: a new row for that day replaces it.
      .addPrimaryKeyConstraint('campaign_report_rows_pk', ['campaign_id', 'date'])
      .execute();

    await db.schema
      .createTable('campaign_uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      // The sanitised display name (never used as a path).
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      // The media type found from the file's content, e.g. image/png.
      .addColumn('type', 'text', (c) => c.notNull())
      // creative | brief | proof | other
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('uploaded_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('campaign_uploads_campaign_idx').on('campaign_uploads').columns(['campaign_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['campaign_uploads', 'campaign_report_rows']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
