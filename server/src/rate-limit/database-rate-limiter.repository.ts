import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { refusedUntil, secondsUntil, type RateLimiter } from './rate-limiter';

const iso = (ms: number): string => new Date(ms).toISOString();

/** The row id of a named event under one key: the same event counts once per key. */
function eventRowId(key: string, eventId: string): string {
  return createHash('sha256').update(`${key}\u0000${eventId}`, 'utf8').digest('hex');
}

/**
 * Rate limits kept in `rate_limit_events` (SQLite or PostgreSQL), shared by every instance on
 * the same database. Insert-then-count: each taker writes its event first, then counts the
 * others, so two concurrent takers both see each other and cannot both slip under a limit
 * (at worst both are refused). A refused take deletes its own rows again.
 */
export function createDatabaseRateLimiter(db: Db, now: () => Date): RateLimiter {
  return {
    async take(checks, options = {}) {
      if (!checks.length) return { ok: true };
      const atMs = now().getTime();
      const atIso = iso(atMs);
      await db.deleteFrom('rate_limit_events').where('expires_at', '<=', atIso).execute();
      const rows = checks.map((check) => ({
        id: options.eventId === undefined ? randomUUID() : eventRowId(check.key, options.eventId),
        key: check.key,
        at: atIso,
        expires_at: iso(atMs + check.windowMs),
      }));
      const inserted = await db
        .insertInto('rate_limit_events')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      // Every row was there already: this named event was counted before (a replay).
      if (options.eventId !== undefined && inserted.length === 0) return { ok: true };

      let untilMs = 0;
      for (const [i, check] of checks.entries()) {
        const others = await db
          .selectFrom('rate_limit_events')
          .select('at')
          .where('key', '=', check.key)
          .where('at', '>', iso(atMs - check.windowMs))
          .where('id', '<>', rows[i].id)
          .orderBy('at', 'asc')
          .execute();
        untilMs = Math.max(untilMs, refusedUntil(others.map((o) => Date.parse(o.at)), check, atMs));
      }
      if (untilMs === 0) return { ok: true };
      const mine = inserted.map((r) => r.id);
      if (mine.length) await db.deleteFrom('rate_limit_events').where('id', 'in', mine).execute();
      return { ok: false, retryAfterSeconds: secondsUntil(untilMs, atMs) };
    },

    async close() {
      // The database handle belongs to the app.
    },
  };
}
