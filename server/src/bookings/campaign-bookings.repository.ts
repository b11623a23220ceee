/**
 * Everything booked for a campaign (issue 37), read for one of its readers: holds, requests,
 * the current version of each insertion order (with the sides the reader may sign), and the
 * audit trail in order.
 */
import { isStaff, type CampaignBookings } from 'shared-domain';
import type { SessionUser } from '../auth/auth.hook';
import { authorizeCampaign } from '../campaigns/campaign.access';
import { loadCampaign } from '../campaigns/campaign-store.repository';
import type { Db } from '../db/database';
import { currentOrderRows, orderFor } from './orders/insertion-orders.repository';
import { eventsOf, holdsOf, requestsOf } from './requests/booking-rows.repository';
import { compareEvents } from './requests/event-summary';
import { sellerIdOfUser } from './availability/option-facts.repository';

/** What the campaign's reader sees of its bookings. */
export async function campaignBookings(db: Db, campaignId: string, user: SessionUser, now: Date): Promise<CampaignBookings> {
  authorizeCampaign(user, await loadCampaign(db, campaignId, user._id, false), 'read');
  const holdRows = await db.selectFrom('booking_holds').selectAll().where('campaign_id', '=', campaignId).orderBy('created_at').execute();
  const requestRows = await db.selectFrom('booking_requests').selectAll().where('campaign_id', '=', campaignId).orderBy('sent_at', 'desc').execute();
  const requestIds = requestRows.map((r) => r.id);
  const holdIds = [...new Set([...holdRows.map((h) => h.id), ...requestRows.map((r) => r.hold_id).filter((h): h is string => h !== null)])];
  const eventRows = await db.selectFrom('booking_events').selectAll()
    .where((eb) => eb.or([
      eb('campaign_id', '=', campaignId),
      ...(requestIds.length ? [eb('request_id', 'in', requestIds)] : []),
      ...(holdIds.length ? [eb('hold_id', 'in', holdIds)] : []),
    ]))
    .execute();
  const orderRows = await currentOrderRows(db, requestIds);
  const signatures = orderRows.length
    ? await db.selectFrom('insertion_order_signatures').selectAll().where('order_id', 'in', orderRows.map((o) => o.id)).execute()
    : [];
  const sellerId = await sellerIdOfUser(db, user._id);
  const staff = isStaff(user);
  const requestById = new Map(requestRows.map((r) => [r.id, r]));
  const orders = orderRows.map((o) => {
    const request = requestById.get(o.request_id)!;
    const isSellerSide = request.seller_id === null ? staff : request.seller_id === sellerId;
    return orderFor(o, signatures, { isBuyer: request.buyer_id === user._id, isSellerSide });
  });
  return {
    holds: await holdsOf(db, holdRows, now),
    requests: await requestsOf(db, requestRows, now),
    orders,
    events: await eventsOf(db, [...eventRows].sort(compareEvents)),
  };
}

