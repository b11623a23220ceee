import type { AxiosInstance } from 'axios';
import type { BookingHold, BookingRequest, CampaignBookings } from 'shared-domain/booking';

const enc = encodeURIComponent;

/** GET /campaigns/{id}/bookings: the campaign's holds, requests, current orders and audit trail. */
export async function fetchCampaignBookings(api: AxiosInstance, campaignId: string): Promise<CampaignBookings> {
  const res = await api.get<CampaignBookings>(`/campaigns/${enc(campaignId)}/bookings`);
  const b = res.data;
  const list = <T>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : []);
  return { holds: list(b?.holds), requests: list(b?.requests), orders: list(b?.orders), events: list(b?.events) };
}

/** POST /campaigns/{id}/booking-requests: a plan line becomes a request to its seller (with a hold when availability is kept). */
export async function requestBooking(api: AxiosInstance, campaignId: string, lineId: string): Promise<{ hold: BookingHold | null; request: BookingRequest }> {
  const res = await api.post<{ hold: BookingHold | null; request: BookingRequest }>(`/campaigns/${enc(campaignId)}/booking-requests`, { lineId });
  return res.data;
}

/** POST /booking-requests/{id}/counter-answer: the buyer's yes or no to a seller's counter-offer. */
export async function answerCounter(api: AxiosInstance, requestId: string, accept: boolean): Promise<unknown> {
  const res = await api.post<unknown>(`/booking-requests/${enc(requestId)}/counter-answer`, { accept });
  return res.data;
}
