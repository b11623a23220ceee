import type { Kysely, Migration } from 'kysely';
import { createOtpThrottleTable } from './otp-throttle-table';

/**
 * One table for every rate limit (rate-limit/database-rate-limiter.repository.ts), replacing the code
 * sends' own `otp_throttle`. A row is one counted event under a key such as `otp-ip:…` or
 * `campaign-save:<user>`; `expires_at` (the event's time plus its window) lets one delete
 * clear old rows of every window. Counters are short-lived, so the old table's rows are not
 * carried over: an upgrade starts every window afresh once.
 */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('rate_limit_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limit_events_key_idx').on('rate_limit_events').columns(['key', 'at']).execute();
    await db.schema.createIndex('rate_limit_events_expires_idx').on('rate_limit_events').column('expires_at').execute();
    await db.schema.dropTable('otp_throttle').ifExists().execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('rate_limit_events').ifExists().execute();
    await createOtpThrottleTable(db);
  },
};
