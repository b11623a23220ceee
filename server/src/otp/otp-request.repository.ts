import type { Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { OtpRequestTable } from '../db/schema';

/** A stored one-time code request (codes hashed). */
export type OtpRequestRow = Selectable<OtpRequestTable>;

/** A new request: it starts pending, with no try taken. */
export type NewOtpRequest = Omit<OtpRequestRow, 'attempts' | 'status'>;

/** The `otp_requests` table. */
export interface OtpRequestRepository {
  /** Removes the requests that expired before `before` (ISO time). */
  removeExpired(before: string): Promise<void>;
  insert(request: NewOtpRequest): Promise<void>;
  find(id: string): Promise<OtpRequestRow | null>;
  /** Marks a request failed (not delivered) or dead (too many wrong tries). */
  setStatus(id: string, status: 'failed' | 'dead'): Promise<void>;
  /**
   * Takes one try of a pending, unexpired request with tries left, atomically (parallel
   * guesses cannot exceed `maxTries`); the tries taken so far, or null when none was left.
   */
  takeTry(id: string, at: string, maxTries: number): Promise<number | null>;
  /** Marks a pending request used; false when someone else used it first. */
  consume(id: string): Promise<boolean>;
}

/** One-time code requests in the Kysely store or in one of its transactions. */
export function createOtpRequestRepository(db: Executor): OtpRequestRepository {
  return {
    async removeExpired(before) {
      await db.deleteFrom('otp_requests').where('expires_at', '<', before).execute();
    },
    async insert(request) {
      await db
        .insertInto('otp_requests')
        .values({
          id: request.id,
          purpose: request.purpose,
          user_id: request.user_id,
          phone: request.phone,
          email: request.email,
          phone_code_hash: request.phone_code_hash,
          email_code_hash: request.email_code_hash,
          attempts: 0,
          status: 'pending',
          ip: request.ip,
          created_at: request.created_at,
          expires_at: request.expires_at,
        })
        .execute();
    },
    async find(id) {
      return (await db.selectFrom('otp_requests').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },
    async setStatus(id, status) {
      await db.updateTable('otp_requests').set({ status }).where('id', '=', id).execute();
    },
    async takeTry(id, at, maxTries) {
      const taken = await db
        .updateTable('otp_requests')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('attempts', '<', maxTries)
        .where('expires_at', '>', at)
        .returning(['attempts'])
        .executeTakeFirst();
      return taken ? Number(taken.attempts) : null;
    },
    async consume(id) {
      const result = await db
        .updateTable('otp_requests')
        .set({ status: 'used' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
