import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type KeyLike } from 'jose';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { call, signInByEmail, type SignInAnswer } from '../../test/support/otp-test-helpers';
import { acceptedIssuers } from './oidc';

const ISSUER = 'https://issuer.test';
const CLIENT_ID = 'mediamart-test.apps.example';
const NOW = Date.parse('2025-06-01T12:00:00.000Z');

let t: TestApp;
let jwks: http.Server;
let jwksHits = 0;
let signingKey: KeyLike;
let strangerKey: KeyLike;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = http.createServer((_req, res) => {
    jwksHits += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, OIDC_ISSUER: ISSUER, OIDC_JWKS_URL: `http://127.0.0.1:${port}/certs`, LOG_LEVEL: 'silent' },
  });
  t.setNow(new Date(NOW));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => jwks.close(() => resolve()));
});

type Claims = Record<string, unknown>;
async function idToken(claims: Claims = {}, options: { key?: KeyLike; iat?: number; exp?: number; kid?: string } = {}): Promise<string> {
  const iat = options.iat ?? Math.floor(NOW / 1000) - 60;
  return new SignJWT({ email: 'ravi.kumar@gmail.test', email_verified: true, name: 'Ravi Kumar', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
    .setIssuer((claims.iss as string) ?? ISSUER)
    .setAudience((claims.aud as string) ?? CLIENT_ID)
    .setSubject('google-sub-1')
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + 3600)
    .sign(options.key ?? signingKey);
}

const oidc = (body: Record<string, unknown>) => call<SignInAnswer>(t, 'POST', '/api/auth/oidc', { body });

describe('POST /api/auth/oidc', () => {
  it('GET /auth/config names the client id', async () => {
    expect((await call(t, 'GET', '/api/auth/config')).body).toEqual({ googleClientId: CLIENT_ID });
  });

  it("a first sign-in on a white-label organisation's host makes a user of that organisation", async () => {
    const { makeOrganization } = await import('../../test/support/organization.fixtures');
    const org = await makeOrganization(t.db, { hostnames: ['media.oidc-agency.in'] });
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/oidc', headers: { host: 'Media.OIDC-Agency.in:443' },
      payload: { idToken: await idToken({ email: 'asha.oidc@gmail.test', name: 'Asha' }) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isNewUser: true, user: { email: 'asha.oidc@gmail.test', organizationId: org._org } });
  });

  it('creates the user on first sign-in with the name claim, then signs the same user in', async () => {
    const first = await oidc({ idToken: await idToken() });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      token: expect.any(String),
      isNewUser: true,
      user: { _id: expect.any(String), name: 'Ravi Kumar', email: 'ravi.kumar@gmail.test', phone: null, role: '', agencyDetails: null, marketingOptOut: false, organizationId: null },
    });
    expect(jwksHits).toBeGreaterThan(0);
    const me = await call(t, 'POST', '/api/authenticate/me', { token: first.body.token });
    expect(me.body).toEqual({ user: first.body.user });

    // `credential` is what Google Identity Services calls it.
    const again = await oidc({ credential: await idToken({ email: 'Ravi.Kumar@gmail.test', name: 'Someone Else' }) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ isNewUser: false, user: { _id: first.body.user._id, name: 'Ravi Kumar' } });
  });

  it('signs in an account first made with an e-mail code', async () => {
    const { user } = await signInByEmail(t, 'code.first@example.com');
    const res = await oidc({ idToken: await idToken({ email: 'code.first@example.com' }) });
    expect(res.body).toMatchObject({ isNewUser: false, user: { _id: user._id } });
  });

  const refused: Array<[string, () => Promise<string>, string, string]> = [
    ['a signature by another key', () => idToken({}, { key: strangerKey }), 'invalid_token', 'The sign-in could not be verified. Please try again.'],
    ['an unknown key id', () => idToken({}, { kid: 'other' }), 'invalid_token', 'The sign-in could not be verified. Please try again.'],
    ['a wrong audience', () => idToken({ aud: 'someone-else' }), 'invalid_token', 'The sign-in could not be verified. Please try again.'],
    ['a wrong issuer', () => idToken({ iss: 'https://evil.test' }), 'invalid_token', 'The sign-in could not be verified. Please try again.'],
    ['an expired token', () => idToken({}, { iat: Math.floor(NOW / 1000) - 7200, exp: Math.floor(NOW / 1000) - 3600 }), 'invalid_token', 'This sign-in has expired. Please try again.'],
    ['an unverified e-mail', () => idToken({ email_verified: false }), 'email_not_verified', expect.stringContaining('not verified') as unknown as string],
    ['no e-mail', () => idToken({ email: undefined }), 'invalid_token', expect.stringContaining('e-mail') as unknown as string],
    ['garbage', async () => 'not-a-jwt', 'invalid_token', 'The sign-in could not be verified. Please try again.'],
  ];
  it.each(refused)('refuses %s with 401', async (_what, make, error, message) => {
    const before = await t.db.selectFrom('users').select('id').execute();
    const res = await oidc({ idToken: await make() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error, message });
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an alg=none token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ iss: ISSUER, aud: CLIENT_ID, sub: 'x', email: 'none@x.test', email_verified: true, iat: NOW / 1000, exp: NOW / 1000 + 60 })).toString('base64url');
    expect((await oidc({ idToken: `${header}.${payload}.` })).status).toBe(401);
  });

  it('uses the injected clock for expiry', async () => {
    const token = await idToken();
    t.setNow(new Date(NOW + 2 * 3600 * 1000));
    try {
      expect((await oidc({ idToken: token })).body.error).toBe('invalid_token');
    } finally {
      t.setNow(new Date(NOW));
    }
  });

  it('needs an ID token', async () => {
    expect((await oidc({})).body).toEqual({ error: 'bad_request', message: 'Send the ID token from the identity provider (idToken or credential)' });
    const res = await oidc({ accessToken: 'ya29.x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/access tokens and authorization codes are not accepted/);
  });

  it('accepts Google issuers with and without the scheme', () => {
    expect(acceptedIssuers('https://accounts.google.com')).toEqual(['https://accounts.google.com', 'accounts.google.com']);
    expect(acceptedIssuers(ISSUER)).toEqual([ISSUER]);
  });
});

describe('identity provider unreachable', () => {
  let down: TestApp;
  beforeAll(async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    down = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, OIDC_ISSUER: ISSUER, OIDC_JWKS_URL: `http://127.0.0.1:${port}/certs`, LOG_LEVEL: 'silent' } });
    down.setNow(new Date(NOW));
  });
  afterAll(async () => {
    await down.close();
  });

  it('answers 502 idp_unavailable', async () => {
    const res = await down.app.inject({ method: 'POST', url: '/api/auth/oidc', payload: { idToken: await idToken() } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'idp_unavailable', message: 'Could not reach the identity provider. Please try again.' });
  });
});
