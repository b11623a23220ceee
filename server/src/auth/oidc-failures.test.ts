/**
 * SPEC.md 7.22: what an OpenID Connect sign-in refuses, against a real provider (oidc-provider
 * in a child process), on SQLite and PostgreSQL, and the key rotation it takes in its stride. Every refusal is an HTML page (400, or 502 when
 * the provider cannot be reached) that creates no hand-off code and no account.
 */
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { call, signInByEmail } from '../../test/support/otp-test-helpers';
import {
  handoffCodeOf, oidcTestEnv, startOidcTestProvider, startSignIn, type OidcTestProvider,
} from '../../test/support/oidc-provider-process';

const HOST = 'localhost';
const REDIRECT_URI = `http://${HOST}/api/auth/oidc/callback`;
const TRY_AGAIN = '/api/auth/oidc/start?provider=test-id&amp;returnTo=%2Fbag';

let idp: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcTestProvider({ redirectUris: [REDIRECT_URI] });
  t = await createTestApp({ env: { ...oidcTestEnv(idp), LOG_LEVEL: 'silent' } });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});
beforeEach(async () => {
  await idp.control('/__test/account', { sub: 'user-1', email: 'oidc.user@example.com', email_verified: true, name: 'Oidc User' });
});

const get = (url: string, app = t) => app.app.inject({ method: 'GET', url, headers: { host: HOST } });
const throughProvider = async (app = t) => (await startSignIn(app.app, '?returnTo=%2Fbag', HOST)).callbackPath;
const handoffs = async () => (await t.db.selectFrom('oidc_handoffs').select('code_hash').execute()).length;
const users = async () => (await t.db.selectFrom('users').select('id').execute()).length;

/** The "Sign-in did not complete" page: its status, reason and links. */
function refusal(res: LightMyRequestResponse, status: number, reason: string | RegExp, tryAgain = TRY_AGAIN): void {
  expect({ status: res.statusCode, type: res.headers['content-type'], cache: res.headers['cache-control'] })
    .toEqual({ status, type: 'text/html; charset=utf-8', cache: 'no-store' });
  expect(res.body).toContain('<h1>Sign-in did not complete</h1>');
  expect(res.body).toMatch(typeof reason === 'string' ? `<p role="alert">${reason}</p>` : reason);
  expect(res.body).toContain(`<a href="${tryAgain}">Try again</a>`);
  expect(res.body).toContain('<a href="/">Go to the home page</a>');
}

/** The callback of a sign-in whose ID token the provider changes as `tamper` says. */
async function tamperedCallback(tamper: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const path = await throughProvider();
  await idp.control('/__test/tamper', tamper);
  return get(path);
}

describe('SPEC.md 7.22 OpenID Connect sign-in: refusals, and a key rotation that is not one', () => {
  it('SPEC.md 7.22 a wrong or missing state, and the right state with it still works once', async () => {
    const path = await throughProvider();
    const wrong = path.replace(/state=[^&]+/, 'state=not-the-state');
    refusal(await get(wrong), 400, 'This sign-in has expired or was already used. Please start again.', '/');
    refusal(await get(path.replace(/&?state=[^&]+/, '')), 400, 'This sign-in has expired or was already used. Please start again.', '/');
    expect((await get(path)).statusCode).toBe(302);
  });

  it('SPEC.md 7.22 a replayed callback (the same code and state twice)', async () => {
    const path = await throughProvider();
    const first = await get(path);
    expect(first.statusCode).toBe(302);
    expect(handoffCodeOf(first.headers.location)).not.toBeNull();
    const before = await handoffs();
    refusal(await get(path), 400, 'This sign-in has expired or was already used. Please start again.', '/');
    expect(await handoffs()).toBe(before);
  });

  it('SPEC.md 7.22 an expired flow (over 10 minutes old)', async () => {
    const path = await throughProvider();
    t.setNow(new Date(Date.now() + 10 * 60_000 + 1000));
    try {
      refusal(await get(path), 400, 'This sign-in has expired or was already used. Please start again.', '/');
    } finally {
      t.setNow(new Date());
    }
  });

  it('SPEC.md 7.22 an ID token with another nonce', async () => {
    const before = await handoffs();
    refusal(await tamperedCallback({ nonce: 'someone-elses-nonce' }), 400, 'The sign-in could not be verified. Please try again.');
    expect(await handoffs()).toBe(before);
  });

  it.each([
    ['a signature by a key the provider never published', { badSignature: true }],
    ['another issuer', { iss: 'http://evil.example' }],
    ['another audience', { aud: 'someone-else' }],
    ['several audiences without azp', { aud: ['mediamart-test', 'someone-else'] }],
  ])('SPEC.md 7.22 an ID token with %s', async (_what, tamper) => {
    refusal(await tamperedCallback(tamper), 400, 'The sign-in could not be verified. Please try again.');
  });

  it('SPEC.md 7.22 an expired ID token', async () => {
    refusal(await tamperedCallback({ expiresInSeconds: -120 }), 400, 'The sign-in took too long and has expired. Please try again.');
  });

  it('SPEC.md 7.22 signs in across a key rotation: sign in, the provider rotates its keys, sign in again', async () => {
    expect((await get(await throughProvider())).statusCode).toBe(302);
    await idp.control('/__test/rotate-keys');
    const after = await get(await throughProvider());
    expect({ status: after.statusCode, code: handoffCodeOf(after.headers.location) !== null }).toEqual({ status: 302, code: true });
  });

  it('SPEC.md 7.22 an unverified e-mail: no account is made, and an existing account with it is not signed into', async () => {
    await idp.control('/__test/account', { sub: 'u-new', email: 'unverified.new@example.com', email_verified: false, name: 'Not Verified' });
    const [usersBefore, handoffsBefore] = [await users(), await handoffs()];
    const reason = 'Your e-mail address is not verified with Test ID. Verify it there, or sign in with a code.';
    refusal(await get(await throughProvider()), 400, reason);
    expect([await users(), await handoffs()]).toEqual([usersBefore, handoffsBefore]);

    const { user } = await signInByEmail(t, 'victim.oidc@example.com');
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user._id).executeTakeFirstOrThrow();
    const tokens = await t.db.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', user._id).execute();
    await idp.control('/__test/account', { sub: 'attacker', email: 'victim.oidc@example.com', email_verified: false, name: 'Attacker' });
    refusal(await get(await throughProvider()), 400, reason);
    expect(await handoffs()).toBe(handoffsBefore);
    expect(await t.db.selectFrom('users').selectAll().where('id', '=', user._id).executeTakeFirstOrThrow()).toEqual(row);
    expect(await t.db.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', user._id).execute()).toEqual(tokens);
  });

  it("SPEC.md 7.22 the provider's error parameter", async () => {
    const start = await get('/api/auth/oidc/start?returnTo=%2Fbag');
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    refusal(await get(`/api/auth/oidc/callback?error=access_denied&state=${state}`), 400, 'The sign-in was cancelled at Test ID.');
    // The flow is used up by the refusal.
    refusal(await get(`/api/auth/oidc/callback?code=x&state=${state}`), 400, 'This sign-in has expired or was already used. Please start again.', '/');
  });

  it('SPEC.md 7.22 an unknown provider, and an escaped page whatever was asked', async () => {
    refusal(await get('/api/auth/oidc/start?provider=nope'), 400, 'This way of signing in is not offered on this site.', '/');
    const start = await get('/api/auth/oidc/start?returnTo=%2Fbag%3Fq%3D%3Cscript%3E');
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const res = await get(`/api/auth/oidc/callback?error=server_error&state=${state}`);
    refusal(res, 400, 'Test ID did not complete the sign-in. Please try again.', '/api/auth/oidc/start?provider=test-id&amp;returnTo=%2Fbag%3Fq%3D%3Cscript%3E');
    expect(res.body).not.toContain('<script>');
  });

  it('SPEC.md 7.22 a code the token endpoint refuses (a wrong client secret)', async () => {
    const wrongSecret = await createTestApp({ env: { ...oidcTestEnv(idp), OIDC_CLIENT_SECRET: 'wrong-secret', LOG_LEVEL: 'silent' } });
    try {
      refusal(await get(await throughProvider(wrongSecret), wrongSecret), 400, 'Test ID did not accept the sign-in. Please try again.');
    } finally {
      await wrongSecret.close();
    }
  });

  it('SPEC.md 7.22 a provider that cannot be reached (502), and no provider at all', async () => {
    const unreachable = await createTestApp({ env: { ...oidcTestEnv(idp), OIDC_ISSUER: 'http://127.0.0.1:9', LOG_LEVEL: 'silent' } });
    const none = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    try {
      refusal(await get('/api/auth/oidc/start?returnTo=%2Fbag', unreachable), 502, 'Could not reach Test ID. Please try again in a moment.');
      expect((await call(none, 'GET', '/api/auth/config')).body).toEqual({ providers: [], googleClientId: null });
      refusal(await get('/api/auth/oidc/start', none), 400, 'Signing in with an identity provider is not set up on this site.', '/');
    } finally {
      await unreachable.close();
      await none.close();
    }
  });
});
