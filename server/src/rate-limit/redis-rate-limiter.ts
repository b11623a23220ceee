import { createHash, randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { secondsUntil, type RateLimiter } from './rate-limiter';

/**
 * One take, atomically (Redis runs a script alone): a sorted set per key, scored by the event
 * time in ms. The rule is refusedUntil's (rate-limiter.ts); the contract tests hold the two
 * equal. KEYS: the checks' keys. ARGV: now, member, named (1 = the member is an event id),
 * then per key: limit, windowMs, backoff after, backoff baseMs, backoff maxMs.
 * Answers 0 when counted (or already counted), else the ms to wait.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
if ARGV[3] == '1' then
  for i = 1, #KEYS do
    if redis.call('ZSCORE', KEYS[i], member) then return 0 end
  end
end
local untilMs = 0
for i = 1, #KEYS do
  local at = 3 + (i - 1) * 5
  local limit = tonumber(ARGV[at + 1])
  local window = tonumber(ARGV[at + 2])
  local after = tonumber(ARGV[at + 3])
  local base = tonumber(ARGV[at + 4])
  local cap = tonumber(ARGV[at + 5])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limit then
    local freeing = redis.call('ZRANGE', KEYS[i], count - limit, count - limit, 'WITHSCORES')
    untilMs = math.max(untilMs, tonumber(freeing[2]) + window)
  end
  if base > 0 and count >= after and count > 0 then
    local last = redis.call('ZRANGE', KEYS[i], -1, -1, 'WITHSCORES')
    local gap = math.min(base * 2 ^ (count - after), cap)
    untilMs = math.max(untilMs, tonumber(last[2]) + gap)
  end
end
if untilMs > now then return untilMs - now end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now, member)
  redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[3 + (i - 1) * 5 + 2]))
end
return 0
`;
const TAKE_SHA = createHash('sha1').update(TAKE_SCRIPT, 'utf8').digest('hex');

export type RedisRateLimiterOptions = {
  /** `redis://…` (REDIS_URL). */
  url: string;
  /** Put before every key (REDIS_KEY_PREFIX), so several apps or test runs share one Redis. */
  keyPrefix: string;
  now: () => Date;
  /** Told when the connection fails (requests meanwhile fail with the error). */
  onError?: (err: Error) => void;
};

/**
 * Rate limits kept in Redis, shared by every instance pointed at it. The event time is the
 * app's clock (instances' clocks agree to far better than any window); a script makes each
 * take atomic, so nothing is counted that was refused.
 */
export function createRedisRateLimiter({ url, keyPrefix, now, onError }: RedisRateLimiterOptions): RateLimiter {
  // Connects on the first take (an app that never limits anything never connects). A request
  // fails after a short wait rather than queueing for ever while Redis is away.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: true });
  let lastError = '';
  redis.on('error', (err: Error) => {
    // Reconnection repeats the same failure: tell it once until the connection comes back.
    if (err.message !== lastError) onError?.(err);
    lastError = err.message;
  });
  redis.on('ready', () => {
    lastError = '';
  });

  async function run(keys: string[], args: (string | number)[]): Promise<number> {
    try {
      return Number(await redis.evalsha(TAKE_SHA, keys.length, ...keys, ...args));
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return Number(await redis.eval(TAKE_SCRIPT, keys.length, ...keys, ...args));
    }
  }

  return {
    async take(checks, options = {}) {
      if (!checks.length) return { ok: true };
      const atMs = now().getTime();
      const named = options.eventId !== undefined;
      const args: (string | number)[] = [atMs, named ? `id:${options.eventId}` : randomUUID(), named ? '1' : '0'];
      for (const check of checks) {
        const backoff = check.backoff ?? { after: 0, baseMs: 0, maxMs: 0 };
        args.push(check.limit, check.windowMs, backoff.after, backoff.baseMs, backoff.maxMs);
      }
      const waitMs = await run(checks.map((c) => `${keyPrefix}${c.key}`), args);
      return waitMs > 0 ? { ok: false, retryAfterSeconds: secondsUntil(atMs + waitMs, atMs) } : { ok: true };
    },

    async close() {
      // Connected: finish what is in flight. Otherwise stop reconnecting at once.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
