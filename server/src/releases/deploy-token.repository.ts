/**
 * Deploy tokens: one remote's CI credential, made by a release manager, who also decides
 * whether it may switch the remote live (`mayGoLive`). The secret (`mmrt_` + 32 random
 * bytes, base64url) is answered once; the store keeps its SHA-256 only. A revoked token
 * stays in the store (so its hash can never be made again) but no longer lets anyone in.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DEPLOY_TOKEN_PREFIX, type CreatedDeployToken, type DeployToken, type RemoteName } from 'shared-domain';
import type { Db } from '../db/database';
import type { DeployTokenTable } from '../db/schema-releases';

/** The caller a deploy token names. */
export type DeployTokenHolder = { id: string; remote: RemoteName; label: string; mayGoLive: boolean };

export interface DeployTokenRepository {
  create(remote: RemoteName, label: string, mayGoLive: boolean, createdBy: string, at: Date): Promise<CreatedDeployToken>;
  /** The remote's tokens that are not revoked, newest first. */
  list(remote: RemoteName): Promise<DeployToken[]>;
  /** Revokes a token of `remote`; false when it has no such token (or it was revoked already). */
  revoke(remote: RemoteName, id: string, at: Date): Promise<boolean>;
  /** The holder of a token that is not revoked, its last use recorded; null for anything else. */
  use(token: string, at: Date): Promise<DeployTokenHolder | null>;
}

export const hashDeployToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a presented credential is a deploy token (rather than a session token). */
export const isDeployToken = (token: string | null | undefined): token is string => typeof token === 'string' && token.startsWith(DEPLOY_TOKEN_PREFIX);

const tokenOf = (row: DeployTokenTable): DeployToken => ({
  id: row.id, remote: row.remote as RemoteName, label: row.label, mayGoLive: row.may_go_live === 1,
  createdAt: row.created_at, createdBy: row.created_by, lastUsedAt: row.last_used_at,
});

export function createDeployTokenRepository(db: Db): DeployTokenRepository {
  return {
    async create(remote, label, mayGoLive, createdBy, at) {
      const token = `${DEPLOY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row: DeployTokenTable = {
        id: randomUUID(), remote, label, token_hash: hashDeployToken(token), created_at: at.toISOString(), created_by: createdBy, last_used_at: null, revoked_at: null,
        may_go_live: mayGoLive ? 1 : 0,
      };
      await db.insertInto('deploy_tokens').values(row).execute();
      return { ...tokenOf(row), token };
    },

    async list(remote) {
      const rows = await db.selectFrom('deploy_tokens').selectAll().where('remote', '=', remote).where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(tokenOf);
    },

    async revoke(remote, id, at) {
      const result = await db.updateTable('deploy_tokens').set({ revoked_at: at.toISOString() })
        .where('id', '=', id).where('remote', '=', remote).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async use(token, at) {
      if (!isDeployToken(token) || token.length > 200) return null;
      const row = await db.selectFrom('deploy_tokens').select(['id', 'remote', 'label', 'may_go_live']).where('token_hash', '=', hashDeployToken(token))
        .where('revoked_at', 'is', null).executeTakeFirst();
      if (!row) return null;
      await db.updateTable('deploy_tokens').set({ last_used_at: at.toISOString() }).where('id', '=', row.id).execute();
      return { id: row.id, remote: row.remote as RemoteName, label: row.label, mayGoLive: row.may_go_live === 1 };
    },
  };
}
