import { randomBytes } from 'node:crypto';
import type { BookingEventRole } from 'shared-domain';
import type { Executor } from '../db/database';

/** One entry of a booking's audit trail: who (`actorId`, `role`) did `action` to which hold, request, order or invoice. */
export type BookingEventInput = {
  action: string;
  role: BookingEventRole;
  actorId: string | null;
  campaignId?: string | null;
  holdId?: string | null;
  requestId?: string | null;
  orderId?: string | null;
  invoiceId?: string | null;
  /** What the trail needs to tell it (names, dates, the hash signed, a reason). */
  detail?: Record<string, unknown>;
};

/** Writes the entry in the caller's transaction, so the trail never tells of a change that did not happen. */
export async function recordBookingEvent(db: Executor, at: Date, event: BookingEventInput): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await db
    .insertInto('booking_events')
    .values({
      id,
      campaign_id: event.campaignId ?? null,
      hold_id: event.holdId ?? null,
      request_id: event.requestId ?? null,
      order_id: event.orderId ?? null,
      invoice_id: event.invoiceId ?? null,
      actor_id: event.actorId,
      actor_role: event.role,
      action: event.action,
      detail_json: JSON.stringify(event.detail ?? {}),
      at: at.toISOString(),
    })
    .execute();
  return id;
}
