import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { httpError } from '../errors';
import { GOOGLE_ISSUER, type OidcConfig } from './auth-config';

/** What a verified ID token tells us. */
export type VerifiedIdentity = { subject: string; email: string; name: string | null };

export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdentity>;

/** 401 invalid_token: bad signature, issuer, audience, expiry or format. */
export class InvalidIdTokenError extends httpError('invalid_token') {}
/** 401 email_not_verified: the provider has not verified the account's e-mail. */
export class EmailNotVerifiedError extends httpError(
  'email_not_verified', 'Your account e-mail address is not verified with the identity provider. Verify it there, or sign in with a code.',
) {}
/** 502 idp_unavailable: the provider's signing keys could not be fetched. */
export class IdentityProviderUnavailableError extends httpError('idp_unavailable', 'Could not reach the identity provider. Please try again.') {}
/** 503 oidc_disabled: GOOGLE_CLIENT_ID is not set. */
export class OidcDisabledError extends httpError('oidc_disabled', 'Identity-provider sign-in is not configured') {}

export type IdTokenVerifierOptions = {
  clientId: string;
  issuer: string;
  /** The provider's keys; by default a cached remote JWKS from `jwksUrl`. */
  keys: JWTVerifyGetKey;
  now: () => Date;
};

const SIGN_IN_FAILED = 'The sign-in could not be verified. Please try again.';

/** Issuers accepted for the configured one: Google also issues `accounts.google.com` without the scheme. */
export function acceptedIssuers(issuer: string): string[] {
  return issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [issuer];
}

/** Verifies an OIDC ID token: RS/ES signature by a JWKS key, issuer, audience, expiry, verified e-mail. */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const issuers = acceptedIssuers(options.issuer);
  return async (idToken) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, options.keys, {
        issuer: issuers,
        audience: options.clientId,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384'],
        currentDate: options.now(),
        clockTolerance: 30,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new InvalidIdTokenError('This sign-in has expired. Please try again.');
      if (err instanceof joseErrors.JWKSTimeout || err instanceof joseErrors.JWKSInvalid) throw new IdentityProviderUnavailableError();
      if (err instanceof joseErrors.JOSEError) throw new InvalidIdTokenError(SIGN_IN_FAILED);
      // Anything else is the JWKS fetch failing (network error, bad JSON answer).
      throw new IdentityProviderUnavailableError();
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!email) throw new InvalidIdTokenError('The identity provider did not share an e-mail address. Allow e-mail access and try again.');
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (!verified) throw new EmailNotVerifiedError();
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 120) : null;
    return { subject: String(payload.sub), email, name };
  };
}

/** The verifier for the configuration, or null when GOOGLE_CLIENT_ID is not set. */
export function verifierFromConfig(config: OidcConfig, now: () => Date): IdTokenVerifier | null {
  if (!config.googleClientId) return null;
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return createIdTokenVerifier({ clientId: config.googleClientId, issuer: config.issuer, keys, now });
}
