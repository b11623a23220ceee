import type { AxiosInstance } from 'axios';
import type { BookingHold, BookingRequest, CampaignBookings, InsertionOrder, SignatureSide } from 'shared-domain/booking';

const enc = encodeURIComponent;

/** A downloaded body as a Blob (a client or test transport may hand back text or parsed JSON). */
export function asBlob(data: unknown, type: string): Blob {
  if (data instanceof Blob) return data;
  return new Blob([typeof data === 'string' ? data : JSON.stringify(data, null, 2)], { type });
}

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

/** POST /insertion-orders/{id}/signatures: a typed full name, for one side. */
export async function signOrder(api: AxiosInstance, orderId: string, side: SignatureSide, name: string): Promise<InsertionOrder> {
  const res = await api.post<InsertionOrder>(`/insertion-orders/${enc(orderId)}/signatures`, { name, side });
  return res.data;
}

/** DELETE /insertion-orders/{id}/signatures/{signatureId}: the signer withdraws, while the other side has not signed. */
export async function withdrawSignature(api: AxiosInstance, orderId: string, signatureId: string): Promise<void> {
  await api.delete(`/insertion-orders/${enc(orderId)}/signatures/${enc(signatureId)}`);
}

/** GET /insertion-orders/{id}/pdf: the order's PDF (the bytes its SHA-256 is of). */
export async function downloadOrderPdf(api: AxiosInstance, orderId: string): Promise<Blob> {
  const res = await api.get<unknown>(`/insertion-orders/${enc(orderId)}/pdf`, { responseType: 'blob', headers: { Accept: 'application/pdf' }, callKind: 'upload' });
  return asBlob(res.data, 'application/pdf');
}
