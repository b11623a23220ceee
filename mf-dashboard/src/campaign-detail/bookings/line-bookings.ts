import { holdStatusAt, type BookingHold, type BookingRequest, type CampaignBookings, type InsertionOrder } from 'shared-domain/booking';
import { effectiveRequestStatus, formatDayTime, unitsText } from 'shared-ui/booking';
import type { CampaignMediaOption } from '../../api/campaigns.api';

/** A plan line with what has been booked for it: its latest request, that request's hold and current order. */
export type LineBooking = {
  line: CampaignMediaOption;
  request: BookingRequest | null;
  hold: BookingHold | null;
  order: InsertionOrder | null;
};

const latest = <T extends { createdAt?: string; sentAt?: string }>(items: T[]): T | null =>
  items.reduce<T | null>((best, x) => (!best || (x.sentAt ?? x.createdAt ?? '') > (best.sentAt ?? best.createdAt ?? '') ? x : best), null);

/** Each plan line with its latest request (by sending time), the request's hold and its current insertion order. */
export function lineBookings(lines: readonly CampaignMediaOption[], bookings: CampaignBookings): LineBooking[] {
  return lines.map((line) => {
    const request = latest(bookings.requests.filter((r) => r.lineId === line._id));
    const hold = (request?.holdId ? bookings.holds.find((h) => h._id === request.holdId) : undefined) ?? latest(bookings.holds.filter((h) => h.lineId === line._id));
    const order = request?.orderId ? bookings.orders.find((o) => o._id === request.orderId) ?? null : null;
    return { line, request, hold: hold ?? null, order };
  });
}

/** A line may be requested (again) when it has no request, or its last one ended without a booking. */
export function canRequestAgain(booking: LineBooking, now: Date): boolean {
  if (!booking.request) return true;
  const status = effectiveRequestStatus(booking.request, now);
  return status === 'declined' || status === 'expired' || status === 'cancelled';
}

/** The line's booking state in words ("Viewed by Skyline Outdoor", "Accepted: the order awaits signatures"). */
export function lineStateText({ request, order }: LineBooking, now: Date): string {
  if (!request) return 'Not requested yet';
  const seller = request.sellerName;
  switch (effectiveRequestStatus(request, now)) {
    case 'sent': return `Request sent to ${seller}`;
    case 'viewed': return `Viewed by ${seller}`;
    case 'countered': return `${seller} made a counter-offer: your answer is needed`;
    case 'accepted':
      if (order?.status === 'signed') return 'Booked: the order is signed by both sides';
      return 'Accepted: the order awaits signatures';
    case 'declined': return `Declined by ${seller}`;
    case 'expired': return 'Expired without an answer';
    case 'cancelled': return 'Cancelled';
    default: return request.status;
  }
}

/** What the line's hold means for its units now: "Held until 2 Mar, 14:00", "Units confirmed", "Hold expired", or null. */
export function holdText(hold: BookingHold | null, now: Date): string | null {
  if (!hold) return null;
  if (hold.status === 'confirmed') return 'Units confirmed by the seller';
  if (hold.status === 'released') return 'Hold released';
  if (holdStatusAt(hold.status, hold.expiresAt, now) === 'expired') return 'Hold expired: the units are free again';
  return hold.expiresAt ? `${unitsText(hold.units)} held until ${formatDayTime(hold.expiresAt)}` : null;
}
