import type { FastifyRequest } from 'fastify';
import type { User } from 'shared-domain';
import type { Db } from '../db/database';
import { ConflictError, InputError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import { EMAIL_MESSAGE, NEITHER_MESSAGE, PHONE_MESSAGE, normalizeEmail, normalizePhone } from 'shared-domain';
import { nameFromEmail } from '../otp/identity';
import { CodeExpiredError } from '../otp/otp.errors';
import { TooManyRequestsError } from '../rate-limit/rate-limit.errors';
import type { OtpService, VerifiedRequest } from '../otp/otp.service';
import { createUserRepository, isUniqueViolation } from '../users/user.repository';
import { accessTokenHeader, requireUser } from './auth.hook';
import { authConfigSchema, logoutSchema, oidcSchema, otpSendSchema, otpVerifySchema } from './auth.schema';
import { OidcDisabledError, type IdTokenVerifier, type VerifiedIdentity } from './oidc';
import { createTokenRepository, type TokenRepository } from './token.repository';

export type AuthRouteDeps = {
  db: Db;
  now: () => Date;
  tokens: TokenRepository;
  tokenTtlMs?: number;
  otp: OtpService;
  /** null when GOOGLE_CLIENT_ID is not set. */
  verifyIdToken: IdTokenVerifier | null;
  googleClientId: string | null;
  /** The organisation whose host a request came to (a new account is tagged with it). */
  organizationIdOf: (request: FastifyRequest) => Promise<string | null>;
};

export type SignedIn = { token: string; user: User; isNewUser: boolean };

/** Adds `Retry-After` to a throttled answer (the error handler keeps headers already set). */
export async function withRetryAfter<T>(reply: { header(name: string, value: string): unknown }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

/** Trimmed text, or null when absent or blank. */
export function given(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The Indian mobile as `+91XXXXXXXXXX`, or a 400 with the rule in words. */
export function phoneOrThrow(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone) throw new InputError(PHONE_MESSAGE);
  return phone;
}

function emailOrThrow(raw: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw new InputError(EMAIL_MESSAGE);
  return email;
}

const RACE_MESSAGE = 'This account was just changed by another sign-in. Please try again.';

/** Finds or creates the user for verified identities and issues a token, all in one transaction. */
async function signIn(deps: AuthRouteDeps, identity: { phone: string | null; email: string | null; name?: string | null; organizationId: string | null }, before?: (trx: Db) => Promise<void>): Promise<SignedIn> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (before) await before(trx);
      const users = createUserRepository(trx, deps.now);
      const byPhone = identity.phone ? await users.findByPhone(identity.phone) : null;
      const byEmail = identity.email ? await users.findByEmail(identity.email) : null;
      if (byPhone && byEmail && byPhone._id !== byEmail._id) {
        throw new ConflictError('This phone number and e-mail address belong to two different accounts. Sign in with one of them.');
      }
      let user = byPhone ?? byEmail;
      let isNewUser = false;
      if (user) {
        // A newly proven identity is added to the account when it has none of that kind.
        if (identity.phone && !user.phone) user = (await users.setPhone(user._id, identity.phone)) ?? user;
        if (identity.email && !user.email) user = (await users.setEmail(user._id, identity.email)) ?? user;
      } else {
        // A sign-up on an organisation's host belongs to it; an existing account keeps its own.
        user = await users.create({
          name: identity.name ?? nameFromEmail(identity.email), phone: identity.phone, email: identity.email, role: '', organizationId: identity.organizationId,
        });
        isNewUser = true;
      }
      const { token } = await createTokenRepository(trx, deps.now, deps.tokenTtlMs).issueToken(user._id);
      return { token, user, isNewUser };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(RACE_MESSAGE);
    throw err;
  }
}

/** POST /auth/otp/send, /auth/otp/verify, /auth/oidc, /auth/logout; GET /auth/config. */
export function registerAuthRoutes(app: TypedFastify, deps: AuthRouteDeps): void {
  const { otp } = deps;

  app.post('/auth/otp/send', { schema: otpSendSchema }, async (request, reply) => withRetryAfter(reply, async () => {
    const phoneRaw = given(request.body.phone);
    const emailRaw = given(request.body.email);
    if (!phoneRaw && !emailRaw) throw new InputError(NEITHER_MESSAGE);
    const phone = phoneRaw ? phoneOrThrow(phoneRaw) : null;
    const email = emailRaw ? emailOrThrow(emailRaw) : null;
    // Nothing here looks at accounts: the answer is the same for known and unknown addresses.
    return otp.send({ purpose: 'login', phone, email, ip: request.ip });
  }));

  app.post('/auth/otp/verify', { schema: otpVerifySchema }, async (request) => {
    const { requestId, phoneCode, emailCode } = request.body;
    const verified: VerifiedRequest = await otp.check({
      requestId: requestId.trim(),
      purpose: 'login',
      codes: { phone: phoneCode ?? undefined, email: emailCode ?? undefined },
    });
    const organizationId = await deps.organizationIdOf(request);
    return signIn(deps, { phone: verified.phone, email: verified.email, organizationId }, async (trx) => {
      if (!(await otp.consume(trx, verified.id))) throw new CodeExpiredError('This code has already been used. Ask for a new one.');
    });
  });

  app.post('/auth/oidc', { schema: oidcSchema }, async (request) => {
    if (!deps.verifyIdToken) throw new OidcDisabledError();
    const idToken = given(request.body.idToken) ?? given(request.body.credential);
    if (!idToken) {
      const other = request.body.accessToken || request.body.code;
      throw new InputError(other ? 'Send the ID token (idToken or credential); access tokens and authorization codes are not accepted' : 'Send the ID token from the identity provider (idToken or credential)');
    }
    const identity: VerifiedIdentity = await deps.verifyIdToken(idToken);
    return signIn(deps, { phone: null, email: identity.email, name: identity.name, organizationId: await deps.organizationIdOf(request) });
  });

  app.get('/auth/config', { schema: authConfigSchema }, async () => ({ googleClientId: deps.googleClientId }));

  app.post('/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    requireUser(request);
    const token = accessTokenHeader(request);
    if (token) await deps.tokens.revoke(token);
    return reply.code(204).send(null);
  });
}
