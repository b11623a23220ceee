import { Type } from '@sinclair/typebox';
import { normalizeOrigin } from 'shared-domain';
import { FieldsError, httpError, NotFoundError, UnauthorizedError } from '../errors';
import { errorResponses } from '../http/schema-helpers';
import type { SignedInFastify } from '../http/type-provider';
import type { OrganizationDirectory } from '../organizations/organization-directory';
import { byUser, rateLimitHook, type LimitRule } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { accessTokenHeader, SESSION_REQUIRED } from './auth.hook';
import type { TokenRepository } from './token.repository';

/** Embedded sessions one user may make: a guest signs in on an agency page a few times a day, not hundreds. */
export const EMBED_SESSION_RATE: LimitRule = { limit: 30, windowMs: 10 * 60_000 };

/** 403 `embed_origin_refused`: the organisation does not list the origin among its embed origins. */
export class EmbedOriginRefusedError extends httpError('embed_origin_refused') {
  constructor(origin: string, organisationName: string) {
    super(`Sign-in for ${origin} is refused: it is not one of ${organisationName}'s embed origins.`);
  }
}

export const ORIGIN_FIELD_MESSAGE = 'Give the http(s) origin of the agency page, such as https://www.agency.in';
export const ORGANIZATION_FIELD_MESSAGE = 'Give the id of the organisation whose page this is';
const NO_ORGANISATION = 'There is no organisation with this id';

const embedSessionSchema = {
  summary: 'Make an embedded session: a token for the bag and the dashboard embedded on an organisation\'s page',
  description:
    'Called by the site (signed in with an ordinary session) for an agency page of another origin, which gets the token by postMessage. ' +
    'The token works only on requests whose Origin is `origin` while the organisation lists it among its embed origins, and only on the bag, ' +
    'campaigns and the user\'s own account (elsewhere: 403 `embed_scope`). It ends after EMBED_SESSION_TTL_MS (12 hours by default), never ' +
    'after the session it was made from, and at `POST /auth/logout`. An embedded session cannot make another (403 `embed_scope`). ' +
    `At most ${EMBED_SESSION_RATE.limit} per user per ${EMBED_SESSION_RATE.windowMs / 60_000} minutes (429).`,
  tags: ['auth'],
  security: [{ accessToken: [] }],
  body: Type.Object({
    origin: Type.Optional(Type.Unknown({ description: 'string: the agency page\'s origin, e.g. https://www.agency.in (normalised)' })),
    organizationId: Type.Optional(Type.Unknown({ description: 'string: the organisation listing that origin among its embed origins' })),
  }),
  response: {
    201: Type.Object({
      embedToken: Type.String({ description: 'The embedded session token (x-access-token on service A, Authorization: Bearer on service B). Not `token`: the site would store an answer\'s `token` as its own session (SPEC.md section 4).' }),
      expiresAt: Type.String({ description: 'ISO time it stops working' }),
      origin: Type.String({ description: 'The origin it works from, normalised' }),
      organizationId: Type.String(),
    }),
    ...errorResponses(400, 401, 403, 404, 429),
  },
};

export type EmbedSessionRouteDeps = {
  tokens: TokenRepository;
  /** The organisations' cache (the same the auth hooks check embedded sessions against). */
  organizations: Pick<OrganizationDirectory, 'byId'>;
  /** How long an embedded session lasts at most (EMBED_SESSION_TTL_MS). */
  ttlMs: number;
  limiter: RateLimiter;
};

/** The request's checked body, or a 400 naming each wrong field (nothing is made). */
function checkedBody(body: { origin?: unknown; organizationId?: unknown }): { origin: string; organizationId: string } {
  const origin = typeof body.origin === 'string' && body.origin.length <= 2048 ? normalizeOrigin(body.origin) : null;
  const organizationId = typeof body.organizationId === 'string' && body.organizationId.length <= 200 ? body.organizationId.trim() : '';
  const fields: Record<string, string> = {};
  if (origin === null) fields.origin = ORIGIN_FIELD_MESSAGE;
  if (organizationId === '') fields.organizationId = ORGANIZATION_FIELD_MESSAGE;
  if (origin === null || organizationId === '') throw new FieldsError(fields);
  return { origin, organizationId };
}

/** POST /auth/embed-session (a signed-in scope's; an embedded session is out of its own scope here). */
export function registerEmbedSessionRoutes(app: SignedInFastify, deps: EmbedSessionRouteDeps): void {
  const limit = rateLimitHook(deps.limiter, { ...EMBED_SESSION_RATE, name: 'embed-session', what: 'Too many embedded sign-ins' }, byUser);

  app.post('/auth/embed-session', { schema: embedSessionSchema, onRequest: limit }, async (request, reply) => {
    const { origin, organizationId } = checkedBody(request.body);
    const org = await deps.organizations.byId(organizationId);
    if (!org) throw new NotFoundError(NO_ORGANISATION);
    if (!org.embedOrigins.some((listed) => normalizeOrigin(listed) === origin)) throw new EmbedOriginRefusedError(origin, org.name);
    // The session it comes from (checked by the auth hook): the new one ends no later.
    const parent = await deps.tokens.findSession(accessTokenHeader(request) ?? '');
    if (!parent) throw new UnauthorizedError(SESSION_REQUIRED);
    const issued = await deps.tokens.issueToken(request.user._id, deps.ttlMs, { embed: { origin, organizationId: org._org }, notAfter: parent.expiresAt });
    return reply.code(201).send({ embedToken: issued.token, expiresAt: issued.expiresAt, origin, organizationId: org._org });
  });
}
