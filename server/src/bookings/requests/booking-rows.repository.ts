/**
 * The rows of the booking tables and the names a list of them shows (options, media, seller
 * accounts, buyers, current orders), read in a few queries per list (issue 37).
 */
import type { Selectable } from 'kysely';
import type { BookingEvent, BookingHold, BookingRequest } from 'shared-domain';
import type { Executor } from '../../db/database';
import type {
  BookingEventTable, BookingHoldTable, BookingRequestTable, InsertionOrderSignatureTable, InsertionOrderTable,
} from '../../db/schema-bookings';
import {
  companyOf, eventOf, holdOf, MARKETPLACE_SELLER, requestOf, UNKNOWN_OPTION, type OptionNames, type RequestNames,
} from './booking-rows';

export type RequestRow = Selectable<BookingRequestTable>;
export type HoldRow = Selectable<BookingHoldTable>;
export type OrderRow = Selectable<InsertionOrderTable>;
export type SignatureRow = Selectable<InsertionOrderSignatureTable>;
export type EventRow = Selectable<BookingEventTable>;

/** The names of options (by id), read in two queries. */
export async function optionNames(db: Executor, optionIds: readonly string[]): Promise<Map<string, OptionNames>> {
  const ids = [...new Set(optionIds)];
  const out = new Map<string, OptionNames>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('media_options as o')
    .innerJoin('media as m', 'm.id', 'o.media_id')
    .select(['o.id as id', 'o.name as optionName', 'm.name as mediaName', 'm.category as category', 'm.city as city'])
    .where('o.id', 'in', ids)
    .execute();
  for (const r of rows) out.set(r.id, { optionName: r.optionName, mediaName: r.mediaName, category: r.category, city: r.city });
  return out;
}

/** Every request's names, for a list (options, seller accounts, buyers, current orders in four queries). */
export async function namesForRequests(db: Executor, rows: readonly RequestRow[]): Promise<Map<string, RequestNames>> {
  const out = new Map<string, RequestNames>();
  if (rows.length === 0) return out;
  const options = await optionNames(db, rows.map((r) => r.option_id));
  const sellerIds = [...new Set(rows.map((r) => r.seller_id).filter((s): s is string => s !== null))];
  const sellers = sellerIds.length ? await db.selectFrom('seller_accounts').select(['id', 'name']).where('id', 'in', sellerIds).execute() : [];
  const buyerIds = [...new Set(rows.map((r) => r.buyer_id))];
  const buyers = await db.selectFrom('users').select(['id', 'name', 'agency_details_json']).where('id', 'in', buyerIds).execute();
  const orders = await db
    .selectFrom('insertion_orders').select(['id', 'request_id'])
    .where('request_id', 'in', rows.map((r) => r.id)).where('status', '!=', 'superseded')
    .execute();
  const sellerName = new Map(sellers.map((s) => [s.id, s.name]));
  const buyer = new Map(buyers.map((b) => [b.id, { name: b.name, company: companyOf(b.agency_details_json) }]));
  const order = new Map(orders.map((o) => [o.request_id, o.id]));
  for (const r of rows) {
    out.set(r.id, {
      ...(options.get(r.option_id) ?? UNKNOWN_OPTION),
      sellerName: r.seller_id ? sellerName.get(r.seller_id) ?? 'Seller' : MARKETPLACE_SELLER,
      buyer: buyer.get(r.buyer_id) ?? { name: 'Buyer', company: null },
      orderId: order.get(r.id) ?? null,
    });
  }
  return out;
}

/** Requests as the routes answer them, in the order given. */
export async function requestsOf(db: Executor, rows: readonly RequestRow[], now: Date): Promise<BookingRequest[]> {
  const names = await namesForRequests(db, rows);
  return rows.map((r) => requestOf(r, names.get(r.id)!, now));
}

/** Holds as the routes answer them, in the order given. */
export async function holdsOf(db: Executor, rows: readonly HoldRow[], now: Date): Promise<BookingHold[]> {
  if (rows.length === 0) return [];
  const options = await optionNames(db, rows.map((r) => r.option_id));
  const requests = await db.selectFrom('booking_requests').select(['id', 'hold_id']).where('hold_id', 'in', rows.map((r) => r.id)).execute();
  const requestOfHold = new Map(requests.map((r) => [r.hold_id, r.id]));
  return rows.map((r) => holdOf(r, { ...(options.get(r.option_id) ?? UNKNOWN_OPTION), requestId: requestOfHold.get(r.id) ?? null }, now));
}

/** The holds of these ids, or a user's (of one campaign when named), newest first, as the routes answer them. */
export async function readHolds(db: Executor, filter: { ids?: readonly string[]; userId?: string; campaignId?: string }, now: Date): Promise<BookingHold[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  let query = db.selectFrom('booking_holds').selectAll();
  if (filter.ids) query = query.where('id', 'in', filter.ids);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.campaignId !== undefined) query = query.where('campaign_id', '=', filter.campaignId);
  return holdsOf(db, await query.orderBy('created_at', 'desc').orderBy('id').execute(), now);
}

/** The requests of these ids, newest first, as the routes answer them. */
export async function readRequests(db: Executor, ids: readonly string[], now: Date): Promise<BookingRequest[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('booking_requests').selectAll().where('id', 'in', ids).orderBy('sent_at', 'desc').orderBy('id', 'desc').execute();
  return requestsOf(db, rows, now);
}

/** Trail entries as the routes answer them, in the order given. */
export async function eventsOf(db: Executor, rows: readonly EventRow[]): Promise<BookingEvent[]> {
  const actorIds = [...new Set(rows.map((r) => r.actor_id).filter((a): a is string => a !== null))];
  const actors = actorIds.length ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', actorIds).execute() : [];
  const name = new Map(actors.map((a) => [a.id, a.name]));
  return rows.map((r) => eventOf(r, r.actor_id ? name.get(r.actor_id) ?? null : null));
}
