import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { indexablePaths } from 'shared-domain';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { escapeXml } from './category-logo';
import { registerSitemap } from './sitemap';
import { createSitemapRepository, type MediaPath, type SitemapRepository } from './sitemap.repository';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap.xml and robots.txt of the composed app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: smallCatalog() });
  });
  afterAll(async () => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists the public pages and every media profile, absolute on the host asked, and not the signed-in or per-visitor pages', async () => {
    const res = await get('/sitemap.xml', { host: 'shop.example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(res.body);
    expect(urls).toEqual(expect.arrayContaining([
      'http://shop.example.com/', 'http://shop.example.com/newspaper', 'http://shop.example.com/about',
      'http://shop.example.com/industry/fmcg', 'http://shop.example.com/lp/radio-advertising',
      'http://shop.example.com/newspaper/times-of-india-delhi', 'http://shop.example.com/radio/radio-mirchi-delhi',
      'http://shop.example.com/magazine/india-today',
    ]));
    expect(urls.filter((u) => /\/(bag|dashboard|account|staff|compare|search)(\/|$)|\/_app/.test(u))).toEqual([]);
    expect(urls.every((u) => u.startsWith('http://shop.example.com/'))).toBe(true);
    expect(urls).toHaveLength(indexablePaths().length + smallCatalog().media.length);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('reads the profiles in category and slug order, a batch at a time, from any offset', async () => {
    const read = async (offset: number, limit: number) => {
      const out: string[] = [];
      for await (const m of createSitemapRepository(t.db, 2).mediaPaths(offset, limit)) out.push(`${m.category}/${m.slug}`);
      return out;
    };
    const all = ['magazine/india-today', 'newspaper/amar-ujala-lucknow', 'newspaper/hindustan-times-mumbai', 'newspaper/times-of-india-delhi', 'radio/radio-mirchi-delhi'];
    expect(await read(0, 100)).toEqual(all);
    expect(await read(1, 3)).toEqual(all.slice(1, 4));
    expect(await read(3, 5)).toEqual(all.slice(3));
    expect(await read(5, 5)).toEqual([]);
    expect(await createSitemapRepository(t.db).countMedia()).toBe(5);
  });

  it('answers each listed page 200', async () => {
    const urls = locs((await get('/sitemap.xml')).body).filter((u) => /\/(newspaper|radio|magazine)\//.test(u));
    expect(urls).toHaveLength(5);
    for (const url of urls) expect({ url, status: (await get(new URL(url).pathname, { accept: 'text/html' })).statusCode }).toEqual({ url, status: 200 });
  });

  it('is compressed for a client that accepts it', async () => {
    const res = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<loc>http://localhost/about</loc>');
  });

  it('has no parts while everything fits in one file', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('robots.txt opens the site, keeps crawlers out of the APIs and signed-in screens, and names the sitemap on the host asked', async () => {
    const res = await get('/robots.txt', { host: 'media.agency.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining([
      'User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /campaign-api/', 'Disallow: /bag', 'Disallow: /dashboard', 'Disallow: /staff/leads',
      'Sitemap: http://media.agency.example/sitemap.xml',
    ]));
    expect(lines.filter((l) => l === 'Disallow: /about' || l === 'Disallow: /newspaper')).toEqual([]);
  });
});

/** A catalog of `n` profiles `/radio/station-{i}` (zero-padded, so their order is the slugs' order). */
function fakeMedia(n: number): SitemapRepository {
  const all: MediaPath[] = Array.from({ length: n }, (_, i) => ({ category: 'radio', slug: `station-${String(i).padStart(4, '0')}` }));
  return {
    countMedia: async () => all.length,
    async *mediaPaths(offset, limit) {
      yield* all.slice(offset, offset + limit);
    },
  };
}

async function bareApp(media: SitemapRepository, maxUrls: number, trustProxy: boolean | string[] = false): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  registerSitemap(app, { media, maxUrls });
  await app.ready();
  return app;
}

describe('a sitemap index past the most URLs one file holds', () => {
  const fixed = indexablePaths().length;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bareApp(fakeMedia(25), Math.ceil((fixed + 25) / 3));
  });
  afterAll(async () => app.close());

  it('names its parts, which list every URL once between them', async () => {
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.com' } });
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([1, 2, 3].map((n) => `http://shop.example.com/sitemap-${n}.xml`));
    const parts = await Promise.all([1, 2, 3].map((n) => app.inject({ url: `/sitemap-${n}.xml`, headers: { host: 'shop.example.com' } })));
    expect(parts.map((p) => p.headers['content-type'])).toEqual(Array(3).fill('application/xml; charset=utf-8'));
    const urls = parts.flatMap((p) => locs(p.body));
    expect(urls).toEqual([
      ...indexablePaths().map((p) => `http://shop.example.com${p}`),
      ...Array.from({ length: 25 }, (_, i) => `http://shop.example.com/radio/station-${String(i).padStart(4, '0')}`),
    ]);
  });

  it('answers 404 for a part past the last', async () => {
    for (const url of ['/sitemap-0.xml', '/sitemap-4.xml', '/sitemap-x.xml']) expect({ url, status: (await app.inject({ url })).statusCode }).toEqual({ url, status: 404 });
  });
});

describe('the origin of the URLs', () => {
  const forwarded = { host: 'internal:8080', 'x-forwarded-host': 'www.mediamart.in', 'x-forwarded-proto': 'https' };

  it('ignores X-Forwarded-Host and -Proto from a proxy the server does not trust', async () => {
    const app = await bareApp(fakeMedia(1), 50_000);
    expect((await app.inject({ url: '/robots.txt', headers: forwarded })).body).toContain('Sitemap: http://internal:8080/sitemap.xml');
    await app.close();
  });

  it('follows them from a trusted proxy', async () => {
    const app = await bareApp(fakeMedia(1), 50_000, ['127.0.0.1']);
    expect((await app.inject({ url: '/robots.txt', headers: forwarded })).body).toContain('Sitemap: https://www.mediamart.in/sitemap.xml');
    expect(locs((await app.inject({ url: '/sitemap.xml', headers: forwarded })).body)).toContain('https://www.mediamart.in/radio/station-0000');
    await app.close();
  });
});

describe('escapeXml (the one the sitemap writes its addresses with)', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&#38;b&#60;c&#62;d&#34;e&#39;f');
  });
});
