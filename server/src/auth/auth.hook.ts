import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchema, FastifyTypeProvider, FastifyTypeProviderDefault,
  RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerBase, RawServerDefault, RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider';
import type { User } from 'shared-domain';
import { UnauthorizedError } from '../errors';
import type { RoleProvider, SignedInFastify, SignedInProvider } from '../http/type-provider';
import type { TokenRepository } from './token.repository';

/* eslint-disable @typescript-eslint/no-unused-vars -- a merged declaration repeats Fastify's own type parameters */
declare module 'fastify' {
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<TypeProvider, SchemaCompiler, RouteGeneric>,
  > {
    /**
     * The caller, set by the service's own auth hook: null without a valid token, never null in
     * a signed-in scope, and in a role's scope the user as the role admitted it (auth/roles.ts).
     */
    user: TypeProvider extends RoleProvider<infer U> ? U : TypeProvider extends SignedInProvider ? SessionUser : SessionUser | null;
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

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

/** The 401 of a signed-in route called without a valid session. */
export const SESSION_REQUIRED = 'A valid session token is required; please log in again';

/** The one check of every signed-in route (a role's scope runs it first too). */
export async function signedInHook(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new UnauthorizedError(SESSION_REQUIRED);
}

/**
 * Registers `routes` in a child plugin whose one onRequest hook answers 401 without a valid
 * session. It runs after the service's auth hook and before the body is read and validated
 * (anonymous calls get 401, not 400); in these routes `request.user` is never null.
 */
export function registerSignedIn<P extends FastifyTypeProvider>(
  app: FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, P>,
  routes: (scope: SignedInFastify) => void | Promise<void>,
): void {
  void app.register(async (child) => {
    child.addHook('onRequest', signedInHook);
    await routes(child.withTypeProvider<SignedInProvider>());
  });
}
