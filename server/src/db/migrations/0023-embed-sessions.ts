import type { Kysely, Migration } from 'kysely';

/**
 * Embedded sessions: a token made for an agency's page (`POST /auth/embed-session`) records the
 * origin it was made for and the organisation whose embed origin that is; both stay null for
 * an ordinary session. A request with such a token is accepted only from that origin, while
 * the organisation still lists it (auth/embed-session.ts).
 */
export const embedSessions: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('auth_tokens').addColumn('embed_origin', 'text').execute();
    await db.schema.alterTable('auth_tokens').addColumn('organization_id', 'text').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('auth_tokens').dropColumn('organization_id').execute();
    await db.schema.alterTable('auth_tokens').dropColumn('embed_origin').execute();
  },
};
