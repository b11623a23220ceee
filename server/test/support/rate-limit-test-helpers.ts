/** Helpers for the rate-limit tests (not a test file itself). */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

/** The Redis the tests use (both passes, SQLite and PostgreSQL, run them). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test file's run, so runs side by side never share counters. */
export function testRedisPrefix(): string {
  return `mm-test:${randomBytes(6).toString('hex')}:`;
}

/** The keys under `prefix` (to check what a test left in Redis). */
export async function redisKeys(prefix: string): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `prefix`: each test run cleans up after itself. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const keys = await redisKeys(prefix);
  if (!keys.length) return;
  const redis = new Redis(TEST_REDIS_URL);
  try {
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Waits (up to 5 s) until `check` holds. */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 250; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** How many connections are subscribed to `channel`. */
export async function subscribers(redis: Redis, channel: string): Promise<number> {
  const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
  return Number(count);
}
