/**
 * One rate limiter for every limit of the server (code sends, campaign saves, uploads, and
 * later leads and chat). Two stores implement it: the database (database-rate-limiter.repository.ts),
 * and Redis when REDIS_URL is set (redis-rate-limiter.ts). Both count in a sliding window and
 * hold across instances, because the counters live in the shared store, never in memory.
 */

/** A growing wait: once `after` events are in the window, each further one needs a longer gap. */
export type Backoff = {
  /** Events in the window that need no gap. */
  after: number;
  /** The gap before the first event past `after`; it doubles with each further one. 0 = no growing wait. */
  baseMs: number;
  /** The longest gap asked for. */
  maxMs: number;
};

/** At most `limit` events per `windowMs` under `key`, and optionally a growing wait between them. */
export type RateCheck = {
  key: string;
  limit: number;
  windowMs: number;
  backoff?: Backoff;
};

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type TakeOptions = {
  /**
   * Names the event (e.g. an Idempotency-Key, with the key already naming its user): an event
   * already counted under this id is let through without being counted again, so a replay is
   * neither counted nor refused while its first take is in the window.
   */
  eventId?: string;
};

export interface RateLimiter {
  /**
   * Counts one event against every check, all or nothing: when any check refuses, nothing is
   * counted (waiting shortens the lockout) and the answer says how long to wait for all to pass.
   */
  take(checks: readonly RateCheck[], options?: TakeOptions): Promise<TakeResult>;
  /** Releases the store's connection when the limiter owns one. */
  close(): Promise<void>;
}

/**
 * When an event at `nowMs` may happen given the earlier events of its key still in the window
 * (`others`, oldest first, in ms): 0 when it may now, else the first moment it may. The Redis
 * script (redis-rate-limiter.ts) applies the same rule; the contract tests run both.
 */
export function refusedUntil(others: readonly number[], check: RateCheck, nowMs: number): number {
  let until = 0;
  if (others.length >= check.limit) {
    // One more fits once all but (limit - 1) of the others have left the window.
    until = others[others.length - check.limit] + check.windowMs;
  }
  const backoff = check.backoff;
  if (backoff && backoff.baseMs > 0 && others.length >= backoff.after && others.length > 0) {
    const gap = Math.min(backoff.baseMs * 2 ** (others.length - backoff.after), backoff.maxMs);
    until = Math.max(until, others[others.length - 1] + gap);
  }
  return until > nowMs ? until : 0;
}

/** Whole seconds to wait until `untilMs`, at least 1 (the value of `Retry-After`). */
export function secondsUntil(untilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}
