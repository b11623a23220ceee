import type { Db } from '../db/database';
import { createDatabaseRateLimiter } from './database-rate-limiter.repository';
import type { RateLimitStore } from './limits-config';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

export type { RateLimitStore } from './limits-config';

/** The limiter every limit of one app shares; close it with the app. */
export function createRateLimiter(store: RateLimitStore, db: Db, now: () => Date, log?: { warn(obj: object, msg: string): void }): RateLimiter {
  return store.redisUrl
    ? createRedisRateLimiter({
      url: store.redisUrl, keyPrefix: store.redisKeyPrefix, now,
      onError: (err) => log?.warn({ err }, 'rate limits: Redis connection failed; limited requests fail until it is back'),
    })
    : createDatabaseRateLimiter(db, now);
}
