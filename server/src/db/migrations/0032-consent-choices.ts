import type { Kysely, Migration } from 'kysely';

/**
 * Consent to third-party scripts (SPEC.md 7.24): each answer a visitor gives the notice, kept
 * for accountability under the Digital Personal Data Protection Act, 2023. Only the answer,
 * the notice's version, the time and (when signed in) the user's id: no address, no device.
 */
export const consentChoices: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('consent_choices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('choice', 'text', (c) => c.notNull())
      .addColumn('policy_version', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('consent_choices_user_idx').on('consent_choices').columns(['user_id', 'at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('consent_choices').ifExists().execute();
  },
};
