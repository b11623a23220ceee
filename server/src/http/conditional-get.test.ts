import Fastify from 'fastify';
import { smallCatalog } from '../../test/support/fixtures';
import { createSiteTestApp, type TestApp } from '../../test/support/test-app';
import { etagOf, etagOfDigest, matchesEtag, sendTagged } from './conditional-get';

describe('etagOf and etagOfDigest', () => {
  it('tags the same bytes alike, other bytes otherwise; weak when asked', () => {
    expect(etagOf('<p>page</p>')).toBe(etagOf(Buffer.from('<p>page</p>')));
    expect(etagOf('<p>page</p>')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(etagOf('<p>other</p>')).not.toBe(etagOf('<p>page</p>'));
    expect(etagOf('<p>page</p>', { weak: true })).toBe(`W/${etagOf('<p>page</p>')}`);
  });
  it('tags stored bytes by the first 32 hex digits of their SHA-256', () => {
    expect(etagOfDigest('a'.repeat(64))).toBe(`"${'a'.repeat(32)}"`);
  });
});

describe('matchesEtag', () => {
  const tag = etagOf('<p>page</p>', { weak: true });
  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(tag.replace(/^W\//, ''), tag)).toBe(true);
    expect(matchesEtag(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
  });
  it('does not match another page, nothing, or an empty header', () => {
    expect(matchesEtag(etagOf('<p>other</p>', { weak: true }), tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('', tag)).toBe(false);
  });
});

describe('sendTagged', () => {
  const app = Fastify();
  const body = Buffer.from('the file');
  const etag = etagOf(body);
  app.get('/file', async (request, reply) => sendTagged(request, reply.type('image/png').header('content-length', body.length), etag, body));
  afterAll(async () => {
    await app.close();
  });
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/file', headers });

  it('sends the body with its tag to a request without one, or with a stale one', async () => {
    for (const res of [await get(), await get({ 'if-none-match': '"stale"' })]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(body)).toBe(true);
    }
  });

  it('answers 304 with the tag and no body or body headers to a request holding it (strong, weak, in a list)', async () => {
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get({ 'if-none-match': held });
      expect(res.statusCode).toBe(304);
      expect(res.headers.etag).toBe(etag);
      expect(res.body).toBe('');
      expect(res.headers['content-type']).toBeUndefined();
    }
  });
});

describe('HTML pages are revalidated with an ETag', () => {
  let t: TestApp;
  beforeAll(async () => {
    const index = `<!doctype html><html><head><title>MediaMart</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
    t = await createSiteTestApp(index, { catalog: smallCatalog() });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers 304 with no body to a request holding the page’s tag, compressed or not', async () => {
    const first = await get('/newspaper', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);

    const again = await get('/newspaper', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const plain = await get('/newspaper', { 'if-none-match': etag });
    expect(plain.statusCode).toBe(304);
  });

  it('sends the page again when the tag is stale, and tags no error page or API answer', async () => {
    const stale = await get('/newspaper', { 'if-none-match': 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<title>');

    const missing = await get('/newspaper/no-such-paper');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    // The page hook tags no API answer (the catalog's cached answers carry their own ETag: http/prepared-answer.ts).
    const api = await get('/api/health');
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/json/);
    expect(api.headers.etag).toBeUndefined();
  });
});
