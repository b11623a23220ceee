import { smallCatalog } from '../../../test/support/fixtures';
import { makeUser, type Actor } from '../../../test/support/campaign.fixtures';
import { campaignApiOf, dayFromToday, sellerOfMedia, verifiedBuyer } from '../../../test/support/holds.fixtures';
import type { Seller } from '../../../test/support/seller.fixtures';
import { appForSuite } from '../../../test/support/test-app';
import { createTestApp } from '../../../test/support/test-app';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const api = campaignApiOf(t);
// np-ht-mumbai belongs to a seller account; radio-mirchi-delhi is the marketplace's own (staff keep it).
const SELLERS_OPTION = 'np-ht-mumbai-o0';
const OWN_OPTION = 'radio-mirchi-delhi-o0';
const day = (n: number) => dayFromToday(n);

let seller: Seller;
let otherSeller: Seller;
let staff: Actor;
let buyer: Actor;

beforeAll(async () => {
  seller = await sellerOfMedia(t, 'Sunil', 'np-ht-mumbai');
  otherSeller = await sellerOfMedia(t, 'Meera', 'np-amar-ujala');
  staff = await makeUser(t().db, 'Planner', 'media-planner');
  buyer = await verifiedBuyer(t().db, 'Asha');
});

describe('issue 37: availability by day', () => {
  it('an option without availability reads "On request" to anyone, never cached', async () => {
    const res = await api('GET', `/availability?options=${SELLERS_OPTION},${OWN_OPTION}&from=${day(1)}&to=${day(5)}`, null);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.availability).toEqual([
      expect.objectContaining({ optionId: SELLERS_OPTION, onRequest: true, days: [], keptUntil: null, holdHours: 48, summary: { state: 'on-request', free: 0, label: 'On request', nextFree: null } }),
      expect.objectContaining({ optionId: OWN_OPTION, onRequest: true }),
    ]);
  });

  it('a bad read names the field', async () => {
    const bad = async (query: string) => (await api('GET', `/availability?${query}`, null)).body;
    expect(await bad(`options=${SELLERS_OPTION}&from=${day(5)}&to=${day(1)}`)).toMatchObject({ error: 'bad_request', fields: { to: 'The last day cannot be before the first day' } });
    expect(await bad(`options=${SELLERS_OPTION}&from=${day(1)}&to=${day(400)}`)).toMatchObject({ fields: { to: 'A range can be at most 366 days long' } });
    expect(await bad(`options=${SELLERS_OPTION}&from=tomorrow&to=${day(1)}`)).toMatchObject({ fields: { from: expect.stringContaining('YYYY-MM-DD') } });
    expect(await bad(`options=nope&from=${day(1)}&to=${day(2)}`)).toMatchObject({ fields: { options: 'There is no media option nope' } });
    const many = Array.from({ length: 51 }, (_, i) => `o${i}`).join(',');
    expect(await bad(`options=${many}&from=${day(1)}&to=${day(2)}`)).toMatchObject({ fields: { options: 'Name at most 50 options' } });
  });

  it('the option\'s seller sets units by range and weekdays; another seller, a buyer and a guest may not', async () => {
    const body = { from: day(1), to: day(14), units: 3 };
    expect((await api('PUT', `/availability/${SELLERS_OPTION}`, otherSeller, body)).status).toBe(403);
    expect((await api('PUT', `/availability/${SELLERS_OPTION}`, buyer, body)).status).toBe(403);
    expect((await api('PUT', `/availability/${SELLERS_OPTION}`, null, body)).status).toBe(401);
    expect(await t().db.selectFrom('option_availability').selectAll().execute()).toEqual([]);

    const set = await api('PUT', `/availability/${SELLERS_OPTION}`, seller, body);
    expect(set.status).toBe(200);
    expect(set.body.days).toHaveLength(14);
    expect(set.body.days[0]).toEqual({ date: day(1), units: 3, held: 0, booked: 0, free: 3 });
    expect(set.body).toMatchObject({ onRequest: false, keptUntil: day(14), summary: { state: 'available', label: 'Available' } });

    // Only the Sunday of the coming week changes, to 1 unit.
    const sunday = [0, 1, 2, 3, 4, 5, 6].map((n) => day(n + 1)).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)!;
    const weekly = await api('PUT', `/availability/${SELLERS_OPTION}`, seller, { from: day(1), to: day(7), units: 1, weekdays: [0] });
    expect(weekly.status).toBe(200);
    expect(weekly.body.days.filter((d: { units: number }) => d.units === 1).map((d: { date: string }) => d.date)).toEqual([sunday]);
  });

  it('staff keep the marketplace\'s own options; a seller may not', async () => {
    expect((await api('PUT', `/availability/${OWN_OPTION}`, seller, { from: day(1), to: day(3), units: 2 })).status).toBe(403);
    const res = await api('PUT', `/availability/${OWN_OPTION}`, staff, { from: day(1), to: day(3), units: 2 });
    expect(res.status).toBe(200);
    expect(res.body.summary.label).toBe('Available');
    const partly = await api('GET', `/availability?options=${OWN_OPTION}&from=${day(2)}&to=${day(5)}`, null);
    expect(partly.body.availability[0]).toMatchObject({ onRequest: true, keptUntil: day(3), summary: { label: 'On request' } });
    expect(partly.body.availability[0].days).toHaveLength(2);
  });

  it('bad edits name the field and write nothing; clearing days back to on request', async () => {
    const before = await t().db.selectFrom('option_availability').selectAll().orderBy('option_id').orderBy('day').execute();
    const bad = async (body: object) => (await api('PUT', `/availability/${OWN_OPTION}`, staff, body));
    expect((await bad({ from: day(1), to: day(3), units: 10_001 })).status).toBe(400);
    expect((await bad({ from: day(3), to: day(1), units: 1 })).body.fields).toEqual({ to: 'The last day cannot be before the first day' });
    expect((await bad({ from: day(-9), to: day(-2), units: 1 })).body.fields.to).toContain('past');
    expect((await bad({ from: day(1), to: day(3), units: 1, weekdays: [] })).body.fields).toEqual({ weekdays: 'Choose at least one weekday' });
    expect((await bad({ from: day(1), to: day(3) })).status).toBe(400);
    expect(await t().db.selectFrom('option_availability').selectAll().orderBy('option_id').orderBy('day').execute()).toEqual(before);
    expect((await api('PUT', '/availability/nope', staff, { from: day(1), to: day(3), units: 1 })).status).toBe(404);

    const cleared = await api('PUT', `/availability/${OWN_OPTION}`, staff, { from: day(1), to: day(3), units: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ onRequest: true, days: [], keptUntil: null, summary: { label: 'On request' } });
  });

  it('the hold time is set by the seller (1..720 hours) and read with the availability', async () => {
    expect((await api('PUT', `/availability/${SELLERS_OPTION}/settings`, seller, { holdHours: 0 })).status).toBe(400);
    expect((await api('PUT', `/availability/${SELLERS_OPTION}/settings`, seller, { holdHours: 721 })).status).toBe(400);
    expect((await api('PUT', `/availability/${SELLERS_OPTION}/settings`, otherSeller, { holdHours: 24 })).status).toBe(403);
    expect((await api('PUT', `/availability/${SELLERS_OPTION}/settings`, seller, { holdHours: 24 })).body).toEqual({ holdHours: 24 });
    const read = await api('GET', `/availability?options=${SELLERS_OPTION}&from=${day(1)}&to=${day(2)}`, null);
    expect(read.body.availability[0].holdHours).toBe(24);
  });
});
