import type { Organization } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { nextIp } from '../../test/support/otp-test-helpers';
import { makeOrganization, makeWhiteLabelAdmin, organizationInput } from '../../test/support/organization.fixtures';
import { createSiteTestApp, type TestApp } from '../../test/support/test-app';

/**
 * Hostname claims (issue 30): hostnames no organisation may claim (local names, IP
 * addresses, the product's own hosts and names under them) are a 400 that changes nothing; a
 * new hostname is pending and shows nobody's site until staff approve it or its DNS proof is
 * found; only staff approve or refuse. DNS is a fake here: no test asks the network.
 */
const INDEX = '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><title>MediaMart</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let staff: Actor;
let advertiser: Actor;
/** The fake DNS: TXT records by name, and every name asked. */
const dns = new Map<string, string[][]>();
const asked: string[] = [];

beforeAll(async () => {
  t = await createSiteTestApp(INDEX, {
    env: { ADMIN_SITE_URL: 'https://admin.mediamart-ops.in' },
    txtLookup: async (name) => {
      asked.push(name);
      const records = dns.get(name);
      if (!records) throw Object.assign(new Error(`queryTxt ENODATA ${name}`), { code: 'ENODATA' });
      return records;
    },
  });
  staff = await makeUser(t.db, 'Claims staff', 'admin');
  advertiser = await makeUser(t.db, 'Claims advertiser');
});
afterAll(async () => {
  await t.close();
});

type Who = Actor | null;
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: who ? { 'x-access-token': who.token } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const decide = (org: string, host: string, who: Who, status: string) => api('PUT', `/organizations/${org}/hostnames/${encodeURIComponent(host)}`, who, { status });
const verify = (org: string, host: string, who: Who) => api('POST', `/organizations/${org}/hostnames/${encodeURIComponent(host)}/verify`, who);
const lookup = async (host: string) => (await t.app.inject({ method: 'GET', url: `/api/organizations/hostname/${encodeURIComponent(host)}` })).statusCode;
/** The organisation the site's first HTML on `host` is themed for, or null (the product's look). */
const siteOrg = async (host: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  const data = /<script type="application\/json" id="mm-organisation">([^<]*)<\/script>/.exec(res.body);
  return data ? (JSON.parse(data[1]!) as { _org: string })._org : null;
};
/** The organisation a lead sent on `host` was tagged with. */
const leadOrg = async (host: string) => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/leads', headers: { host }, remoteAddress: nextIp(),
    payload: { name: 'Asha Rao', email: 'asha@example.com', phone: '98765 43210', requirements: 'Radio in Pune', source: '/contact-us' },
  });
  expect(res.statusCode).toBe(201);
  return (await t.db.selectFrom('leads').select('organization_id').where('id', '=', res.json()._id).executeTakeFirstOrThrow()).organization_id;
};
const claimOf = (org: Organization, host: string) => org.hostnameClaims.find((c) => c.hostname === host);
const countOrganizations = async () => Number((await t.db.selectFrom('organizations').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('hostnames no organisation may claim', () => {
  it("staff creating one with localhost, 127.0.0.1, [::1], the product's host, a name under it or the admin site's host: 400 naming each, nothing stored", async () => {
    const before = await countOrganizations();
    const res = await api('POST', '/organizations', staff, organizationInput({
      hostnames: ['media.fine-claim.in', 'localhost', '127.0.0.1', '[::1]', 'mediamart.in', 'evil.www.mediamart.in', 'admin.mediamart-ops.in', 'LOCALHOST.:8080'],
    }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('bad_request');
    expect(Object.keys(body.fields).sort()).toEqual(['hostnames.1', 'hostnames.2', 'hostnames.3', 'hostnames.4', 'hostnames.5', 'hostnames.6', 'hostnames.7']);
    expect(body.fields['hostnames.1']).toBe('localhost is a local name that only this machine or network knows; use a domain name such as media.agency.in');
    expect(body.fields['hostnames.2']).toBe('127.0.0.1 is an IP address; use a domain name such as media.agency.in');
    expect(body.fields['hostnames.3']).toBe('[::1] is an IP address; use a domain name such as media.agency.in');
    expect(body.fields['hostnames.4']).toBe("mediamart.in is one of MediaMart's own addresses; use your own domain, such as media.agency.in");
    expect(body.fields['hostnames.5']).toMatch(/^evil\.www\.mediamart\.in is under mediamart\.in, one of MediaMart's own addresses/);
    expect(body.fields['hostnames.6']).toMatch(/^admin\.mediamart-ops\.in is one of MediaMart's own addresses/);
    expect(body.message).toBe(body.fields['hostnames.1']);
    expect(await countOrganizations()).toBe(before);
    expect(await lookup('media.fine-claim.in')).toBe(404);
  });

  it('its white-label-admin adding one: 400 naming it, and the organisation is unchanged', async () => {
    const own = await makeOrganization(t.db, { hostnames: ['media.own-claim.in'] });
    const admin = await makeWhiteLabelAdmin(t.db, own._org);
    const before = (await api('GET', `/organizations/${own._org}`, staff)).json();
    for (const bad of ['127.0.0.1', '[::1]:8080', 'www.mediamart.in', 'shop.mediamart.in', 'localhost']) {
      const res = await api('PUT', `/organizations/${own._org}`, admin, organizationInput({ name: 'Renamed', hostnames: ['media.own-claim.in', bad] }));
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect(Object.keys(res.json().fields)).toEqual(['hostnames.1']);
    }
    expect((await api('GET', `/organizations/${own._org}`, staff)).json()).toEqual(before);
    expect(await lookup('media.own-claim.in')).toBe(200);
  });
});

describe('a new hostname is a pending claim', () => {
  it('staff create an organisation: its hostname is pending, with a proof token; the lookup, the site and lead tagging ignore it until staff approve it', async () => {
    const host = 'media.pending-claim.in';
    const created = await api('POST', '/organizations', staff, organizationInput({ hostnames: [host] }));
    expect(created.statusCode).toBe(201);
    const org = created.json() as Organization;
    expect(org.hostnames).toEqual([host]);
    expect(org.hostnameClaims).toEqual([{
      hostname: host, status: 'pending', proofToken: expect.stringMatching(/^[0-9a-f]{32}$/), requestedAt: expect.any(String), decidedAt: null, decidedBy: null, lastCheck: null,
    }]);
    expect(await lookup(host)).toBe(404);
    expect(await siteOrg(host)).toBeNull();
    expect(await leadOrg(host)).toBeNull();

    const approved = await decide(org._org, host, staff, 'verified');
    expect(approved.statusCode).toBe(200);
    expect(claimOf(approved.json(), host)).toMatchObject({ status: 'verified', decidedBy: 'staff', decidedAt: expect.any(String) });
    // The server's lookup cache is dropped on the approval: the host answers at once.
    expect(await lookup(host)).toBe(200);
    expect(await siteOrg(host)).toBe(org._org);
    expect(await leadOrg(host)).toBe(org._org);
  });

  it('a hostname its admin adds is pending while the verified ones keep answering; the admin cannot approve it (403), others get 404; staff approve and refuse', async () => {
    const own = await makeOrganization(t.db, { hostnames: ['media.kept-claim.in'] });
    const other = await makeOrganization(t.db, { hostnames: ['media.other-claim.in'] });
    const admin = await makeWhiteLabelAdmin(t.db, own._org);
    const otherAdmin = await makeWhiteLabelAdmin(t.db, other._org);
    const added = 'shop.kept-claim.in';
    const edit = await api('PUT', `/organizations/${own._org}`, admin, organizationInput({ name: own.name, hostnames: ['media.kept-claim.in', added] }));
    expect(edit.statusCode).toBe(200);
    expect(edit.json().hostnameClaims.map((c: { hostname: string; status: string }) => [c.hostname, c.status])).toEqual([['media.kept-claim.in', 'verified'], [added, 'pending']]);
    expect(await lookup('media.kept-claim.in')).toBe(200);
    expect(await lookup(added)).toBe(404);

    const refusedToAdmin = await decide(own._org, added, admin, 'verified');
    expect(refusedToAdmin.statusCode).toBe(403);
    expect(refusedToAdmin.json()).toEqual({ error: 'forbidden', message: 'Only staff may approve or refuse a hostname; prove it with its DNS record instead' });
    expect((await decide(own._org, added, advertiser, 'verified')).statusCode).toBe(404);
    expect((await decide(own._org, added, otherAdmin, 'verified')).statusCode).toBe(404);
    expect((await decide(own._org, added, null, 'verified')).statusCode).toBe(401);
    expect((await decide(own._org, 'media.other-claim.in', staff, 'verified')).statusCode).toBe(404);
    expect((await decide('no-such-org', added, staff, 'verified')).statusCode).toBe(404);
    expect((await decide(own._org, added, staff, 'pending')).statusCode).toBe(400);
    expect(claimOf((await api('GET', `/organizations/${own._org}`, staff)).json(), added)?.status).toBe('pending');
    expect(await lookup(added)).toBe(404);

    // However the hostname is written in the address.
    expect((await decide(own._org, 'SHOP.Kept-Claim.in.', staff, 'verified')).statusCode).toBe(200);
    expect(await lookup(added)).toBe(200);
    const refused = await decide(own._org, 'media.kept-claim.in', staff, 'refused');
    expect(refused.statusCode).toBe(200);
    expect(claimOf(refused.json(), 'media.kept-claim.in')).toMatchObject({ status: 'refused', decidedBy: 'staff' });
    expect(await lookup('media.kept-claim.in')).toBe(404);
    expect(await siteOrg('media.kept-claim.in')).toBeNull();

    // Saving the organisation again keeps each claim as it stands.
    const again = await api('PUT', `/organizations/${own._org}`, admin, organizationInput({ name: own.name, hostnames: ['media.kept-claim.in', added] }));
    expect(again.json().hostnameClaims.map((c: { status: string }) => c.status)).toEqual(['refused', 'verified']);
  });

  it('a refused claim holds nothing: another organisation may claim the hostname, and the refused one cannot be approved over it (409)', async () => {
    const first = await makeOrganization(t.db, { hostnames: ['media.contested-claim.in'] });
    await decide(first._org, 'media.contested-claim.in', staff, 'refused');
    const second = await api('POST', '/organizations', staff, organizationInput({ hostnames: ['media.contested-claim.in'] }));
    expect(second.statusCode).toBe(201);
    expect(second.json().hostnameClaims[0].status).toBe('pending');
    // A third organisation meets the second's pending claim.
    const third = await api('POST', '/organizations', staff, organizationInput({ hostnames: ['media.contested-claim.in'] }));
    expect(third.statusCode).toBe(409);
    const back = await decide(first._org, 'media.contested-claim.in', staff, 'verified');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('media.contested-claim.in is claimed by another organisation; refuse its claim first');
    expect(claimOf((await api('GET', `/organizations/${first._org}`, staff)).json(), 'media.contested-claim.in')?.status).toBe('refused');
  });

  it('a hostname given up and claimed again is a new pending claim with a new token', async () => {
    const own = await makeOrganization(t.db, { hostnames: ['media.again-claim.in', 'www.again-claim.in'] }, { hostnames: 'pending' });
    const token = claimOf(own, 'www.again-claim.in')!.proofToken;
    await decide(own._org, 'www.again-claim.in', staff, 'verified');
    await api('PUT', `/organizations/${own._org}`, staff, organizationInput({ name: own.name, hostnames: ['media.again-claim.in'] }));
    expect(await lookup('www.again-claim.in')).toBe(404);
    const back = await api('PUT', `/organizations/${own._org}`, staff, organizationInput({ name: own.name, hostnames: ['media.again-claim.in', 'www.again-claim.in'] }));
    const claim = claimOf(back.json(), 'www.again-claim.in')!;
    expect(claim.status).toBe('pending');
    expect(claim.proofToken).not.toBe(token);
    expect(await lookup('www.again-claim.in')).toBe(404);
  });
});

describe('the DNS proof', () => {
  it("Verify finds the claim's TXT record: verified by its DNS proof, and the host answers", async () => {
    const own = await makeOrganization(t.db, { hostnames: ['media.dns-claim.in'] }, { hostnames: 'pending' });
    const admin = await makeWhiteLabelAdmin(t.db, own._org);
    const { proofToken } = claimOf(own, 'media.dns-claim.in')!;
    dns.set('_mediamart-verification.media.dns-claim.in', [['v=spf1 -all'], [`mediamart-verification=${proofToken}`]]);
    const res = await verify(own._org, 'media.dns-claim.in', admin);
    expect(res.statusCode).toBe(200);
    expect(claimOf(res.json(), 'media.dns-claim.in')).toMatchObject({ status: 'verified', decidedBy: 'dns', lastCheck: { at: expect.any(String), problem: null } });
    expect(await lookup('media.dns-claim.in')).toBe(200);
    expect(await siteOrg('media.dns-claim.in')).toBe(own._org);
    // Verified already: nothing is asked again.
    const count = asked.length;
    expect((await verify(own._org, 'media.dns-claim.in', admin)).statusCode).toBe(200);
    expect(asked.length).toBe(count);
  });

  it('no record, or another value: the problem is recorded and the claim stays pending; a second check within 10 s is 429', async () => {
    const own = await makeOrganization(t.db, { hostnames: ['media.nodns-claim.in'] }, { hostnames: 'pending' });
    const admin = await makeWhiteLabelAdmin(t.db, own._org);
    const first = await verify(own._org, 'media.nodns-claim.in', admin);
    expect(first.statusCode).toBe(200);
    expect(claimOf(first.json(), 'media.nodns-claim.in')).toMatchObject({
      status: 'pending', lastCheck: { problem: 'No TXT record named _mediamart-verification.media.nodns-claim.in was found. A new record can take a while to show; try again later.' },
    });
    expect(await lookup('media.nodns-claim.in')).toBe(404);

    const soon = await verify(own._org, 'media.nodns-claim.in', admin);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toEqual(expect.any(String));
    expect(soon.json().message).toMatch(/^media\.nodns-claim\.in was checked a moment ago\. Try again in \d+ seconds?\.$/);

    dns.set('_mediamart-verification.media.nodns-claim.in', [['mediamart-verification=0000000000000000ffffffffffffffff']]);
    t.setNow(new Date(Date.now() + 11_000));
    try {
      const later = await verify(own._org, 'media.nodns-claim.in', admin);
      expect(later.statusCode).toBe(200);
      expect(claimOf(later.json(), 'media.nodns-claim.in')).toMatchObject({ status: 'pending', lastCheck: { problem: expect.stringMatching(/has no TXT record with the value mediamart-verification=[0-9a-f]{32}\.$/) } });
    } finally {
      t.setNow(new Date());
    }
    expect(await lookup('media.nodns-claim.in')).toBe(404);
    // Someone who may not manage the organisation learns nothing of its claims.
    expect((await verify(own._org, 'media.nodns-claim.in', advertiser)).statusCode).toBe(404);
  });

  it("a refused claim is not verified by DNS (409); a hostname the rule refuses now is never looked up nor approved (400)", async () => {
    const own = await makeOrganization(t.db, { hostnames: ['media.refused-dns.in'] }, { hostnames: 'pending' });
    const admin = await makeWhiteLabelAdmin(t.db, own._org);
    await decide(own._org, 'media.refused-dns.in', staff, 'refused');
    dns.set('_mediamart-verification.media.refused-dns.in', [[`mediamart-verification=${claimOf(own, 'media.refused-dns.in')!.proofToken}`]]);
    const refused = await verify(own._org, 'media.refused-dns.in', admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Staff refused media.refused-dns.in; remove it or ask them to approve it');
    expect(await lookup('media.refused-dns.in')).toBe(404);

    // Claimed before the rule (or before PRODUCT_HOSTS named it): stored behind the API's back.
    await t.db.insertInto('organization_hostnames').values({
      organization_id: own._org, hostname: 'shop.mediamart.in', status: 'pending', proof_token: 'a'.repeat(32), requested_at: new Date().toISOString(),
      decided_at: null, decided_by: null, decided_by_user: null, checked_at: null, check_problem: null,
    }).execute();
    const count = asked.length;
    const check = await verify(own._org, 'shop.mediamart.in', admin);
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toMatch(/^shop\.mediamart\.in is under mediamart\.in/);
    expect(asked.length).toBe(count);
    expect((await decide(own._org, 'shop.mediamart.in', staff, 'verified')).statusCode).toBe(400);
    expect(await lookup('shop.mediamart.in')).toBe(404);
    // Refusing it is always possible.
    expect((await decide(own._org, 'shop.mediamart.in', staff, 'refused')).statusCode).toBe(200);
  });
});
