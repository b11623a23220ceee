/**
 * One app for the suites of saving a bag as a campaign (POST /campaign-api/campaigns/bag),
 * over the small catalog with a number unit (Area, min 20) on `np-toi-delhi-o1` and a minimum
 * billing of 25000 on `np-toi-delhi-o2`, so the figures are not all trivial.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { BagMediaOption } from 'shared-domain';
import { createTokenRepository } from '../../src/auth/token.repository';
import { createUserRepository } from '../../src/users/user.repository';
import { smallCatalog } from './fixtures';
import { appForSuite, createTestApp, type TestApp } from './test-app';

/** A signed-in user. */
export type User = { id: string; token: string };

/** A campaign as GET /campaign-api/campaigns/{id} answers it. */
export type CampaignJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a save sends: a query string (`?…`), a body and an idempotency key. */
export type SaveRequest = { query?: string; body?: unknown; key?: string };

export type BagSaveApp = {
  /** The app; there from the suite's beforeAll on. */
  readonly t: TestApp;
  /** A new signed-in user: a plain buyer, or with `role` ('planner' is staff). */
  signedInUser(name: string, role?: string): Promise<User>;
  /** Puts the catalog options in the user's bag (expects 200). */
  addToBag(user: User, ...optionIds: string[]): Promise<void>;
  /** The user's bag lines as stored, in bag order (what the save prices). */
  bagLines(user: User): Promise<BagMediaOption[]>;
  /** Saves the user's bag as a campaign (no token when `user` is null). */
  save(user: User | null, request?: SaveRequest): Promise<LightMyRequestResponse>;
  /** The campaign as its owner reads it (expects 200). */
  campaign(user: User, id: string): Promise<CampaignJson>;
  /** How many campaigns the user owns. */
  campaignCount(user: User): Promise<number>;
};

const item = (id: string) => ({ _id: id, _media: { _id: 'x', discountedRate: 1 }, tobeLoaded: true });

/** Registers the suite's hooks: the app starts before all (catalog seeded) and closes after all. */
export function setUpBagSaveApp(): BagSaveApp {
  const t = appForSuite(async () => {
    const catalog = smallCatalog();
    const toi = catalog.media.find((m) => m._id === 'np-toi-delhi')!;
    toi.mediaOptions[1].variablePricingUnits.push({ name: 'Area', type: 'number', min: 20, inUse: true });
    toi.mediaOptions[2].minimumBilling = 25000;
    return createTestApp({ catalog });
  });

  return {
    get t() {
      return t();
    },
    async signedInUser(name, role) {
      const user = await createUserRepository(t().db).create(role === undefined ? { name } : { name, role });
      const { token } = await createTokenRepository(t().db).issueToken(user._id);
      return { id: user._id, token };
    },
    async addToBag(user, ...optionIds) {
      const res = await t().app.inject({
        method: 'POST', url: '/api/bag', headers: { 'x-access-token': user.token }, payload: { items: optionIds.map(item) },
      });
      expect(res.statusCode).toBe(200);
    },
    async bagLines(user) {
      const rows = await t().db
        .selectFrom('bag_items as i')
        .innerJoin('bags as b', 'b.id', 'i.bag_id')
        .select(['i.id', 'i.media_option_id', 'i.media_id', 'i.data_json'])
        .where('b.user_id', '=', user.id)
        .orderBy('i.position', 'asc')
        .orderBy('i.created_at', 'asc')
        .orderBy('i.id', 'asc')
        .execute();
      return rows.map((r) => ({ ...(JSON.parse(r.data_json) as BagMediaOption), _id: r.id, _mediaOption: r.media_option_id, _media: r.media_id }));
    },
    save(user, { query = '', body = {}, key } = {}) {
      const headers: Record<string, string> = {};
      if (user) headers.authorization = `Bearer ${user.token}`;
      if (key) headers['idempotency-key'] = key;
      return t().app.inject({ method: 'POST', url: `/campaign-api/campaigns/bag${query}`, headers, payload: body as object });
    },
    async campaign(user, id) {
      const res = await t().app.inject({ method: 'GET', url: `/campaign-api/campaigns/${id}`, headers: { authorization: `Bearer ${user.token}` } });
      expect(res.statusCode).toBe(200);
      return res.json();
    },
    async campaignCount(user) {
      const row = await t().db.selectFrom('campaigns').select((eb) => eb.fn.countAll().as('n')).where('owner_id', '=', user.id).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
