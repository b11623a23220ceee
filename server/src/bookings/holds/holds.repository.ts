/**
 * Placing a hold (issue 37): in one transaction the option's availability rows of the range are
 * locked (PostgreSQL: FOR UPDATE; SQLite runs one transaction at a time), the checks of
 * shared-domain `holdProblems` run, what other holds take is read, and the hold, its request to
 * the seller and the trail are written. So of 50 buyers asking for the last unit at once,
 * exactly one wins; the others get 409 `taken` with the next free dates.
 */
import { randomBytes } from 'node:crypto';
import { holdExpiresAt, holdProblems, indiaDay, waitingHoldsProblem, type BookingAmounts, type BookingEventRole } from 'shared-domain';
import { recordBookingEvent } from '../booking-events.repository';
import { dialectOf, type Tx } from '../../db/database';
import { ConflictError, FieldsError } from '../../errors';
import { holdHoursOf, keptUntilOf, lockKeptDays } from '../availability/availability.repository';
import { checkUnitsFree } from '../availability/units-free.repository';
import type { OptionFacts } from '../availability/option-facts.repository';

export const newId = (): string => randomBytes(12).toString('hex');

export type HoldRequest = {
  from: string;
  to: string;
  units: number;
  bagItemId?: string | null;
  campaignId?: string | null;
  lineId?: string | null;
};

/** Who places it: the buyer the hold belongs to, and who acted (the buyer, or staff for a campaign's owner). */
export type HoldActor = { buyerId: string; actorId: string; role: BookingEventRole };

/** The buyer's holds of the option that still take units. */
async function ownLiveHolds(tx: Tx, buyerId: string, optionId: string, nowIso: string) {
  const rows = await tx.selectFrom('booking_holds').select(['start_day', 'end_day'])
    .where('user_id', '=', buyerId).where('option_id', '=', optionId)
    .where((eb) => eb.or([eb('status', '=', 'confirmed'), eb.and([eb('status', '=', 'active'), eb('expires_at', '>', nowIso)])]))
    .execute();
  return rows.map((r) => ({ from: r.start_day, to: r.end_day }));
}

/** 409 when the buyer already has the most unconfirmed holds allowed (shared-domain MAX_WAITING_HOLDS), on any option. */
async function checkWaitingHolds(tx: Tx, buyerId: string, nowIso: string): Promise<void> {
  const row = await tx.selectFrom('booking_holds').select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', buyerId).where('status', '=', 'active').where('expires_at', '>', nowIso)
    .executeTakeFirstOrThrow();
  const problem = waitingHoldsProblem(Number(row.n));
  if (problem) throw new ConflictError(problem);
}

/** Checks the hold against the option's kept days and the buyer's own holds (400 by field), then against others' (409 `taken`). */
export async function checkHold(tx: Tx, facts: OptionFacts, input: HoldRequest, buyerId: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const units = await lockKeptDays(tx, facts.optionId, input.from, input.to);
  await checkWaitingHolds(tx, buyerId, nowIso);
  const keptUntil = (await keptUntilOf(tx, [facts.optionId])).get(facts.optionId) ?? null;
  const problems = holdProblems(input, { today: indiaDay(now), unitsByDay: units, keptUntil, ownHolds: await ownLiveHolds(tx, buyerId, facts.optionId, nowIso) });
  if (Object.keys(problems).length) throw new FieldsError(problems);
  await checkUnitsFree(tx, facts.optionId, input, now, { kept: units });
}

export type WrittenRequest = { requestId: string; holdId: string | null; respondBy: string };

/** Writes the request to the seller (status sent) and its trail entry, in `tx`. */
export async function insertRequest(tx: Tx, facts: OptionFacts, input: HoldRequest & { amounts: BookingAmounts }, actor: HoldActor, holdId: string | null, respondBy: string, now: Date): Promise<string> {
  const at = now.toISOString();
  const requestId = newId();
  await tx.insertInto('booking_requests').values({
    id: requestId, hold_id: holdId, option_id: facts.optionId, media_id: facts.mediaId, seller_id: facts.sellerId, buyer_id: actor.buyerId,
    campaign_id: input.campaignId ?? null, line_id: input.lineId ?? null, start_day: input.from, end_day: input.to, units: input.units,
    rate: input.amounts.rate, amounts_json: JSON.stringify(input.amounts), status: 'sent', sent_at: at, respond_by: respondBy,
    viewed_at: null, answered_at: null, answered_by: null, decline_reason: null, counter_json: null, buyer_answered_at: null, updated_at: at,
  }).execute();
  await recordBookingEvent(tx, now, {
    action: 'request.sent', role: actor.role, actorId: actor.actorId, campaignId: input.campaignId ?? null, holdId, requestId,
    detail: { optionName: facts.optionName, mediaName: facts.mediaName, from: input.from, to: input.to, units: input.units, rate: input.amounts.rate, respondBy },
  });
  return requestId;
}

/** Places the hold and its request in `tx` (the checks first); answers their ids. */
export async function placeHoldInTx(tx: Tx, facts: OptionFacts, input: HoldRequest & { amounts: BookingAmounts }, actor: HoldActor, now: Date): Promise<WrittenRequest> {
  await checkHold(tx, facts, input, actor.buyerId, now);
  const at = now.toISOString();
  const hours = (await holdHoursOf(tx, [facts.optionId])).get(facts.optionId)!;
  const expiresAt = holdExpiresAt(now, hours);
  const holdId = newId();
  await tx.insertInto('booking_holds').values({
    id: holdId, option_id: facts.optionId, media_id: facts.mediaId, seller_id: facts.sellerId, user_id: actor.buyerId,
    campaign_id: input.campaignId ?? null, line_id: input.lineId ?? null, bag_item_id: input.bagItemId ?? null,
    start_day: input.from, end_day: input.to, units: input.units, status: 'active', expires_at: expiresAt, created_at: at, updated_at: at,
  }).execute();
  await recordBookingEvent(tx, now, {
    action: 'hold.placed', role: actor.role, actorId: actor.actorId, campaignId: input.campaignId ?? null, holdId,
    detail: { optionName: facts.optionName, mediaName: facts.mediaName, from: input.from, to: input.to, units: input.units, expiresAt },
  });
  const requestId = await insertRequest(tx, facts, input, actor, holdId, expiresAt, now);
  return { requestId, holdId, respondBy: expiresAt };
}

/**
 * Releases the buyer's active hold in `tx`: the hold is released and its waiting request
 * cancelled. 404 for a hold that is not the caller's, 409 once confirmed, expired or released.
 */
export async function releaseHoldInTx(tx: Tx, holdId: string, userId: string, now: Date): Promise<'released' | 'confirmed' | 'expired' | 'gone' | 'missing'> {
  // The lock order of every booking write on PostgreSQL: the request first, then the hold (as a seller's answer takes them).
  if (dialectOf(tx) === 'postgres') {
    await tx.selectFrom('booking_requests').select('id').where('hold_id', '=', holdId).orderBy('id').forUpdate().execute();
  }
  let q = tx.selectFrom('booking_holds').select(['id', 'status', 'expires_at', 'campaign_id']).where('id', '=', holdId).where('user_id', '=', userId);
  if (dialectOf(tx) === 'postgres') q = q.forUpdate();
  const hold = await q.executeTakeFirst();
  if (!hold) return 'missing';
  if (hold.status === 'confirmed') return 'confirmed';
  if (hold.status !== 'active') return 'gone';
  const at = now.toISOString();
  if (hold.expires_at !== null && hold.expires_at <= at) {
    await tx.updateTable('booking_holds').set({ status: 'expired', updated_at: at }).where('id', '=', holdId).execute();
    await recordBookingEvent(tx, now, { action: 'hold.expired', role: 'system', actorId: null, campaignId: hold.campaign_id, holdId, detail: { expiresAt: hold.expires_at } });
    return 'expired';
  }
  await tx.updateTable('booking_holds').set({ status: 'released', updated_at: at }).where('id', '=', holdId).execute();
  const requests = await tx.selectFrom('booking_requests').select('id').where('hold_id', '=', holdId).where('status', 'in', ['sent', 'viewed', 'countered']).execute();
  if (requests.length) {
    await tx.updateTable('booking_requests').set({ status: 'cancelled', updated_at: at }).where('id', 'in', requests.map((r) => r.id)).execute();
  }
  await recordBookingEvent(tx, now, { action: 'hold.released', role: 'buyer', actorId: userId, campaignId: hold.campaign_id, holdId, requestId: requests[0]?.id ?? null });
  return 'released';
}
