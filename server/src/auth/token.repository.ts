import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { toUser, type AppUser } from '../users/user.repository';

export type IssuedToken = { token: string; expiresAt: string };

export interface TokenRepository {
  /** A new 256-bit random opaque token for the user; only its sha256 is stored. */
  issueToken(userId: string, ttlMs?: number): Promise<IssuedToken>;
  /** The user a token belongs to, when it exists, is not revoked and has not expired. */
  findUserByToken(token: string): Promise<AppUser | null>;
  /** Stops the token working at once. Unknown tokens are ignored. */
  revoke(token: string): Promise<void>;
}

export const DEFAULT_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** sha256 hex of a token: what `auth_tokens.token_hash` holds. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens in the Kysely store; `now` is injected so tests can move the clock. */
export function createTokenRepository(
  db: Db,
  now: () => Date = () => new Date(),
  defaultTtlMs: number = DEFAULT_TOKEN_TTL_MS,
): TokenRepository {
  return {
    async issueToken(userId, ttlMs = defaultTtlMs) {
      const token = randomBytes(32).toString('base64url');
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + ttlMs).toISOString();
      await db
        .insertInto('auth_tokens')
        .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, revoked_at: null, created_at: issuedAt.toISOString() })
        .execute();
      return { token, expiresAt };
    },

    async findUserByToken(token) {
      if (!token) return null;
      const row = await db
        .selectFrom('auth_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .selectAll('u')
        .where('t.token_hash', '=', hashToken(token))
        .where('t.revoked_at', 'is', null)
        .where('t.expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row ? toUser(row) : null;
    },

    async revoke(token) {
      await db
        .updateTable('auth_tokens')
        .set({ revoked_at: now().toISOString() })
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
