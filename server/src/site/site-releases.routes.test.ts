import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PREVIEW_BANNER_COOKIE, PREVIEW_COOKIE, PREVIEW_PATHS, REMOTES } from 'shared-domain';
import { createFakeReleaseRegistry, type FakeReleaseRegistry } from '../../test/support/fake-release-registry';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { buildApp } from '../app';
import { signPreview } from '../releases/preview-token';
import { IMMUTABLE, NO_CACHE } from '../remote-files/cache-policy';
import { SVG_POLICY } from '../remote-files/cache-policy';

// The site's release routes over an in-memory registry (the registry's store has tests of its
// own): a web root with a built host page and a built-in mf-bag (mf-catalog is not built).

const SECRET = 'routes-secret';
const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-05-01T10:00:00Z');
const BUILT_IN = {
  'remoteEntry.js': 'built-in entry',
  'server/remoteEntry.js': 'built-in server entry',
  'mf-manifest.json': '{"name":"mf_bag"}',
  'static/js/1.abc123.js': 'built-in chunk',
};

function webRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-rel-web-'));
  fs.mkdirSync(path.join(root, 'host-shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host-shell/dist/index.html'), '<!doctype html><html><head><title>MediaMart</title></head><body><div id="root"></div></body></html>');
  for (const [file, text] of Object.entries(BUILT_IN)) {
    fs.mkdirSync(path.dirname(path.join(root, 'mf-bag/dist', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'mf-bag/dist', file), text);
  }
  return root;
}

const previewToken = (version: string, expiresAt = new Date(NOW.getTime() + HOUR)) => signPreview({ remote: 'mf_bag', version, expiresAt }, SECRET);
const withPreview = (token: string) => ({ cookie: `other=1; ${PREVIEW_COOKIE}=${token}` });
const setCookies = (header: string | string[] | undefined): string[] => (header === undefined ? [] : Array.isArray(header) ? header : [header]);

describe('the site\'s release routes', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let registry: FakeReleaseRegistry;
  let root: string;
  beforeAll(async () => {
    root = webRoot();
    testDb = await createTestDatabase({ WEB_ROOT: root, TRUST_PROXY: '1' });
    registry = createFakeReleaseRegistry(SECRET);
    registry.upload('mf_bag', '1.3.0', {
      'remoteEntry.js': 'release 1.3.0 entry',
      'mf-manifest.json': '{"name":"mf_bag","version":"1.3.0"}',
      'server/remoteEntry.js': 'release 1.3.0 server entry',
      'static/js/2.def456.js': 'release chunk',
      'static/css/2.def456.css': 'body{}',
      'fonts/a.woff2': Buffer.from([0, 1, 2]),
      'static/js/2.def456.js.map': '{"version":3}',
      'fonts/b.otf': 'otf',
      'img/logo.4f2a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'img/photo.4f2a.png': 'png',
      'img/photo.4f2a.JPG': 'jpg',
      'favicon.ico': 'ico',
      'lib.4f2a.wasm': 'wasm',
      // A build may hold pages and text too (webpack remotes ship an index.html): stored, never served.
      'index.html': '<script>parent.pwned = 1</script>',
      'page.htm': '<script>parent.pwned = 1</script>',
      'page.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><script>parent.pwned = 1</script></html>',
      'feed.xml': '<x/>',
      'static/js/2.def456.js.LICENSE.txt': 'MIT',
      'LICENSE': 'MIT',
      'data.bin': 'bytes',
      'page.svgz': 'gz',
    });
    registry.upload('mf_catalog', '2.0.0-rc.1', { 'remoteEntry.js': 'catalog rc entry' });
    app = await buildApp(testDb.config, { db: testDb.db, releaseRegistry: registry, now: () => NOW });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => registry.setLive('mf_bag', 'built-in'));

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  describe('GET /remotes.json', () => {
    it('answers each remote\'s live manifest, read again after a switch', async () => {
      const before = await get('/remotes.json');
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual(Object.fromEntries(REMOTES.map((r) => [r.name, `/mf/${r.folder}/mf-manifest.json`])));
      expect(before.json()).toMatchObject({ mf_catalog: '/mf/mf-catalog/mf-manifest.json', mf_seller: '/mf/mf-seller/mf-manifest.json' });
      expect(before.headers['cache-control']).toBe('no-cache');
      expect(before.headers.vary).toMatch(/Cookie/);
      registry.setLive('mf_bag', '1.3.0');
      const after = await get('/remotes.json');
      expect(after.json()).toMatchObject({ mf_bag: '/mf/mf-bag/1.3.0/mf-manifest.json', mf_catalog: '/mf/mf-catalog/mf-manifest.json' });
    });

    it('swaps the previewed remote for a valid preview cookie, never stored by a shared cache', async () => {
      const res = await get('/remotes.json', withPreview(previewToken('1.3.0')));
      expect(res.json()).toMatchObject({ mf_bag: '/mf/mf-bag/1.3.0/mf-manifest.json', mf_catalog: '/mf/mf-catalog/mf-manifest.json' });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['an expired preview', () => previewToken('1.3.0', new Date(NOW.getTime() - 1000))],
      ['a preview of a release that is gone', () => previewToken('0.9.0')],
      ['a forged cookie', () => `${previewToken('1.3.0').split('.')[0]}.forged`],
    ])('answers the live map for %s and clears both cookies', async (_what, token) => {
      const res = await get('/remotes.json', withPreview(token()));
      expect(res.json()).toMatchObject({ mf_bag: '/mf/mf-bag/mf-manifest.json' });
      expect(res.headers['cache-control']).toBe('private, no-store');
      const cookies = setCookies(res.headers['set-cookie']);
      expect(cookies).toHaveLength(2);
      expect(cookies[0]).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Path=/; Max-Age=0`));
      expect(cookies[1]).toMatch(new RegExp(`^${PREVIEW_BANNER_COOKIE}=; Path=/; Max-Age=0`));
    });
  });

  describe('files of uploaded releases', () => {
    it.each([
      ['remoteEntry.js', 'release 1.3.0 entry', /^text\/javascript/, NO_CACHE],
      ['mf-manifest.json', '{"name":"mf_bag","version":"1.3.0"}', /^application\/json/, NO_CACHE],
      ['server/remoteEntry.js', 'release 1.3.0 server entry', /^text\/javascript/, NO_CACHE],
      ['static/js/2.def456.js', 'release chunk', /^text\/javascript/, IMMUTABLE],
      ['static/css/2.def456.css', 'body{}', /^text\/css/, IMMUTABLE],
    ])('/mf/mf-bag/1.3.0/%s', async (file, body, type, cache) => {
      const res = await get(`/mf/mf-bag/1.3.0/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(body);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['cache-control']).toBe(cache);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it.each([
      ['static/js/2.def456.js.map', 'application/json; charset=utf-8'],
      ['fonts/b.otf', 'font/otf'],
      ['img/photo.4f2a.png', 'image/png'],
      ['img/photo.4f2a.JPG', 'image/jpeg'],
      ['favicon.ico', 'image/x-icon'],
      ['lib.4f2a.wasm', 'application/wasm'],
    ])('serves %s as %s, never sniffed, with no policy of its own', async (file, type) => {
      const res = await get(`/mf/mf-bag/1.3.0/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeUndefined();
    });

    it('serves an SVG sandboxed: opened on its own it runs no script, in an origin of its own', async () => {
      const res = await get('/mf/mf-bag/1.3.0/img/logo.4f2a.svg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-security-policy']).toBe(SVG_POLICY);
      expect(SVG_POLICY.split('; ')).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
      expect(SVG_POLICY).not.toMatch(/allow-scripts|allow-same-origin|script-src/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const again = await get('/mf/mf-bag/1.3.0/img/logo.4f2a.svg', { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBe(SVG_POLICY);
    });

    it.each(['index.html', 'page.htm', 'page.xhtml', 'feed.xml', 'static/js/2.def456.js.LICENSE.txt', 'LICENSE', 'data.bin', 'page.svgz'])(
      'never serves %s, though the release holds it: answered as a file that does not exist',
      async (file) => {
        const res = await get(`/mf/mf-bag/1.3.0/${file}`);
        const missing = await get('/mf/mf-bag/1.3.0/nope.js');
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe(missing.headers['content-type']);
        expect(res.json()).toEqual({ error: 'not_found', message: `mf-bag has no release file 1.3.0/${file}` });
        expect(res.body).not.toMatch(/pwned/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('answers 404 for every file of a release the registry does not serve (not previewed, not live, or its check failed)', async () => {
      registry.setServed('mf_catalog', '2.0.0-rc.1', false);
      try {
        const res = await get('/mf/mf-catalog/2.0.0-rc.1/remoteEntry.js');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: 'mf-catalog has no release file 2.0.0-rc.1/remoteEntry.js' });
        expect(res.headers['cache-control']).toBe('no-cache');
      } finally {
        registry.setServed('mf_catalog', '2.0.0-rc.1', true);
      }
      expect((await get('/mf/mf-catalog/2.0.0-rc.1/remoteEntry.js')).statusCode).toBe(200);
    });

    it('answers bytes as stored, a pre-release version, and 304 for the tag it already holds', async () => {
      const font = await get('/mf/mf-bag/1.3.0/fonts/a.woff2');
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload).toEqual(Buffer.from([0, 1, 2]));
      // mf-catalog is not built here: its releases are served all the same.
      expect((await get('/mf/mf-catalog/2.0.0-rc.1/remoteEntry.js')).body).toBe('catalog rc entry');
      const first = await get('/mf/mf-bag/1.3.0/remoteEntry.js');
      const again = await get('/mf/mf-bag/1.3.0/remoteEntry.js', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const head = await app.inject({ method: 'HEAD', url: '/mf/mf-bag/1.3.0/remoteEntry.js' });
      expect(head.statusCode).toBe(200);
    });

    it.each([
      '/mf/mf-bag/9.9.9/remoteEntry.js',
      '/mf/mf-bag/1.3.0/nope.js',
      '/mf/mf-bag/01.3.0/remoteEntry.js',
      '/mf/mf-bag/1.3.0/..%2f..%2fpackage.json',
      '/mf/mf-bag/1.3.0/static/%2e%2e/js/2.def456.js',
      '/mf/mf-catalog/1.3.0/remoteEntry.js',
    ])('%s is 404', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('leaves the built-in files to the static folder, cross-origin as before', async () => {
      for (const [file, body] of Object.entries(BUILT_IN)) {
        const res = await get(`/mf/mf-bag/${file}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(body);
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
      expect((await get('/mf/mf-bag/static/js/1.abc123.js')).headers['cache-control']).toBe(IMMUTABLE);
      expect((await get('/mf/mf-bag/nope.js')).statusCode).toBe(404);
    });
  });

  describe('opening and leaving a preview', () => {
    it('sets the preview and its banner cookie until the token expires, and goes home', async () => {
      const token = previewToken('1.3.0');
      const res = await get(`${PREVIEW_PATHS.open}?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(res.headers['cache-control']).toBe('no-store');
      const [preview, banner] = setCookies(res.headers['set-cookie']);
      expect(preview).toBe(`${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`);
      expect(banner).toBe(`${PREVIEW_BANNER_COOKIE}=mf_bag@1.3.0; Path=/; Max-Age=3600; SameSite=Lax`);
    });

    it('marks the cookies Secure when the request came over https', async () => {
      const res = await get(`${PREVIEW_PATHS.open}?token=${previewToken('1.3.0')}`, { 'x-forwarded-proto': 'https' });
      expect(setCookies(res.headers['set-cookie']).every((c) => c.endsWith('; Secure'))).toBe(true);
    });

    it.each([
      ['no token', ''],
      ['an expired token', `?token=${previewToken('1.3.0', new Date(NOW.getTime() - 1))}`],
      ['a token of a release that is not registered', `?token=${previewToken('4.0.0')}`],
      ['a forged token', `?token=${previewToken('1.3.0').slice(0, -3)}abc`],
    ])('refuses %s with a 400 and sets nothing', async (_what, query) => {
      const res = await get(`${PREVIEW_PATHS.open}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_preview', message: expect.stringMatching(/token|invalid/) });
      expect(res.headers['set-cookie']).toBeUndefined();
      const page = await get(`${PREVIEW_PATHS.open}${query}`, { accept: 'text/html' });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toMatch(/invalid or has expired/);
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it('leaves: both cookies cleared, home', async () => {
      const res = await get(PREVIEW_PATHS.leave, withPreview(previewToken('1.3.0')));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(setCookies(res.headers['set-cookie']).map((c) => c.split(';').slice(0, 3).join(';'))).toEqual([
        `${PREVIEW_COOKIE}=; Path=/; Max-Age=0`, `${PREVIEW_BANNER_COOKIE}=; Path=/; Max-Age=0`,
      ]);
    });

    it('is no page of the site: other methods and paths under it are plain 404s', async () => {
      expect((await app.inject({ method: 'POST', url: PREVIEW_PATHS.open })).statusCode).toBe(404);
      const other = await get('/preview/other', { accept: 'text/html' });
      expect(other.statusCode).toBe(404);
      expect(other.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('pages', () => {
    it('are public (revalidated) without a preview, private with one, and clear a stale one', async () => {
      const plain = await get('/', { accept: 'text/html' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
      const previewed = await get('/newspaper', { accept: 'text/html', ...withPreview(previewToken('1.3.0')) });
      expect(previewed.statusCode).toBe(200);
      expect(previewed.headers['cache-control']).toBe('private, no-store');
      expect(previewed.headers['set-cookie']).toBeUndefined();
      const stale = await get('/', { accept: 'text/html', ...withPreview(previewToken('0.0.1')) });
      expect(stale.headers['cache-control']).toBe('private, no-store');
      expect(setCookies(stale.headers['set-cookie'])).toHaveLength(2);
      // A signed-in screen stays private without a preview.
      expect((await get('/dashboard', { accept: 'text/html' })).headers['cache-control']).toBe('private, no-store');
    });
  });
});
