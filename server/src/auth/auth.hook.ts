import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchema, FastifyTypeProvider, FastifyTypeProviderDefault,
  RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerBase, RawServerDefault, RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider';
import { normalizeOrigin, type User } from 'shared-domain';
import { UnauthorizedError } from '../errors';
import type { RoleProvider, SignedInFastify, SignedInProvider } from '../http/type-provider';
import type { OrganizationDirectory } from '../organizations/organization-directory';
import { EMBED_SCOPE_MESSAGE, EmbedScopeError, embedSessionAllows, type EmbedService } from './embed-scope';
import type { EmbedBinding, TokenRepository } from './token.repository';

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
    /**
     * The embedded session the request came with, once its origin checked out (auth/embed-scope.ts);
     * null for an ordinary session or none. `inScope` false: the route is not one it may use,
     * so `user` is null (a signed-in route answers 403 `embed_scope`).
     */
    embedSession: EmbedSessionState | null;
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

/** The signed-in user as the auth hooks read it: with the organisation they belong to (null for none). */
export type SessionUser = User & { organizationId?: string | null };

/** An embedded session as a request carries it: what it is bound to, when it ends, and whether this route is in its scope. */
export type EmbedSessionState = EmbedBinding & { expiresAt: string; inScope: boolean };

/** What the auth hook needs to admit embedded sessions: which service it guards, and the organisations (cached) to check origins against. */
export type EmbedSessionGuard = {
  service: EmbedService;
  organizations: Pick<OrganizationDirectory, 'byId'>;
};

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
 * True when an embedded session may be used on this request: its `Origin` header (normalised)
 * is the origin the session was made for, and the organisation still lists it among its embed
 * origins (the directory's cache: a removed origin stops working within its TTL, at once on
 * this process). A failed lookup refuses.
 */
async function embedOriginHolds(request: FastifyRequest, embed: EmbedBinding, organizations: EmbedSessionGuard['organizations']): Promise<boolean> {
  const header = request.headers.origin;
  const origin = typeof header === 'string' ? normalizeOrigin(header) : null;
  if (origin === null || origin !== embed.origin) return false;
  try {
    const org = await organizations.byId(embed.organizationId);
    return org !== null && org.embedOrigins.some((listed) => normalizeOrigin(listed) === origin);
  } catch (err) {
    request.log.error({ err, organizationId: embed.organizationId }, 'the organisation of an embedded session could not be looked up; the session is refused');
    return false;
  }
}

/** The route's path below the service's prefix (`/bag/:id`); '' when no route matched. */
export function routePathOf(request: FastifyRequest, prefix: string): string {
  const url = request.routeOptions.url ?? '';
  return prefix && url.startsWith(prefix) ? url.slice(prefix.length) : url;
}

/**
 * Adds `request.user` (and `request.embedSession`) to this (encapsulated) plugin. The store is
 * read only when a token is present, so public routes such as `/health` never touch the
 * database. An embedded session counts only from its own origin, still listed by its
 * organisation (else as no token), and only on the routes of its scope, where its user acts
 * with no staff role; elsewhere the request is a guest's, and a signed-in route's 401 is a
 * 403 `embed_scope` instead (a 401 would end the embed's session).
 */
export function registerAuthHook(app: FastifyInstance, tokens: TokenRepository, extract: TokenExtractor, guard: EmbedSessionGuard): void {
  app.decorateRequest('user', null);
  app.decorateRequest('embedSession', null);
  const { prefix } = app;
  app.addHook('onRequest', async (request) => {
    const token = extract(request);
    const session = token ? await tokens.findSession(token) : null;
    if (!session?.embed) {
      request.user = session?.user ?? null;
      return;
    }
    if (!(await embedOriginHolds(request, session.embed, guard.organizations))) {
      request.user = null;
      return;
    }
    const inScope = embedSessionAllows(guard.service, request.method, routePathOf(request, prefix));
    request.embedSession = { ...session.embed, expiresAt: session.expiresAt, inScope };
    // Staff, seller and organisation-admin powers are never used through an embed.
    request.user = inScope ? { ...session.user, role: '' } : null;
  });
  // Routes that check the user themselves (not through signedInHook) answer 401: out of scope, that is embed_scope too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 401 || !request.embedSession || request.embedSession.inScope) return payload;
    void reply.code(403).type('application/json; charset=utf-8');
    return JSON.stringify({ error: 'embed_scope', message: EMBED_SCOPE_MESSAGE });
  });
}

/** The 401 of a signed-in route called without a valid session. */
export const SESSION_REQUIRED = 'A valid session token is required; please log in again';

/** The one check of every signed-in route (a role's scope runs it first too). */
export async function signedInHook(request: FastifyRequest): Promise<void> {
  if (request.user) return;
  if (request.embedSession && !request.embedSession.inScope) throw new EmbedScopeError();
  throw new UnauthorizedError(SESSION_REQUIRED);
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
