import type { Db } from '../db/database';
import { createDelivery, type ChannelDelivery } from '../delivery/delivery';
import type { MailBrandOf } from '../delivery/message';
import { createOutboxRepository } from '../delivery/outbox.repository';
import { registerOutboxRoute } from '../delivery/outbox.routes';
import type { OrganizationIdOf, TypedFastify } from '../http/type-provider';
import { createOtpRequestRepository } from '../otp/otp-request.repository';
import { createOtpService } from '../otp/otp.service';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createUserRepository } from '../users/user.repository';
import { registerUserRoutes } from '../users/user.routes';
import { createAccountRepository } from './account.repository';
import { loadAuthConfig, type AuthConfig } from './auth-config';
import { registerSignedIn } from './auth.hook';
import { registerAuthRoutes } from './auth.routes';
import { createOidcClient } from './oidc-client';
import { createOidcFlowRepository } from './oidc-flow.repository';
import { registerOidcRoutes } from './oidc.routes';
import type { TokenRepository } from './token.repository';
import { DEFAULT_EMBED_SESSION_TTL_MS } from '../config';
import { registerEmbedSessionRoutes } from './embed-session.routes';
import type { OrganizationDirectory } from '../organizations/organization-directory';

export type AccountModuleDeps = {
  db: Db;
  now: () => Date;
  tokens: TokenRepository;
  tokenTtlMs?: number;
  /** Sign-in settings; the local defaults (outbox, no identity provider) when absent. */
  auth?: AuthConfig;
  /** Counts code sends (the app's one limiter). */
  limiter: RateLimiter;
  /** The organisation whose host a request came to: a new account is tagged with it. None when absent. */
  organizationIdOf?: OrganizationIdOf;
  /** The organisations' cache: embedded sessions are made for one of an organisation's embed origins. */
  organizations: Pick<OrganizationDirectory, 'byId'>;
  /** EMBED_SESSION_TTL_MS: how long an embedded session lasts at most; 12 hours when absent. */
  embedSessionTtlMs?: number;
  /** The organisation's name on its host: code messages sent there carry it. MediaMart's when absent. */
  brandOf?: MailBrandOf;
};

/**
 * Sign-in and account routes of service A: one-time codes (with their delivery), the
 * identity provider, logout, embedded sessions, phone verification, agency details and the dev outbox.
 * Answers the delivery it made, so other mail (the sales notification of a lead) goes the same way.
 */
export function registerAccountRoutes(app: TypedFastify, deps: AccountModuleDeps): { delivery: ChannelDelivery } {
  const auth = deps.auth ?? loadAuthConfig({}, 'development');
  const outbox = createOutboxRepository(deps.db, deps.now);
  const delivery = createDelivery(auth.otp, outbox);
  app.addHook('onClose', async () => {
    await delivery.close?.();
  });
  if (auth.otp.delivery.length === 1 && auth.otp.delivery[0] === 'outbox' && !auth.devRoutes) {
    app.log.warn('OTP_DELIVERY=outbox in production: sign-in codes are only stored, never sent');
  }
  const otp = createOtpService({ requests: createOtpRequestRepository(deps.db), now: deps.now, delivery, config: auth.otp, limiter: deps.limiter, log: app.log });
  const accounts = createAccountRepository(deps.db, deps.now, deps.tokenTtlMs);
  const organizationIdOf = deps.organizationIdOf ?? (async () => null);
  registerAuthRoutes(app, {
    accounts,
    tokens: deps.tokens,
    otp,
    providers: auth.oidc.providers,
    organizationIdOf,
    brandOf: deps.brandOf,
  });
  registerOidcRoutes(app, {
    clients: auth.oidc.providers.map((provider) => createOidcClient(provider, deps.now)),
    flows: createOidcFlowRepository(deps.db, deps.now),
    accounts,
    organizationIdOf,
    limiter: deps.limiter,
  });
  registerSignedIn(app, (signedIn) => {
    registerUserRoutes(signedIn, { users: createUserRepository(deps.db, deps.now), accounts, otp, brandOf: deps.brandOf });
    registerEmbedSessionRoutes(signedIn, {
      tokens: deps.tokens, organizations: deps.organizations, ttlMs: deps.embedSessionTtlMs ?? DEFAULT_EMBED_SESSION_TTL_MS, limiter: deps.limiter,
    });
  });
  if (auth.otp.delivery.includes('outbox') && auth.devRoutes) registerOutboxRoute(app, outbox);
  return { delivery };
}
