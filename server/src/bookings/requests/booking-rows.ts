/**
 * Booking rows as the routes answer them (issue 37): `BookingRequest`, `BookingHold`,
 * `InsertionOrder` and `BookingEvent` from their table rows and the names they show (options,
 * media, seller accounts, buyers), which booking-rows.repository.ts reads in a few queries for
 * a whole list. States that lapse are read at `now` (shared-domain rules).
 */
import {
  holdStatusAt, requestDeadline, requestStatusAt, SITE_NAME, type BookingAmounts, type BookingCounter, type BookingEvent, type BookingEventRole, type BookingHold,
  type BookingRequest, type BookingRequestStatus, type HoldStatus, type InsertionOrder, type InsertionOrderContent, type InsertionOrderStatus,
  type OrderSignature, type SignatureSide,
} from 'shared-domain';
import type { EventRow, HoldRow, OrderRow, RequestRow, SignatureRow } from './booking-rows.repository';
import { eventSummary } from './event-summary';

export type { EventRow, HoldRow, OrderRow, RequestRow, SignatureRow };

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

