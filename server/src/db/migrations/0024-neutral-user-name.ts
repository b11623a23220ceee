import type { Kysely, Migration } from 'kysely';

type Db = Kysely<{ users: { id: string; name: string } }>;

/** The name new accounts without one were given before this migration: the product's name. */
export const OLD_DEFAULT_USER_NAME = 'MediaMart user';
/** The neutral name they get now (otp/identity's DEFAULT_USER_NAME, as it was written here). */
export const NEUTRAL_USER_NAME = 'New user';

/**
 * Accounts made without a name (a phone sign-up) were named "MediaMart user", which an
 * agency's visitors saw on its white-label host. Every user still named exactly that is
 * renamed to the neutral default; a name the user chose is left alone. Not undone: the
 * renamed accounts cannot be told from those named "New user" since.
 */
export const neutralUserName: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await (db as unknown as Db).updateTable('users').set({ name: NEUTRAL_USER_NAME }).where('name', '=', OLD_DEFAULT_USER_NAME).execute();
  },

  async down(): Promise<void> {
    // Nothing to undo (see above): the schema did not change.
  },
};
