/**
 * The hold and request shapes the routes answer (shared-domain BookingHold, BookingRequest),
 * read from their rows with the option's names, the buyer and the seller account. Statuses are
 * decided from the clock when read: an active hold past its expiry is expired, a request not
 * answered by its deadline is expired.
 */
import {
  holdStatusAt, type BookingAmounts, type BookingCounter, type BookingHold, type BookingRequest, type BookingRequestStatus, type HoldStatus,
} from 'shared-domain';
import type { Executor } from '../../db/database';

const HOLD_COLUMNS = [
  'h.id', 'h.option_id', 'h.media_id', 'h.start_day', 'h.end_day', 'h.units', 'h.status', 'h.expires_at', 'h.campaign_id', 'h.line_id',
  'h.bag_item_id', 'h.created_at', 'o.name as option_name', 'm.name as media_name',
] as const;

/** The holds of these ids, or of `where` (a user's, a campaign's), newest first, as the routes answer them. */
export async function readHolds(ex: Executor, filter: { ids?: readonly string[]; userId?: string; campaignId?: string }, now: Date): Promise<BookingHold[]> {
  if (filter.ids && !filter.ids.length) return [];
  let q = ex.selectFrom('booking_holds as h')
    .innerJoin('media_options as o', 'o.id', 'h.option_id')
    .innerJoin('media as m', 'm.id', 'h.media_id')
    .select([...HOLD_COLUMNS]);
  if (filter.ids) q = q.where('h.id', 'in', filter.ids);
  if (filter.userId !== undefined) q = q.where('h.user_id', '=', filter.userId);
  if (filter.campaignId !== undefined) q = q.where('h.campaign_id', '=', filter.campaignId);
  const rows = await q.orderBy('h.created_at', 'desc').orderBy('h.id').execute();
  if (!rows.length) return [];
  const requests = await ex.selectFrom('booking_requests').select(['id', 'hold_id']).where('hold_id', 'in', rows.map((r) => r.id)).orderBy('sent_at').execute();
  const requestOf = new Map(requests.map((r) => [r.hold_id, r.id]));
  return rows.map((r) => {
    const status = holdStatusAt(r.status as HoldStatus, r.expires_at, now);
    return {
      _id: r.id, optionId: r.option_id, mediaId: r.media_id, optionName: r.option_name, mediaName: r.media_name, from: r.start_day, to: r.end_day,
      units: Number(r.units), status, expiresAt: status === 'confirmed' ? null : r.expires_at, campaignId: r.campaign_id, lineId: r.line_id,
      bagItemId: r.bag_item_id, requestId: requestOf.get(r.id) ?? null, createdAt: r.created_at,
    };
  });
}

/** A request's status at `now`: one waiting for the seller past its deadline, or a counter past the buyer's, is expired. */
export function requestStatusAt(status: BookingRequestStatus, respondBy: string, counter: BookingCounter | null, now: Date): BookingRequestStatus {
  const t = now.getTime();
  if ((status === 'sent' || status === 'viewed') && Date.parse(respondBy) <= t) return 'expired';
  if (status === 'countered' && counter && Date.parse(counter.respondBy) <= t) return 'expired';
  return status;
}

function companyOf(agencyDetailsJson: string | null): string | null {
  if (!agencyDetailsJson) return null;
  try {
    const details = JSON.parse(agencyDetailsJson) as { agencyName?: unknown };
    return typeof details.agencyName === 'string' && details.agencyName.trim() ? details.agencyName.trim() : null;
  } catch {
    return null;
  }
}

/** The marketplace's name as the seller of its own catalogue. */
export const MARKETPLACE_SELLER = 'MediaMart (marketplace)';

/** The requests of these ids, as the routes answer them. */
export async function readRequests(ex: Executor, ids: readonly string[], now: Date): Promise<BookingRequest[]> {
  if (!ids.length) return [];
  const rows = await ex.selectFrom('booking_requests as r')
    .innerJoin('media_options as o', 'o.id', 'r.option_id')
    .innerJoin('media as m', 'm.id', 'r.media_id')
    .innerJoin('users as u', 'u.id', 'r.buyer_id')
    .leftJoin('seller_accounts as s', 's.id', 'r.seller_id')
    .selectAll('r')
    .select(['o.name as option_name', 'm.name as media_name', 'm.category', 'm.city', 'u.name as buyer_name', 'u.agency_details_json', 's.name as seller_name'])
    .where('r.id', 'in', ids)
    .orderBy('r.sent_at', 'desc')
    .execute();
  const orders = await ex.selectFrom('insertion_orders').select(['id', 'request_id', 'version']).where('request_id', 'in', ids).where('status', '!=', 'superseded').execute();
  const orderOf = new Map(orders.map((o) => [o.request_id, o.id]));
  return rows.map((r) => {
    const counter = r.counter_json ? (JSON.parse(r.counter_json) as BookingCounter) : null;
    return {
      _id: r.id, holdId: r.hold_id, optionId: r.option_id, mediaId: r.media_id, optionName: r.option_name, mediaName: r.media_name,
      category: r.category, city: r.city, sellerName: r.seller_name ?? MARKETPLACE_SELLER,
      buyer: { name: r.buyer_name, company: companyOf(r.agency_details_json) },
      campaignId: r.campaign_id, lineId: r.line_id, from: r.start_day, to: r.end_day, units: Number(r.units), rate: Number(r.rate),
      amounts: JSON.parse(r.amounts_json) as BookingAmounts,
      status: requestStatusAt(r.status as BookingRequestStatus, r.respond_by, counter, now),
      sentAt: r.sent_at, respondBy: r.respond_by, viewedAt: r.viewed_at, answeredAt: r.answered_at, declineReason: r.decline_reason,
      counter, buyerAnsweredAt: r.buyer_answered_at, orderId: orderOf.get(r.id) ?? null,
    };
  });
}
