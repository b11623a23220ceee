import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { makeOrganization, makeWhiteLabelAdmin, organizationInput } from '../../test/support/organization.fixtures';
import { LOGO_MAX_BYTES } from './organization-logo';

/** Organisations in service A: CRUD, validation, hostname normalisation and clashes, the cached lookup, the logo, who may do what. */
let t: TestApp;
let staff: Actor;
let advertiser: Actor;

beforeAll(async () => {
  t = await createTestApp();
  staff = await makeUser(t.db, 'Org staff', 'admin');
  advertiser = await makeUser(t.db, 'Org advertiser');
});
afterAll(async () => {
  await t.close();
});

type Who = Actor | null;
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method, url: `/api${url}`,
    headers: { ...(who ? { 'x-access-token': who.token } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const lookup = (host: string) => t.app.inject({ method: 'GET', url: `/api/organizations/hostname/${encodeURIComponent(host)}` });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const upload = (id: string, who: Who, type: string, body: Buffer | string) =>
  t.app.inject({ method: 'PUT', url: `/api/organizations/${id}/logo`, headers: { ...(who ? { 'x-access-token': who.token } : {}), 'content-type': type }, payload: body });

describe('organisations: create, read, replace', () => {
  it('staff create (201, normalised), list, read and replace an organisation', async () => {
    const input = organizationInput({ name: ' Acme Media ', hostnames: ['Media.Acme-Test.in', 'www.acme-test.in.:8080'] });
    const created = await api('POST', '/organizations', staff, input);
    expect(created.statusCode).toBe(201);
    const org = created.json();
    expect(org).toMatchObject({
      _org: expect.any(String), name: 'Acme Media', logoUrl: '', hostnames: ['media.acme-test.in', 'www.acme-test.in'], showChat: false,
      settings: { theme: { palette: { primary: { main: '#0a3d62' } } } }, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await api('GET', `/organizations/${org._org}`, staff)).json()).toEqual(org);
    expect((await api('GET', '/organizations', staff)).json().data).toEqual(expect.arrayContaining([org]));

    const replaced = await api('PUT', `/organizations/${org._org}`, staff, { ...input, name: 'Acme Media Works', hostnames: ['media.acme-test.in'], showChat: true });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ _org: org._org, name: 'Acme Media Works', hostnames: ['media.acme-test.in'], showChat: true });
    // The hostname it gave up is free again.
    expect((await lookup('www.acme-test.in')).statusCode).toBe(404);
  });

  it('refuses a bad organisation with 400 naming every field, and stores nothing', async () => {
    const before = (await api('GET', '/organizations', staff)).json().data.length;
    const res = await api('POST', '/organizations', staff, organizationInput({
      name: '', hostnames: ['https://bad.in', 'ok-host.in', 'OK-host.in.'],
      settings: { theme: { palette: { primary: { main: '#949494' }, secondary: { main: 'red' } } } }, embedOrigins: ['*'],
    }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields).sort()).toEqual(['embedOrigins.0', 'hostnames.0', 'hostnames.2', 'name', 'settings.theme.palette.primary.main', 'settings.theme.palette.secondary.main']);
    expect(body.fields['settings.theme.palette.primary.main']).toMatch(/contrast of 3\.\d\d:1/);
    expect(body.message).toEqual(expect.any(String));
    expect((await api('GET', '/organizations', staff)).json().data.length).toBe(before);
    expect((await api('PUT', '/organizations/nope', staff, { name: 'x' })).statusCode).toBe(400);
  });

  it('a hostname of another organisation is a 409 naming it, also written another way; the refused save changes nothing', async () => {
    const first = await makeOrganization(t.db, { hostnames: ['clash.example.in'] });
    const res = await api('POST', '/organizations', staff, organizationInput({ hostnames: ['free-one.example.in', 'CLASH.example.in.:443'] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'conflict', message: 'clash.example.in is already used by another organisation',
      fields: { 'hostnames.1': 'clash.example.in is already used by another organisation' },
    });
    expect((await lookup('free-one.example.in')).statusCode).toBe(404);
    const other = await makeOrganization(t.db);
    const edit = await api('PUT', `/organizations/${other._org}`, staff, organizationInput({ name: other.name, hostnames: ['clash.example.in'] }));
    expect(edit.statusCode).toBe(409);
    expect((await api('GET', `/organizations/${other._org}`, staff)).json().hostnames).toEqual(other.hostnames);
    expect((await lookup('clash.example.in')).json()._org).toBe(first._org);
  });

  it('two organisations racing for one hostname: one 201, one 409 (the unique constraint answers, never a 500)', async () => {
    const results = await Promise.all([1, 2, 3].map(() => api('POST', '/organizations', staff, organizationInput({ hostnames: ['race.example.in'] }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().fields).toEqual({ 'hostnames.0': 'race.example.in is already used by another organisation' });
  });
});

describe('GET /organizations/hostname/{hostname}', () => {
  it('answers the public organisation for the hostname however it is written, 404 for others and for non-hostnames', async () => {
    const org = await makeOrganization(t.db, { hostnames: ['lookup.example.in'], showChat: true });
    for (const host of ['lookup.example.in', 'LOOKUP.Example.IN', 'lookup.example.in.', 'lookup.example.in:8443']) {
      const res = await lookup(host);
      expect({ host, status: res.statusCode }).toEqual({ host, status: 200 });
      expect(res.json()).toEqual({ _org: org._org, name: org.name, logoUrl: '', contactDetails: org.contactDetails, settings: org.settings, showChat: true });
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
    for (const host of ['nobody.example.in', 'not a host', 'https:']) {
      const res = await lookup(host);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      expect(res.headers['cache-control']).toBe('public, max-age=10');
    }
  });

  it('is cached, and the cache is dropped on every edit (also for a hostname that was unknown)', async () => {
    const org = await makeOrganization(t.db, { hostnames: ['cached.example.in'] });
    expect((await lookup('cached.example.in')).json().name).toBe(org.name);
    expect((await lookup('later.example.in')).statusCode).toBe(404);
    // Written behind the API's back: the cache still answers the old name.
    await t.db.updateTable('organizations').set({ name: 'Changed in the store' }).where('id', '=', org._org).execute();
    expect((await lookup('cached.example.in')).json().name).toBe(org.name);
    const edit = await api('PUT', `/organizations/${org._org}`, staff, organizationInput({ name: 'Renamed Agency', hostnames: ['cached.example.in', 'later.example.in'] }));
    expect(edit.statusCode).toBe(200);
    expect((await lookup('cached.example.in')).json().name).toBe('Renamed Agency');
    // The added hostname is a pending claim until staff approve it; the approval drops the cache too.
    expect((await lookup('later.example.in')).statusCode).toBe(404);
    expect((await api('PUT', `/organizations/${org._org}/hostnames/later.example.in`, staff, { status: 'verified' })).statusCode).toBe(200);
    expect((await lookup('later.example.in')).json().name).toBe('Renamed Agency');
  });
});

describe('the logo', () => {
  it('takes a PNG and a JPEG, points logoUrl at it and serves it cacheable with nosniff', async () => {
    const org = await makeOrganization(t.db);
    const png = await upload(org._org, staff, 'image/png', PNG);
    expect(png.statusCode).toBe(200);
    expect(png.json().logoUrl).toMatch(new RegExp(`^/api/organizations/${org._org}/logo\\?v=[0-9a-f]{16}$`));
    const served = await t.app.inject({ method: 'GET', url: png.json().logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/organizations/${org._org}/logo` })).headers['cache-control']).toBe('public, no-cache');

    const jpeg = await upload(org._org, staff, 'image/jpeg', JPEG);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().logoUrl).not.toBe(png.json().logoUrl);
    expect((await t.app.inject({ method: 'GET', url: jpeg.json().logoUrl })).headers['content-type']).toBe('image/jpeg');
    // The hostname lookup shows the new logo at once.
    expect((await lookup(org.hostnames[0]!)).json().logoUrl).toBe(jpeg.json().logoUrl);
  });

  it('sanitises an SVG: no script, no event handler, no external reference; served with a sandbox policy', async () => {
    const org = await makeOrganization(t.db);
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script>'
      + '<rect width="10" height="10" fill="#0a3d62" onclick="alert(3)"/><image href="https://evil.example/x.png"/>'
      + '<circle r="2" fill="url(https://evil.example/p.svg#a)"/><a href="javascript:alert(4)"><text>Acme</text></a></svg>';
    const res = await upload(org._org, staff, 'image/svg+xml', svg);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().logoUrl });
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(served.body).toContain('<rect');
    expect(served.body).toContain('Acme');
    for (const bad of ['<script', 'alert', 'onload', 'onclick', 'evil.example', 'javascript:']) expect(served.body).not.toContain(bad);
  });

  it('refuses a PNG sent as SVG, text sent as PNG and other types (415), a broken SVG (400), a file over 256 KB (413); nothing changes', async () => {
    const org = await makeOrganization(t.db);
    const cases: [string, Buffer | string, number, RegExp][] = [
      ['image/svg+xml', PNG, 415, /PNG image, not an SVG/],
      ['image/png', JPEG, 415, /JPEG image, but was sent as PNG/],
      ['image/png', '<svg xmlns="http://www.w3.org/2000/svg"/>', 415, /text/],
      ['image/gif', Buffer.from('GIF89a'), 415, /image\/png, image\/jpeg or image\/svg\+xml/],
      ['text/html', '<html></html>', 415, /image\/png/],
      ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 400, /well-formed XML/],
      ['image/svg+xml', '<html xmlns="http://www.w3.org/1999/xhtml"></html>', 400, /<svg> root/],
      ['image/png', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]), 413, /larger than 256 KB/],
    ];
    for (const [type, body, status, message] of cases) {
      const res = await upload(org._org, staff, type, body);
      expect({ type, status: res.statusCode }).toEqual({ type, status });
      expect(res.json().message).toMatch(message);
    }
    expect((await api('GET', `/organizations/${org._org}`, staff)).json().logoUrl).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/api/organizations/${org._org}/logo` })).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  it('anonymous: 401 except the public lookup and logo; an advertiser: 403 on the list and create, 404 on an organisation', async () => {
    const org = await makeOrganization(t.db);
    expect((await api('GET', '/organizations', null)).statusCode).toBe(401);
    expect((await api('GET', `/organizations/${org._org}`, null)).statusCode).toBe(401);
    expect((await api('POST', '/organizations', null, organizationInput())).statusCode).toBe(401);
    expect((await api('PUT', `/organizations/${org._org}`, null, organizationInput())).statusCode).toBe(401);
    expect((await upload(org._org, null, 'image/png', PNG)).statusCode).toBe(401);
    expect((await api('GET', '/organizations', advertiser)).statusCode).toBe(403);
    expect((await api('POST', '/organizations', advertiser, organizationInput())).statusCode).toBe(403);
    expect((await api('GET', `/organizations/${org._org}`, advertiser)).statusCode).toBe(404);
    expect((await api('PUT', `/organizations/${org._org}`, advertiser, organizationInput())).statusCode).toBe(404);
    expect((await upload(org._org, advertiser, 'image/png', PNG)).statusCode).toBe(404);
  });

  it('a white-label-admin reads and edits only its own organisation (another is 404, as one that does not exist) and creates none', async () => {
    const own = await makeOrganization(t.db);
    const other = await makeOrganization(t.db);
    const admin = await makeWhiteLabelAdmin(t.db, own._org);
    expect((await api('GET', '/organizations', admin)).json()).toEqual({ data: [expect.objectContaining({ _org: own._org })] });
    expect((await api('GET', `/organizations/${own._org}`, admin)).statusCode).toBe(200);
    const edit = await api('PUT', `/organizations/${own._org}`, admin, organizationInput({ name: 'Own Renamed', hostnames: own.hostnames }));
    expect(edit.statusCode).toBe(200);
    expect((await upload(own._org, admin, 'image/png', PNG)).statusCode).toBe(200);

    const before = await api('GET', `/organizations/${other._org}`, staff);
    expect((await api('GET', `/organizations/${other._org}`, admin)).statusCode).toBe(404);
    expect((await api('PUT', `/organizations/${other._org}`, admin, organizationInput({ hostnames: other.hostnames }))).statusCode).toBe(404);
    expect((await upload(other._org, admin, 'image/png', PNG)).statusCode).toBe(404);
    expect((await api('GET', `/organizations/${other._org}`, admin)).json()).toEqual({ error: 'not_found', message: 'There is no organisation with this id' });
    expect((await api('GET', `/organizations/${other._org}`, staff)).json()).toEqual(before.json());
    expect((await api('POST', '/organizations', admin, organizationInput())).statusCode).toBe(403);

    // A white-label-admin without an organisation sees none.
    const loose = await makeUser(t.db, 'Loose admin', 'white-label-admin');
    expect((await api('GET', '/organizations', loose)).statusCode).toBe(403);
    expect((await api('GET', `/organizations/${own._org}`, loose)).statusCode).toBe(404);
  });
});
