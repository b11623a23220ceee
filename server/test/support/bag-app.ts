/**
 * One app for the suites of the bag's write routes (service A), over the small catalog and a
 * `np-calc` medium whose figures are worked by hand:
 *  - o0: offer 800 / card 1000, Insertions (min 1) × Area (number, min 10), selects Edition
 *    (Mumbai default, Delhi +10 %, Pune never enabled) and Ad Size (Half Page default; Full
 *    Page only under Delhi, +25 % with Delhi); Days is a pricing unit not in use.
 *    At its defaults: 800 × 10 × 1 = 8000, GST 1440, total 9440, card 10000.
 *  - o1: offer 400 / card 500, Insertions (min 3, starts at 3), Colour select: 400 × 3 = 1200.
 */
import type { LightMyRequestResponse } from 'fastify';
import { createTokenRepository } from '../../src/auth/token.repository';
import { createUserRepository } from '../../src/users/user.repository';
import { media, smallCatalog } from './fixtures';
import { appForSuite, createTestApp, type TestApp } from './test-app';

/** A bag line (or one of its units) as the routes answer it. */
export type Line = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type BagMethod = 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';

export type BagApp = {
  /** The app; there from the suite's beforeAll on. */
  readonly t: TestApp;
  /** A new signed-in user (a plain buyer, or with `role`); answers the token. */
  signedIn(name: string, role?: string): Promise<string>;
  /** Calls an `/api` route with the token (none when null). */
  call(token: string | null, method: BagMethod, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** The user's bag as GET /bag answers it (expects 200). */
  bagOf(token: string): Promise<Line>;
  /** A user with a bag of the given catalog options; answers the token and the bag. */
  bagWith(name: string, ...optionIds: string[]): Promise<{ token: string; bag: Line }>;
  /** As `bagWith`, for staff (role 'planner'): they set agency rates and discounts, a buyer only requests them. */
  staffBagWith(name: string, ...optionIds: string[]): Promise<{ token: string; bag: Line }>;
  /** Expects a 400 `{ error, message }` (404 `not_found` when `status` is 404). */
  expectRefused(token: string, res: LightMyRequestResponse, status?: number): Promise<void>;
};

/** The values of a line's pricing units and variable pricing units, in order. */
export const unitValues = (line: Line) => ({
  pricing: line.pricingUnits.map((u: Line) => u.value),
  variable: line.variablePricingUnits.map((u: Line) => u.value),
});

/** Registers the suite's hooks: the app starts before all (catalog seeded) and closes after all. */
export function setUpBagApp(): BagApp {
  const t = appForSuite(async () => {
    const catalog = smallCatalog();
    const calc = media({ id: 'np-calc', category: 'newspaper', slug: 'calc-daily', name: 'Calc Daily', city: 'Pune', rates: [[1000, 800], [500, 400]] });
    const [o0, o1] = calc.mediaOptions;
    o0.pricingUnits = [{ name: 'Insertions', value: 1, min: 1, inUse: true }, { name: 'Days', value: 1, inUse: false }];
    o0.variablePricingUnits = [
      { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi', 'Pune'], defaultValue: 'Mumbai', inUse: true },
      { name: 'Ad Size', type: 'select', values: ['Full Page', 'Half Page'], defaultValue: 'Half Page', inUse: true },
      { name: 'Area', type: 'number', min: 10, inUse: true },
    ];
    o0.rates.otherRates = [
      { fields: [{ field: 'Edition', value: 'Delhi' }], difference: { type: 'percentage', value: 10 } },
      { fields: [{ field: 'Edition', value: 'Delhi' }, { field: 'Ad Size', value: 'Full Page' }], difference: { type: 'percentage', value: 25 } },
    ];
    o1.pricingUnits = [{ name: 'Insertions', value: 3, min: 3, inUse: true }];
    return createTestApp({ catalog: { ...catalog, media: [...catalog.media, calc] } });
  });

  const signedIn = async (name: string, role?: string): Promise<string> => {
    const user = await createUserRepository(t().db).create(role === undefined ? { name } : { name, role });
    return (await createTokenRepository(t().db).issueToken(user._id)).token;
  };

  const call: BagApp['call'] = (token, method, url, payload) => {
    const headers: Record<string, string> = token ? { 'x-access-token': token } : {};
    return t().app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  };

  const bagOf = async (token: string): Promise<Line> => {
    const res = await call(token, 'GET', '/bag');
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  const bagFor = async (name: string, role: string | undefined, optionIds: readonly string[]) => {
    const token = await signedIn(name, role);
    const add = await call(token, 'POST', '/bag', { items: optionIds.map((id) => ({ _id: id })) });
    expect(add.statusCode).toBe(200);
    return { token, bag: await bagOf(token) };
  };

  return {
    get t() {
      return t();
    },
    signedIn,
    call,
    bagOf,
    bagWith: (name, ...optionIds) => bagFor(name, undefined, optionIds),
    staffBagWith: (name, ...optionIds) => bagFor(name, 'planner', optionIds),
    async expectRefused(_token, res, status = 400) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status,
        body: { error: status === 400 ? 'bad_request' : 'not_found', message: expect.any(String) },
      });
    },
  };
}
