import { clipDescription, fillContentPage, industryInfo, ROUTES, SITE_DESCRIPTION, SITE_NAME } from 'shared-domain';
import { smallCatalog } from '../../test/support/fixtures';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { headOf } from '../../test/support/page-head';
import { createSiteTestApp, type TestApp } from '../../test/support/test-app';
import { createContentRepository } from '../content/content.repository';
import { seedContentPages } from '../content/content.seed';
import { CONTENT_SEED } from '../seed/content-seed';

/** The host's built page as webpack minifies it: one title and one description, unquoted attributes. */
const INDEX = '<!doctype html><html lang=en-IN><head><meta charset=utf-8><meta name=description content="The site."><title>MediaMart — Advertise in India</title></head><body><div id=root></div></body></html>';
const SEEDED = CONTENT_SEED.filter((p) => p.url === '/about' || p.url === '/lp/radio-advertising');

let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp(INDEX, { env: { PRODUCT_HOSTS: 'localhost' }, catalog: smallCatalog() });
  await seedContentPages(createContentRepository(t.db, () => new Date()), SEEDED);
  await makeOrganization(t.db, { name: 'Acme Media', hostnames: ['media.acme-site.in'] });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
/** A seeded page's meta tags as the product's own host shows them (`{{siteName}}` filled). */
const seededMeta = (url: string) => fillContentPage(SEEDED.find((p) => p.url === url)!, SITE_NAME).metaTags;
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('a head per URL in the first HTML', () => {
  it('gives each public page its own title, description and canonical address, with the right status', async () => {
    const cases: { url: string; status: number; title: string; description: RegExp; canonical: string }[] = [
      { url: '/', status: 200, title: 'MediaMart — Advertise in India', description: /^Plan and buy newspaper/, canonical: 'http://localhost/' },
      { url: '/newspaper?sort=price-asc', status: 200, title: 'Newspaper advertising | MediaMart', description: /^Book newspaper ads/, canonical: 'http://localhost/newspaper' },
      { url: '/newspaper?city=Delhi', status: 200, title: 'Newspaper advertising in Delhi | MediaMart', description: /^Newspaper advertising in Delhi: Book/, canonical: 'http://localhost/newspaper' },
      {
        url: '/newspaper/times-of-india-delhi', status: 200, title: 'Times of India, Delhi – Newspaper advertising | MediaMart',
        description: /^Advertise in Times of India, Delhi: 3 newspaper ad options from ₹19,000/, canonical: 'http://localhost/newspaper/times-of-india-delhi',
      },
      { url: '/about', status: 200, title: seededMeta('/about').title, description: /./, canonical: 'http://localhost/about' },
      { url: '/lp/radio-advertising', status: 200, title: seededMeta('/lp/radio-advertising').title, description: /./, canonical: 'http://localhost/lp/radio-advertising' },
      { url: '/deals', status: 200, title: 'Advertising deals | MediaMart', description: /^Advertising deals across India/, canonical: 'http://localhost/deals' },
    ];
    for (const c of cases) {
      const res = await get(c.url);
      const head = headOf(res.body);
      expect({ url: c.url, status: res.statusCode, title: head.title, canonical: head.canonical, robots: head.robots })
        .toEqual({ url: c.url, status: c.status, title: c.title, canonical: c.canonical, robots: undefined });
      expect(head.description).toMatch(c.description);
      expect(head.description!.length).toBeLessThanOrEqual(160);
      expect(res.body).toContain(`<meta property="og:title" content="${head.title}" />`);
      expect(res.body).toContain(`<meta property="og:url" content="${c.canonical}" />`);
      expect(res.body).toContain('<meta property="og:type" content="website" /><meta property="og:site_name" content="MediaMart" />');
    }
    const about = headOf((await get('/about')).body);
    expect(about.description).toBe(seededMeta('/about').description.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  });

  it('gives industry, IPL and planning tool pages their own words', async () => {
    const ipl = 'Advertise in the IPL: team sponsorships, stadium branding and match broadcast spots on TV and streaming. Compare viewership and season rates, then book.';
    const cases: { url: string; title: string; description: string }[] = [
      { url: '/industry/real-estate', title: 'Real Estate advertising: media popular with Real Estate brands | MediaMart', description: industryInfo('real-estate')!.description },
      { url: '/industry/Banking-Finance', title: 'Banking &amp; Finance advertising: media popular with Banking &amp; Finance brands | MediaMart', description: industryInfo('banking-finance')!.description },
      { url: '/sports-marketing/ipl-advertising', title: 'IPL advertising | MediaMart', description: ipl },
      { url: '/sports-marketing/ipl-advertising?city=Mumbai', title: 'IPL advertising in Mumbai | MediaMart', description: `IPL advertising in Mumbai: ${ipl}` },
      { url: '/roas-calculator', title: 'ROAS Calculator | MediaMart', description: 'Work out return on ad spend, break-even ROAS and profit from your spend, revenue and gross margin.' },
      { url: '/ipl-ad-budget-calculator', title: 'IPL Ad Budget Calculator | MediaMart', description: 'Estimate an IPL season budget across TV, digital, outdoor, radio and in-stadium options.' },
    ];
    for (const c of cases) {
      const res = await get(c.url);
      const head = headOf(res.body);
      expect({ url: c.url, status: res.statusCode, title: head.title, canonical: head.canonical, robots: head.robots })
        .toEqual({ url: c.url, status: 200, title: c.title, canonical: `http://localhost${c.url.split('?')[0]}`, robots: undefined });
      expect(head.description).toBe(clipDescription(c.description).replace(/&/g, '&amp;'));
    }
    for (const entry of ROUTES.filter((r) => r.tool)) {
      const head = headOf((await get(entry.pattern)).body);
      expect({ path: entry.pattern, title: head.title, generic: head.description === SITE_DESCRIPTION })
        .toEqual({ path: entry.pattern, title: `${entry.title} | MediaMart`, generic: false });
    }
  });

  it('replaces the template title and description rather than adding second ones', async () => {
    const html = (await get('/newspaper')).body;
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<meta name=("?)description\1/g)).toBe(1);
    expect(html).not.toContain('The site.');
  });

  it('answers unknown routes and slugs 404 with the not-found head, noindex', async () => {
    for (const url of ['/no-such-page', '/newspaper/no-such-paper', '/industry/no-such-industry']) {
      const res = await get(url);
      const head = headOf(res.body);
      expect({ url, status: res.statusCode, title: head.title, robots: head.robots, canonical: head.canonical })
        .toEqual({ url, status: 404, title: 'Page not found | MediaMart', robots: 'noindex', canonical: `http://localhost${url}` });
    }
  });

  it('on a white-label host: titles and site name are the organisation’s, the canonical on its host', async () => {
    const res = await get('/newspaper/times-of-india-delhi', 'media.acme-site.in');
    const head = headOf(res.body);
    expect(res.statusCode).toBe(200);
    expect(head.title).toBe('Times of India, Delhi – Newspaper advertising | Acme Media');
    expect(head.canonical).toBe('http://media.acme-site.in/newspaper/times-of-india-delhi');
    expect(res.body).toContain('<meta property="og:site_name" content="Acme Media" />');
    expect(res.body).not.toContain('MediaMart');
    expect(headOf((await get('/no-such-page', 'media.acme-site.in')).body).title).toBe('Page not found | Acme Media');    // A content page's stored words, {{siteName}} filled with the organisation's name.
    const about = await get('/about', 'media.acme-site.in');
    expect(headOf(about.body).title).toBe('About Acme Media – A Media-Buying Marketplace for India | Acme Media');
    expect(about.body).not.toMatch(/MediaMart|siteName/);
  });

  it('escapes what it writes', async () => {
    const html = (await get('/search?q=%22%3E%3Cscript%3E')).body;
    expect(html).not.toContain('<script>');
    expect(headOf((await get('/newspaper/%3Cb%3E')).body).canonical).toBe('http://localhost/newspaper/%3Cb%3E');
  });
});
