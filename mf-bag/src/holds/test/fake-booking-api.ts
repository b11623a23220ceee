/**
 * Service B's booking routes for the bag's component tests, in front of the fake bag API:
 * GET /availability, GET /holds, POST /holds and DELETE /holds/{id} answer as the contract
 * says (or as a test sets); every other request goes on to the bag's fake.
 */
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { AvailabilitySummary, BookingHold, OptionAvailability } from 'shared-domain/booking';
import type { FakeApi } from '../../test/fake-bag-api';

export type BookingCall = { method: string; url: string; params: Record<string, string>; body: Record<string, unknown> };

export type FakeBooking = {
  calls: BookingCall[];
  /** Each option's summary (default: available). */
  summaries: Record<string, Partial<AvailabilitySummary>>;
  holds: BookingHold[];
  /** The next POST /holds answers this instead of a new hold. */
  refuseNextHold(status: number, body: unknown): void;
  /** The next DELETE /holds/{id} answers this instead of releasing. */
  refuseNextRelease(status: number, body: unknown): void;
};

export function bookingHold(over: Partial<BookingHold> = {}): BookingHold {
  return {
    _id: 'hold-1', optionId: 'np-1', mediaId: 'media-np-1', optionName: 'Front page', mediaName: 'Media np-1',
    from: '2030-03-01', to: '2030-03-31', units: 1, status: 'active', expiresAt: '2030-03-02T08:30:00.000Z',
    campaignId: null, lineId: null, bagItemId: null, requestId: 'request-1', createdAt: '2030-02-28T08:30:00.000Z', ...over,
  };
}

function availability(optionId: string, from: string, to: string, summary: Partial<AvailabilitySummary> = {}): OptionAvailability {
  return {
    optionId, from, to, onRequest: summary.state === 'on-request', holdHours: 48, keptUntil: '2030-12-31', days: [],
    summary: { state: 'available', free: 5, label: '', nextFree: null, ...summary },
  };
}

/** Puts the booking routes in front of `api`'s adapter (the bag's fake keeps answering the rest). */
export function withBooking(api: FakeApi): FakeBooking {
  const bag = api.adapter;
  let refusal: { status: number; body: unknown } | null = null;
  let releaseRefusal: { status: number; body: unknown } | null = null;
  let seq = 0;
  const fake: FakeBooking = {
    calls: [], summaries: {}, holds: [],
    refuseNextHold: (status, body) => { refusal = { status, body }; },
    refuseNextRelease: (status, body) => { releaseRefusal = { status, body }; },
  };
  const answer = (call: BookingCall): [number, unknown] | null => {
    if (call.method === 'GET' && call.url === '/availability') {
      const { options = '', from = '', to = '' } = call.params;
      return [200, { availability: options.split(',').map((id) => availability(id, from, to, fake.summaries[id])) }];
    }
    if (call.method === 'GET' && call.url === '/holds') return [200, { holds: fake.holds }];
    if (call.method === 'POST' && call.url === '/holds') {
      if (refusal) { const r = refusal; refusal = null; return [r.status, r.body]; }
      const b = call.body;
      const hold = bookingHold({
        _id: `hold-new-${++seq}`, optionId: String(b.optionId), from: String(b.from), to: String(b.to), units: Number(b.units),
        bagItemId: String(b.bagItemId), createdAt: '2030-02-28T09:00:00.000Z', expiresAt: '2030-03-02T08:30:00.000Z',
      });
      fake.holds = [hold, ...fake.holds];
      return [201, { hold, request: { _id: `request-${seq}` } }];
    }
    const release = /^\/holds\/([^/]+)$/.exec(call.url);
    if (call.method === 'DELETE' && release) {
      if (releaseRefusal) { const r = releaseRefusal; releaseRefusal = null; return [r.status, r.body]; }
      fake.holds = fake.holds.filter((h) => h._id !== decodeURIComponent(release[1]!));
      return [200, { hold: null }];
    }
    return null;
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) as Record<string, unknown> : {};
    const call = { method, url: config.url ?? '', params: { ...(config.params as Record<string, string>) }, body };
    const reply = answer(call);
    if (!reply) return bag(config);
    fake.calls.push(call);
    const [status, data] = reply;
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { response, config, isAxiosError: true });
    return response;
  };
  api.adapter = adapter;
  return fake;
}
