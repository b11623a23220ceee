import { smallCatalog } from '../../test/support/fixtures';
import { createSiteTestApp, type TestApp } from '../../test/support/test-app';
import { htmlEtag, matchesEtag } from './html-etag';

describe('matchesEtag', () => {
  const tag = htmlEtag('<p>page</p>');
  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(tag.replace(/^W\//, ''), tag)).toBe(true);
    expect(matchesEtag(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
  });
  it('does not match another page, nothing, or an empty header', () => {
    expect(matchesEtag(htmlEtag('<p>other</p>'), tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('', tag)).toBe(false);
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

    const api = await get('/api/catalog/categories');
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/json/);
    expect(api.headers.etag).toBeUndefined();
  });
});
