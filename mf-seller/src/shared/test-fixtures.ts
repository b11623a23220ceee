/** Seller studio test data (tests only). */
import type { User } from 'shared-domain';
import { emptyDraft, type ReviewQueueItem, type SellerAccountAnswer, type SellerProfile, type SellerProfileSummary } from 'shared-domain/seller';
import { createMockApi, ok, type MockReply } from 'shared-ui/test';

export const sellerUser: User = { _id: 'u-1', name: 'Asha Rao', email: 'asha@dailypost.in', phone: null, role: '' };
export const staffUser: User = { _id: 'u-staff', name: 'Ravi Staff', email: 'ravi@mediamart.in', phone: null, role: 'admin' };

export const accountAnswer: SellerAccountAnswer = {
  account: { _id: 'acc-1', name: 'Daily Post Media', contactEmail: 'asha@dailypost.in', contactPhone: '', createdAt: '2025-01-02T10:00:00.000Z' },
  members: [{ _id: 'u-1', name: 'Asha Rao', email: 'asha@dailypost.in', phone: null }],
};

export function summary(over: Partial<SellerProfileSummary> = {}): SellerProfileSummary {
  return {
    _id: 'p-1', category: 'newspaper', name: 'Daily Post', city: 'Pune', status: 'draft', score: 40,
    live: null, updatedAt: '2025-03-05T09:30:00.000Z', submittedAt: null, lastComment: null, ...over,
  };
}

export function profile(over: Partial<SellerProfile> = {}): SellerProfile {
  const base = summary(over);
  return { ...base, draft: { ...emptyDraft(base.category), name: base.name, city: base.city }, comments: [], version: 1, ...over };
}

export function queueItem(over: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return { ...summary({ status: 'submitted', submittedAt: '2025-03-04T08:00:00.000Z' }), sellerId: 'acc-1', sellerName: 'Daily Post Media', ...over };
}

type Route = (body: unknown) => MockReply | Promise<MockReply>;
/**
 * A mock service A answering `'{method} {path}'` keys (`'get /seller/account'`) and, for any
 * user lookup, `user`; anything else is a 404 `not_found`.
 */
export function sellerApi(routes: Record<string, Route>, user: User | null = sellerUser) {
  return createMockApi(({ path, method = 'get', body }) => {
    if (path === '/authenticate/me' && user) return ok({ user });
    const route = routes[`${method} ${path}`];
    return route ? route(body) : { status: 404, body: { error: 'not_found', message: `No ${method} ${path}` } };
  });
}

export const refuse = (status: number, message: string, extra: Record<string, unknown> = {}): MockReply =>
  ({ status, body: { error: status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'bad_request', message, ...extra } });
