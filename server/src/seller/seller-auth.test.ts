/**
 * Who may call each seller route (SQLite and PostgreSQL): no token is 401 everywhere; a user
 * who is no seller gets 404 `not_a_seller`; another account's profile is 404 and stays as it
 * was; the review routes are staff only (403, before the body is read).
 */
import type { SellerProfile } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { apiOf, readyDraft, savedProfile, signUpSeller, type Method, type Seller } from '../../test/support/seller.fixtures';
import { appForSuite, createTestApp } from '../../test/support/test-app';

const t = appForSuite(() => createTestApp());
const api = apiOf(t);

let owner: Seller;
let otherSeller: Seller;
let buyer: Actor;
let staff: Actor;
let profile: SellerProfile;
beforeAll(async () => {
  owner = await signUpSeller(t, 'Owner');
  otherSeller = await signUpSeller(t, 'Other');
  buyer = await makeUser(t().db, 'Buyer');
  staff = await makeUser(t().db, 'Staff', 'admin');
  profile = await savedProfile(t, owner, readyDraft('newspaper', 'Owner Times', 'Delhi'));
});

type Route = { method: Method; path: (id: string) => string; body?: (p: SellerProfile) => unknown };

/** Every seller route but sign-up, with a body that would be accepted. */
const SELLER_ROUTES: Route[] = [
  { method: 'GET', path: () => '/seller/account' },
  { method: 'POST', path: () => '/seller/account/members', body: () => ({ email: 'someone@example.com' }) },
  { method: 'GET', path: () => '/seller/account/invitations' },
  { method: 'DELETE', path: () => `/seller/account/invitations/${'f'.repeat(24)}` },
  { method: 'POST', path: () => '/seller/account/leave' },
  { method: 'GET', path: () => '/seller/profiles' },
  { method: 'POST', path: () => '/seller/profiles', body: () => ({ category: 'radio' }) },
  { method: 'GET', path: (id) => `/seller/profiles/${id}` },
  { method: 'PUT', path: (id) => `/seller/profiles/${id}`, body: (p) => ({ draft: { ...p.draft, name: 'Taken Over' }, version: p.version }) },
  { method: 'POST', path: (id) => `/seller/profiles/${id}/submit` },
  { method: 'GET', path: () => '/seller/stats' },
];
const PROFILE_ROUTES = SELLER_ROUTES.filter((r) => r.path('x').includes('/x'));
const REVIEW_ROUTES: Route[] = [
  { method: 'GET', path: () => '/seller/review' },
  { method: 'GET', path: (id) => `/seller/review/${id}` },
  { method: 'POST', path: (id) => `/seller/review/${id}/approve` },
  { method: 'POST', path: (id) => `/seller/review/${id}/send-back`, body: () => ({ comment: 'Please fix' }) },
];
/** The invitee's routes: any signed-in user. */
const INVITEE_ROUTES: Route[] = [
  { method: 'GET', path: () => '/seller/invitations' },
  { method: 'POST', path: () => `/seller/invitations/${'f'.repeat(24)}/accept` },
  { method: 'POST', path: () => `/seller/invitations/${'f'.repeat(24)}/decline` },
];
const ALL: Route[] = [{ method: 'POST', path: () => '/seller/account', body: () => ({ name: 'X', contactEmail: 'x@example.com' }) }, ...SELLER_ROUTES, ...REVIEW_ROUTES, ...INVITEE_ROUTES];
const label = (r: Route) => `${r.method} ${r.path(':id')}`;

async function stored(id: string) {
  return t().db.selectFrom('seller_profiles').select(['name', 'status', 'version', 'draft_json']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('without a token', () => {
  it.each(ALL.map((r) => [label(r), r] as const))('%s is 401', async (_name, route) => {
    const res = await api(route.method, route.path(profile._id), null, route.body?.(profile));
    expect(res).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
  });

  it('is 401 before the body is read', async () => {
    expect((await api('PUT', `/seller/profiles/${profile._id}`, null, { draft: 'not a draft' })).status).toBe(401);
  });
});

describe('a signed-in user who is no seller', () => {
  it.each(SELLER_ROUTES.map((r) => [label(r), r] as const))('%s is 404 not_a_seller', async (_name, route) => {
    const before = await stored(profile._id);
    for (const who of [buyer, staff]) {
      const res = await api(route.method, route.path(profile._id), who, route.body?.(profile));
      expect(res).toMatchObject({ status: 404, body: { error: 'not_a_seller', message: expect.stringContaining('seller') } });
    }
    expect(await stored(profile._id)).toEqual(before);
  });

  it('is 404 not_a_seller before the body is read', async () => {
    expect((await api('PUT', `/seller/profiles/${profile._id}`, buyer, { nothing: true })).body.error).toBe('not_a_seller');
  });
});

describe("another seller's profile", () => {
  it.each(PROFILE_ROUTES.map((r) => [label(r), r] as const))('%s is 404, and the profile is unchanged', async (_name, route) => {
    const before = await stored(profile._id);
    const res = await api(route.method, route.path(profile._id), otherSeller, route.body?.(profile));
    expect(res).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await stored(profile._id)).toEqual(before);
  });

  it('is 404 as an unknown id is', async () => {
    for (const route of PROFILE_ROUTES) {
      const res = await api(route.method, route.path('f'.repeat(24)), owner, route.body?.(profile));
      expect(res).toMatchObject({ status: 404, body: { error: 'not_found' } });
    }
  });

  it("is not in the other seller's list, and the owner sees it", async () => {
    expect((await api<{ profiles: Array<{ _id: string }> }>('GET', '/seller/profiles', otherSeller)).body.profiles).toEqual([]);
    expect((await api<{ profiles: Array<{ _id: string }> }>('GET', '/seller/profiles', owner)).body.profiles.map((p) => p._id)).toEqual([profile._id]);
    expect((await api('GET', `/seller/profiles/${profile._id}`, owner)).status).toBe(200);
  });

  it("another account's members and figures are not shown", async () => {
    const account = await api<{ account: { _id: string } }>('GET', '/seller/account', otherSeller);
    expect(account.body.account._id).toBe(otherSeller.sellerId);
    expect((await api<{ stats: unknown[] }>('GET', '/seller/stats', otherSeller)).body.stats).toEqual([]);
  });
});

describe('the review routes', () => {
  beforeAll(async () => {
    expect((await api('POST', `/seller/profiles/${profile._id}/submit`, owner)).status).toBe(200);
  });

  it.each(REVIEW_ROUTES.map((r) => [label(r), r] as const))('%s is 403 for a seller and a buyer, even with a bad body', async (_name, route) => {
    const before = await stored(profile._id);
    for (const who of [owner, otherSeller, buyer]) {
      expect(await api(route.method, route.path(profile._id), who, route.body?.(profile))).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      if (route.body) expect((await api(route.method, route.path(profile._id), who, { wrong: 1 })).status).toBe(403);
    }
    expect(await stored(profile._id)).toEqual(before);
  });

  it('is 404 to staff for an unknown profile', async () => {
    for (const route of REVIEW_ROUTES.slice(1)) {
      expect(await api(route.method, route.path('f'.repeat(24)), staff, route.body?.(profile))).toMatchObject({ status: 404, body: { error: 'not_found' } });
    }
  });

  it('lets staff read the queue and the profile', async () => {
    expect((await api<{ queue: Array<{ _id: string }> }>('GET', '/seller/review', staff)).body.queue.map((q) => q._id)).toEqual([profile._id]);
    expect((await api('GET', `/seller/review/${profile._id}`, staff)).status).toBe(200);
  });
});
