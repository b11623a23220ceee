import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { OidcFlowTable } from '../db/schema-oidc';
import { hashToken } from './token.repository';

/** A started sign-in: what the callback needs to finish it. */
export type OidcFlow = {
  providerId: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  organizationId: string | null;
};

/** What the provider proved, held by a hand-off code until the browser exchanges it. */
export type OidcHandoff = { email: string; name: string | null; organizationId: string | null };

/** How long a started sign-in may take at the provider. */
export const FLOW_TTL_MS = 10 * 60_000;
/** How long the browser has to exchange the hand-off code. */
export const HANDOFF_TTL_MS = 2 * 60_000;

/** A random single-use secret (state, nonce, PKCE verifier, hand-off code): 32 bytes, base64url. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

/** The `oidc_flows` and `oidc_handoffs` tables; each row is taken once, atomically, by any instance. */
export interface OidcFlowRepository {
  /** Stores a flow under its `state` (kept only as a hash). */
  startFlow(state: string, flow: OidcFlow): Promise<void>;
  /** Deletes and answers the unexpired flow of `state`; null when unknown, used or expired. */
  takeFlow(state: string): Promise<OidcFlow | null>;
  /** Stores the identity under a new random code (kept only as a hash); answers the code. */
  createHandoff(handoff: OidcHandoff): Promise<string>;
  /** Deletes and answers the unexpired hand-off of `code`; null when unknown, used or expired. */
  takeHandoff(code: string): Promise<OidcHandoff | null>;
}

const flowOf = (row: Selectable<OidcFlowTable>): OidcFlow => ({
  providerId: row.provider_id,
  nonce: row.nonce,
  codeVerifier: row.code_verifier,
  redirectUri: row.redirect_uri,
  returnTo: row.return_to,
  organizationId: row.organization_id,
});

export function createOidcFlowRepository(db: Db, now: () => Date): OidcFlowRepository {
  const removeExpired = async (at: string) => {
    await db.deleteFrom('oidc_flows').where('expires_at', '<=', at).execute();
    await db.deleteFrom('oidc_handoffs').where('expires_at', '<=', at).execute();
  };
  return {
    async startFlow(state, flow) {
      const at = now();
      await removeExpired(at.toISOString());
      await db.insertInto('oidc_flows').values({
        state_hash: hashToken(state),
        provider_id: flow.providerId,
        nonce: flow.nonce,
        code_verifier: flow.codeVerifier,
        redirect_uri: flow.redirectUri,
        return_to: flow.returnTo,
        organization_id: flow.organizationId,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + FLOW_TTL_MS).toISOString(),
      }).execute();
    },
    async takeFlow(state) {
      const row = await db.deleteFrom('oidc_flows').where('state_hash', '=', hashToken(state)).returningAll().executeTakeFirst();
      if (!row || row.expires_at <= now().toISOString()) return null;
      return flowOf(row);
    },
    async createHandoff(handoff) {
      const code = randomSecret();
      const at = now();
      await db.insertInto('oidc_handoffs').values({
        code_hash: hashToken(code),
        email: handoff.email,
        name: handoff.name,
        organization_id: handoff.organizationId,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + HANDOFF_TTL_MS).toISOString(),
      }).execute();
      return code;
    },
    async takeHandoff(code) {
      const row = await db.deleteFrom('oidc_handoffs').where('code_hash', '=', hashToken(code)).returningAll().executeTakeFirst();
      if (!row || row.expires_at <= now().toISOString()) return null;
      return { email: row.email, name: row.name, organizationId: row.organization_id };
    },
  };
}
