/** Booking screens' test data and render (tests only): service A says who the user is, service B answers from a route map. */
import type { ReactElement } from 'react';
import type { AxiosAdapter } from 'axios';
import { createTestBus, type User } from 'shared-domain';
import type { BookingRequest, InsertionOrder, OptionAvailability } from 'shared-domain/booking';
import { createRuntime } from 'shared-ui';
import { createMockApi, renderInRuntime, type MockReply } from 'shared-ui/test';
import { sellerUser } from '../shared/test-fixtures';

const HOUR = 3_600_000;

/** A request sent an hour ago, to answer within 5 h and a few minutes. */
export function bookingRequest(over: Partial<BookingRequest> = {}): BookingRequest {
  const now = Date.now();
  return {
    _id: 'r-1', holdId: 'h-1', optionId: 'm-1-o-1', mediaId: 'm-1', optionName: 'Front page solus', mediaName: 'Daily Post',
    category: 'newspaper', city: 'Pune', sellerName: 'Daily Post Media', buyer: { name: 'Vikram Shah', company: 'Acme Foods' },
    campaignId: 'c-1', lineId: 'l-1', from: '2026-03-02', to: '2026-03-31', units: 2, rate: 40000,
    amounts: { unitLabel: 'per insertion', rate: 40000, quantity: 2, subTotal: 80000, gstPercent: 5, gst: 4000, total: 84000 },
    status: 'sent', sentAt: new Date(now - HOUR).toISOString(), respondBy: new Date(now + 5 * HOUR + 10 * 60_000).toISOString(),
    viewedAt: null, answeredAt: null, declineReason: null, counter: null, buyerAnsweredAt: null, orderId: null, ...over,
  };
}

export function insertionOrder(over: Partial<InsertionOrder> = {}): InsertionOrder {
  const request = bookingRequest();
  const party = { name: 'Vikram Shah', company: 'Acme Foods', gstin: null, address: null, email: null, phone: null };
  return {
    _id: 'io-1', requestId: 'r-1', campaignId: 'c-1', version: 1, status: 'awaiting-signatures',
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', createdAt: '2026-02-20T08:00:00.000Z',
    content: {
      number: 'IO-R1-v1', version: 1, issuedAt: '2026-02-20T08:00:00.000Z', buyer: party, seller: { ...party, name: 'Daily Post Media', company: null },
      option: { id: request.optionId, name: request.optionName, mediaName: request.mediaName, category: 'newspaper', city: 'Pune' },
      from: request.from, to: request.to, units: request.units, amounts: request.amounts, terms: ['Payment within 30 days.'],
    },
    signatures: [], canSignAs: ['seller'], ...over,
  };
}

export function availability(over: Partial<OptionAvailability> = {}): OptionAvailability {
  return {
    optionId: 'm-1-o-1', from: '2026-03-01', to: '2026-03-31', onRequest: true, holdHours: 48, keptUntil: '2026-03-15',
    days: [
      { date: '2026-03-02', units: 4, held: 1, booked: 2, free: 1 },
      { date: '2026-03-03', units: 4, held: 0, booked: 0, free: 4 },
    ],
    summary: { state: 'on-request', free: 0, label: 'On request', nextFree: null },
    ...over,
  };
}

type Route = (body: unknown, params: Record<string, unknown>) => MockReply | Promise<MockReply>;

/** A mock service B answering `'{method} {path}'` keys; anything else is a 404. */
export function serviceB(routes: Record<string, Route>) {
  return createMockApi(({ path, method = 'get', body, params }) => {
    const route = routes[`${method} ${path}`];
    return route ? route(body, params) : { status: 404, body: { error: 'not_found', message: `No ${method} ${path}` } };
  });
}

/** Renders signed in as `user` (service A answers who they are) with service B's answers from `b`. */
export function renderBooking(ui: ReactElement, { route, b, user = sellerUser, a }: {
  route: string;
  b: ReturnType<typeof serviceB>;
  user?: User;
  /** More of service A (the studio's calls). */
  a?: Record<string, () => MockReply>;
}) {
  const mainApi = createMockApi(({ path, method = 'get' }) => {
    if (path === '/authenticate/me') return { status: 200, body: { user } };
    const answer = a?.[`${method} ${path}`];
    return answer ? answer() : { status: 404, body: { error: 'not_found', message: `No ${path}` } };
  });
  const runtime = createRuntime({
    bus: createTestBus(), storage: window.localStorage, token: 'token-1', events: null,
    adapters: { serviceA: mainApi.api.defaults.adapter as AxiosAdapter, serviceB: b.api.defaults.adapter as AxiosAdapter },
  });
  return { ...renderInRuntime(ui, runtime, route), runtime, requests: b.requests, mainRequests: mainApi.requests };
}

export const answer = (body: unknown): MockReply => ({ status: 200, body });
export const refusal = (status: number, message: string, extra: Record<string, unknown> = {}): MockReply =>
  ({ status, body: { error: status === 409 ? 'conflict' : status === 400 ? 'bad_request' : 'refused', message, ...extra } });
