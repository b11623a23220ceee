import { createHash } from 'node:crypto';
import type { Db, Tx } from './database';
import { ConflictError } from '../errors';

/** How long an `Idempotency-Key` is remembered (API.md: a repeat within 24 h replays). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyRequest = {
  userId: string;
  /** The route, e.g. 'POST /campaigns/brief': keys are per user and route. */
  route: string;
  /** The header's value; undefined runs the work without a key. */
  key: string | undefined;
  /** Anything that identifies what the request does: a key reused with another is a 409. */
  fingerprint: unknown;
};

/** Thrown inside the transaction to roll it back when another request holds the key. */
class KeyAlreadyUsed extends Error {}

function sha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value) ?? 'undefined', 'utf8').digest('hex');
}

/**
 * Runs `work` in one transaction, at most once per (user, route, key) within 24 h. The key
 * is claimed by the transaction's first write: a concurrent twin blocks on it until the
 * first commits, then writes nothing and answers what the first stored (its `result`, which
 * must be JSON). If the first fails, nothing is kept and a repeat runs afresh. A key reused
 * for a different request (another fingerprint) is a 409.
 */
export async function runIdempotent<R>(
  db: Db, now: Date, request: IdempotencyRequest, work: (tx: Tx) => Promise<R>,
): Promise<{ result: R; replayed: boolean }> {
  const { userId, route, key } = request;
  if (key === undefined) return { result: await db.transaction().execute(work), replayed: false };
  const requestHash = sha256(request.fingerprint);
  try {
    return await db.transaction().execute(async (tx) => {
      // Keys older than 24 h are forgotten (this user's and route's only, so the cost stays bounded).
      await tx.deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('route', '=', route)
        .where('created_at', '<=', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
        .execute();
      const claimed = await tx.insertInto('idempotency_keys')
        .values({ user_id: userId, route, key, request_hash: requestHash, response_json: '{}', created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'route', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) throw new KeyAlreadyUsed();
      const result = await work(tx);
      await tx.updateTable('idempotency_keys')
        .set({ response_json: JSON.stringify(result) })
        .where('user_id', '=', userId)
        .where('route', '=', route)
        .where('key', '=', key)
        .execute();
      return { result, replayed: false };
    });
  } catch (err) {
    if (!(err instanceof KeyAlreadyUsed)) throw err;
    const row = await db.selectFrom('idempotency_keys')
      .select(['request_hash', 'response_json'])
      .where('user_id', '=', userId)
      .where('route', '=', route)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (row.request_hash !== requestHash) {
      throw new ConflictError('This Idempotency-Key was already used for a different request; use a new key');
    }
    return { result: JSON.parse(row.response_json) as R, replayed: true };
  }
}

/**
 * True when the request with `key` already has its answer stored (a repeat will replay it):
 * limits use it so a replay is never counted or refused. A request still running stores '{}'
 * until it commits; its twins are counted once by the limiter's event id.
 */
export async function hasStoredAnswer(db: Db, now: Date, userId: string, route: string, key: string): Promise<boolean> {
  const row = await db.selectFrom('idempotency_keys')
    .select('key')
    .where('user_id', '=', userId)
    .where('route', '=', route)
    .where('key', '=', key)
    .where('created_at', '>', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
    .where('response_json', '<>', '{}')
    .executeTakeFirst();
  return row !== undefined;
}
