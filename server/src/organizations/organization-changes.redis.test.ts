import Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { makeOrganization, organizationInput } from '../../test/support/organization.fixtures';
import { TEST_REDIS_URL, testRedisPrefix, subscribers, until } from '../../test/support/rate-limit-test-helpers';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { createOrganizationChanges, parseOrganizationChange } from './organization-changes';

// Against the local Redis (TEST_REDIS_URL): each run under a key prefix of its own.


describe('organisation changes', () => {
  it('reads a change, and nothing malformed', () => {
    expect(parseOrganizationChange({ at: '2026-01-01T00:00:00.000Z' })).toEqual({ at: '2026-01-01T00:00:00.000Z' });
    for (const bad of [null, 'x', {}, { at: '' }, { at: 3 }, { at: 'x'.repeat(41) }]) expect(parseOrganizationChange(bad)).toBeNull();
  });

  it('is a channel through Redis with REDIS_URL; without it, one of this process', async () => {
    const local = createOrganizationChanges(null, { keyPrefix: 'x:' });
    expect('subscribed' in local).toBe(false);
    const redis = createOrganizationChanges(TEST_REDIS_URL, { keyPrefix: 'x:' });
    expect('subscribed' in redis).toBe(true);
    await Promise.all([local.close(), redis.close()]);
  });
});

describe('two instances sharing Redis: an organisation edited on one is looked up anew on the other at once', () => {
  const prefix = testRedisPrefix();
  const channel = `${prefix}organization-changes`;
  const raw = new Redis(TEST_REDIS_URL);
  let testDb: TestDatabase;
  let apps: [FastifyInstance, FastifyInstance];
  let staff: Actor;
  beforeAll(async () => {
    testDb = await createTestDatabase({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    staff = await makeUser(testDb.db, 'Org staff', 'admin');
    apps = [await buildApp(testDb.config, { db: testDb.db }), await buildApp(testDb.config, { db: testDb.connect() })];
    for (const app of apps) await app.ready();
    await until(async () => (await subscribers(raw, channel)) === 2, 'both instances subscribed');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    expect(await subscribers(raw, channel)).toBe(0);
    raw.disconnect();
    await testDb.dispose();
  });

  const nameAt = async (app: FastifyInstance, host: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/organizations/hostname/${host}` });
    return res.statusCode === 200 ? (res.json() as { name: string }).name : res.statusCode;
  };

  it('B answers the new name as soon as A has saved it (its directory keeps entries a minute otherwise)', async () => {
    const [a, b] = apps;
    const org = await makeOrganization(testDb.db, { hostnames: ['two.example.in'] });
    expect(await nameAt(a, 'two.example.in')).toBe(org.name);
    expect(await nameAt(b, 'two.example.in')).toBe(org.name);
    const started = Date.now();
    const saved = await a.inject({
      method: 'PUT', url: `/api/organizations/${org._org}`, headers: { 'x-access-token': staff.token },
      payload: organizationInput({ name: 'Renamed on A', hostnames: ['two.example.in'] }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await nameAt(a, 'two.example.in')).toBe('Renamed on A');
    await until(async () => (await nameAt(b, 'two.example.in')) === 'Renamed on A', 'B looked the organisation up anew');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
