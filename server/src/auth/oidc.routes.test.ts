/**
 * SPEC.md 7.22: signing in with an OpenID Connect provider, against a real provider
 * (oidc-provider in a child process), on SQLite and PostgreSQL: the start redirect, the
 * callback's hand-off, POST /auth/oidc, the organisation of the host, and returnTo.
 */
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { call, signInByEmail, type SignInAnswer } from '../../test/support/otp-test-helpers';
import {
  handoffCodeOf, oidcTestEnv, startOidcTestProvider, startSignIn, type OidcTestProvider,
} from '../../test/support/oidc-provider-process';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { OIDC_START_RATE } from './oidc.routes';
import { hashToken } from './token.repository';

const HOST = 'localhost';
const ORG_HOST = 'media.oidc-agency.in';

let idp: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcTestProvider({ redirectUris: [HOST, ORG_HOST].map((h) => `http://${h}/api/auth/oidc/callback`) });
  t = await createTestApp({ env: { ...oidcTestEnv(idp), LOG_LEVEL: 'silent' } });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

let accounts = 0;
/** A new verified account at the provider, used by its next sign-in. */
async function providerAccount(overrides: Record<string, unknown> = {}): Promise<{ email: string; name: string }> {
  accounts += 1;
  const account = { sub: `routes-${accounts}`, email: `routes.${accounts}@example.com`, email_verified: true, name: `Routes User ${accounts}`, ...overrides };
  await idp.control('/__test/account', account);
  return { email: account.email as string, name: account.name as string };
}

const callback = (path: string, host = HOST) => t.app.inject({ method: 'GET', url: path, headers: { host } });
const exchange = (code: unknown) => call<SignInAnswer>(t, 'POST', '/api/auth/oidc', { body: { code } });

/** start → provider → our callback; answers the callback's Location and the hand-off code in it. */
async function throughProvider(returnTo = '/bag', host = HOST): Promise<{ location: string; code: string }> {
  const { callbackPath } = await startSignIn(t.app, `?returnTo=${encodeURIComponent(returnTo)}`, host);
  const res = await callback(callbackPath, host);
  expect({ status: res.statusCode, body: res.body }).toEqual({ status: 302, body: '' });
  const location = String(res.headers.location);
  const code = handoffCodeOf(location);
  if (!code) throw new Error(`no hand-off code in ${location}`);
  return { location, code };
}

describe('SPEC.md 7.22 OpenID Connect sign-in', () => {
  it('SPEC.md 7.22 GET /auth/config names the configured provider', async () => {
    expect((await call(t, 'GET', '/api/auth/config')).body).toEqual({ providers: [{ id: 'test-id', name: 'Test ID' }], googleClientId: null });
  });

  it('SPEC.md 7.22 start redirects to the discovered authorization endpoint with the code flow, PKCE S256, state and nonce, kept on the server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start?provider=test-id&returnTo=%2Fbag', headers: { host: HOST } });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toEqual({
      response_type: 'code', client_id: 'mediamart-test', redirect_uri: 'http://localhost/api/auth/oidc/callback', scope: 'openid profile email',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), code_challenge_method: 'S256',
    });
    const row = await t.db.selectFrom('oidc_flows').selectAll().where('state_hash', '=', hashToken(q.state)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider_id: 'test-id', nonce: q.nonce, return_to: '/bag', organization_id: null });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
    // Only the state's hash is stored.
    expect(await t.db.selectFrom('oidc_flows').select('state_hash').where('state_hash', '=', q.state).execute()).toEqual([]);
  });

  it('SPEC.md 7.22 start is limited per client address (each flow is a row until it ends), other addresses unaffected', async () => {
    const start = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/auth/oidc/start', headers: { host: HOST }, remoteAddress });
    for (let i = 0; i < OIDC_START_RATE.limit; i += 1) expect((await start('10.7.7.7')).statusCode).toBe(302);
    const refused = await start('10.7.7.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await start('10.7.7.8')).statusCode).toBe(302);
  });

  it('SPEC.md 7.22 a first sign-in makes the account with the provider\'s name; a second reaches the same account', async () => {
    const { email, name } = await providerAccount();
    const first = await throughProvider('/newspaper?city=delhi');
    expect(first.location).toBe(`/newspaper?city=delhi#oidc=${first.code}`);
    const signedIn = await exchange(first.code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({
      token: expect.any(String), isNewUser: true,
      user: { _id: expect.any(String), name, email, phone: null, role: '', agencyDetails: null, marketingOptOut: false, organizationId: null },
    });
    const me = await call(t, 'POST', '/api/authenticate/me', { token: signedIn.body.token });
    expect(me.body).toEqual({ user: signedIn.body.user });

    const again = await exchange((await throughProvider()).code);
    expect(again.body).toMatchObject({ isNewUser: false, user: { _id: signedIn.body.user._id, email } });
  });

  it('SPEC.md 7.22 signs in the existing account with that e-mail (first made with an e-mail code)', async () => {
    const { user } = await signInByEmail(t, 'code.first.oidc@example.com');
    await providerAccount({ email: 'Code.First.OIDC@example.com' });
    const res = await exchange((await throughProvider()).code);
    expect(res.body).toMatchObject({ isNewUser: false, user: { _id: user._id, email: 'code.first.oidc@example.com' } });
  });

  it("SPEC.md 7.22 a first sign-in on a white-label organisation's host makes a user of that organisation", async () => {
    const org = await makeOrganization(t.db, { hostnames: [ORG_HOST] });
    const { email } = await providerAccount();
    const res = await exchange((await throughProvider('/', ORG_HOST)).code);
    expect(res.body).toMatchObject({ isNewUser: true, user: { email, organizationId: org._org } });
  });

  it('SPEC.md 7.22 the hand-off code works once, for 2 minutes; unknown codes and ID tokens are refused', async () => {
    await providerAccount();
    const { code } = await throughProvider();
    const row = await t.db.selectFrom('oidc_handoffs').selectAll().where('code_hash', '=', hashToken(code)).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(2 * 60_000);
    expect((await exchange(code)).status).toBe(200);
    const invalid = { error: 'invalid_code', message: 'This sign-in code is unknown, used or expired. Please sign in again.' };
    expect(await exchange(code)).toMatchObject({ status: 400, body: invalid });
    expect(await exchange('not-a-code')).toMatchObject({ status: 400, body: invalid });

    const late = (await throughProvider()).code;
    t.setNow(new Date(Date.now() + 2 * 60_000 + 1000));
    try {
      expect(await exchange(late)).toMatchObject({ status: 400, body: invalid });
    } finally {
      t.setNow(new Date());
    }

    for (const field of ['idToken', 'credential', 'accessToken']) {
      const res = await call(t, 'POST', '/api/auth/oidc', { body: { [field]: 'eyJhbGciOiJSUzI1NiJ9.e30.sig' } });
      expect(res).toMatchObject({ status: 400, body: { error: 'bad_request', message: expect.stringContaining('use the sign-in button') } });
    }
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/steal'],
    ['another site', 'https://evil.example/'],
    ['a backslash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
  ])('SPEC.md 7.22 a returnTo that tries to leave the site (%s) returns to /', async (_what, returnTo) => {
    await providerAccount();
    const { location, code } = await throughProvider(returnTo);
    expect(location).toBe(`/#oidc=${code}`);
  });
});
