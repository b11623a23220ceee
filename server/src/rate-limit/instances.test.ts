import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bearer, makeUser } from '../../test/support/campaign.fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { deleteRedisKeys, redisKeys, TEST_REDIS_URL, testRedisPrefix } from '../../test/support/rate-limit-test-helpers';

// Several instances of the server behind one load balancer: every limit is counted in the
// shared store (the database, or Redis with REDIS_URL), so two instances give one limit, not
// two. Each instance has its own handle on the database (its own PostgreSQL pool, or its own
// SQLite connection to the one file), as separate processes would.

let clock = Date.parse('2025-08-01T08:00:00.000Z');
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};

const BRIEF = {
  brand: { name: 'Two Instances', url: 'example.com', salesChannel: ['Online'], category: 'Food and beverage' },
  targetGroup: { description: 'Everyone', age: { from: 22, to: 40 }, gender: ['Male', 'Female'], geos: ['Pune'] },
  campaignDetails: { objective: 'Brand awareness', budget: 100000, duration: { startDate: '2099-03-01', endDate: '2099-03-31' }, expectedOutcome: ['Reach'] },
  mediaPreference: ['Radio'],
};

type Instances = { testDb: TestDatabase; apps: [FastifyInstance, FastifyInstance] };

/** Small limits, so the tests reach them: 4 sends per client IP, a growing wait after 2, 3 campaign saves. */
const LIMITS = { OTP_MAX_SENDS_PER_IP: '4', OTP_IP_BACKOFF_AFTER: '2', CAMPAIGN_SAVE_LIMIT: '3' };

async function twoInstances(env: Record<string, string>): Promise<Instances> {
  const testDb = await createTestDatabase({ ...LIMITS, ...env });
  const apps: [FastifyInstance, FastifyInstance] = [
    await buildApp(testDb.config, { db: testDb.db, now }),
    await buildApp(testDb.config, { db: testDb.connect(), now }),
  ];
  for (const app of apps) await app.ready();
  return { testDb, apps };
}

async function closeInstances({ testDb, apps }: Instances): Promise<void> {
  for (const app of apps) await app.close();
  await testDb.dispose();
}

/** The same checks whatever store counts: each request goes to the other instance than the last. */
function sharedLimits(instances: () => Instances) {
  let turn = 0;
  const send = async (email: string, ip: string) => {
    const res = await instances().apps[(turn += 1) % 2].inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: ip, payload: { email } });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'] };
  };

  beforeEach(() => advance(2 * 60 * 60 * 1000));

  it('code sends to one address from one client stop at 3 in all', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      if (i) advance(4 * 60_000);
      answers.push(await send('shared@example.com', '203.0.113.40'));
    }
    advance(2 * 60_000);
    answers.push(await send('shared@example.com', '203.0.113.40'));
    // The first send leaves the 15-minute window 3 minutes after the fourth try (and 1 after the fifth).
    expect(answers).toEqual([
      { status: 200 }, { status: 200 }, { status: 200 }, { status: 429, retryAfter: '180' }, { status: 429, retryAfter: '60' },
    ].map((a) => ({ retryAfter: undefined, ...a })));
  });

  it("one client's growing wait and per-IP limit hold whichever instance it reaches", async () => {
    const ip = '203.0.113.41';
    let n = 0;
    const next = () => send(`ip-${(n += 1)}@example.com`, ip);
    const answers = [await next(), await next(), await next(), await next()];
    advance(30_000);
    answers.push(await next(), await next());
    advance(60_000);
    answers.push(await next(), await next());
    expect(answers).toEqual([
      { status: 200 }, { status: 200 },
      // After 2 free sends: 30 s, then 60 s, on either instance.
      { status: 429, retryAfter: '30' }, { status: 429, retryAfter: '30' },
      { status: 200 }, { status: 429, retryAfter: '60' },
      // The fourth send reaches the per-IP limit: the next fits when the first leaves the window.
      { status: 200 }, { status: 429, retryAfter: String(15 * 60 - 90) },
    ].map((a) => ({ retryAfter: undefined, ...a })));
  });

  it('parallel sends split between the instances pass one limit at most', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => send('burst@example.com', '203.0.113.44')));
    const passed = answers.filter((a) => a.status === 200).length;
    // The client's third send would wait 30 s: at most two pass, however the ten interleave.
    expect(passed).toBeLessThanOrEqual(2);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10 - passed);
    const sent = await instances().testDb.db.selectFrom('outbox').select('id').where('to_address', '=', 'burst@example.com').execute();
    expect(sent).toHaveLength(passed);
  });

  it('campaign saves of one user stop at CAMPAIGN_SAVE_LIMIT in all', async () => {
    const user = await makeUser(instances().testDb.db, 'Two instances');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await instances().apps[i % 2].inject({ method: 'POST', url: '/campaign-api/campaigns/brief', headers: bearer(user), payload: BRIEF });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
}

describe('two instances on one database', () => {
  let instances: Instances;
  beforeAll(async () => {
    instances = await twoInstances({});
  });
  afterAll(async () => {
    await closeInstances(instances);
  });

  sharedLimits(() => instances);

  it('count in the database', async () => {
    await instances.apps[1].inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: '203.0.113.43', payload: { email: 'rows@example.com' } });
    const keys = (await instances.testDb.db.selectFrom('rate_limit_events').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['otp-ip:203.0.113.43', 'otp-address-ip:email:rows@example.com|203.0.113.43', 'otp-address:email:rows@example.com']));
  });
});

describe('two instances sharing Redis (REDIS_URL)', () => {
  const prefix = testRedisPrefix();
  let instances: Instances;
  beforeAll(async () => {
    instances = await twoInstances({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  });
  afterAll(async () => {
    await closeInstances(instances);
    await deleteRedisKeys(prefix);
  });

  sharedLimits(() => instances);

  it('count in Redis under their prefix, nothing in the database', async () => {
    expect(await redisKeys(prefix)).toEqual(expect.arrayContaining([
      `${prefix}otp-address-ip:email:shared@example.com|203.0.113.40`,
      `${prefix}otp-address:email:shared@example.com`,
      `${prefix}otp-ip:203.0.113.41`,
    ]));
    expect(await instances.testDb.db.selectFrom('rate_limit_events').select('key').execute()).toEqual([]);
  });
});
