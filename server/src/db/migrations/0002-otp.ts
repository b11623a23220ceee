import { PostgresAdapter, type Kysely, type Migration } from 'kysely';
import { createOtpThrottleTable } from './otp-throttle-table';

/** One-time sign-in codes, their send throttle, and the local outbox of sent messages. */
export const otp: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

    // One row per code request (`requestId`); a code per channel, stored only as a hash.
    await db.schema
      .createTable('otp_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('phone_code_hash', 'text')
      .addColumn('email_code_hash', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('otp_requests_expires_idx').on('otp_requests').column('expires_at').execute();

    // A row per counted send (see otp-throttle-table.ts).
    await createOtpThrottleTable(db);

    // Messages of OTP_DELIVERY=outbox; `seq` orders them (the clock may stand still in tests).
    await db.schema
      .createTable('outbox')
      .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_to_idx').on('outbox').columns(['to_address', 'seq']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['outbox', 'otp_throttle', 'otp_requests']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
