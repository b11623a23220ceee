import fs from 'node:fs';
import Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { REMOTE_ROUTES } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/support/rate-limit-test-helpers';
import { makeWebRoot, releaseArchive, releaseFiles } from '../../test/support/release.fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { buildApp } from '../app';

// Two instances of the site over one database (each its own connection, as two processes
// have): a switch through one's release routes shows in the other's remotes.json and files —
// read from the store each time without REDIS_URL, through a change notice with it.

/** Waits (up to 5 s) until `check` holds. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 250; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

type Pair = { a: FastifyInstance; b: FastifyInstance; staff: Actor; close(): Promise<void> };

async function twoInstances(env: Record<string, string> = {}): Promise<Pair & { testDb: TestDatabase }> {
  const webRoot = makeWebRoot();
  const testDb = await createTestDatabase({ WEB_ROOT: webRoot, ...env });
  const a = await buildApp(testDb.config, { db: testDb.db });
  const b = await buildApp(testDb.config, { db: testDb.connect() });
  await Promise.all([a.ready(), b.ready()]);
  const staff = await makeUser(testDb.db, 'Release staff', 'admin');
  return {
    a, b, staff, testDb,
    async close() {
      await a.close();
      await b.close();
      await testDb.dispose();
      fs.rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

async function upload(app: FastifyInstance, staff: Actor, version: string): Promise<void> {
  const files = releaseFiles('mf_bag');
  files.set('remoteEntry.js', Buffer.from(`/* mf_bag ${version} */`));
  const res = await app.inject({
    method: 'POST', url: `/api${REMOTE_ROUTES.releases('mf_bag')}?version=${version}`,
    headers: { 'x-access-token': staff.token, 'content-type': 'application/gzip' }, payload: releaseArchive(files),
  });
  expect(res.statusCode).toBe(201);
}

async function switchLive(app: FastifyInstance, staff: Actor, version: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `/api${REMOTE_ROUTES.live('mf_bag')}`, headers: { 'x-access-token': staff.token }, payload: { version } });
  expect(res.statusCode).toBe(200);
}

const bagManifest = async (app: FastifyInstance): Promise<string> => {
  const res = await app.inject({ method: 'GET', url: '/remotes.json' });
  expect(res.statusCode).toBe(200);
  return (res.json() as Record<string, string>).mf_bag!;
};

describe('two instances without Redis: each reads the live map from the store', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await twoInstances();
    await upload(pair.a, pair.staff, '1.3.0');
    await upload(pair.a, pair.staff, '1.4.0');
  });
  afterAll(async () => pair.close());

  it('a switch on A is in B\'s very next remotes.json, and B serves the release\'s files; rollback likewise', async () => {
    const { a, b, staff } = pair;
    expect(await bagManifest(b)).toBe('/mf/mf-bag/mf-manifest.json');
    await switchLive(a, staff, '1.3.0');
    expect(await bagManifest(b)).toBe('/mf/mf-bag/1.3.0/mf-manifest.json');
    expect((await b.inject({ method: 'GET', url: '/mf/mf-bag/1.3.0/remoteEntry.js' })).body).toBe('/* mf_bag 1.3.0 */');
    await switchLive(b, staff, '1.4.0');
    expect(await bagManifest(a)).toBe('/mf/mf-bag/1.4.0/mf-manifest.json');
    // Rollback: the same call with the previous version, and back to the built-in.
    await switchLive(a, staff, '1.3.0');
    expect(await bagManifest(b)).toBe('/mf/mf-bag/1.3.0/mf-manifest.json');
    await switchLive(a, staff, 'built-in');
    expect(await bagManifest(b)).toBe('/mf/mf-bag/mf-manifest.json');
  });
});

describe('two instances sharing Redis: each keeps its live map until a switch notice', () => {
  const prefix = testRedisPrefix();
  const raw = new Redis(TEST_REDIS_URL);
  let pair: Pair & { testDb: TestDatabase };
  beforeAll(async () => {
    pair = await twoInstances({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    await upload(pair.a, pair.staff, '2.0.0');
    await upload(pair.a, pair.staff, '2.1.0');
    await until(async () => Number(((await raw.pubsub('NUMSUB', `${prefix}remote-changes`)) as [string, number])[1]) === 2, 'both instances subscribed');
  });
  afterAll(async () => {
    await pair.close();
    raw.disconnect();
  });

  it('B\'s cached map is dropped by A\'s switch notice, well within a second (its own expiry is 10 s)', async () => {
    const { a, b, staff, testDb } = pair;
    expect(await bagManifest(b)).toBe('/mf/mf-bag/mf-manifest.json');
    const timed = async (version: string, on: FastifyInstance, other: FastifyInstance) => {
      const started = Date.now();
      await switchLive(on, staff, version);
      // The switching instance dropped its own map at once; the other as soon as the notice arrives.
      expect(await bagManifest(on)).toBe(`/mf/mf-bag/${version}/mf-manifest.json`);
      await until(async () => (await bagManifest(other)) === `/mf/mf-bag/${version}/mf-manifest.json`, `the other instance served ${version}`);
      expect(Date.now() - started).toBeLessThan(1_000);
    };
    await timed('2.0.0', a, b);
    // B keeps its map: a change in the store without a notice does not show (so the notice is what moved it).
    await testDb.db.updateTable('remote_live').set({ version: '2.1.0' }).where('remote', '=', 'mf_bag').execute();
    expect(await bagManifest(b)).toBe('/mf/mf-bag/2.0.0/mf-manifest.json');
    await testDb.db.updateTable('remote_live').set({ version: '2.0.0' }).where('remote', '=', 'mf_bag').execute();
    await timed('2.1.0', b, a);
  });
});
