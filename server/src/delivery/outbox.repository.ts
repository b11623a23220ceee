import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { DeliveryChannel, OutgoingMessage } from './message';

export type OutboxMessage = { _id: string; to: string; channel: DeliveryChannel; subject: string; text: string; createdAt: string };

/** The `outbox` table: messages kept by OTP_DELIVERY=outbox instead of being sent. */
export interface OutboxRepository {
  /** Keeps one message, stamped with the current time. */
  add(message: OutgoingMessage): Promise<void>;
  /** Messages to one address, newest first. */
  read(to: string, limit?: number): Promise<OutboxMessage[]>;
}

/** The outbox in the Kysely store; `now` stamps each message. */
export function createOutboxRepository(db: Db, now: () => Date): OutboxRepository {
  return {
    async add(message) {
      await db
        .insertInto('outbox')
        .values({ id: randomUUID(), to_address: message.to, channel: message.channel, subject: message.subject, text: message.text, created_at: now().toISOString() })
        .execute();
    },
    async read(to, limit = 50) {
      const rows = await db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('seq', 'desc').limit(limit).execute();
      return rows.map((r) => ({ _id: r.id, to: r.to_address, channel: r.channel as DeliveryChannel, subject: r.subject, text: r.text, createdAt: r.created_at }));
    },
  };
}
