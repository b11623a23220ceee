import { createTestApp, type TestApp } from '../../test/support/test-app';

// Agencies' pages embed the bag and the dashboard on their own origin: every write the
// clients make there is a cross-origin request whose preflight must be allowed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const AGENCY = 'https://agency.example';

const preflight = (url: string, method: string, headers: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin: AGENCY, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

const listed = (value: string | string[] | number | undefined) =>
  String(value ?? '').toLowerCase().split(',').map((s) => s.trim());

describe('CORS of the APIs for pages on other origins', () => {
  const cases: Array<[service: string, url: string, method: string, headers: string]> = [
    ['service A', '/api/bag/pricingUnit', 'PATCH', 'content-type,x-access-token'],
    ['service A', '/api/bag/update-info', 'PUT', 'content-type,x-access-token'],
    ['service A', '/api/bag', 'DELETE', 'content-type,x-access-token'],
    ['service A', '/api/bag', 'POST', 'content-type,idempotency-key,x-access-token'],
    ['service B', '/campaign-api/campaigns/665000a10000000000000085', 'PATCH', 'authorization,content-type'],
    ['service B', '/campaign-api/campaigns/665000a10000000000000085/users', 'PUT', 'authorization,content-type'],
    ['service B', '/campaign-api/campaigns/665000a10000000000000085/media-options/x', 'DELETE', 'authorization'],
    ['service B', '/campaign-api/campaigns/bag', 'POST', 'authorization,content-type,idempotency-key'],
    ['the search index', '/search-index/_search', 'POST', 'authorization,content-type'],
  ];

  it.each(cases)('%s allows a %s preflight for %s (%s)', async (_service, url, method, headers) => {
    const res = await preflight(url, method, headers);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(listed(res.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
    for (const header of headers.split(',')) expect(listed(res.headers['access-control-allow-headers'])).toContain(header);
  });

  it.each([['service A', '/api/health'], ['service B', '/campaign-api/health']])(
    '%s exposes the headers the clients read (Retry-After, Content-Disposition, Idempotent-Replayed)',
    async (_service, url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: AGENCY } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(listed(res.headers['access-control-expose-headers'])).toEqual(
        expect.arrayContaining(['retry-after', 'content-disposition', 'idempotent-replayed']),
      );
    },
  );
});
