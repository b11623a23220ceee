/**
 * The rows of the booking tables as the routes answer them (issue 37): `BookingRequest`,
 * `BookingHold`, `InsertionOrder` and `BookingEvent` from their table rows and the names they
 * show (options, media, seller accounts, buyers, current orders), read in a few queries for a
 * whole list. States that lapse are read at `now` (shared-domain rules).
 */
import type { Selectable } from 'kysely';
import {
  holdStatusAt, requestDeadline, requestStatusAt, SITE_NAME, type BookingAmounts, type BookingCounter, type BookingEvent, type BookingEventRole, type BookingHold,
  type BookingRequest, type BookingRequestStatus, type HoldStatus, type InsertionOrder, type InsertionOrderContent, type InsertionOrderStatus,
  type OrderSignature, type SignatureSide,
} from 'shared-domain';
import type { Executor } from '../../db/database';
import type {
  BookingEventTable, BookingHoldTable, BookingRequestTable, InsertionOrderSignatureTable, InsertionOrderTable,
} from '../../db/schema-bookings';
import { eventSummary } from './event-summary';

export type RequestRow = Selectable<BookingRequestTable>;
export type HoldRow = Selectable<BookingHoldTable>;
export type OrderRow = Selectable<InsertionOrderTable>;
export type SignatureRow = Selectable<InsertionOrderSignatureTable>;
export type EventRow = Selectable<BookingEventTable>;


/** The seller's name of the marketplace's own catalogue (staff answer its requests). */
export const MARKETPLACE_SELLER = SITE_NAME;

/** The option as a booking shows it. */
export type OptionNames = { optionName: string; mediaName: string; category: string; city: string };

/** What a request shows beside its row. */
export type RequestNames = OptionNames & {
  sellerName: string;
  buyer: { name: string; company: string | null };
  /** The current insertion order, once accepted. */
  orderId: string | null;
};

export const UNKNOWN_OPTION: OptionNames = { optionName: 'Media option', mediaName: 'Media', category: '', city: '' };

/** The counter stored on a request (null for none). */
export function counterOfRow(row: Pick<RequestRow, 'counter_json'>): BookingCounter | null {
  return row.counter_json ? (JSON.parse(row.counter_json) as BookingCounter) : null;
}

/** The stored status of a request as read at `now` (expired past its deadline). */
export function requestStatusOfRow(row: Pick<RequestRow, 'status' | 'respond_by' | 'counter_json'>, now: Date): BookingRequestStatus {
  return requestStatusAt({ status: row.status as BookingRequestStatus, respondBy: row.respond_by, counter: counterOfRow(row) }, now);
}

/** Whoever must answer now's deadline (the seller's, or the buyer's on a counter); null once answered. */
export function requestDeadlineOfRow(row: Pick<RequestRow, 'status' | 'respond_by' | 'counter_json'>): string | null {
  return requestDeadline({ status: row.status as BookingRequestStatus, respondBy: row.respond_by, counter: counterOfRow(row) });
}

/** A request as the routes answer it. */
export function requestOf(row: RequestRow, names: RequestNames, now: Date): BookingRequest {
  return {
    _id: row.id,
    holdId: row.hold_id,
    optionId: row.option_id,
    mediaId: row.media_id,
    optionName: names.optionName,
    mediaName: names.mediaName,
    category: names.category,
    city: names.city,
    sellerName: names.sellerName,
    buyer: names.buyer,
    campaignId: row.campaign_id,
    lineId: row.line_id,
    from: row.start_day,
    to: row.end_day,
    units: Number(row.units),
    rate: Number(row.rate),
    amounts: JSON.parse(row.amounts_json) as BookingAmounts,
    status: requestStatusOfRow(row, now),
    sentAt: row.sent_at,
    respondBy: row.respond_by,
    viewedAt: row.viewed_at,
    answeredAt: row.answered_at,
    declineReason: row.decline_reason,
    counter: counterOfRow(row),
    buyerAnsweredAt: row.buyer_answered_at,
    orderId: names.orderId,
  };
}

/** A hold's status at `now` (shared-domain `holdStatusAt`: an active hold past its expiry is expired). */
export function holdStatusOfRow(row: Pick<HoldRow, 'status' | 'expires_at'>, now: Date): HoldStatus {
  return holdStatusAt(row.status as HoldStatus, row.expires_at, now);
}

/** A hold as the routes answer it (`requestId`: the request made from it). */
export function holdOf(row: HoldRow, names: OptionNames & { requestId: string | null }, now: Date): BookingHold {
  const status = holdStatusOfRow(row, now);
  return {
    _id: row.id,
    optionId: row.option_id,
    mediaId: row.media_id,
    optionName: names.optionName,
    mediaName: names.mediaName,
    from: row.start_day,
    to: row.end_day,
    units: Number(row.units),
    status,
    expiresAt: status === 'confirmed' ? null : row.expires_at,
    campaignId: row.campaign_id,
    lineId: row.line_id,
    bagItemId: row.bag_item_id,
    requestId: names.requestId,
    createdAt: row.created_at,
  };
}

export function signatureOfRow(row: SignatureRow): OrderSignature {
  return {
    _id: row.id, side: row.side as SignatureSide, name: row.name, userId: row.user_id, sha256: row.sha256, signedAt: row.signed_at, withdrawnAt: row.withdrawn_at,
  };
}

/** An order version as the routes answer it, with its signatures (oldest first) and the sides the caller may sign now. */
export function orderOf(row: Omit<OrderRow, 'pdf'>, signatures: readonly SignatureRow[], canSignAs: SignatureSide[]): InsertionOrder {
  return {
    _id: row.id,
    requestId: row.request_id,
    campaignId: row.campaign_id,
    version: Number(row.version),
    status: row.status as InsertionOrderStatus,
    sha256: row.sha256,
    createdAt: row.created_at,
    content: JSON.parse(row.content_json) as InsertionOrderContent,
    signatures: [...signatures].sort((a, b) => a.signed_at.localeCompare(b.signed_at)).map(signatureOfRow),
    canSignAs,
  };
}

/** An audit-trail entry, with the sentence the trail shows. */
export function eventOf(row: EventRow, actorName: string | null): BookingEvent {
  const role = row.actor_role as BookingEventRole;
  const name = role === 'system' ? MARKETPLACE_SELLER : actorName ?? 'Someone';
  const detail = JSON.parse(row.detail_json) as Record<string, unknown>;
  return {
    _id: row.id,
    at: row.at,
    actor: { id: row.actor_id, name, role },
    action: row.action,
    summary: eventSummary(row.action, name, detail),
    holdId: row.hold_id,
    requestId: row.request_id,
    orderId: row.order_id,
    invoiceId: row.invoice_id,
  };
}

/** The buyer's company: the agency name of their agency details, if any. */
export function companyOf(agencyDetailsJson: string | null): string | null {
  if (!agencyDetailsJson) return null;
  const details = JSON.parse(agencyDetailsJson) as Record<string, unknown>;
  return typeof details.agencyName === 'string' && details.agencyName.trim() ? details.agencyName.trim() : null;
}

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
