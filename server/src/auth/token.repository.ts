import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { toUser, type AppUser } from '../users/user.repository';

export type IssuedToken = { token: string; expiresAt: string };

/** What an embedded session is bound to: the agency page's origin (normalised) and the organisation listing it. */
export type EmbedBinding = { origin: string; organizationId: string };

/** A live token: its user, when it expires, and for an embedded session what it is bound to (null for an ordinary one). */
export type Session = { user: AppUser; expiresAt: string; embed: EmbedBinding | null };

export type IssueOptions = {
  /** Makes an embedded session bound to this origin and organisation. */
  embed?: EmbedBinding;
  /** The latest the token may expire (ISO), e.g. the session it was made from: the lifetime is cut to it. */
  notAfter?: string;
};

export interface TokenRepository {
  /** A new 256-bit random opaque token for the user; only its sha256 is stored. */
  issueToken(userId: string, ttlMs?: number, options?: IssueOptions): Promise<IssuedToken>;
  /** The session of a token, when it exists, is not revoked and has not expired (embedded or not). */
  findSession(token: string): Promise<Session | null>;
  /**
   * The user of an ordinary session token (as findSession); null for an embedded session,
   * which counts only where its request's origin is checked (the services' auth hooks).
   */
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
  const findSession = async (token: string): Promise<Session | null> => {
    if (!token) return null;
    const row = await db
      .selectFrom('auth_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .selectAll('u')
      .select(['t.expires_at as token_expires_at', 't.embed_origin as token_embed_origin', 't.organization_id as token_organization_id'])
      .where('t.token_hash', '=', hashToken(token))
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', now().toISOString())
      .executeTakeFirst();
    if (!row) return null;
    const { token_expires_at: expiresAt, token_embed_origin: origin, token_organization_id: organizationId, ...user } = row;
    const embed = origin !== null && organizationId !== null ? { origin, organizationId } : null;
    return { user: toUser(user), expiresAt, embed };
  };

  return {
    async issueToken(userId, ttlMs = defaultTtlMs, options = {}) {
      const token = randomBytes(32).toString('base64url');
      const issuedAt = now();
      const wanted = new Date(issuedAt.getTime() + ttlMs).toISOString();
      // ISO-8601 UTC strings sort as text.
      const expiresAt = options.notAfter !== undefined && options.notAfter < wanted ? options.notAfter : wanted;
      await db
        .insertInto('auth_tokens')
        .values({
          token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, revoked_at: null, created_at: issuedAt.toISOString(),
          embed_origin: options.embed?.origin ?? null, organization_id: options.embed?.organizationId ?? null,
        })
        .execute();
      return { token, expiresAt };
    },

    findSession,

    async findUserByToken(token) {
      const session = await findSession(token);
      return session && !session.embed ? session.user : null;
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
