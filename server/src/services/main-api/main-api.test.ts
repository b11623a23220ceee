import { createTokenRepository } from '../../auth/token.repository';
import { loadConfig } from '../../config';
import { createUserRepository } from '../../users/user.repository';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => t.setNow(new Date()));

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate/me', headers });

describe('service A auth (x-access-token)', () => {
  it('answers 401 without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  it('answers 401 for an unknown token', async () => {
    expect((await me({ 'x-access-token': 'not-a-real-token' })).statusCode).toBe(401);
  });

  it('answers the user for a valid token, also with an empty JSON body', async () => {
    const user = await createUserRepository(t.db).create({ name: 'Asha Rao', email: 'Asha@Example.in', phone: '+919800000001' });
    const { token } = await createTokenRepository(t.db).issueToken(user._id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const headers of [{ 'x-access-token': token }, { 'x-access-token': token, 'content-type': 'application/json' }] as Record<string, string>[]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: { _id: user._id, name: 'Asha Rao', email: 'asha@example.in', phone: '+919800000001', role: '', agencyDetails: null, marketingOptOut: false, organizationId: null },
      });
    }
  });

  it('ignores a bearer token: service A reads only x-access-token', async () => {
    const user = await createUserRepository(t.db).create({ name: 'B only' });
    const { token } = await createTokenRepository(t.db).issueToken(user._id);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('answers 401 once the token has expired (by the injected clock)', async () => {
    const user = await createUserRepository(t.db).create({ name: 'Expiring' });
    const { token, expiresAt } = await createTokenRepository(t.db).issueToken(user._id, 60_000);
    expect((await me({ 'x-access-token': token })).statusCode).toBe(200);
    t.setNow(new Date(Date.parse(expiresAt) + 1));
    expect((await me({ 'x-access-token': token })).statusCode).toBe(401);
  });

  it('answers 401 once the token is revoked', async () => {
    const user = await createUserRepository(t.db).create({ name: 'Revoked' });
    const tokens = createTokenRepository(t.db);
    const { token } = await tokens.issueToken(user._id);
    expect((await me({ 'x-access-token': token })).statusCode).toBe(200);
    await tokens.revoke(token);
    expect((await me({ 'x-access-token': token })).statusCode).toBe(401);
  });

  it('stores only the sha256 of a token', async () => {
    const user = await createUserRepository(t.db).create({ name: 'Hashed' });
    const { token } = await createTokenRepository(t.db).issueToken(user._id);
    const rows = await t.db.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', user._id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });
});

describe('service A basics', () => {
  it('GET /api/health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 JSON for an unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no GET route at this address' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/authenticate/me', headers: { 'content-type': 'application/json' }, payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/JSON/i) });
  });

  it('sends CORS headers so remotes on other origins can call it', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS', url: '/api/catalog/media',
      headers: { origin: 'https://agency.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-access-token' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-access-token');
  });

  it('serves its OpenAPI document with only its own routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, { parameters: { name: string }[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/analytics/summary', '/auth/config', '/auth/embed-session', '/auth/logout', '/auth/oidc', '/auth/oidc/callback', '/auth/oidc/start', '/auth/otp/send', '/auth/otp/verify', '/authenticate/me',
      '/bag', '/bag/bulkedit', '/bag/changeName', '/bag/cloneMop', '/bag/count', '/bag/pricingUnit', '/bag/resetMop',
      '/bag/update-info', '/bag/{id}/pricing-units', '/catalog/categories', '/catalog/deals', '/catalog/facets', '/catalog/highlights',
      '/catalog/industries', '/catalog/industries/{name}', '/catalog/media', '/catalog/media/{category}/{slug}', '/catalog/options', '/chatbot', '/chatbot/{threadId}', '/config', '/consent',
      '/content/overrides', '/content/pages', '/content/pages/all', '/content/restore', '/content/source', '/content/versions', '/content/versions/{version}',
      '/dev/outbox', '/events', '/gapi/suggestions', '/health', '/leads', '/leads.csv', '/leads/form', '/leads/{id}',
      '/organizations', '/organizations/hostname/{hostname}', '/organizations/{id}', '/organizations/{id}/hostnames/{hostname}', '/organizations/{id}/hostnames/{hostname}/verify', '/organizations/{id}/logo', '/planning/budget-estimate', '/planning/cities', '/planning/creative-sizes', '/planning/ipl-budget', '/recommendations',
      '/remotes', '/remotes/{name}/live', '/remotes/{name}/releases', '/remotes/{name}/releases/{version}/check', '/remotes/{name}/releases/{version}/preview',
      '/remotes/{name}/tokens', '/remotes/{name}/tokens/{id}',
      '/search/suggestions', '/seller/account', '/seller/account/invitations', '/seller/account/invitations/{id}', '/seller/account/leave', '/seller/account/members', '/seller/files', '/seller/files/{id}/{name}',
      '/seller/invitations', '/seller/invitations/{id}/accept', '/seller/invitations/{id}/decline', '/seller/profiles', '/seller/profiles/{id}', '/seller/profiles/{id}/options', '/seller/profiles/{id}/options/{optionId}', '/seller/profiles/{id}/submit', '/seller/review', '/seller/review/{id}', '/seller/review/{id}/approve', '/seller/review/{id}/send-back', '/seller/stats', '/site/footer', '/user/agency-details', '/user/phone/send', '/user/phone/verify', '/user/preferences', '/user/profile',
    ]);
    expect(Object.keys(doc.paths['/catalog/media'])).toEqual(['get']);
    expect(doc.paths['/search/suggestions'].get.parameters.map((p) => p.name)).toEqual(['q']);
    expect(doc.paths['/gapi/suggestions'].get.parameters.map((p) => p.name)).toEqual(['name', 'from', 'size']);
    expect(doc.paths['/catalog/media'].get.parameters.map((p) => p.name)).toEqual(
      ['category', 'city', 'language', 'edition', 'format', 'genre', 'industry', 'q', 'minPrice', 'maxPrice', 'minAudience', 'maxAudience', 'sort', 'page', 'pageSize'],
    );
    expect(doc.paths['/catalog/industries/{name}'].get.parameters.map((p) => p.name)).toEqual(['name']);
    expect(doc.paths['/catalog/media/{category}/{slug}'].get.parameters.map((p) => p.name)).toEqual(['category', 'slug']);
    expect(doc.paths['/catalog/options'].get.parameters.map((p) => p.name)).toEqual(['ids']);
    expect(Object.keys(doc.paths['/config'])).toEqual(['get']);
  });
});

describe('GET /api/config', () => {
  it('answers adminSiteUrl null without ADMIN_SITE_URL, and needs no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ adminSiteUrl: null });
  });

  it('answers ADMIN_SITE_URL trimmed, without trailing slashes', async () => {
    const withAdmin = await createTestApp({ env: { ADMIN_SITE_URL: '  https://admin.example.com/  ' } });
    try {
      const res = await withAdmin.app.inject({ method: 'GET', url: '/api/config', headers: { 'x-access-token': 'ignored' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ adminSiteUrl: 'https://admin.example.com' });
    } finally {
      await withAdmin.close();
    }
  });

  it('reads ADMIN_SITE_URL with the other settings: blank is null, anything but an absolute http(s) URL stops the start', () => {
    expect(loadConfig({}).adminSiteUrl).toBeNull();
    expect(loadConfig({ ADMIN_SITE_URL: '   ' }).adminSiteUrl).toBeNull();
    expect(loadConfig({ ADMIN_SITE_URL: 'http://localhost:4200/admin/' }).adminSiteUrl).toBe('http://localhost:4200/admin');
    for (const bad of ['admin.example.com', '/admin', 'ftp://admin.example.com', 'javascript:alert(1)', 'https://']) {
      expect(() => loadConfig({ ADMIN_SITE_URL: bad })).toThrow(
        `ADMIN_SITE_URL must be an absolute http(s) URL such as https://admin.example.com, got "${bad}"`,
      );
    }
  });
});
