import type { Kysely, Migration } from 'kysely';

/**
 * Invitations to seller accounts (issue 30): a member invites an e-mail address and only the
 * person who signs in with it can accept. One row per account and address (sending again
 * refreshes it, so there are no duplicates); `status` is pending, accepted, declined or
 * revoked, and a closed row is kept so sending again after a decline still e-mails at most
 * once a day (`mailed_at`). `sent_at` is the last send: the account's invitations of the last
 * day are counted by it. Rows go with their account.
 */
export const sellerInvites: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('seller_invitations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seller_id', 'text', (c) => c.notNull().references('seller_accounts.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('mailed_at', 'text')
      .addColumn('answered_at', 'text')
      .addUniqueConstraint('seller_invitations_account_email_key', ['seller_id', 'email'])
      .execute();
    await db.schema.createIndex('seller_invitations_email_idx').on('seller_invitations').columns(['email', 'status']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('seller_invitations').ifExists().execute();
  },
};
