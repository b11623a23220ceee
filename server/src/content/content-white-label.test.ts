import type { ContentPage, Organization } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { makeOrganization, makeWhiteLabelAdmin } from '../../test/support/organization.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { CONTENT_SEED } from '../seed/content-seed';
import { createContentRepository } from './content.repository';
import { seedContentPages } from './content.seed';

/**
 * Content on white-label hosts: the site's pages filled with the host's name, an organisation's
 * own text of a page (its administrators, through the same routes, versions and sanitiser),
 * removing it, and that nobody edits another organisation's or the site's text.
 */
let t: TestApp;
let acme: Organization;
let beta: Organization;
let staff: Actor;
let acmeAdmin: Actor;
let betaAdmin: Actor;
let buyer: Actor;

beforeAll(async () => {
  t = await createTestApp();
  await seedContentPages(createContentRepository(t.db, () => new Date()), CONTENT_SEED.filter((p) => ['/about', '/privacy-policy', '/careers'].includes(p.url)));
  acme = await makeOrganization(t.db, { name: 'Acme <Media> & Co', hostnames: ['media.acme-content.in'] });
  beta = await makeOrganization(t.db, { name: 'Beta Ads', hostnames: ['ads.beta-content.in'] });
  staff = await makeUser(t.db, 'Priya Content', 'ops');
  acmeAdmin = await makeWhiteLabelAdmin(t.db, acme._org, 'Acme Admin');
  betaAdmin = await makeWhiteLabelAdmin(t.db, beta._org, 'Beta Admin');
  buyer = await makeUser(t.db, 'Buyer', '', acme._org);
});
afterAll(async () => {
  await t.close();
});

const ACME_HOST = 'media.acme-content.in';
const BETA_HOST = 'ads.beta-content.in';
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const headers = (who: Actor | null, host = 'localhost') => ({ host, ...(who ? { 'x-access-token': who.token } : {}) });
const getPage = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url: `/api/content/pages?${q({ url })}`, headers: { host } });
const save = (who: Actor | null, page: unknown, organizationId?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/content/pages?${q(organizationId ? { organizationId } : {})}`, headers: headers(who), payload: page as object });
const source = (who: Actor | null, url: string, organizationId?: string) =>
  t.app.inject({ method: 'GET', url: `/api/content/source?${q({ url, ...(organizationId ? { organizationId } : {}) })}`, headers: headers(who) });
const versions = (who: Actor | null, url: string, organizationId?: string) =>
  t.app.inject({ method: 'GET', url: `/api/content/versions?${q({ url, ...(organizationId ? { organizationId } : {}) })}`, headers: headers(who) });
const remove = (who: Actor | null, url: string, organizationId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/content/overrides?${q({ url, organizationId })}`, headers: headers(who) });

function seeded(url: string): ContentPage {
  return structuredClone(CONTENT_SEED.find((p) => p.url === url)!) as ContentPage;
}

describe('the site name in content pages', () => {
  it("is MediaMart on the product's hosts and the organisation's name on its host, escaped in HTML", async () => {
    const product = (await getPage('/about')).json().data;
    expect(product.title).toBe('About MediaMart');
    expect(JSON.stringify(product)).not.toContain('siteName');

    const onAcme = (await getPage('/about', ACME_HOST)).json().data;
    expect(onAcme.title).toBe('About Acme <Media> & Co');
    expect(JSON.stringify(onAcme)).not.toMatch(/MediaMart|siteName/);
    expect(onAcme.sections.map((s: { html: string }) => s.html).join('')).toContain('Acme &lt;Media&gt; &amp; Co');

    // The answers are cached per host: the product's is still its own.
    expect((await getPage('/about')).json().data.title).toBe('About MediaMart');
    expect((await getPage('/privacy-policy', BETA_HOST)).json().data.subTitle).not.toContain('MediaMart');
  });

  it('the editor reads the template unfilled', async () => {
    const res = await source(staff, '/about');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'About {{siteName}}', overridden: false, version: 1 });
  });
});

describe("an organisation's own text", () => {
  it('is saved by its administrator as versions, shown on its host only, and removed back to the template', async () => {
    const first = { ...seeded('/careers'), title: 'Careers at {{siteName}}, our way' };
    const saved = await save(acmeAdmin, first, acme._org);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ title: 'Careers at {{siteName}}, our way', version: 1 });
    expect((await save(acmeAdmin, { ...first, subTitle: 'Second take' }, acme._org)).json().data.version).toBe(2);

    expect((await getPage('/careers', ACME_HOST)).json().data).toMatchObject({ title: 'Careers at Acme <Media> & Co, our way', subTitle: 'Second take', version: 2 });
    // Elsewhere: the site's text, untouched.
    expect((await getPage('/careers', BETA_HOST)).json().data.title).toBe(seeded('/careers').title.replace('{{siteName}}', 'Beta Ads'));
    expect((await getPage('/careers')).json().data.version).toBe(1);
    expect((await source(staff, '/careers')).json().data).toMatchObject({ overridden: false, version: 1 });

    expect((await source(acmeAdmin, '/careers', acme._org)).json().data).toMatchObject({ overridden: true, version: 2, subTitle: 'Second take' });
    const list = (await t.app.inject({ method: 'GET', url: `/api/content/pages/all?${q({ organizationId: acme._org })}`, headers: headers(acmeAdmin) })).json().data;
    expect(list.find((p: { url: string }) => p.url === '/careers')).toMatchObject({ overridden: true, version: 2 });
    expect(list.find((p: { url: string }) => p.url === '/about')).toMatchObject({ overridden: false, version: 1 });

    const history = (await versions(acmeAdmin, '/careers', acme._org)).json().data;
    expect(history.map((v: { version: number; savedBy: string }) => [v.version, v.savedBy])).toEqual([[2, 'Acme Admin'], [1, 'Acme Admin']]);
    const one = await t.app.inject({ method: 'GET', url: `/api/content/versions/1?${q({ url: '/careers', organizationId: acme._org })}`, headers: headers(acmeAdmin) });
    expect(one.json().data.page.subTitle).toBe(seeded('/careers').subTitle);
    const restored = await t.app.inject({ method: 'POST', url: `/api/content/restore?${q({ organizationId: acme._org })}`, headers: headers(acmeAdmin), payload: { url: '/careers', version: 1 } });
    expect(restored.json().data).toMatchObject({ version: 3, subTitle: seeded('/careers').subTitle });

    expect((await remove(acmeAdmin, '/careers', acme._org)).statusCode).toBe(204);
    expect((await getPage('/careers', ACME_HOST)).json().data).toMatchObject({ title: seeded('/careers').title.replace('{{siteName}}', 'Acme <Media> & Co'), version: 1 });
    expect((await remove(acmeAdmin, '/careers', acme._org)).statusCode).toBe(404);
    // Its history stays, and a new text goes on from it.
    expect((await versions(acmeAdmin, '/careers', acme._org)).json().data).toHaveLength(3);
    expect((await save(acmeAdmin, first, acme._org)).json().data.version).toBe(4);
    expect((await remove(staff, '/careers', acme._org)).statusCode).toBe(204);
  });

  it('goes through the same check and sanitiser: script is refused, unsafe attributes are cleaned', async () => {
    const withScript = { ...seeded('/about'), sections: [{ heading: 'Hi', html: '<p>ok</p><script>alert(1)</script>' }] };
    const refused = await save(acmeAdmin, withScript, acme._org);
    expect(refused.statusCode).toBe(400);
    const handler = { ...seeded('/about'), sections: [{ heading: 'Hi', html: '<p><img src="a.png" onerror="steal()"></p>' }] };
    expect((await save(acmeAdmin, handler, acme._org)).statusCode).toBe(400);
    expect((await source(acmeAdmin, '/about', acme._org)).json().data.overridden).toBe(false);

    const unsafe = { ...seeded('/about'), sections: [{ heading: 'Hi', html: '<p class="x">Hello <img src="a.png">there</p>' }] };
    const res = await save(acmeAdmin, unsafe, acme._org);
    expect(res.statusCode).toBe(200);
    const html = (await getPage('/about', ACME_HOST)).json().data.sections[0].html as string;
    expect(html).toBe('<p>Hello there</p>');
    expect((await remove(acmeAdmin, '/about', acme._org)).statusCode).toBe(204);
  });

  it('only for a page the site has', async () => {
    const res = await save(acmeAdmin, { ...seeded('/about'), url: '/press' }, acme._org);
    expect(res.statusCode).toBe(404);
  });
});

describe('who may edit what', () => {
  it("an organisation's administrator edits neither another organisation's text nor the site's", async () => {
    const page = { ...seeded('/about'), title: 'Taken over' };
    expect((await save(acmeAdmin, page, beta._org)).statusCode).toBe(403);
    expect((await save(acmeAdmin, page)).statusCode).toBe(403);
    expect((await source(acmeAdmin, '/about', beta._org)).statusCode).toBe(403);
    expect((await versions(acmeAdmin, '/about')).statusCode).toBe(403);
    expect((await remove(acmeAdmin, '/about', beta._org)).statusCode).toBe(403);
    const restore = await t.app.inject({ method: 'POST', url: '/api/content/restore', headers: headers(acmeAdmin), payload: { url: '/about', version: 1 } });
    expect(restore.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/pages/all', headers: headers(acmeAdmin) })).statusCode).toBe(403);
    // Nothing changed anywhere.
    expect((await getPage('/about', BETA_HOST)).json().data.title).toBe('About Beta Ads');
    expect((await getPage('/about')).json().data).toMatchObject({ title: 'About MediaMart', version: 1 });
    // Beta's own administrator may.
    expect((await save(betaAdmin, page, beta._org)).statusCode).toBe(200);
    expect((await getPage('/about', BETA_HOST)).json().data.title).toBe('Taken over');
    expect((await getPage('/about', ACME_HOST)).json().data.title).toBe('About Acme <Media> & Co');
    expect((await remove(betaAdmin, '/about', beta._org)).statusCode).toBe(204);
  });

  it('a signed-in user without a role, a guest and an unknown organisation are refused', async () => {
    expect((await save(buyer, seeded('/about'), acme._org)).statusCode).toBe(403);
    expect((await save(null, seeded('/about'), acme._org)).statusCode).toBe(401);
    expect((await save(staff, seeded('/about'), 'no-such-org')).statusCode).toBe(404);
  });
});
