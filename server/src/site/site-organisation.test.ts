import { createContentRepository } from '../content/content.repository';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { createSiteTestApp, type TestApp } from '../../test/support/test-app';
import { headOf, withoutPageHead } from '../../test/support/page-head';
import type { Organization } from 'shared-domain';

/** The first HTML per host: a white-label host is themed before any script runs; the product's hosts carry structured data. */
const INDEX = [
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" />',
  '<meta name="theme-color" content="#e8472b" />',
  '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" />',
  '<title>MediaMart</title></head><body><noscript><p>MediaMart needs JavaScript.</p></noscript><div id="root"></div></body></html>',
].join('');

let t: TestApp;
let org: Organization;

beforeAll(async () => {
  t = await createSiteTestApp(INDEX, { env: { PRODUCT_HOSTS: 'localhost,127.0.0.1,shop.mediamart.test' } });
  org = await makeOrganization(t.db, {
    name: 'Acme </script><b>Media</b>', hostnames: ['media.acme-site.in'], logoUrl: 'https://cdn.acme-site.in/logo.svg', embedOrigins: ['https://www.acme-site.in'],
    settings: { theme: { palette: { primary: { main: '#0a3d62' }, secondary: { main: '#1f2a44' } } } },
  });
  const content = createContentRepository(t.db, () => new Date());
  await content.save({
    url: '/about', kind: 'content', title: 'About', subTitle: '', verticalData: [], metaTags: { title: 'About | MediaMart', description: 'About us' },
    sections: [], items: [], faqs: [{ question: 'What is MediaMart?', answer: '<p>A marketplace for <b>advertising</b> in India.</p>' }],
  }, null);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, host: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const directives = (csp: string) => Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

const ACME = 'Acme &lt;/script&gt;&lt;b&gt;Media&lt;/b&gt;';
const ACME_TITLES: Record<string, string> = { '/': `${ACME} — Advertise in India`, '/about': `About | ${ACME}`, '/newspaper': `Newspaper advertising | ${ACME}` };

describe("a white-label organisation's host", () => {
  it('answers the first HTML already themed: data block, site name, theme style, branded title, logo preload; no JSON-LD', async () => {
    for (const host of ['media.acme-site.in', 'MEDIA.acme-site.in:8080', 'media.acme-site.in.']) {
      for (const url of ['/', '/about', '/newspaper']) {
        const res = await get(url, host);
        expect({ host, url, status: res.statusCode }).toEqual({ host, url, status: 200 });
        const html = res.body;
        const data = /<script type="application\/json" id="mm-organisation">([^<]*)<\/script>/.exec(html);
        expect(data).not.toBeNull();
        // `<` is written \u003c: the organisation's name cannot close the script element.
        expect(data![1]).not.toContain('<');
        expect(JSON.parse(data![1]!)).toEqual({
          _org: org._org, name: org.name, logoUrl: org.logoUrl, contactDetails: org.contactDetails, settings: org.settings, showChat: false,
        });
        expect(html).toContain('<meta name="application-name" content="Acme &lt;/script&gt;&lt;b&gt;Media&lt;/b&gt;" />');
        expect(html).toMatch(/<style id="mm-theme">:root\{[^<]*--mm-primary:#0a3d62[^<]*--mm-secondary:#1f2a44[^<]*\}<\/style>/);
        // Every title in the organisation's name (the home's starts with it, the others end in it).
        expect(headOf(html).title).toBe(ACME_TITLES[url]);
        expect(html).toContain('<link rel="preload" as="image" href="https://cdn.acme-site.in/logo.svg" />');
        expect(html).toContain('<meta name="theme-color" content="#0a3d62" />');
        expect(html).not.toContain('MediaMart');
        expect(jsonLd(html)).toEqual([]);
        expect(html).not.toContain('application/ld+json');
        expect(res.headers.vary).toMatch(/host/i);
      }
    }
  });

  it("keeps a valid page policy, and lets the organisation's embed origins frame its pages", async () => {
    const res = await get('/', 'media.acme-site.in');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'"]));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://www.acme-site.in']);
    expect(res.headers['x-frame-options']).toBeUndefined();
    // Not the product's own host: an organisation's settings loosen framing of its own hostnames' pages only.
    expect(directives(String((await get('/', 'localhost')).headers['content-security-policy']))['frame-ancestors']).toEqual(["'self'"]);
  });

  it('an edit shows in the next page at once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'media.acme-site.in' } });
    expect(res.body).toContain('#0a3d62');
    await t.db.updateTable('organizations').set({ settings_json: JSON.stringify({ theme: { palette: { primary: { main: '#14532d' }, secondary: { main: '#1f2a44' } } } }) }).where('id', '=', org._org).execute();
    // Cached until an edit through the API drops the cache.
    const { createUserRepository } = await import('../users/user.repository');
    const staffUser = await createUserRepository(t.db).create({ name: 'Site staff', role: 'admin' });
    const { token } = await (await import('../auth/token.repository')).createTokenRepository(t.db).issueToken(staffUser._id);
    const current = (await t.app.inject({ method: 'GET', url: `/api/organizations/${org._org}`, headers: { 'x-access-token': token } })).json();
    const { _org, createdAt, updatedAt, hostnameClaims, ...input } = current;
    void _org; void createdAt; void updatedAt; void hostnameClaims;
    const saved = await t.app.inject({ method: 'PUT', url: `/api/organizations/${org._org}`, headers: { 'x-access-token': token }, payload: { ...input, settings: { theme: { palette: { primary: { main: '#7c2d12' }, secondary: { main: '#1f2a44' } } } } } });
    expect(saved.statusCode).toBe(200);
    expect((await get('/', 'media.acme-site.in')).body).toContain('--mm-primary:#7c2d12');
    // Put back for the other tests.
    await t.app.inject({ method: 'PUT', url: `/api/organizations/${org._org}`, headers: { 'x-access-token': token }, payload: input });
  });

  it('a failed lookup is logged only: the page is served in the default look (no organisation, no structured data)', async () => {
    const spy = jest.spyOn(t.db, 'selectFrom').mockImplementation(() => { throw new Error('the store is down'); });
    try {
      const res = await get('/', 'down.acme-site.in');
      expect(res.statusCode).toBe(200);
      expect(withoutPageHead(res.body)).toBe(INDEX);
      expect(headOf(res.body).title).toBe('MediaMart — Advertise in India');
    } finally {
      spy.mockRestore();
    }
  });
});

const PRODUCT_TITLES: Record<string, string> = { '/': 'MediaMart — Advertise in India', '/newspaper': 'Newspaper advertising | MediaMart', '/no-such-page': 'Page not found | MediaMart' };

describe("the product's own hosts (and unknown ones)", () => {
  it('carry Organization JSON-LD on every page (only true facts), no organisation data, the default title', async () => {
    for (const host of ['localhost', 'shop.mediamart.test', 'unknown-agency.example.in']) {
      for (const url of ['/', '/newspaper', '/no-such-page']) {
        const res = await get(url, host);
        const blocks = jsonLd(res.body);
        expect(blocks[0]).toEqual({
          '@context': 'https://schema.org', '@type': 'Organization', name: 'MediaMart',
          url: `http://${host}/`, logo: `http://${host}/assets/brand/mediamart-logo.svg`,
        });
        expect(blocks.some((b) => b['@type'] === 'FAQPage')).toBe(false);
        expect(res.body).not.toContain('mm-organisation');
        expect(res.body).not.toContain('application-name');
        expect(headOf(res.body).title).toBe(PRODUCT_TITLES[url]);
      }
    }
    const logo = await t.app.inject({ method: 'GET', url: '/assets/brand/mediamart-logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('carry FAQPage JSON-LD on a page with FAQs (answers as plain text)', async () => {
    const res = await get('/about', 'localhost');
    const faq = jsonLd(res.body).find((b) => b['@type'] === 'FAQPage');
    expect(faq).toEqual({
      '@context': 'https://schema.org', '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'What is MediaMart?', acceptedAnswer: { '@type': 'Answer', text: 'A marketplace for advertising in India.' } }],
    });
    expect(jsonLd((await get('/about/', 'localhost')).body).some((b) => b['@type'] === 'FAQPage')).toBe(true);
    expect(jsonLd((await get('/contact-us', 'localhost')).body).some((b) => b['@type'] === 'FAQPage')).toBe(false);
  });
});
