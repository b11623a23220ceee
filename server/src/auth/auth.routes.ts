import { NEITHER_MESSAGE } from 'shared-domain';
import type { MailBrandOf } from '../delivery/message';
import { InputError } from '../errors';
import type { OrganizationIdOf, TypedFastify } from '../http/type-provider';
import { CodeExpiredError } from '../otp/otp.errors';
import type { OtpService, VerifiedRequest } from '../otp/otp.service';
import type { AccountRepository } from './account.repository';
import { emailOrThrow, given, phoneOrThrow } from './contact-input';
import { signIn } from './sign-in';
import { accessTokenHeader, registerSignedIn } from './auth.hook';
import { authConfigSchema, logoutSchema, otpSendSchema, otpVerifySchema } from './auth.schema';
import type { OidcProviderConfig } from './oidc-config';
import type { TokenRepository } from './token.repository';

export type AuthRouteDeps = {
  /** Where a sign-in finds or creates the user and issues the token, in one transaction. */
  accounts: AccountRepository;
  tokens: TokenRepository;
  otp: OtpService;
  /** The OpenID Connect providers GET /auth/config names (their sign-in: oidc.routes.ts). */
  providers: readonly Pick<OidcProviderConfig, 'id' | 'name'>[];
  /** The organisation whose host a request came to (a new account is tagged with it). */
  organizationIdOf: OrganizationIdOf;
  /** The organisation's name on its host: the code's message carries it. None when absent. */
  brandOf?: MailBrandOf;
};

/** POST /auth/otp/send, /auth/otp/verify, /auth/logout; GET /auth/config. */
export function registerAuthRoutes(app: TypedFastify, deps: AuthRouteDeps): void {
  const { otp } = deps;

  app.post('/auth/otp/send', { schema: otpSendSchema }, async (request) => {
    const phoneRaw = given(request.body.phone);
    const emailRaw = given(request.body.email);
    if (!phoneRaw && !emailRaw) throw new InputError(NEITHER_MESSAGE);
    const phone = phoneRaw ? phoneOrThrow(phoneRaw) : null;
    const email = emailRaw ? emailOrThrow(emailRaw) : null;
    // Nothing here looks at accounts: the answer is the same for known and unknown addresses.
    return otp.send({ purpose: 'login', phone, email, ip: request.ip, brand: await deps.brandOf?.(request) });
  });

  app.post('/auth/otp/verify', { schema: otpVerifySchema }, async (request) => {
    const { requestId, phoneCode, emailCode } = request.body;
    const verified: VerifiedRequest = await otp.check({
      requestId: requestId.trim(),
      purpose: 'login',
      codes: { phone: phoneCode ?? undefined, email: emailCode ?? undefined },
    });
    const organizationId = await deps.organizationIdOf(request);
    return signIn(deps, { phone: verified.phone, email: verified.email, organizationId }, async ({ otpRequests }) => {
      if (!(await otpRequests.consume(verified.id))) throw new CodeExpiredError('This code has already been used. Ask for a new one.');
    });
  });

  app.get('/auth/config', { schema: authConfigSchema }, async () => ({
    providers: deps.providers.map(({ id, name }) => ({ id, name })),
    // Releases built before the OpenID sign-in check this key exists; null shows them no Google button.
    googleClientId: null,
  }));

  registerSignedIn(app, (signedIn) => {
    signedIn.post('/auth/logout', { schema: logoutSchema }, async (request, reply) => {
      const token = accessTokenHeader(request);
      if (token) await deps.tokens.revoke(token);
      return reply.code(204).send(null);
    });
  });
}
