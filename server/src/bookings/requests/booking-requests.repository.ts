/**
 * The answers to a booking request (issue 37), one transaction each with the trail's entries:
 * the seller side views, accepts (hold confirmed, insertion order v1), declines with a reason
 * (hold released) or counters (the hold kept until the buyer's deadline); the buyer answers a
 * counter (yes: new terms re-checked against availability, the campaign line's rate follows,
 * order v1; no: declined, hold released). An answer after the deadline is refused with 409 and
 * the request is marked expired (its hold too).
 */
import {
  amountsForTerms, checkCounterNote, checkDeclineReason, checkRequestAction, checkTermsChange, counteredTerms, counterOf, holdExpiresAt,
  indiaDay, isStaff, type BookingAmounts, type BookingRequest, type BookingRequestStatus, type BookingCounter, type RequestAction, type TermsChange,
} from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import type { Db, Tx } from '../../db/database';
import { ConflictError, FieldsError, NotFoundError } from '../../errors';
import { authorizeCampaign } from '../../campaigns/campaign.access';
import { loadCampaign } from '../../campaigns/campaign-store.repository';
import { NotASellerError } from '../../seller/seller-scope';
import { recordBookingEvent } from '../booking-events.repository';
import { issueOrderVersion } from '../orders/order-versions.repository';
import { counterOfRow, holdStatusOfRow, requestDeadlineOfRow, requestStatusOfRow, type HoldRow, type RequestRow } from './booking-rows.repository';
import { setLineAgencyRate } from './campaign-line.repository';
import { NO_REQUEST, requireBuyer, requireSellerSide, requireVisible, sellerSideRole, type BookingRelation } from './request-access';
import { findHold, lockRequest, relationTo, termsOfRow } from './request-store.repository';
import { holdHoursOf } from '../availability/availability.repository';
import { sellerIdOfUser } from '../availability/option-facts.repository';
import { checkUnitsFree } from '../availability/units-free.repository';
import { readRequests, requestsOf } from './booking-rows.repository';

type Step<T> = { kind: 'done'; value: T } | { kind: 'expired'; message: string };

/** What an answer changed: the request, and the order it issued (if any). */
export type AnswerResult = { requestId: string; buyerId: string; orderId: string | null; orderNumber: string | null };

const HOLD_GONE = 'The hold on these units is no longer active (released or expired): this request cannot be accepted';

/** Marks a request nobody answered in time expired, with its active hold, and tells the trail. */
async function markExpired(tx: Tx, row: RequestRow, at: Date): Promise<void> {
  if (!['sent', 'viewed', 'countered'].includes(row.status)) return;
  await tx.updateTable('booking_requests').set({ status: 'expired', updated_at: at.toISOString() }).where('id', '=', row.id).execute();
  if (row.hold_id) {
    await tx.updateTable('booking_holds').set({ status: 'expired', updated_at: at.toISOString() })
      .where('id', '=', row.hold_id).where('status', '=', 'active').execute();
  }
  await recordBookingEvent(tx, at, {
    action: 'request.expired', role: 'system', actorId: null, campaignId: row.campaign_id, holdId: row.hold_id, requestId: row.id,
    detail: { deadline: requestDeadlineOfRow(row) },
  });
}

/** The request's live hold, confirmed with `terms` days and units (409 when it lapsed or was released). */
async function confirmHold(tx: Tx, row: RequestRow, at: Date, role: 'buyer' | 'seller' | 'staff', actorId: string, terms = termsOfRow(row)): Promise<HoldRow | null> {
  const hold = await findHold(tx, row.hold_id);
  if (!hold) return null;
  if (holdStatusOfRow(hold, at) !== 'active') throw new ConflictError(HOLD_GONE);
  await tx.updateTable('booking_holds')
    .set({ status: 'confirmed', expires_at: null, start_day: terms.from, end_day: terms.to, units: terms.units, updated_at: at.toISOString() })
    .where('id', '=', hold.id).execute();
  await recordBookingEvent(tx, at, { action: 'hold.confirmed', role, actorId, campaignId: row.campaign_id, holdId: hold.id, requestId: row.id });
  return hold;
}

/** Releases the request's hold if it is still active. */
async function releaseHold(tx: Tx, row: RequestRow, at: Date, role: 'buyer' | 'seller' | 'staff', actorId: string): Promise<void> {
  const hold = await findHold(tx, row.hold_id);
  if (!hold || holdStatusOfRow(hold, at) !== 'active') return;
  await tx.updateTable('booking_holds').set({ status: 'released', updated_at: at.toISOString() }).where('id', '=', hold.id).execute();
  await recordBookingEvent(tx, at, { action: 'hold.released', role, actorId, campaignId: row.campaign_id, holdId: hold.id, requestId: row.id });
}

/** Issues order v1 of the request as it now stands. */
async function firstOrder(tx: Tx, id: string, at: Date, role: 'buyer' | 'seller' | 'staff', actorId: string): Promise<AnswerResult> {
  const current = await lockRequest(tx, id);
  const order = await issueOrderVersion(tx, current, { version: 1, at, actorId, role });
  return { requestId: id, buyerId: current.buyer_id, orderId: order.id, orderNumber: order.number };
}

type AnswerStep<T> = (tx: Tx, row: RequestRow, relation: BookingRelation, at: Date) => Promise<T>;

/**
 * Runs `fn` in one transaction once the caller is on `side` of the request and `action` is
 * allowed now; past the deadline the request is marked expired (kept) and the answer is 409.
 */
async function answerIn<T>(
  db: Db, now: () => Date, { id, user, side, action }: { id: string; user: SessionUser; side: 'seller' | 'buyer'; action: RequestAction }, fn: AnswerStep<T>,
): Promise<T> {
  const step = await db.transaction().execute(async (tx): Promise<Step<T>> => {
    const row = await lockRequest(tx, id);
    const relation = await relationTo(tx, user, row);
    if (side === 'seller') requireSellerSide(relation);
    else requireBuyer(relation);
    const at = now();
    const check = checkRequestAction({ status: row.status as BookingRequestStatus, respondBy: row.respond_by, counter: counterOfRow(row) }, action, at);
    if (!check.ok && check.reason === 'expired') {
      await markExpired(tx, row, at);
      return { kind: 'expired', message: check.message };
    }
    if (!check.ok) throw new ConflictError(check.message);
    return { kind: 'done', value: await fn(tx, row, relation, at) };
  });
  if (step.kind === 'expired') throw new ConflictError(step.message);
  return step.value;
}

export function createRequestActions(db: Db, now: () => Date) {
  const answer = <T>(id: string, user: SessionUser, side: 'seller' | 'buyer', action: RequestAction, fn: AnswerStep<T>): Promise<T> =>
    answerIn(db, now, { id, user, side, action }, fn);

  return {
    /** The seller side opened the request: viewed_at once (sent → viewed); later calls change nothing. */
    async viewed(id: string, user: SessionUser): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const row = await lockRequest(tx, id);
        const relation = await relationTo(tx, user, row);
        requireSellerSide(relation);
        if (row.viewed_at !== null) return;
        const at = now();
        const status = row.status === 'sent' && requestStatusOfRow(row, at) === 'sent' ? 'viewed' : row.status;
        await tx.updateTable('booking_requests').set({ viewed_at: at.toISOString(), status, updated_at: at.toISOString() }).where('id', '=', id).execute();
        await recordBookingEvent(tx, at, {
          action: 'request.viewed', role: sellerSideRole(row), actorId: user._id, campaignId: row.campaign_id, holdId: row.hold_id, requestId: id,
        });
      });
    },

    /** Accepts the request as sent: hold confirmed, insertion order v1. */
    accept(id: string, user: SessionUser): Promise<AnswerResult> {
      return answer(id, user, 'seller', 'accept', async (tx, row, _relation, at) => {
        const role = sellerSideRole(row);
        await tx.updateTable('booking_requests')
          .set({ status: 'accepted', answered_at: at.toISOString(), answered_by: user._id, updated_at: at.toISOString() })
          .where('id', '=', id).execute();
        await recordBookingEvent(tx, at, { action: 'request.accepted', role, actorId: user._id, campaignId: row.campaign_id, holdId: row.hold_id, requestId: id });
        await confirmHold(tx, row, at, role, user._id);
        return firstOrder(tx, id, at, role, user._id);
      });
    },

    /** Declines with a reason (400 naming `reason`, nothing written); the hold is released. */
    decline(id: string, user: SessionUser, rawReason: string | undefined): Promise<AnswerResult> {
      const reason = checkDeclineReason(rawReason);
      if (!reason.ok) throw new FieldsError({ [reason.field]: reason.message });
      return answer(id, user, 'seller', 'decline', async (tx, row, _relation, at) => {
        const role = sellerSideRole(row);
        await tx.updateTable('booking_requests')
          .set({ status: 'declined', decline_reason: reason.value, answered_at: at.toISOString(), answered_by: user._id, updated_at: at.toISOString() })
          .where('id', '=', id).execute();
        await recordBookingEvent(tx, at, {
          action: 'request.declined', role, actorId: user._id, campaignId: row.campaign_id, holdId: row.hold_id, requestId: id, detail: { reason: reason.value },
        });
        await releaseHold(tx, row, at, role, user._id);
        return { requestId: id, buyerId: row.buyer_id, orderId: null, orderNumber: null };
      });
    },

    /** Counters with other terms; the hold is kept until the buyer's deadline (now + the option's hold hours). */
    counter(id: string, user: SessionUser, change: TermsChange & { note?: string }): Promise<AnswerResult> {
      const note = checkCounterNote(change.note);
      if (!note.ok) throw new FieldsError({ [note.field]: note.message });
      return answer(id, user, 'seller', 'counter', async (tx, row, _relation, at) => {
        const current = termsOfRow(row);
        const next = checkTermsChange({ rate: change.rate, from: change.from, to: change.to, units: change.units }, current, indiaDay(at));
        if (!next.ok) throw new FieldsError({ [next.field]: next.message });
        const counter: BookingCounter = counterOf(current, next.value, note.value, holdExpiresAt(at, (await holdHoursOf(tx, [row.option_id])).get(row.option_id)!));
        const role = sellerSideRole(row);
        await tx.updateTable('booking_requests')
          .set({ status: 'countered', counter_json: JSON.stringify(counter), answered_at: at.toISOString(), answered_by: user._id, updated_at: at.toISOString() })
          .where('id', '=', id).execute();
        if (row.hold_id) {
          await tx.updateTable('booking_holds').set({ expires_at: counter.respondBy, updated_at: at.toISOString() })
            .where('id', '=', row.hold_id).where('status', '=', 'active').execute();
        }
        await recordBookingEvent(tx, at, {
          action: 'request.countered', role, actorId: user._id, campaignId: row.campaign_id, holdId: row.hold_id, requestId: id,
          detail: { ...counter, from: next.value.from, to: next.value.to },
        });
        return { requestId: id, buyerId: row.buyer_id, orderId: null, orderNumber: null };
      });
    },

    /** The buyer's yes (new terms, re-checked; order v1) or no (declined, hold released) to a counter. */
    counterAnswer(id: string, user: SessionUser, accept: boolean): Promise<AnswerResult> {
      return answer(id, user, 'buyer', 'counter-answer', async (tx, row, _relation, at) => {
        const atIso = at.toISOString();
        if (!accept) {
          await tx.updateTable('booking_requests').set({ status: 'declined', buyer_answered_at: atIso, updated_at: atIso }).where('id', '=', id).execute();
          await recordBookingEvent(tx, at, { action: 'request.counter-declined', role: 'buyer', actorId: user._id, campaignId: row.campaign_id, holdId: row.hold_id, requestId: id });
          await releaseHold(tx, row, at, 'buyer', user._id);
          return { requestId: id, buyerId: row.buyer_id, orderId: null, orderNumber: null };
        }
        const current = termsOfRow(row);
        const terms = counteredTerms(current, counterOfRow(row) ?? { respondBy: row.respond_by });
        await checkUnitsFree(tx, row.option_id, terms, at, { exceptHoldId: row.hold_id });
        const amounts = amountsForTerms(JSON.parse(row.amounts_json) as BookingAmounts, current, terms);
        await tx.updateTable('booking_requests')
          .set({
            status: 'accepted', buyer_answered_at: atIso, updated_at: atIso, start_day: terms.from, end_day: terms.to, units: terms.units,
            rate: terms.rate, amounts_json: JSON.stringify(amounts),
          })
          .where('id', '=', id).execute();
        await recordBookingEvent(tx, at, {
          action: 'request.counter-accepted', role: 'buyer', actorId: user._id, campaignId: row.campaign_id, holdId: row.hold_id, requestId: id, detail: { ...terms },
        });
        await confirmHold(tx, row, at, 'buyer', user._id, terms);
        if (terms.rate !== current.rate && row.campaign_id && row.line_id) {
          await setLineAgencyRate(tx, row.campaign_id, row.line_id, user._id, terms.rate, at);
        }
        return firstOrder(tx, id, at, 'buyer', user._id);
      });
    },
  };
}

export type RequestActions = ReturnType<typeof createRequestActions>;

const LIST_LIMIT = 500;

/** The seller's inbox, newest first: the caller's account's requests, and for staff those with no seller (404 not_a_seller for anyone else). */
export async function sellerInbox(db: Db, user: SessionUser, status: BookingRequestStatus | undefined, now: Date): Promise<BookingRequest[]> {
  const sellerId = await sellerIdOfUser(db, user._id);
  const staff = isStaff(user);
  if (!sellerId && !staff) throw new NotASellerError();
  const rows = await db.selectFrom('booking_requests').selectAll()
    .where((eb) => eb.or([...(sellerId ? [eb('seller_id', '=', sellerId)] : []), ...(staff ? [eb('seller_id', 'is', null)] : [])]))
    .orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();
  const requests = await requestsOf(db, rows, now);
  return status ? requests.filter((r) => r.status === status) : requests;
}

/** The caller's requests as the buyer, or a campaign's for its readers (404/403 as the campaign check says), newest first. */
export async function buyerRequests(db: Db, user: SessionUser, campaignId: string | null, now: Date): Promise<BookingRequest[]> {
  let query = db.selectFrom('booking_requests').selectAll();
  if (campaignId) {
    authorizeCampaign(user, await loadCampaign(db, campaignId, user._id, false), 'read');
    query = query.where('campaign_id', '=', campaignId);
  } else {
    query = query.where('buyer_id', '=', user._id);
  }
  const rows = await query.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();
  return requestsOf(db, rows, now);
}

/** One request as the routes answer it (404 when there is none). */
export async function requestOfId(db: Db, id: string, now: Date): Promise<BookingRequest> {
  const [request] = await readRequests(db, [id], now);
  if (!request) throw new NotFoundError(NO_REQUEST);
  return request;
}

/** One request for `user`: its buyer, its seller side or staff (404 for anyone else, as if it did not exist). */
export async function visibleRequest(db: Db, id: string, user: SessionUser, now: Date): Promise<BookingRequest> {
  const row = await db.selectFrom('booking_requests').select(['buyer_id', 'seller_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(NO_REQUEST);
  requireVisible(await relationTo(db, user, row));
  return requestOfId(db, id, now);
}

/** The contact e-mail of the request's seller account (null for the marketplace's own catalogue, or without one). */
export async function sellerEmailOfRequest(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('booking_requests as r').innerJoin('seller_accounts as s', 's.id', 'r.seller_id')
    .select('s.contact_email').where('r.id', '=', id).executeTakeFirst();
  return row?.contact_email ?? null;
}
