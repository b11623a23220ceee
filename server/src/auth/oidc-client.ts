import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { OidcProviderConfig } from './oidc-config';

/** What a verified ID token tells us. */
export type VerifiedIdentity = { subject: string; email: string; name: string | null };

/**
 * A sign-in that cannot finish: `reason` is the one line a person reads, the message is the
 * technical cause for the log; 502 when the provider could not be reached, else 400.
 */
export class SignInFailure extends Error {
  constructor(readonly reason: string, technical: string, readonly status: 400 | 502 = 400) {
    super(technical);
    this.name = 'SignInFailure';
  }
}

/** The parts of a provider's discovery document the sign-in uses. */
type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
};

export type AuthorizationRequest = { redirectUri: string; state: string; nonce: string; codeVerifier: string };
export type CodeExchange = { code: string; redirectUri: string; codeVerifier: string; nonce: string };

/** One configured provider: its authorization URL, and the code exchange with ID-token checks. */
export type OidcClient = {
  provider: OidcProviderConfig;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  finish(exchange: CodeExchange): Promise<VerifiedIdentity>;
};

const TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 60 * 60_000;
const ASYMMETRIC = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const NOT_VERIFIED = 'The sign-in could not be verified. Please try again.';

/** The PKCE S256 challenge of a verifier. */
export const codeChallengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

function unreachable(provider: OidcProviderConfig, technical: string): SignInFailure {
  return new SignInFailure(`Could not reach ${provider.name}. Please try again in a moment.`, technical, 502);
}

async function fetchFrom(provider: OidcProviderConfig, url: string, init: RequestInit = {}): Promise<Response> {
  const attempt = () => fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  try {
    try {
      return await attempt();
    } catch (err) {
      // A kept-alive connection the provider closed just as it was reused: a GET is safe to send again.
      if ((init.method ?? 'GET') !== 'GET' || (err as Error).name === 'TimeoutError') throw err;
      return await attempt();
    }
  } catch (err) {
    const cause = (err as Error & { cause?: Error }).cause;
    throw unreachable(provider, `${url}: ${(err as Error).message}${cause ? ` (${cause.message})` : ''}`);
  }
}

async function discover(provider: OidcProviderConfig): Promise<Discovery> {
  const url = `${withoutSlash(provider.issuer)}/.well-known/openid-configuration`;
  const res = await fetchFrom(provider, url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw unreachable(provider, `discovery ${url} answered ${res.status}`);
  const doc = (await res.json().catch(() => null)) as Partial<Discovery> | null;
  const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
  const missing = fields.filter((f) => typeof doc?.[f] !== 'string');
  if (!doc || missing.length) throw unreachable(provider, `discovery ${url} lacks ${missing.join(', ') || 'a JSON body'}`);
  if (withoutSlash(doc.issuer as string) !== withoutSlash(provider.issuer)) {
    throw unreachable(provider, `discovery ${url} names the issuer "${doc.issuer}", not "${provider.issuer}"`);
  }
  return doc as Discovery;
}

/** The token endpoint's client authentication: Basic unless discovery lists only client_secret_post. */
function tokenRequest(provider: OidcProviderConfig, doc: Discovery, exchange: CodeExchange): RequestInit {
  const form = new URLSearchParams({
    grant_type: 'authorization_code', code: exchange.code, redirect_uri: exchange.redirectUri, code_verifier: exchange.codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const methods = doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (!methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    form.set('client_id', provider.clientId);
    form.set('client_secret', provider.clientSecret);
  } else {
    // RFC 6749 2.3.1: both parts form-encoded before Base64.
    const basic = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  }
  return { method: 'POST', headers, body: form.toString() };
}

async function exchangeCode(provider: OidcProviderConfig, doc: Discovery, exchange: CodeExchange): Promise<string> {
  const res = await fetchFrom(provider, doc.token_endpoint, tokenRequest(provider, doc, exchange));
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status >= 500) throw unreachable(provider, `token endpoint answered ${res.status}`);
  if (!res.ok) {
    const detail = body ? `${String(body.error ?? '')} ${String(body.error_description ?? '')}`.trim() : '';
    throw new SignInFailure(`${provider.name} did not accept the sign-in. Please try again.`, `token endpoint answered ${res.status} ${detail}`);
  }
  if (typeof body?.id_token !== 'string') throw new SignInFailure(NOT_VERIFIED, 'token endpoint answered no id_token');
  return body.id_token;
}

function identityOf(provider: OidcProviderConfig, payload: JWTPayload, nonce: string): VerifiedIdentity {
  if (payload.nonce !== nonce) throw new SignInFailure(NOT_VERIFIED, 'ID token nonce does not match the flow');
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== provider.clientId) {
    throw new SignInFailure(NOT_VERIFIED, `ID token azp "${String(payload.azp)}" is not the client id`);
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email) {
    throw new SignInFailure(`${provider.name} did not share an e-mail address. Allow e-mail access and try again.`, 'ID token has no email');
  }
  if (payload.email_verified !== true && payload.email_verified !== 'true') {
    throw new SignInFailure(
      `Your e-mail address is not verified with ${provider.name}. Verify it there, or sign in with a code.`, `ID token email ${email} is not verified`,
    );
  }
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 120) : null;
  return { subject: String(payload.sub), email, name };
}

function verificationFailure(provider: OidcProviderConfig, err: unknown): SignInFailure {
  const technical = `ID token: ${(err as Error).message}`;
  if (err instanceof joseErrors.JWTExpired) return new SignInFailure('The sign-in took too long and has expired. Please try again.', technical);
  if (err instanceof joseErrors.JWKSTimeout || err instanceof joseErrors.JWKSInvalid) return unreachable(provider, technical);
  if (err instanceof joseErrors.JOSEError) return new SignInFailure(NOT_VERIFIED, technical);
  // Anything else is the key set's fetch failing (network error, bad JSON answer).
  return unreachable(provider, technical);
}

/** A client for `provider`; discovery is fetched on first use and kept for an hour. */
export function createOidcClient(provider: OidcProviderConfig, now: () => Date): OidcClient {
  let cached: { doc: Discovery; keys: ReturnType<typeof createRemoteJWKSet>; at: number } | null = null;
  const discovered = async () => {
    if (!cached || Date.now() - cached.at > DISCOVERY_TTL_MS) {
      const doc = await discover(provider);
      const keys = cached?.doc.jwks_uri === doc.jwks_uri ? cached.keys : createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: TIMEOUT_MS });
      cached = { doc, keys, at: Date.now() };
    }
    return cached;
  };
  return {
    provider,
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const { doc } = await discovered();
      const url = new URL(doc.authorization_endpoint);
      const params = {
        response_type: 'code', client_id: provider.clientId, redirect_uri: redirectUri, scope: provider.scope,
        state, nonce, code_challenge: codeChallengeOf(codeVerifier), code_challenge_method: 'S256',
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return url.toString();
    },
    async finish(exchange) {
      const { doc, keys } = await discovered();
      const idToken = await exchangeCode(provider, doc, exchange);
      const algorithms = ASYMMETRIC.filter((a) => doc.id_token_signing_alg_values_supported?.includes(a) ?? a === 'RS256');
      const verify = () => jwtVerify(idToken, keys, {
        issuer: doc.issuer, audience: provider.clientId, algorithms, currentDate: now(), clockTolerance: 30, requiredClaims: ['sub', 'exp', 'iat'],
      });
      let payload: JWTPayload;
      try {
        try {
          ({ payload } = await verify());
        } catch (err) {
          // A key id we have not seen: the provider rotated its keys. Reload them once and retry.
          if (!(err instanceof joseErrors.JWKSNoMatchingKey)) throw err;
          await keys.reload();
          ({ payload } = await verify());
        }
      } catch (err) {
        throw verificationFailure(provider, err);
      }
      return identityOf(provider, payload, exchange.nonce);
    },
  };
}
