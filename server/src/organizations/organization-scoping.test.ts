import { makeUser, seedCampaign, sampleOption, type Actor } from '../../test/support/campaign.fixtures';
import { latestCode, nextIp } from '../../test/support/otp-test-helpers';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { makeOrganization, makeWhiteLabelAdmin } from '../../test/support/organization.fixtures';
import type { Organization } from 'shared-domain';

/**
 * Tagging by host and scoping by organisation: leads, sign-ups and campaigns that start on an
 * organisation's host carry it; its white-label-admin sees its leads and its users' campaigns
 * (read-only) and nothing of any other organisation.
 */
let t: TestApp;
let acme: Organization;
let beta: Organization;
let acmeAdmin: Actor;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  acme = await makeOrganization(t.db, { hostnames: ['media.acme-scope.in'] });
  beta = await makeOrganization(t.db, { hostnames: ['media.beta-scope.in'] });
  acmeAdmin = await makeWhiteLabelAdmin(t.db, acme._org, 'Acme admin');
  staff = await makeUser(t.db, 'Scope staff', 'admin');
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const lead = () => {
  n += 1;
  return { name: `Ravi Kumar ${n}`, email: `ravi${n}@example.com`, phone: '98765 43210', budget: 100000, adTimeLine: 'Soon', requirements: 'Outdoor in Pune', source: '/contact-us' };
};
const sendLead = (host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/leads', headers: { host, ...headers }, payload: lead(), remoteAddress: nextIp() });
const orgOfLead = async (id: string) => (await t.db.selectFrom('leads').select('organization_id').where('id', '=', id).executeTakeFirstOrThrow()).organization_id;
const asA = (who: Actor, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': who.token }, ...(payload ? { payload } : {}) });

describe('tagging by host', () => {
  it("a lead sent on an organisation's host carries it (Host normalised: case, port, trailing dot); not on the product's hosts", async () => {
    for (const host of ['media.acme-scope.in', 'MEDIA.Acme-Scope.in:8080', 'media.acme-scope.in.']) {
      const res = await sendLead(host);
      expect(res.statusCode).toBe(201);
      expect({ host, org: await orgOfLead(res.json()._id) }).toEqual({ host, org: acme._org });
    }
    for (const host of ['localhost:8080', '127.0.0.1', 'www.mediamart.in', 'unknown.example.in']) {
      const res = await sendLead(host);
      expect({ host, org: await orgOfLead(res.json()._id) }).toEqual({ host, org: null });
    }
  });

  it('X-Forwarded-Host is not believed without TRUST_PROXY', async () => {
    const res = await sendLead('localhost', { 'x-forwarded-host': 'media.acme-scope.in' });
    expect(await orgOfLead(res.json()._id)).toBeNull();
  });

  it("a sign-up on an organisation's host belongs to it; a later sign-in elsewhere keeps it", async () => {
    const email = 'new.buyer@acme-scope.in';
    const signIn = async (host: string) => {
      const sent = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', headers: { host }, payload: { email }, remoteAddress: nextIp() });
      expect(sent.statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST', url: '/api/auth/otp/verify', headers: { host }, remoteAddress: nextIp(),
        payload: { requestId: sent.json().requestId, emailCode: await latestCode(t, email) },
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const first = await signIn('Media.Acme-Scope.in');
    expect(first).toMatchObject({ isNewUser: true, user: { email, organizationId: acme._org } });
    const again = await signIn('media.beta-scope.in');
    expect(again).toMatchObject({ isNewUser: false, user: { organizationId: acme._org } });
    const other = 'plain.buyer@example.com';
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', headers: { host: 'localhost' }, payload: { email: other }, remoteAddress: nextIp() });
    const plain = await t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', headers: { host: 'localhost' }, remoteAddress: nextIp(), payload: { requestId: sent.json().requestId, emailCode: await latestCode(t, other) } });
    expect(plain.json().user.organizationId).toBeNull();
  });

  it("a campaign saved on an organisation's host carries it", async () => {
    const buyer = await makeUser(t.db, 'Brief buyer', '', acme._org);
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const brief = { brand: { name: 'Amul' }, campaignDetails: { objective: 'Sales', budget: 500000, duration: { startDate: day(5), endDate: day(40) } } };
    const post = (host: string) => t.app.inject({ method: 'POST', url: '/campaign-api/campaigns/brief', headers: { host, authorization: `Bearer ${buyer.token}` }, payload: { ...brief, brand: { name: `Amul ${host}`, category: 'FMCG' } } });
    const onOrg = await post('media.acme-scope.in:443');
    const onProduct = await post('localhost');
    expect([onOrg.statusCode, onProduct.statusCode]).toEqual([201, 201]);
    const orgOf = async (id: string) => (await t.db.selectFrom('campaigns').select('organization_id').where('id', '=', id).executeTakeFirstOrThrow()).organization_id;
    expect(await orgOf(onOrg.json()._id)).toBe(acme._org);
    expect(await orgOf(onProduct.json()._id)).toBeNull();
  });
});

describe("a white-label-admin sees its organisation's leads only", () => {
  it('GET /leads and /leads.csv list its leads; PATCH works on its leads and answers 404 for another organisation\'s', async () => {
    const mine = (await sendLead('media.acme-scope.in')).json()._id as string;
    const theirs = (await sendLead('media.beta-scope.in')).json()._id as string;
    const product = (await sendLead('localhost')).json()._id as string;

    const list = await asA(acmeAdmin, 'GET', '/leads?pageSize=100');
    expect(list.statusCode).toBe(200);
    const ids = (list.json().leads as { _id: string }[]).map((l) => l._id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(product);
    expect(list.json().total).toBe(ids.length);
    for (const id of ids) expect(await orgOfLead(id)).toBe(acme._org);

    const csv = await asA(acmeAdmin, 'GET', '/leads.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(`${theirs}`);
    expect(csv.body.split('\n').length - 2).toBe(ids.length);

    expect((await asA(acmeAdmin, 'PATCH', `/leads/${mine}`, { status: 'contacted' })).statusCode).toBe(200);
    const refused = await asA(acmeAdmin, 'PATCH', `/leads/${theirs}`, { status: 'contacted' });
    expect(refused.statusCode).toBe(404);
    expect((await asA(staff, 'GET', '/leads?pageSize=100')).json().total).toBeGreaterThan(ids.length);
    const stored = await t.db.selectFrom('leads').select('status').where('id', '=', theirs).executeTakeFirstOrThrow();
    expect(stored.status).toBe('new');
  });

  it('an advertiser and a white-label-admin without an organisation are refused (403)', async () => {
    const advertiser = await makeUser(t.db, 'Lead advertiser', '', acme._org);
    const loose = await makeUser(t.db, 'Loose admin', 'white-label-admin');
    for (const who of [advertiser, loose]) {
      expect((await asA(who, 'GET', '/leads')).statusCode).toBe(403);
      expect((await asA(who, 'GET', '/leads.csv')).statusCode).toBe(403);
    }
  });
});

describe("a white-label-admin reads its organisation's users' campaigns, read-only", () => {
  const bearer = (who: Actor) => ({ authorization: `Bearer ${who.token}` });
  const b = (who: Actor, method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/campaign-api${url}`, headers: { ...bearer(who), ...headers }, ...(payload ? { payload } : {}) });

  it('the all-campaigns list shows only campaigns of users of its organisation; the detail reads; every write is 403; others are 404', async () => {
    const acmeBuyer = await makeUser(t.db, 'Acme buyer', '', acme._org);
    const betaBuyer = await makeUser(t.db, 'Beta buyer', '', beta._org);
    const productBuyer = await makeUser(t.db, 'Product buyer');
    const mine = await seedCampaign(t.db, acmeBuyer, { status: 'Draft', options: [sampleOption('ac1')] });
    const theirs = await seedCampaign(t.db, betaBuyer, { status: 'Draft', options: [sampleOption('be1')] });
    const product = await seedCampaign(t.db, productBuyer, { status: 'Draft', options: [sampleOption('pr1')] });

    const all = await b(acmeAdmin, 'GET', '/campaigns?scope=all');
    expect(all.statusCode).toBe(200);
    const listed = all.json().campaigns as { _id: string; access: string; owner: { _id: string } }[];
    expect(listed.map((c) => c._id)).toContain(mine.id);
    expect(listed.map((c) => c._id)).not.toContain(theirs.id);
    expect(listed.map((c) => c._id)).not.toContain(product.id);
    for (const c of listed) {
      expect(c.access).toBe('organisation');
      const owner = await t.db.selectFrom('users').select('organization_id').where('id', '=', c.owner._id).executeTakeFirstOrThrow();
      expect(owner.organization_id).toBe(acme._org);
    }
    expect(listed.find((c) => c._id === mine.id)).toMatchObject({ owner: { _id: acmeBuyer.id } });
    expect((await b(acmeAdmin, 'GET', '/campaigns')).json().count).toBe(0);

    const detail = await b(acmeAdmin, 'GET', `/campaigns/${mine.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ _id: mine.id, access: 'organisation', ownerId: acmeBuyer.id });
    expect((await b(acmeAdmin, 'GET', `/campaigns/${mine.id}/uploads`)).statusCode).toBe(200);
    expect((await b(acmeAdmin, 'GET', `/campaigns/${mine.id}/report`)).statusCode).toBe(200);

    const before = await t.db.selectFrom('campaigns').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    const writes: [string, 'PATCH' | 'PUT' | 'POST', string, object | undefined, Record<string, string>?][] = [
      ['rename', 'PATCH', `/campaigns/${mine.id}`, { name: 'Taken over' }],
      ['status', 'PUT', `/campaigns/${mine.id}/status`, { status: 'Closed' }],
      ['request approval', 'POST', `/campaigns/${mine.id}/request-approval`, undefined],
      ['share', 'PUT', `/campaigns/${mine.id}/users`, { add: ['x@example.com'], remove: [] }],
      ['upload', 'POST', `/campaigns/${mine.id}/uploads?name=a.png`, undefined, { 'content-type': 'image/png' }],
    ];
    for (const [what, method, url, payload, headers] of writes) {
      const res = await b(acmeAdmin, method, url, payload, headers);
      expect({ what, status: res.statusCode }).toEqual({ what, status: 403 });
    }
    expect(await t.db.selectFrom('campaigns').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow()).toEqual(before);

    for (const id of [theirs.id, product.id]) {
      expect((await b(acmeAdmin, 'GET', `/campaigns/${id}`)).statusCode).toBe(404);
      expect((await b(acmeAdmin, 'GET', `/campaigns/${id}/uploads`)).statusCode).toBe(404);
      expect((await b(acmeAdmin, 'PATCH', `/campaigns/${id}`, { name: 'x' })).statusCode).toBe(404);
    }
    // Staff still see every campaign as staff.
    const staffAll = (await b(staff, 'GET', '/campaigns?scope=all')).json().campaigns.map((c: { _id: string }) => c._id);
    expect(staffAll).toEqual(expect.arrayContaining([mine.id, theirs.id, product.id]));
  });
});
