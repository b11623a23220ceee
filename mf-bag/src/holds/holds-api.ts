/** Service B's holds routes as the bag uses them: GET /holds, POST /holds, DELETE /holds/{id}. */
import type { AxiosInstance } from 'axios';
import { toApiError } from 'shared-domain';
import type { BookingHold, BookingRequest } from 'shared-domain/booking';
import { fieldOfError } from 'shared-ui/booking';

export type HoldAsk = { optionId: string; from: string; to: string; units: number; bagItemId: string };

/** What placing a hold came to, in the terms the line shows. */
export type HoldOutcome =
  | { kind: 'held'; hold: BookingHold }
  | { kind: 'sign-in' }
  | { kind: 'phone'; message: string }
  | { kind: 'taken'; message: string; nextFree: { from: string; to: string } | null }
  | { kind: 'invalid'; field: 'units' | 'from' | 'to' | null; message: string }
  | { kind: 'error'; message: string };

export const PHONE_NEEDED = 'A verified phone number is needed to hold media.';
export const HOLD_FAILED = 'The hold could not be placed.';
export const RELEASE_FAILED = 'The hold could not be released.';

/** The caller's holds (signed in). */
export async function listHolds(client: AxiosInstance): Promise<BookingHold[]> {
  return (await client.get<{ holds: BookingHold[] }>('/holds')).data.holds ?? [];
}

const FIELDS = ['units', 'from', 'to'] as const;

function nextFreeOf(body: unknown): { from: string; to: string } | null {
  const next = (body as { nextFree?: { from?: unknown; to?: unknown } | null } | null)?.nextFree;
  return next && typeof next.from === 'string' && typeof next.to === 'string' ? { from: next.from, to: next.to } : null;
}

/** POST /holds: a hold and its request to the seller, or why not. */
export async function placeHold(client: AxiosInstance, ask: HoldAsk): Promise<HoldOutcome> {
  try {
    const { data } = await client.post<{ hold: BookingHold; request: BookingRequest }>('/holds', ask);
    return { kind: 'held', hold: data.hold };
  } catch (thrown) {
    const err = toApiError(thrown);
    if (err.status === 401) return { kind: 'sign-in' };
    if (err.status === 403 && err.code === 'phone_not_verified') return { kind: 'phone', message: PHONE_NEEDED };
    if (err.status === 409) return { kind: 'taken', message: err.message, nextFree: nextFreeOf(err.body) };
    if (err.status === 400) return { kind: 'invalid', field: fieldOfError(err, FIELDS), message: err.message };
    if (err.status > 0 && err.status < 500) return { kind: 'error', message: err.message };
    return { kind: 'error', message: err.isNetwork ? `${HOLD_FAILED} ${err.message}` : HOLD_FAILED };
  }
}

/** DELETE /holds/{id}: null once released, else what stopped it (a confirmed hold stays: 409). */
export async function releaseHold(client: AxiosInstance, id: string): Promise<string | null> {
  try {
    await client.delete(`/holds/${encodeURIComponent(id)}`);
    return null;
  } catch (thrown) {
    const err = toApiError(thrown);
    return err.status > 0 && err.status < 500 ? err.message : RELEASE_FAILED;
  }
}
