import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from 'shared-domain';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { withoutPageHead } from '../../test/support/page-head';

const INDEX = '<!doctype html><html><head><title>MediaMart</title></head><body><div id="root"></div></body></html>';

/** host-shell and mf-catalog built; mf-bag and the rest missing. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-web-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('host-shell/dist/index.html', INDEX);
  write('host-shell/dist/main.3f2a9c.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('mf-catalog/dist/remoteEntry.js', 'var mf_catalog;');
  write('mf-catalog/dist/mf-manifest.json', '{"name":"mf_catalog"}');
  write('mf-catalog/dist/__federation_expose_routes.a1b2c3.js', 'export {};');
  return root;
}

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = makeWebRoot();
  t = await createTestApp({ env: { WEB_ROOT: webRoot }, catalog: smallCatalog() });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The page without its structured data (added on the product's hosts; site-organisation.test.ts checks it) and its per-URL head (site-head.test.ts). */
const page = (body: string) =>
  withoutPageHead(body).replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '').replace(/<meta name="mm-product-hosts" content="[^"]*" \/>/, '');

describe('static site', () => {
  it('serves the host index.html at / without caching', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(page(res.body)).toBe(INDEX);
    expect(res.body).toContain('"@type":"Organization"');
    // The shell skips its white-label lookup on the product's own hosts.
    expect(res.body).toContain('<meta name="mm-product-hosts" content="localhost,127.0.0.1,[::1],mediamart.in,www.mediamart.in" />');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html with 200 for site routes (History-API fallback)', async () => {
    const signedIn = ['/dashboard/abc123', '/account', '/seller', '/seller/profiles/p1', '/staff/listings', '/staff/releases', '/staff/leads', '/organization'];
    for (const url of ['/newspaper/times-of-india-delhi', '/search?q=radio', '/radio/radio-mirchi-delhi', '/about', '/industry/fmcg', '/plan', '/bag', ...signedIn]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // Screens the route table does not give to everyone (their access level) are never kept by a shared cache.
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: signedIn.includes(url) ? 'private, no-store' : 'no-cache' });
      expect(page(res.body)).toBe(INDEX);
    }
  });

  it('answers the host page with 404 for a path no route has, and for a media profile or industry that does not exist', async () => {
    for (const url of ['/no-such-page', '/newspaper/no-such-paper', '/radio/radio-mirchi-delhi/extra', '/industry/no-such-industry']) {
      const res = await get(url, { accept: 'text/html' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(page(res.body)).toBe(INDEX);
    }
  });

  it('/_app, the app shell, is the home page', async () => {
    const res = await get('/_app?utm_source=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/?utm_source=x');
  });

  it('answers 404 JSON, not index.html, for unknown API routes and missing files', async () => {
    for (const url of ['/api/unknown', '/campaign-api/unknown', '/mf/mf-catalog/missing.js', '/mf/mf-bag/remoteEntry.js', '/missing.3f2a9c.js']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('caches hashed host assets for a year and compresses them', async () => {
    const res = await get('/main.3f2a9c.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves remotes under /mf/<folder>/ with CORS and the right cache policy', async () => {
    const entry = await get('/mf/mf-catalog/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const manifest = await get('/mf/mf-catalog/mf-manifest.json');
    expect(manifest.json()).toEqual({ name: 'mf_catalog' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/mf/mf-catalog/__federation_expose_routes.a1b2c3.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves a category logo the seed points at, and 404 for an unknown one', async () => {
    const res = await get('/assets/logos/newspaper.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('Newspaper');
    expect((await get('/assets/logos/nope.svg')).statusCode).toBe(404);
    expect((await get('/assets/logos/<script>.svg')).statusCode).toBe(404);
  });

  it('serves a media\'s generated logo (initials on one of the monogram colours), and 404 for anything else', async () => {
    const res = await get('/assets/monograms/TI-1d4ed8.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('fill="#1d4ed8"');
    expect(res.body).toContain('>TI</text>');
    expect((await get('/assets/monograms/TI-123456.svg')).statusCode).toBe(404);
    expect((await get('/assets/monograms/%3Cb%3E-1d4ed8.svg')).statusCode).toBe(404);
    expect((await get('/assets/monograms/TOOLONG-1d4ed8.svg')).statusCode).toBe(404);
  });

  it('serves the seed catalogue\'s sample artworks and media kits, and 404 for anything else', async () => {
    const art = await get('/assets/artworks/newspaper-1.jpg');
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/image\/svg\+xml/);
    // A neutral frame labelled as a sample, never a mock advertisement.
    expect(art.body).toContain('Sample layout · Newspaper');
    expect(art.body).not.toMatch(/your ad here|book now/i);
    expect((await get('/assets/artworks/nope-1.jpg')).statusCode).toBe(404);
    expect((await get('/assets/artworks/newspaper-1.exe')).statusCode).toBe(404);

    const kit = await get('/assets/media-kits/times-of-india-online.pdf');
    expect(kit.statusCode).toBe(200);
    expect(kit.headers['content-type']).toBe('application/pdf');
    expect(kit.body.startsWith('%PDF-1.4')).toBe(true);
    expect(kit.body).toContain('(Times Of India Online) Tj');
    // The xref table points at each object exactly.
    const offset = Number(/startxref\n(\d+)/.exec(kit.body)![1]);
    expect(kit.body.slice(offset, offset + 4)).toBe('xref');
    const first = Number(/0000000000 65535 f \n(\d{10})/.exec(kit.body)![1]);
    expect(kit.body.slice(first, first + 7)).toBe('1 0 obj');
    expect((await get('/assets/media-kits/..%2Fsecret.pdf')).statusCode).toBe(404);
    const doc = await get('/assets/media-kits/jiocinema.doc');
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/msword');
    expect(doc.body.startsWith('{\\rtf1')).toBe(true);
    expect(doc.body).toContain('Jiocinema');
    expect((await get('/assets/media-kits/kit.exe')).statusCode).toBe(404);
  });

  it('answers the default remote map at /remotes.json', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // One entry per remote of the list, each its folder's manifest under /mf/.
    expect(res.json()).toEqual(Object.fromEntries(REMOTES.map((r) => [r.name, `/mf/${r.folder}/mf-manifest.json`])));
    expect(res.json()).toMatchObject({ mf_bag: '/mf/mf-bag/mf-manifest.json', mf_seller: '/mf/mf-seller/mf-manifest.json' });
  });

  it('compresses large JSON answers', async () => {
    const res = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('remotes.json overrides', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({
      env: { WEB_ROOT: webRoot, REMOTE_URL_MF_BAG: 'https://cdn.example.in/mf-bag/v42/mf-manifest.json' },
    });
  });
  afterAll(async () => {
    await other.close();
  });

  it('replaces one remote from the environment and keeps the rest', async () => {
    const res = await other.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toMatchObject({
      mf_catalog: '/mf/mf-catalog/mf-manifest.json',
      mf_bag: 'https://cdn.example.in/mf-bag/v42/mf-manifest.json',
    });
  });
});
