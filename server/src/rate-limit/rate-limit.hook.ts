import type { FastifyRequest } from 'fastify';
import { clientKey } from './client-key';
import type { RateLimiter } from './rate-limiter';
import { TooManyRequestsError } from './rate-limit.errors';

/** At most `limit` per `windowMs`: the shape of every configurable limit. */
export type LimitRule = { limit: number; windowMs: number };

/** A limit a route hook applies: its rule, a name that scopes its keys, and the words of its 429. */
export type RouteLimit = LimitRule & {
  /** Scopes the counters, e.g. `campaign-save` (keys are `campaign-save:<who>`). */
  name: string;
  /** What there was too much of, e.g. "Too many campaigns saved". */
  what: string;
};

/** Keys a limit by the signed-in user (null, so not counted, for anonymous calls: they get 401). */
export const byUser = (request: FastifyRequest): string | null => request.user?._id ?? null;

/** Keys a limit by the client address (see clientKey), for routes anyone may call. */
export const byClient = (request: FastifyRequest): string => clientKey(request.ip);

export type RateLimitHookOptions = {
  /** Names the request's event, so its repeats count once (e.g. the Idempotency-Key). */
  eventIdOf?: (request: FastifyRequest) => string | undefined;
  /** True for a request that is not counted at all (e.g. one that replays a stored answer). */
  skip?: (request: FastifyRequest) => boolean | Promise<boolean>;
};

/**
 * A route hook that counts each call under `keyOf(request)` and answers 429 with
 * `Retry-After` past the limit. Put it after the hooks that establish who calls (auth, access)
 * and, as an onRequest hook, before the body is read, so a refused upload costs nothing.
 */
export function rateLimitHook(
  limiter: RateLimiter,
  limit: RouteLimit,
  keyOf: (request: FastifyRequest) => string | null,
  options: RateLimitHookOptions = {},
) {
  return async (request: FastifyRequest): Promise<void> => {
    const who = keyOf(request);
    if (who === null) return;
    if (options.skip && (await options.skip(request))) return;
    const taken = await limiter.take(
      [{ key: `${limit.name}:${who}`, limit: limit.limit, windowMs: limit.windowMs }],
      { eventId: options.eventIdOf?.(request) },
    );
    if (!taken.ok) throw new TooManyRequestsError(taken.retryAfterSeconds, limit.what);
  };
}
