import type { Kysely, Migration } from 'kysely';

/**
 * Issue 36. OpenID Connect sign-in by the authorization-code flow (auth/oidc-flow.repository.ts).
 * `oidc_flows`: one row per started sign-in, found by the hash of its `state`, holding the
 * nonce, the PKCE verifier, the provider, where to return and the organisation of the host it
 * started on; the callback deletes it (single use). `oidc_handoffs`: the short-lived code the
 * callback gives the browser for `POST /auth/oidc`, stored only as a hash, with the identity the
 * provider proved. Both live in the database so any instance can finish a sign-in.
 */
export const oidcSignIn: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('oidc_flows')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('provider_id', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('return_to', 'text', (c) => c.notNull())
      .addColumn('organization_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oidc_flows_expires_idx').on('oidc_flows').column('expires_at').execute();
    await db.schema
      .createTable('oidc_handoffs')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('organization_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oidc_handoffs_expires_idx').on('oidc_handoffs').column('expires_at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('oidc_handoffs').ifExists().execute();
    await db.schema.dropTable('oidc_flows').ifExists().execute();
  },
};
