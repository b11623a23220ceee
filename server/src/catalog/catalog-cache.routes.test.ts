import zlib from 'node:zlib';
import { seedCatalog } from '../seed/seed';
import { media, smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const extra = media({ id: 'np-late', category: 'newspaper', slug: 'late-edition', name: 'Late Edition', city: 'Pune' });

async function newspaperTotal(t: TestApp): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/catalog/media?category=newspaper' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return (res.json() as { total: number }).total;
}

describe('catalog answers cached in memory', () => {
  it('serves a repeated query from the cache until the TTL ends', async () => {
    const t = await createTestApp({ catalog: smallCatalog() });
    try {
      expect(await newspaperTotal(t)).toBe(3);
      await seedCatalog(t.db, { media: [extra] });
      // A row written behind the app's back is not seen while the answer is cached…
      expect(await newspaperTotal(t)).toBe(3);
      // …but a different query is computed afresh.
      const other = await t.app.inject({ method: 'GET', url: '/api/catalog/media?category=newspaper&pageSize=10' });
      expect((other.json() as { total: number }).total).toBe(4);
    } finally {
      await t.close();
    }
  });

  it('reads the database every time with CATALOG_CACHE_TTL_MS=0', async () => {
    const t = await createTestApp({ catalog: smallCatalog(), env: { CATALOG_CACHE_TTL_MS: '0' } });
    try {
      expect(await newspaperTotal(t)).toBe(3);
      await seedCatalog(t.db, { media: [extra] });
      expect(await newspaperTotal(t)).toBe(4);
    } finally {
      await t.close();
    }
  });

  it('never caches an error', async () => {
    const t = await createTestApp({ catalog: smallCatalog() });
    try {
      const url = '/api/catalog/media/newspaper/late-edition';
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      await seedCatalog(t.db, { media: [extra] });
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Late Edition', mediaOptions: [expect.objectContaining({ _media: 'np-late' })] });
    } finally {
      await t.close();
    }
  });
});

describe('a cached catalog answer goes out as stored bytes', () => {
  const URL = '/api/catalog/media?category=newspaper';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: smallCatalog() });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** The answer's headers but the date, which moves. */
  const headersOf = (res: { headers: Record<string, unknown> }) => {
    const { date: _date, ...rest } = res.headers;
    return rest;
  };
  const decode = (encoding: string | undefined, raw: Buffer): string => {
    if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
    if (encoding === 'deflate') return zlib.inflateSync(raw).toString('utf8');
    return raw.toString('utf8');
  };

  it('answers a hit with the bytes and headers of the miss, security headers, CORS and a weak ETag included', async () => {
    const url = `${URL}&pageSize=24`;
    const miss = await get(url);
    const hit = await get(url);
    // The same query written another way is the same cached answer, found by its key.
    const other = await get(`/api/catalog/media?pageSize=24&category=newspaper&utm_source=mail`);
    expect(miss.statusCode).toBe(200);
    expect(miss.rawPayload.length).toBeGreaterThanOrEqual(1024);
    for (const res of [hit, other]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(headersOf(res)).toEqual(headersOf(miss));
    }
    expect(miss.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(miss.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'access-control-allow-origin': '*',
    });
    expect(miss.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    // Not compressed: nothing to vary on, as @fastify/compress answers.
    expect(miss.headers.vary).toBeUndefined();
    expect(miss.headers['content-encoding']).toBeUndefined();
  });

  let pageSize = 30;
  it.each([
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['deflate', 'deflate'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
  ])('Accept-Encoding %s: %s, the same on a miss and a hit', async (acceptEncoding, expected) => {
    // A query of its own per case, so the first request is a miss (read, serialized, compressed).
    pageSize += 1;
    const url = `${URL}&pageSize=${pageSize}`;
    const miss = await get(url, { 'accept-encoding': acceptEncoding });
    const hit = await get(url, { 'accept-encoding': acceptEncoding });
    const plain = (await get(url)).body;
    for (const res of [miss, hit]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toBe(expected ? 'accept-encoding' : undefined);
      expect(decode(expected, res.rawPayload)).toBe(plain);
    }
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(headersOf(hit)).toEqual(headersOf(miss));
  });

  it('answers 304 with no body to a request that holds the ETag, in any encoding, and the answer to a stale one', async () => {
    const first = await get(URL, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    for (const acceptEncoding of ['br', 'gzip', '']) {
      const res = await get(URL, { 'accept-encoding': acceptEncoding, 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const stale = await get(URL, { 'if-none-match': 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('still refuses a bad Host on a URL it has cached, and never caches a refusal', async () => {
    expect((await get(URL)).statusCode).toBe(200);
    const badHost = await get(URL, { host: 'bad host' });
    expect(badHost.statusCode).toBe(400);
    const url = '/api/catalog/media?category=newspaper&minPrice=10&maxPrice=5';
    expect((await get(url)).statusCode).toBe(400);
    expect((await get(url)).statusCode).toBe(400);
  });
});
