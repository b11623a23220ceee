import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameSitePath } from 'shared-domain';
import { InputError } from '../errors';
import { requestOrigin } from '../http/request-origin';
import type { OrganizationIdOf, TypedFastify } from '../http/type-provider';
import { InvalidCodeError } from '../otp/otp.errors';
import { byClient, rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { AccountRepository } from './account.repository';
import { given } from './contact-input';
import { oidcCallbackSchema, oidcSchema, oidcStartSchema } from './auth.schema';
import { SignInFailure, type OidcClient } from './oidc-client';
import { randomSecret, type OidcFlowRepository } from './oidc-flow.repository';
import { signInFailedPage, tryAgainHref } from './oidc-page';
import { signIn } from './sign-in';

/** Where the provider sends the browser back to, on the request's own origin. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

export type OidcRouteDeps = {
  /** One per configured provider (OIDC_ISSUER… or OIDC_PROVIDERS); none turns the routes' sign-in off. */
  clients: OidcClient[];
  flows: OidcFlowRepository;
  accounts: AccountRepository;
  /** The organisation whose host the sign-in starts on (a new account is tagged with it). */
  organizationIdOf: OrganizationIdOf;
  /** Counts the flows one client address starts (each one is a row until it ends or expires). */
  limiter: RateLimiter;
};

/** Sign-ins one client address may start in ten minutes: far above a person's, well below a flood of rows. */
export const OIDC_START_RATE = { limit: 60, windowMs: 10 * 60_000 };

const EXPIRED = 'This sign-in has expired or was already used. Please start again.';

/** A query value as text: a repeated parameter, or none, is no value. */
const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * GET /auth/oidc/start and /auth/oidc/callback (the authorization-code flow with PKCE, state
 * and nonce; the flow kept in the database) and POST /auth/oidc (the hand-off code for a session).
 * The browser navigates to the first two, so what they refuse is an HTML page, never JSON.
 */
export function registerOidcRoutes(app: TypedFastify, deps: OidcRouteDeps): void {
  const byId = new Map(deps.clients.map((c) => [c.provider.id, c]));

  const failed = (request: FastifyRequest, reply: FastifyReply, failure: SignInFailure, providerId: string | null, returnTo: string) => {
    request.log.info({ provider: providerId, reason: failure.message }, 'OpenID Connect sign-in did not complete');
    return reply.code(failure.status).header('cache-control', 'no-store').type('text/html; charset=utf-8')
      .send(signInFailedPage(failure.reason, tryAgainHref(providerId, returnTo)));
  };
  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(302).header('location', location).header('cache-control', 'no-store').type('text/html; charset=utf-8').send('');

  const startLimit = rateLimitHook(deps.limiter, { ...OIDC_START_RATE, name: 'oidc-start', what: 'Too many sign-ins started from this address' }, byClient);

  app.get('/auth/oidc/start', { schema: oidcStartSchema, attachValidation: true, onRequest: startLimit }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const returnTo = sameSitePath(query.returnTo);
    if (!deps.clients.length) {
      return failed(request, reply, new SignInFailure('Signing in with an identity provider is not set up on this site.', 'no provider is configured'), null, returnTo);
    }
    const id = one(query.provider) ?? (deps.clients.length === 1 ? deps.clients[0].provider.id : undefined);
    const client = id === undefined ? undefined : byId.get(id);
    if (!client) {
      return failed(request, reply, new SignInFailure('This way of signing in is not offered on this site.', `unknown provider ${JSON.stringify(id ?? null)}`), null, returnTo);
    }
    const state = randomSecret();
    const nonce = randomSecret();
    const codeVerifier = randomSecret();
    const redirectUri = `${requestOrigin(request)}${OIDC_CALLBACK_PATH}`;
    let location: string;
    try {
      location = await client.authorizationUrl({ redirectUri, state, nonce, codeVerifier });
    } catch (err) {
      if (err instanceof SignInFailure) return failed(request, reply, err, client.provider.id, returnTo);
      throw err;
    }
    const organizationId = await deps.organizationIdOf(request);
    await deps.flows.startFlow(state, { providerId: client.provider.id, nonce, codeVerifier, redirectUri, returnTo, organizationId });
    return redirect(reply, location);
  });

  app.get('/auth/oidc/callback', { schema: oidcCallbackSchema, attachValidation: true }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const state = one(query.state);
    // Taken (deleted) before anything else: a replayed callback finds nothing.
    const flow = state ? await deps.flows.takeFlow(state) : null;
    if (!flow) return failed(request, reply, new SignInFailure(EXPIRED, state ? 'unknown, used or expired state' : 'no state'), null, '/');
    const client = byId.get(flow.providerId);
    if (!client) return failed(request, reply, new SignInFailure(EXPIRED, `provider ${flow.providerId} is no longer configured`), null, flow.returnTo);
    const { provider } = client;
    const fail = (reason: string, technical: string) => failed(request, reply, new SignInFailure(reason, technical), provider.id, flow.returnTo);
    const error = one(query.error);
    if (error !== undefined) {
      const technical = `the provider answered error=${error} ${one(query.error_description) ?? ''}`.trim();
      if (error === 'access_denied') return fail(`The sign-in was cancelled at ${provider.name}.`, technical);
      return fail(`${provider.name} did not complete the sign-in. Please try again.`, technical);
    }
    const iss = one(query.iss);
    if (iss !== undefined && iss.replace(/\/+$/, '') !== provider.issuer.replace(/\/+$/, '')) {
      return fail('The sign-in could not be verified. Please try again.', `the callback's iss ${iss} is not ${provider.issuer}`);
    }
    const code = one(query.code);
    if (!code) return fail(`${provider.name} did not complete the sign-in. Please try again.`, 'the callback has no code');
    try {
      const identity = await client.finish({ code, redirectUri: flow.redirectUri, codeVerifier: flow.codeVerifier, nonce: flow.nonce });
      const handoff = await deps.flows.createHandoff({ email: identity.email, name: identity.name, organizationId: flow.organizationId });
      return redirect(reply, `${flow.returnTo}#oidc=${handoff}`);
    } catch (err) {
      if (err instanceof SignInFailure) return failed(request, reply, err, provider.id, flow.returnTo);
      throw err;
    }
  });

  app.post('/auth/oidc', { schema: oidcSchema }, async (request) => {
    const { body } = request;
    if (body.idToken !== undefined || body.credential !== undefined || body.accessToken !== undefined) {
      throw new InputError('ID tokens and access tokens are not accepted: use the sign-in button, which sends the one-time code this takes.');
    }
    const code = given(body.code);
    if (!code) throw new InputError('Send the one-time code (code) the sign-in button received.');
    const handoff = await deps.flows.takeHandoff(code);
    if (!handoff) throw new InvalidCodeError('This sign-in code is unknown, used or expired. Please sign in again.');
    return signIn(deps, { phone: null, email: handoff.email, name: handoff.name, organizationId: handoff.organizationId });
  });
}
