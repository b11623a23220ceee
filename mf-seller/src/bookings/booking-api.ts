/**
 * The studio's booking calls to service B (`/campaign-api`, issue 37's contract). Each takes
 * the page runtime's service-B client (`useRuntime().api.serviceB`), so tests pass a mock.
 */
import type { AxiosInstance } from 'axios';
import type { BookingRequest, BookingRequestStatus, InsertionOrder, OptionAvailability } from 'shared-domain/booking';

const enc = encodeURIComponent;

/** The seller side's inbox, newest first (staff: the requests for the marketplace's own catalogue). */
export async function fetchInbox(api: AxiosInstance, status?: BookingRequestStatus): Promise<BookingRequest[]> {
  return (await api.get<{ requests: BookingRequest[] }>('/seller/booking-requests', { params: status ? { status } : {} })).data.requests;
}

/** GET /booking-requests/{id}: one request and its current insertion order (null before one is made). */
export async function fetchRequest(api: AxiosInstance, id: string): Promise<{ request: BookingRequest; order: InsertionOrder | null }> {
  const { data } = await api.get<{ request: BookingRequest; order?: InsertionOrder | null }>(`/booking-requests/${enc(id)}`);
  return { request: data.request, order: data.order ?? null };
}

/** The request as an answer carries it (`{ request }`), or null when the answer says nothing of it. */
function requestIn(data: unknown): BookingRequest | null {
  const request = (data as { request?: unknown } | null)?.request;
  return request && typeof request === 'object' ? (request as BookingRequest) : null;
}

/** Marks the request viewed (once; idempotent). */
export async function markViewed(api: AxiosInstance, id: string): Promise<BookingRequest | null> {
  return requestIn((await api.post<unknown>(`/booking-requests/${enc(id)}/viewed`)).data);
}

/** Accepts: the hold is confirmed and the insertion order made. */
export async function acceptRequest(api: AxiosInstance, id: string): Promise<{ request: BookingRequest; order: InsertionOrder }> {
  return (await api.post<{ request: BookingRequest; order: InsertionOrder }>(`/booking-requests/${enc(id)}/accept`)).data;
}

export async function declineRequest(api: AxiosInstance, id: string, reason: string): Promise<BookingRequest | null> {
  return requestIn((await api.post<unknown>(`/booking-requests/${enc(id)}/decline`, { reason })).data);
}

/** Another rate, dates, units or a note (at least one change). */
export type CounterInput = { rate?: number; from?: string; to?: string; units?: number; note?: string };

export async function counterRequest(api: AxiosInstance, id: string, counter: CounterInput): Promise<BookingRequest | null> {
  return requestIn((await api.post<unknown>(`/booking-requests/${enc(id)}/counter`, counter)).data);
}

/** An option's days over a range (public; read fresh). */
export async function fetchAvailability(api: AxiosInstance, optionId: string, from: string, to: string): Promise<OptionAvailability> {
  const res = await api.get<{ availability: OptionAvailability[] }>('/availability', { params: { options: optionId, from, to } });
  const found = res.data.availability.find((a) => a.optionId === optionId) ?? res.data.availability[0];
  if (!found) throw new Error('The service sent no availability for this option');
  return found;
}

/** Units on each day of a range (weekdays 0 = Sunday … 6 = Saturday; none: every day); `units: null` clears the days back to on request. */
export type AvailabilityInput = { from: string; to: string; units: number | null; weekdays?: number[] };

export async function saveAvailability(api: AxiosInstance, optionId: string, input: AvailabilityInput): Promise<OptionAvailability> {
  return (await api.put<OptionAvailability>(`/availability/${enc(optionId)}`, input)).data;
}

export async function saveHoldHours(api: AxiosInstance, optionId: string, holdHours: number): Promise<{ holdHours: number }> {
  return (await api.put<{ holdHours: number }>(`/availability/${enc(optionId)}/settings`, { holdHours })).data;
}
