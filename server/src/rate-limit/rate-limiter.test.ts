import Redis from 'ioredis';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { createDatabaseRateLimiter } from './database-rate-limiter.repository';
import { deleteRedisKeys, redisKeys, TEST_REDIS_URL, testRedisPrefix } from '../../test/support/rate-limit-test-helpers';
import { refusedUntil, type RateCheck, type RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

// The same contract for both stores: the database (SQLite or PostgreSQL, whichever this pass
// runs on) and Redis. Each store gets its own clock, moved by the tests.

let testDb: TestDatabase;
const prefix = testRedisPrefix();
let clock = Date.parse('2025-05-01T09:00:00.000Z');
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};
let limiters: Record<'database' | 'redis', RateLimiter>;
let keyCounter = 0;
/** A key no earlier test has touched. */
const freshKey = (tag: string) => `${tag}-${(keyCounter += 1)}`;

beforeAll(async () => {
  testDb = await createTestDatabase();
  limiters = {
    database: createDatabaseRateLimiter(testDb.db, now),
    redis: createRedisRateLimiter({ url: TEST_REDIS_URL, keyPrefix: prefix, now }),
  };
});
afterAll(async () => {
  await limiters.redis.close();
  await deleteRedisKeys(prefix);
  await testDb.dispose();
});
beforeEach(() => advance(24 * 60 * 60 * 1000));

const MINUTE = 60_000;

describe.each(['database', 'redis'] as const)('the %s rate limiter', (store) => {
  const limiter = () => limiters[store];

  it('counts up to the limit, then says when the oldest event leaves the window', async () => {
    const check: RateCheck = { key: freshKey('plain'), limit: 3, windowMs: 10 * MINUTE };
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter().take([check])).toEqual({ ok: true });
      advance(MINUTE);
    }
    // The first event was 3 minutes ago: it leaves the window in 7.
    expect(await limiter().take([check])).toEqual({ ok: false, retryAfterSeconds: 7 * 60 });
    advance(7 * MINUTE - 1000);
    expect(await limiter().take([check])).toEqual({ ok: false, retryAfterSeconds: 1 });
    advance(1000);
    expect(await limiter().take([check])).toEqual({ ok: true });
    // The refused takes were not counted: the next one fits when the second event leaves.
    expect(await limiter().take([check])).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it('counts all checks or none', async () => {
    const narrow: RateCheck = { key: freshKey('narrow'), limit: 1, windowMs: 10 * MINUTE };
    const wide: RateCheck = { key: freshKey('wide'), limit: 2, windowMs: 10 * MINUTE };
    expect(await limiter().take([wide, narrow])).toEqual({ ok: true });
    expect(await limiter().take([wide, narrow])).toEqual({ ok: false, retryAfterSeconds: 600 });
    // The refused take did not count against `wide`: one more fits there.
    expect(await limiter().take([wide])).toEqual({ ok: true });
    expect(await limiter().take([wide])).toEqual({ ok: false, retryAfterSeconds: 600 });
  });

  it('asks for a growing wait after the free events', async () => {
    const check: RateCheck = {
      key: freshKey('backoff'), limit: 100, windowMs: 60 * MINUTE, backoff: { after: 2, baseMs: 10_000, maxMs: 40_000 },
    };
    expect(await limiter().take([check])).toEqual({ ok: true });
    expect(await limiter().take([check])).toEqual({ ok: true });
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const refused = await limiter().take([check]);
      if (refused.ok) throw new Error('expected a wait');
      waits.push(refused.retryAfterSeconds);
      advance(refused.retryAfterSeconds * 1000 - 1);
      expect((await limiter().take([check])).ok).toBe(false);
      advance(1);
      expect(await limiter().take([check])).toEqual({ ok: true });
    }
    expect(waits).toEqual([10, 20, 40, 40, 40]);
  });

  it('counts a named event once, and lets its repeats through even at the limit', async () => {
    const check: RateCheck = { key: freshKey('named'), limit: 2, windowMs: 10 * MINUTE };
    expect(await limiter().take([check], { eventId: 'save-1' })).toEqual({ ok: true });
    expect(await limiter().take([check], { eventId: 'save-1' })).toEqual({ ok: true });
    expect(await limiter().take([check])).toEqual({ ok: true });
    // Two events are counted (save-1 once): the limit is reached, but save-1 may repeat.
    expect((await limiter().take([check])).ok).toBe(false);
    expect((await limiter().take([check], { eventId: 'save-2' })).ok).toBe(false);
    expect(await limiter().take([check], { eventId: 'save-1' })).toEqual({ ok: true });
  });

  it('never lets concurrent takes past the limit', async () => {
    const check: RateCheck = { key: freshKey('burst'), limit: 5, windowMs: 10 * MINUTE };
    const answers = await Promise.all(Array.from({ length: 20 }, () => limiter().take([check])));
    const passed = answers.filter((a) => a.ok).length;
    // Redis decides one take at a time. In the database every taker counts the others'
    // events written so far, so a burst past the limit may be refused whole: never more pass.
    if (store === 'redis') expect(passed).toBe(5);
    else expect(passed).toBeLessThanOrEqual(5);
    advance(10 * MINUTE);
    expect(await limiter().take([check])).toEqual({ ok: true });
  });

  it('keeps keys apart', async () => {
    const a: RateCheck = { key: freshKey('a'), limit: 1, windowMs: MINUTE };
    const b: RateCheck = { ...a, key: freshKey('b') };
    expect(await limiter().take([a])).toEqual({ ok: true });
    expect(await limiter().take([b])).toEqual({ ok: true });
    expect((await limiter().take([a])).ok).toBe(false);
  });
});

describe('where the counters live', () => {
  it('the database keeps a row per counted event and drops rows past their window', async () => {
    const key = freshKey('rows');
    await limiters.database.take([{ key, limit: 5, windowMs: MINUTE }]);
    await limiters.database.take([{ key, limit: 5, windowMs: MINUTE }]);
    expect(await testDb.db.selectFrom('rate_limit_events').select('key').where('key', '=', key).execute()).toHaveLength(2);
    advance(MINUTE);
    await limiters.database.take([{ key: freshKey('other'), limit: 5, windowMs: MINUTE }]);
    expect(await testDb.db.selectFrom('rate_limit_events').select('key').where('key', '=', key).execute()).toHaveLength(0);
  });

  it('Redis keeps a sorted set per key under the prefix, expiring with its window', async () => {
    const key = freshKey('zset');
    await limiters.redis.take([{ key, limit: 5, windowMs: MINUTE }]);
    expect(await redisKeys(`${prefix}${key}`)).toEqual([`${prefix}${key}`]);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      expect(await redis.zcard(`${prefix}${key}`)).toBe(1);
      const ttl = await redis.pttl(`${prefix}${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
    } finally {
      redis.disconnect();
    }
  });
});

describe('when Redis is away', () => {
  it('a take fails soon with the error (the request answers 500) rather than waiting, and the failure is told once', async () => {
    const errors: string[] = [];
    // Nothing listens on port 1 of this machine: every connection is refused at once.
    const away = createRedisRateLimiter({ url: 'redis://127.0.0.1:1', keyPrefix: prefix, now, onError: (err) => errors.push(err.message) });
    try {
      const started = Date.now();
      await expect(away.take([{ key: 'k', limit: 1, windowMs: MINUTE }])).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(errors.length).toBeGreaterThanOrEqual(1);
      expect(new Set(errors).size).toBe(errors.length);
    } finally {
      await away.close();
      // ioredis lets go of a failed socket 2 s after the disconnect: wait, so nothing is left running.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    }
  });
});

describe('refusedUntil', () => {
  const check: RateCheck = { key: 'k', limit: 2, windowMs: 1000, backoff: { after: 1, baseMs: 100, maxMs: 250 } };
  it.each([
    [[], 5000, 0],
    [[4950], 5000, 5050],
    [[4800], 5000, 0],
    [[4500, 4800], 5000, 5500],
    [[4500, 4990], 5000, 5500],
  ])('others %j at %d → %d', (others, nowMs, until) => {
    expect(refusedUntil(others, check, nowMs)).toBe(until);
  });
});
