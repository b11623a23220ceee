import type { Kysely } from 'kysely';

/**
 * The code sends' throttle as 0002 created it (a row per counted send, keyed `ip:<ip>`,
 * `phone:<+91…>` or `email:<address>`); 0008 replaced it and brings it back on the way down.
 */
export async function createOtpThrottleTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_throttle')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('otp_throttle_key_idx').on('otp_throttle').columns(['key', 'created_at']).execute();
  await db.schema.createIndex('otp_throttle_created_idx').on('otp_throttle').column('created_at').execute();
}
