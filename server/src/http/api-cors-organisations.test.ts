import { makeOrganization } from '../../test/support/organization.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { corsOriginOption } from './api-cors';

/** CORS_ORIGIN naming origins: those and every organisation's embed origins may call the APIs; unset stays `*`. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGIN: 'https://partner.example.in' } });
  await makeOrganization(t.db, { embedOrigins: ['https://www.embedding-agency.in'] });
});
afterAll(async () => {
  await t.close();
});

const preflight = (url: string, origin: string) => t.app.inject({
  method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-access-token' },
});

describe('CORS with organisations', () => {
  it('allows the configured origin and the organisations\' embed origins on both services, echoing the origin; refuses others', async () => {
    for (const url of ['/api/bag', '/campaign-api/campaigns']) {
      for (const origin of ['https://partner.example.in', 'https://www.embedding-agency.in', 'HTTPS://WWW.Embedding-Agency.in']) {
        const res = await preflight(url, origin);
        expect({ url, origin, allowed: res.headers['access-control-allow-origin'] }).toEqual({ url, origin, allowed: origin });
      }
      const refused = await preflight(url, 'https://elsewhere.example.in');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('an origin added to an organisation is allowed at once after the edit', async () => {
    expect((await preflight('/api/bag', 'https://new.embedding-agency.in')).headers['access-control-allow-origin']).toBeUndefined();
    await makeOrganization(t.db, { embedOrigins: ['https://new.embedding-agency.in'] });
    // Written behind the API's back: the cached list holds until an edit through the API or its time runs out.
    const repo = (await import('../organizations/organization.repository')).createOrganizationRepository(t.db);
    const [first] = await repo.list();
    const staff = await (await import('../../test/support/campaign.fixtures')).makeUser(t.db, 'Cors staff', 'admin');
    // The answer's read-only fields (dates, hostname claims) are not part of what is sent.
    const { _org, createdAt, updatedAt, hostnameClaims, ...input } = first!;
    void createdAt; void updatedAt; void hostnameClaims;
    expect((await t.app.inject({ method: 'PUT', url: `/api/organizations/${_org}`, headers: { 'x-access-token': staff.token }, payload: input })).statusCode).toBe(200);
    expect((await preflight('/api/bag', 'https://new.embedding-agency.in')).headers['access-control-allow-origin']).toBe('https://new.embedding-agency.in');
  });

  it('CORS_ORIGIN unset or * keeps answering *', () => {
    expect(corsOriginOption(undefined)).toBe('*');
    expect(corsOriginOption('*', { embedOrigins: async () => ['https://a.in'] })).toBe('*');
    expect(typeof corsOriginOption('https://a.in')).toBe('function');
  });
});
