/**
 * Issue 38 with issue 37: where a seller keeps an option's availability, a make-good's extra days
 * go only on free days, and once accepted they are booked (no other buyer can hold them).
 */
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { smallCatalog } from '../../../test/support/fixtures';
import { makeUser, seedCampaign, type Actor } from '../../../test/support/campaign.fixtures';
import { dec2026, hoardingLine, insertProofRow } from '../../../test/support/delivery.fixtures';
import { keepAvailability, OPTION_A, OPTION_A2, OPTION_B, OPTION_STAFF, placeRequest } from '../../../test/support/booking-requests.fixtures';
import { campaignApiOf, verifiedBuyer } from '../../../test/support/holds.fixtures';

let t: TestApp;
let owner: Actor;
let otherBuyer: Actor;
let staff: Actor;
const api = campaignApiOf(() => t);

beforeAll(async () => {
  t = await createTestApp({ catalog: smallCatalog() });
  owner = await makeUser(t.db, 'Asha');
  otherBuyer = await verifiedBuyer(t.db, 'Ravi');
  staff = await makeUser(t.db, 'Planner', 'operations');
});
afterAll(async () => {
  await t.close();
});

/** A running campaign with a 14-day line (1–14 Dec 2026) of `optionId`, verified on every day but `short`. */
async function shortLine(optionId: string, short: number[]): Promise<{ id: string; lineId: string }> {
  const lineId = `l-${Math.random().toString(36).slice(2, 8)}`;
  const line = { ...hoardingLine(lineId), _mediaOption: optionId };
  const { id } = await seedCampaign(t.db, owner, { status: 'In Execution', options: [line] });
  for (let d = 1; d <= 14; d += 1) {
    if (!short.includes(d)) await insertProofRow(t.db, { campaignId: id, lineId, day: dec2026(d), state: 'verified', uploadedBy: staff.id, optionId });
  }
  return { id, lineId };
}

/** The booked units of each day `from`..`to` of the option, as GET /availability gives them. */
async function bookedDays(optionId: string, from: string, to: string): Promise<number[]> {
  const res = await api('GET', `/availability?options=${optionId}&from=${from}&to=${to}`, null);
  return (res.body.availability as { days: { booked: number }[] }[])[0]!.days.map((d) => d.booked);
}

describe('issue 38: make-good extra days and kept availability', () => {
  it('the offer skips days another buyer booked; accepted, its days are booked and a hold on them is refused', async () => {
    await keepAvailability(t.db, OPTION_A, dec2026(1), '2027-01-31', 1);
    await placeRequest(t.db, { optionId: OPTION_A, buyer: otherBuyer, at: new Date('2026-12-19T06:00:00Z'), from: dec2026(21), to: dec2026(22), holdStatus: 'confirmed' });
    const { id, lineId } = await shortLine(OPTION_A, [4, 9, 12]);
    t.setNow(new Date('2026-12-20T06:00:00Z'));

    const offer = (await api('GET', `/campaigns/${id}/delivery`, owner)).body.lines[0].proposal;
    expect(offer).toMatchObject({
      form: 'extra', shortUnits: 3,
      extraDays: [{ day: dec2026(23), units: 1 }, { day: dec2026(24), units: 1 }, { day: dec2026(25), units: 1 }],
      explanation: '3 of 14 days had no verified proof: 3 extra days of the same option, 23–25 Dec 2026.',
    });
    expect(await bookedDays(OPTION_A, dec2026(21), dec2026(26))).toEqual([1, 1, 0, 0, 0, 0]);

    expect((await api('POST', `/campaigns/${id}/make-goods`, owner, { lineId, shortUnits: 3, decision: 'accept' })).status).toBe(201);
    expect(await bookedDays(OPTION_A, dec2026(21), dec2026(26))).toEqual([1, 1, 1, 1, 1, 0]);
    const hold = await api('POST', '/holds', otherBuyer, { optionId: OPTION_A, from: dec2026(24), to: dec2026(24), units: 1 });
    expect(hold.status).toBe(409);
    expect(hold.body.nextFree).toEqual({ from: dec2026(26), to: dec2026(26) });
    // Whoever keeps the option's availability cannot take the promised days back either.
    expect((await api('PUT', `/availability/${OPTION_A}`, staff, { from: dec2026(24), to: dec2026(24), units: 0 })).status).toBe(409);
    expect((await api('PUT', `/availability/${OPTION_A}`, staff, { from: dec2026(26), to: dec2026(26), units: 0 })).status).toBe(200);
  });

  it('two campaigns offered the same free day: the first accepted takes it; the other, answering the days it read, gets 409 and its new offer', async () => {
    await keepAvailability(t.db, OPTION_STAFF, dec2026(1), '2027-01-31', 1);
    const first = await shortLine(OPTION_STAFF, [4]);
    const second = await shortLine(OPTION_STAFF, [5]);
    t.setNow(new Date('2026-12-20T06:00:00Z'));
    const read = async (c: { id: string }) => (await api('GET', `/campaigns/${c.id}/delivery`, owner)).body.lines[0].proposal;
    /** The answer the dashboard sends: the offer as the buyer read it. */
    const shown = (o: { shortUnits: number; form: string; extraDays: unknown[]; credit: number }) => ({ shortUnits: o.shortUnits, form: o.form, extraDays: o.extraDays, credit: o.credit });
    const secondOffer = await read(second);
    expect(secondOffer.extraDays).toEqual([{ day: dec2026(21), units: 1 }]);
    const firstOffer = await read(first);
    expect((await api('POST', `/campaigns/${first.id}/make-goods`, owner, { lineId: first.lineId, decision: 'accept', ...shown(firstOffer) })).status).toBe(201);

    const stale = await api('POST', `/campaigns/${second.id}/make-goods`, owner, { lineId: second.lineId, decision: 'accept', ...shown(secondOffer) });
    expect(stale.status).toBe(409);
    expect(await t.db.selectFrom('make_goods').select('id').where('campaign_id', '=', second.id).execute()).toEqual([]);
    const fresh = await read(second);
    expect(fresh.extraDays).toEqual([{ day: dec2026(22), units: 1 }]);
    expect((await api('POST', `/campaigns/${second.id}/make-goods`, owner, { lineId: second.lineId, decision: 'accept', ...shown(fresh) })).status).toBe(201);
    expect(await bookedDays(OPTION_STAFF, dec2026(21), dec2026(23))).toEqual([1, 1, 0]);
  });

  it(`a credit when no day is free within 30 days of the line's last day`, async () => {
    await keepAvailability(t.db, OPTION_A2, dec2026(1), '2027-03-31', 1);
    // Booked from 21 Dec to 13 Jan: the first free day, 14 Jan, is 31 days after 14 Dec.
    await placeRequest(t.db, { optionId: OPTION_A2, buyer: otherBuyer, at: new Date('2026-12-19T06:00:00Z'), from: dec2026(21), to: '2027-01-13', holdStatus: 'confirmed' });
    const { id } = await shortLine(OPTION_A2, [4]);
    t.setNow(new Date('2026-12-20T06:00:00Z'));
    expect((await api('GET', `/campaigns/${id}/delivery`, owner)).body.lines[0].proposal).toMatchObject({
      form: 'credit', credit: 4000, extraDays: [],
      explanation: "1 of 14 days had no verified proof: a credit of ₹4,000 (1 × ₹4,000 a day), as the option has no free units for extra days within 30 days of the line's last day (14 Dec 2026).",
    });
  });

  it('a credit when the seller keeps no free day after the line; extra days once it opens some', async () => {
    await keepAvailability(t.db, OPTION_B, dec2026(1), dec2026(20), 1);
    const { id } = await shortLine(OPTION_B, [2, 3]);
    t.setNow(new Date('2026-12-20T06:00:00Z'));
    expect((await api('GET', `/campaigns/${id}/delivery`, owner)).body.lines[0].proposal).toMatchObject({ form: 'credit', credit: 8000 });
    await keepAvailability(t.db, OPTION_B, dec2026(21), dec2026(31), 1);
    expect((await api('GET', `/campaigns/${id}/delivery`, owner)).body.lines[0].proposal)
      .toMatchObject({ form: 'extra', extraDays: [{ day: dec2026(21), units: 1 }, { day: dec2026(22), units: 1 }] });
  });
});
