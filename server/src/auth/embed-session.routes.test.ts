import type { Organization } from 'shared-domain';
import { makeUser, seedCampaign, type Actor } from '../../test/support/campaign.fixtures';
import { makeOrganization, makeWhiteLabelAdmin, organizationInput } from '../../test/support/organization.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { DEFAULT_EMBED_SESSION_TTL_MS, loadConfig } from '../config';
import { SESSION_REQUIRED } from './auth.hook';
import { EMBED_SCOPE_MESSAGE } from './embed-scope';
import { EMBED_SESSION_RATE, ORGANIZATION_FIELD_MESSAGE, ORIGIN_FIELD_MESSAGE } from './embed-session.routes';
import { createTokenRepository, hashToken } from './token.repository';

/** Embedded sessions (POST /api/auth/embed-session) and how both services take their tokens. */
let t: TestApp;
let guest: Actor;
let staff: Actor;
let kite: Organization;
const KITE = 'https://kiteads.in';
let clock = Date.parse('2025-06-01T08:00:00.000Z');
const advance = (ms: number) => {
  clock += ms;
  t.setNow(new Date(clock));
};

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date(clock));
  guest = await makeUser(t.db, 'Embed guest');
  staff = await makeUser(t.db, 'Embed staff', 'admin');
  kite = await makeOrganization(t.db, { name: 'Kite Ads', embedOrigins: [KITE, 'https://www.kiteads.in'] });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
const mint = (siteToken: string | null, body: unknown) => t.app.inject({
  method: 'POST', url: '/api/auth/embed-session', headers: siteToken ? { 'x-access-token': siteToken } : {}, payload: body as Json,
});
/** A valid embedded session of `who` for Kite Ads' main origin. */
async function embedToken(who: Actor, origin = KITE, org: Organization = kite): Promise<{ token: string; expiresAt: string }> {
  const res = await mint(who.token, { origin, organizationId: org._org });
  expect(res.statusCode).toBe(201);
  const { embedToken: token, expiresAt } = res.json<{ embedToken: string; expiresAt: string }>();
  return { token, expiresAt };
}
/** A call to service A with an `x-access-token` and, unless null, an Origin. */
const a = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, origin: string | null = KITE, payload?: unknown) => t.app.inject({
  method, url: `/api${url}`, headers: { 'x-access-token': token, ...(origin ? { origin } : {}) }, ...(payload !== undefined ? { payload: payload as Json } : {}),
});
/** A call to service B with a Bearer token and, unless null, an Origin. */
const b = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, origin: string | null = KITE, payload?: unknown) => t.app.inject({
  method, url: `/campaign-api${url}`, headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) }, ...(payload !== undefined ? { payload: payload as Json } : {}),
});
const tokenCount = async () => Number((await t.db.selectFrom('auth_tokens').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/auth/embed-session: making one', () => {
  it('answers 201 with a token for the normalised origin, lasting EMBED_SESSION_TTL_MS (12 h by default), stored bound to it', async () => {
    const res = await mint(guest.token, { origin: ' HTTPS://KiteAds.in:443/ ', organizationId: kite._org });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // Not `token`: the site stores any answer's `token` as its own session (SPEC.md section 4).
    expect(body).toEqual({ embedToken: expect.any(String), expiresAt: new Date(clock + DEFAULT_EMBED_SESSION_TTL_MS).toISOString(), origin: KITE, organizationId: kite._org });
    expect(body.embedToken).not.toBe(guest.token);
    const row = await t.db.selectFrom('auth_tokens').selectAll().where('token_hash', '=', hashToken(body.embedToken)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: guest.id, embed_origin: KITE, organization_id: kite._org, expires_at: body.expiresAt, revoked_at: null });
    // The site session it came from is an ordinary one and stays so.
    const parent = await t.db.selectFrom('auth_tokens').selectAll().where('token_hash', '=', hashToken(guest.token)).executeTakeFirstOrThrow();
    expect(parent).toMatchObject({ embed_origin: null, organization_id: null });
  });

  it('never lasts longer than the site session it was made from', async () => {
    const user = await makeUser(t.db, 'Short session');
    const short = await createTokenRepository(t.db, () => new Date(clock)).issueToken(user.id, 60 * 60 * 1000);
    const res = await mint(short.token, { origin: KITE, organizationId: kite._org });
    expect(res.statusCode).toBe(201);
    expect(res.json().expiresAt).toBe(short.expiresAt);
  });

  it('ends after its lifetime: then it is no token', async () => {
    const { token } = await embedToken(guest);
    expect((await a('GET', '/bag/count', token)).statusCode).toBe(200);
    advance(DEFAULT_EMBED_SESSION_TTL_MS + 1000);
    const res = await a('GET', '/bag/count', token);
    expect(res.statusCode).toBe(401);
    // The site session (30 days) still works.
    expect((await a('GET', '/bag/count', guest.token, null)).statusCode).toBe(200);
  });

  it.each([
    [{ origin: 'ftp://kiteads.in', organizationId: 'x' }, { origin: ORIGIN_FIELD_MESSAGE }],
    [{ origin: 'https://kiteads.in/page', organizationId: 'x' }, { origin: ORIGIN_FIELD_MESSAGE }],
    [{ origin: 'kiteads.in', organizationId: 'x' }, { origin: ORIGIN_FIELD_MESSAGE }],
    [{ origin: 42, organizationId: 'x' }, { origin: ORIGIN_FIELD_MESSAGE }],
    [{ origin: KITE }, { organizationId: ORGANIZATION_FIELD_MESSAGE }],
    [{ origin: KITE, organizationId: '   ' }, { organizationId: ORGANIZATION_FIELD_MESSAGE }],
    [{}, { origin: ORIGIN_FIELD_MESSAGE, organizationId: ORGANIZATION_FIELD_MESSAGE }],
  ])('refuses %j with 400 naming each field, and makes nothing', async (body, fields) => {
    const before = await tokenCount();
    const res = await mint(guest.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String), fields });
    expect(await tokenCount()).toBe(before);
  });

  it('answers 404 for an organisation there is not', async () => {
    const res = await mint(guest.token, { origin: KITE, organizationId: 'no-such-org' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });

  it('answers 403 embed_origin_refused for an origin the organisation does not list, naming it', async () => {
    const before = await tokenCount();
    const res = await mint(guest.token, { origin: 'https://evil.example', organizationId: kite._org });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'embed_origin_refused', message: "Sign-in for https://evil.example is refused: it is not one of Kite Ads's embed origins." });
    // Another organisation's origin is not this one's either.
    const other = await makeOrganization(t.db, { embedOrigins: ['https://other-agency.example'] });
    expect((await mint(guest.token, { origin: 'https://other-agency.example', organizationId: kite._org })).json().error).toBe('embed_origin_refused');
    expect((await mint(guest.token, { origin: 'https://other-agency.example', organizationId: other._org })).statusCode).toBe(201);
    expect(await tokenCount()).toBe(before + 1);
  });

  it('needs a signed-in caller (401)', async () => {
    const res = await mint(null, { origin: KITE, organizationId: kite._org });
    expect(res.statusCode).toBe(401);
    expect((await mint('not-a-token', { origin: KITE, organizationId: kite._org })).statusCode).toBe(401);
  });

  it('cannot be asked with an embedded session (403 embed_scope), nor from another origin with one (401)', async () => {
    const { token } = await embedToken(guest);
    const res = await a('POST', '/auth/embed-session', token, KITE, { origin: KITE, organizationId: kite._org });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'embed_scope', message: EMBED_SCOPE_MESSAGE });
    expect((await a('POST', '/auth/embed-session', token, 'https://elsewhere.example', { origin: KITE, organizationId: kite._org })).statusCode).toBe(401);
  });

  it(`is limited to ${EMBED_SESSION_RATE.limit} per user in its window (429)`, async () => {
    const busy = await makeUser(t.db, 'Busy embedder');
    for (let i = 0; i < EMBED_SESSION_RATE.limit; i += 1) expect((await mint(busy.token, { origin: KITE, organizationId: kite._org })).statusCode).toBe(201);
    const res = await mint(busy.token, { origin: KITE, organizationId: kite._org });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toEqual(expect.any(String));
    // Another user is counted on their own.
    expect((await mint(guest.token, { origin: KITE, organizationId: kite._org })).statusCode).toBe(201);
  });

  it('lets an agency page preflight it and both services (CORS)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS', url: '/api/auth/embed-session',
      headers: { origin: KITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-access-token' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/x-access-token/);
  });
});

describe('a request with an embedded session: its origin', () => {
  it('is accepted from its own origin on both services (as the origin is written any way that normalises the same)', async () => {
    const { token } = await embedToken(guest);
    expect((await a('GET', '/bag/count', token)).statusCode).toBe(200);
    expect((await a('GET', '/bag/count', token, 'HTTPS://KITEADS.IN:443')).statusCode).toBe(200);
    expect((await b('GET', '/campaigns', token)).statusCode).toBe(200);
  });

  it.each([
    ['another origin', 'https://evil.example'],
    ["another of the organisation's own origins", 'https://www.kiteads.in'],
    ['the same host over http', 'http://kiteads.in'],
    ['no Origin', null],
    ['an Origin that is no origin', 'null'],
  ])('counts as no token from %s: 401 with the usual message on both services', async (_what, origin) => {
    const { token } = await embedToken(guest);
    const res = await a('GET', '/bag/count', token, origin);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: SESSION_REQUIRED });
    expect((await b('GET', '/campaigns', token, origin)).statusCode).toBe(401);
    expect((await a('POST', '/authenticate/me', token, origin)).statusCode).toBe(401);
  });

  it('stops working once the organisation no longer lists the origin (an edit drops the cache at once), and works again when listed again', async () => {
    const input = organizationInput({ name: 'Paper Planes', embedOrigins: ['https://paperplanes.example', 'https://kept.example'] });
    const org = await makeOrganization(t.db, input);
    const { token } = await embedToken(guest, 'https://paperplanes.example', org);
    const kept = await embedToken(guest, 'https://kept.example', org);
    expect((await a('GET', '/bag/count', token, 'https://paperplanes.example')).statusCode).toBe(200);
    const edit = (embedOrigins: string[]) => a('PUT', `/organizations/${org._org}`, staff.token, null, { ...input, embedOrigins });
    expect((await edit(['https://kept.example'])).statusCode).toBe(200);
    expect((await a('GET', '/bag/count', token, 'https://paperplanes.example')).statusCode).toBe(401);
    expect((await b('GET', '/campaigns', token, 'https://paperplanes.example')).statusCode).toBe(401);
    expect((await a('GET', '/bag/count', kept.token, 'https://kept.example')).statusCode).toBe(200);
    expect((await edit(['https://paperplanes.example', 'https://kept.example'])).statusCode).toBe(200);
    expect((await a('GET', '/bag/count', token, 'https://paperplanes.example')).statusCode).toBe(200);
  });

  it('is not taken as a token where no origin is checked (findUserByToken: ordinary sessions only)', async () => {
    const { token } = await embedToken(guest);
    const tokens = createTokenRepository(t.db, () => new Date(clock));
    expect(await tokens.findUserByToken(token)).toBeNull();
    expect(await tokens.findUserByToken(guest.token)).toMatchObject({ _id: guest.id });
    expect(await tokens.findSession(token)).toMatchObject({ user: { _id: guest.id }, embed: { origin: KITE, organizationId: kite._org } });
  });
});

describe('a request with an embedded session: its scope', () => {
  it('uses the bag (reads and writes) and the own account', async () => {
    const { token } = await embedToken(guest);
    expect((await a('GET', '/bag', token)).statusCode).toBe(200);
    expect((await a('PATCH', '/bag/changeName', token, KITE, { name: 'Embedded plan' })).statusCode).toBeLessThan(300);
    const profile = await a('PUT', '/user/profile', token, KITE, { name: 'Guest via Kite' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.name).toBe('Guest via Kite');
  });

  it('POST /authenticate/me answers the user and the embedded session (origin, organisation, end)', async () => {
    const { token, expiresAt } = await embedToken(guest);
    const res = await a('POST', '/authenticate/me', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ _id: guest.id }), embed: { origin: KITE, organizationId: kite._org, expiresAt } });
    // An ordinary session has no `embed`.
    expect((await a('POST', '/authenticate/me', guest.token, null)).json().embed).toBeUndefined();
  });

  it("uses the owner's campaign routes on service B: list, detail, sharing", async () => {
    const campaign = await seedCampaign(t.db, guest, { status: 'Plan Shared', plans: [{ version: 1 }] });
    const { token } = await embedToken(guest);
    const list = await b('GET', '/campaigns', token);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(campaign.id);
    expect((await b('GET', `/campaigns/${campaign.id}`, token)).statusCode).toBe(200);
    expect((await b('GET', `/campaigns/${campaign.id}/report`, token)).statusCode).toBe(200);
    expect((await b('GET', `/campaigns/${campaign.id}/uploads`, token)).statusCode).toBe(200);
    const shared = await b('PUT', `/campaigns/${campaign.id}/users`, token, KITE, { add: [staff.email] });
    expect(shared.statusCode).toBe(200);
    expect((await t.db.selectFrom('campaign_users').select('user_id').where('campaign_id', '=', campaign.id).execute()).map((r) => r.user_id)).toEqual([staff.id]);
  });

  it('answers 403 embed_scope on staff routes, even to a staff member, on both services', async () => {
    const { token } = await embedToken(staff);
    for (const res of [
      await a('GET', '/organizations', token),
      await a('GET', '/leads', token),
      await a('GET', '/remotes', token),
      await a('GET', '/analytics/summary', token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'embed_scope', message: EMBED_SCOPE_MESSAGE });
    }
    // With the site session the same staff member is let in.
    expect((await a('GET', '/organizations', staff.token, null)).statusCode).toBe(200);
    const campaign = await seedCampaign(t.db, guest, { status: 'Campaign Live', plans: [{ version: 1, approved: true }] });
    const rows = await b('POST', `/campaigns/${campaign.id}/report/rows`, token, KITE, []);
    expect(rows.statusCode).toBe(403);
    expect(rows.json().error).toBe('embed_scope');
  });

  it("never uses a staff role inside its scope: another user's campaign is not found", async () => {
    const campaign = await seedCampaign(t.db, guest, { status: 'Plan Shared', plans: [{ version: 1 }] });
    expect((await b('GET', `/campaigns/${campaign.id}`, staff.token, null)).statusCode).toBe(200);
    const { token } = await embedToken(staff);
    expect((await b('GET', `/campaigns/${campaign.id}`, token)).statusCode).toBe(404);
    expect((await a('POST', '/authenticate/me', token)).json().user.role).toBe('');
  });

  it("answers 403 embed_scope on an organisation admin's routes", async () => {
    const admin = await makeWhiteLabelAdmin(t.db, kite._org);
    expect((await a('GET', `/organizations/${kite._org}`, admin.token, null)).statusCode).toBe(200);
    const { token } = await embedToken(admin);
    const res = await a('GET', `/organizations/${kite._org}`, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'embed_scope', message: EMBED_SCOPE_MESSAGE });
    expect((await a('GET', '/organizations', token)).json().error).toBe('embed_scope');
  });

  it("answers 403 embed_scope on a seller's routes", async () => {
    const { token } = await embedToken(guest);
    const res = await a('GET', '/seller/account', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('embed_scope');
  });

  it('is a guest on public routes outside its scope (a lead it sends is not recorded as the user\'s)', async () => {
    const { token } = await embedToken(guest);
    expect((await a('GET', '/catalog/categories', token)).statusCode).toBe(200);
    const lead = (who: string, origin: string | null) => a('POST', '/leads', who, origin, { name: `Lead ${origin ?? 'site'}`, email: 'buyer@example.in', phone: '9876543210', requirements: origin ?? 'site' });
    const userOf = async (res: Awaited<ReturnType<typeof lead>>) => {
      expect(res.statusCode).toBe(201);
      return (await t.db.selectFrom('leads').select('user_id').where('id', '=', res.json()._id).executeTakeFirstOrThrow()).user_id;
    };
    expect(await userOf(await lead(token, KITE))).toBeNull();
    expect(await userOf(await lead(guest.token, null))).toBe(guest.id);
  });
});

describe('POST /api/auth/logout with an embedded session', () => {
  it('revokes it (204; then 401 on both services) and leaves the site session working', async () => {
    const { token } = await embedToken(guest);
    const res = await a('POST', '/auth/logout', token);
    expect(res.statusCode).toBe(204);
    expect((await a('GET', '/bag/count', token)).statusCode).toBe(401);
    expect((await b('GET', '/campaigns', token)).statusCode).toBe(401);
    const row = await t.db.selectFrom('auth_tokens').select('revoked_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect((await a('GET', '/bag/count', guest.token, null)).statusCode).toBe(200);
  });
});

describe('EMBED_SESSION_TTL_MS', () => {
  it('sets the lifetime; 12 hours when unset; anything but a whole number of at least 1 stops the start', () => {
    expect(loadConfig({}).embedSessionTtlMs).toBe(12 * 60 * 60 * 1000);
    expect(loadConfig({ EMBED_SESSION_TTL_MS: '3600000' }).embedSessionTtlMs).toBe(3_600_000);
    for (const bad of ['0', '-5', '1.5', 'twelve hours']) {
      expect(() => loadConfig({ EMBED_SESSION_TTL_MS: bad })).toThrow(/EMBED_SESSION_TTL_MS/);
    }
  });

  it("is what the app's embedded sessions last", async () => {
    const other = await createTestApp({ env: { EMBED_SESSION_TTL_MS: '60000' } });
    try {
      const at = Date.parse('2025-07-01T00:00:00.000Z');
      other.setNow(new Date(at));
      const user = await makeUser(other.db, 'Short embed');
      const org = await makeOrganization(other.db, { embedOrigins: [KITE] });
      const res = await other.app.inject({ method: 'POST', url: '/api/auth/embed-session', headers: { 'x-access-token': user.token }, payload: { origin: KITE, organizationId: org._org } });
      expect(res.statusCode).toBe(201);
      expect(res.json().expiresAt).toBe(new Date(at + 60_000).toISOString());
    } finally {
      await other.close();
    }
  });
});
