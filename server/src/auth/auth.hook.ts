import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStaff, isWhiteLabelAdmin, type User } from 'shared-domain';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { TokenRepository } from './token.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set by the service's own auth hook. */
    user: SessionUser | null;
  }
}

/** The signed-in user as the auth hooks read it: with the organisation they belong to (null for none). */
export type SessionUser = User & { organizationId?: string | null };

/** Reads the raw token from a request (each service has its own header). */
export type TokenExtractor = (request: FastifyRequest) => string | null;

/** Service A: `x-access-token: <token>`. */
export const accessTokenHeader: TokenExtractor = (request) => {
  const value = request.headers['x-access-token'];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.trim() ? token.trim() : null;
};

/** Service B: `Authorization: Bearer <token>`. */
export const bearerToken: TokenExtractor = (request) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
};

/**
 * Adds `request.user` to this (encapsulated) plugin. The store is read only when a token
 * is present, so public routes such as `/health` never touch the database.
 */
export function registerAuthHook(app: FastifyInstance, tokens: TokenRepository, extract: TokenExtractor): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = extract(request);
    request.user = token ? await tokens.findUserByToken(token) : null;
  });
}

/** The signed-in user, or a 401 for routes that need one. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError('A valid session token is required; please log in again');
  return request.user;
}

/** Staff only (any non-empty role, shared-domain's isStaff): 401 without a session, 403 with `forbidden` for anyone else. */
export function requireStaff(request: FastifyRequest, forbidden: string): SessionUser {
  const user = requireUser(request);
  if (!isStaff(user)) throw new ForbiddenError(forbidden);
  return user;
}

/** The organisation a white-label-admin administers, or null (anyone else, or an admin not yet given one). */
export function adminOrganizationOf(user: Pick<SessionUser, 'role' | 'organizationId'> | null | undefined): string | null {
  return user && isWhiteLabelAdmin(user) && user.organizationId ? user.organizationId : null;
}

/**
 * Who may read something scoped by organisation (leads, every campaign): staff read all
 * (null), a white-label-admin its own organisation's; anyone else a 403 with `forbidden`.
 */
export function requireStaffOrOrganizationAdmin(request: FastifyRequest, forbidden: string): { user: SessionUser; organizationId: string | null } {
  const user = requireUser(request);
  if (isStaff(user)) return { user, organizationId: null };
  const organizationId = adminOrganizationOf(user);
  if (!organizationId) throw new ForbiddenError(forbidden);
  return { user, organizationId };
}
