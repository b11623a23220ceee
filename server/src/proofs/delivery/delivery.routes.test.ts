import { createTokenRepository } from '../../auth/token.repository';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, makeUser, seedCampaign, type Actor } from '../../../test/support/campaign.fixtures';
import { dec2026, hoardingLine, insertProofRow } from '../../../test/support/delivery.fixtures';
import { insertOrder } from '../../../test/support/invoices.fixtures';
import { MAKE_GOOD_MESSAGES } from './delivery.routes';

let t: TestApp;
let owner: Actor;
let colleague: Actor;
let stranger: Actor;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db, 'Asha');
  colleague = await makeUser(t.db, 'Colleague');
  stranger = await makeUser(t.db, 'Stranger');
  staff = await makeUser(t.db, 'Planner', 'operations');
});
afterAll(async () => {
  await t.close();
});

async function call(who: Actor | null, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/campaign-api${path}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: String(res.headers['content-type'] ?? '').startsWith('application/json') ? res.json() : undefined, text: res.body };
}

/** A campaign of the owner, shared with the colleague, with a 14-day hoarding line (1–14 Dec 2026) verified on days `verified`. */
async function hoardingCampaign(verified: number[], status = 'In Execution'): Promise<{ id: string; lineId: string }> {
  const lineId = `l-${Math.random().toString(36).slice(2, 8)}`;
  const { id } = await seedCampaign(t.db, owner, { status, options: [hoardingLine(lineId)], sharedWith: [colleague] });
  for (const d of verified) await insertProofRow(t.db, { campaignId: id, lineId, day: dec2026(d), state: 'verified', uploadedBy: staff.id });
  return { id, lineId };
}

const ALL_BUT = (...missing: number[]) => Array.from({ length: 14 }, (_, i) => i + 1).filter((d) => !missing.includes(d));

describe('issue 38: GET /campaigns/{id}/delivery', () => {
  it('per day: verified, submitted, rejected; short only once the proof window closed (India time)', async () => {
    const { id, lineId } = await hoardingCampaign([1, 2, 3]);
    await insertProofRow(t.db, { campaignId: id, lineId, day: dec2026(4), state: 'rejected', uploadedBy: staff.id });
    await insertProofRow(t.db, { campaignId: id, lineId, day: dec2026(5), state: 'submitted', uploadedBy: staff.id });
    await insertProofRow(t.db, { campaignId: id, lineId, day: dec2026(6), state: 'verified', units: 1, uploadedBy: staff.id });
    await insertProofRow(t.db, { campaignId: id, lineId, day: dec2026(6), state: 'verified', units: 1, uploadedBy: staff.id });
    // 7 Dec, 23:59 in India: days up to 4 Dec are closed, 5–7 Dec still open.
    t.setNow(new Date('2026-12-07T18:29:00Z'));
    const res = await call(owner, 'GET', `/campaigns/${id}/delivery`);
    expect(res.status).toBe(200);
    const line = res.body.lines[0];
    expect(line).toMatchObject({ lineId, mediaName: 'Hoarding MG Road', optionName: '40x20 front-lit', category: 'outdoor', unitLabel: 'day', makeGoods: [] });
    expect(line.days.slice(0, 7)).toEqual([
      { day: dec2026(1), bought: 1, verified: 1, submitted: 0, rejected: 0, short: 0, open: false, makeGood: false },
      { day: dec2026(2), bought: 1, verified: 1, submitted: 0, rejected: 0, short: 0, open: false, makeGood: false },
      { day: dec2026(3), bought: 1, verified: 1, submitted: 0, rejected: 0, short: 0, open: false, makeGood: false },
      { day: dec2026(4), bought: 1, verified: 0, submitted: 0, rejected: 1, short: 1, open: false, makeGood: false },
      { day: dec2026(5), bought: 1, verified: 0, submitted: 1, rejected: 0, short: 0, open: true, makeGood: false },
      { day: dec2026(6), bought: 1, verified: 1, submitted: 0, rejected: 0, short: 0, open: true, makeGood: false },
      { day: dec2026(7), bought: 1, verified: 0, submitted: 0, rejected: 0, short: 0, open: true, makeGood: false },
    ]);
    expect(line.totals).toEqual({ bought: 14, verified: 4, submitted: 1, rejected: 1, short: 1 });
    expect(line.proposal).toMatchObject({ shortUnits: 1, form: 'extra', extraDays: [{ day: dec2026(15), units: 1 }] });
    expect(res.body.credits).toBe(0);
    // One minute later it is 8 Dec in India: 5 Dec closes, still only submitted, so short.
    t.setNow(new Date('2026-12-07T18:31:00Z'));
    expect((await call(owner, 'GET', `/campaigns/${id}/delivery`)).body.lines[0].totals.short).toBe(2);
  });

  it('a line without a dated schedule is proved against the bookings its seller accepted', async () => {
    const line = { ...hoardingLine('booked-line'), schedule: [] };
    const { id } = await seedCampaign(t.db, owner, { status: 'In Execution', options: [line] });
    await insertOrder(t.db, { campaignId: id, buyerId: owner.id, lineId: 'booked-line', from: dec2026(1), to: dec2026(3), units: 2, rate: 1000 });
    t.setNow(new Date('2026-12-02T06:00:00Z'));
    const body = (await call(owner, 'GET', `/campaigns/${id}/delivery`)).body;
    expect(body.lines.map((l: { days: { day: string; bought: number }[] }) => l.days.map((d) => [d.day, d.bought]))).toEqual([[[dec2026(1), 2], [dec2026(2), 2], [dec2026(3), 2]]]);
  });

  it('the campaign\'s readers only: owner, shared users and staff; 404 to others, 401 anonymous', async () => {
    const { id } = await hoardingCampaign([]);
    for (const [who, status] of [[owner, 200], [colleague, 200], [staff, 200], [stranger, 404], [null, 401]] as const) {
      expect({ who: who?.email ?? 'anonymous', status: (await call(who, 'GET', `/campaigns/${id}/delivery`)).status }).toEqual({ who: who?.email ?? 'anonymous', status });
    }
    expect((await call(owner, 'GET', '/campaigns/nope/delivery')).status).toBe(404);
  });
});

describe('issue 38: POST /campaigns/{id}/make-goods', () => {
  it('accept extra days: stored as the rule made them, they join the line, the offer is gone; the finance view lists them', async () => {
    const { id, lineId } = await hoardingCampaign(ALL_BUT(4, 9, 12));
    t.setNow(new Date('2026-12-20T06:00:00Z'));
    const before = (await call(owner, 'GET', `/campaigns/${id}/delivery`)).body.lines[0];
    expect(before.proposal).toEqual({
      lineId, shortUnits: 3, form: 'extra', extraUnits: 3, credit: 0, unitRate: 4000,
      extraDays: [{ day: dec2026(21), units: 1 }, { day: dec2026(22), units: 1 }, { day: dec2026(23), units: 1 }],
      explanation: '3 of 14 days had no verified proof: 3 extra days of the same option, 21–23 Dec 2026.',
    });
    const res = await call(owner, 'POST', `/campaigns/${id}/make-goods`, { lineId, shortUnits: 3, decision: 'accept' });
    expect(res.status).toBe(201);
    const line = res.body.lines[0];
    expect(line.proposal).toBeNull();
    expect(line.makeGoods).toEqual([expect.objectContaining({ form: 'extra', decision: 'accepted', shortUnits: 3, extraUnits: 3, decidedBy: owner.id, extraDays: before.proposal.extraDays })]);
    expect(line.days.filter((d: { makeGood: boolean }) => d.makeGood).map((d: { day: string; open: boolean }) => [d.day, d.open]))
      .toEqual([[dec2026(21), true], [dec2026(22), true], [dec2026(23), true]]);
    expect(line.totals).toMatchObject({ bought: 17, verified: 11, short: 3 });
    expect((await call(colleague, 'GET', `/campaigns/${id}/delivery`)).body).toEqual(res.body);

    const finance = (await call(owner, 'GET', `/campaigns/${id}/finance`)).body;
    expect(finance.makeGoodExtras).toEqual([{
      makeGoodId: line.makeGoods[0]._id, lineId, description: 'Hoarding MG Road - 40x20 front-lit', extraUnits: 3,
      days: before.proposal.extraDays, decidedAt: '2026-12-20T06:00:00.000Z',
    }]);
    expect(finance.makeGoodCredits).toEqual({ total: 0, items: [] });
    // Answering again: there is no offer any more.
    expect(await call(owner, 'POST', `/campaigns/${id}/make-goods`, { lineId, shortUnits: 3, decision: 'accept' }))
      .toMatchObject({ status: 409, body: { error: 'conflict', message: MAKE_GOOD_MESSAGES.noOffer } });
  });

  it('a finished campaign gets a credit; accepted, the finance view owes it to the buyer and the ledger sums it', async () => {
    const { id, lineId } = await hoardingCampaign(ALL_BUT(2, 3, 5), 'Ended');
    t.setNow(new Date('2026-12-20T06:00:00Z'));
    const offer = (await call(owner, 'GET', `/campaigns/${id}/delivery`)).body.lines[0].proposal;
    expect(offer).toMatchObject({
      form: 'credit', shortUnits: 3, credit: 12000, unitRate: 4000, extraDays: [],
      explanation: '3 of 14 days had no verified proof: a credit of ₹12,000 (3 × ₹4,000 a day), as the campaign has finished.',
    });
    const res = await call(owner, 'POST', `/campaigns/${id}/make-goods`, { lineId, shortUnits: 3, decision: 'accept' });
    expect(res.status).toBe(201);
    expect(res.body.credits).toBe(12000);
    expect(res.body.lines[0].days.some((d: { makeGood: boolean }) => d.makeGood)).toBe(false);
    const finance = (await call(owner, 'GET', `/campaigns/${id}/finance`)).body;
    expect(finance.makeGoodCredits).toEqual({
      total: 12000,
      items: [{ makeGoodId: expect.any(String), lineId, description: 'Hoarding MG Road - 40x20 front-lit', shortUnits: 3, unitRate: 4000, credit: 12000, decidedAt: '2026-12-20T06:00:00.000Z' }],
    });
    expect(finance).toMatchObject({ ordered: 0, invoiced: 0, paid: 0, balance: 0, makeGoodExtras: [] });
  });

  it('a running campaign more than 30 days after the line\'s last day gets a credit', async () => {
    const { id } = await hoardingCampaign(ALL_BUT(14));
    // A session of January 2027 (sessions last 30 days).
    const later = { ...owner, token: (await createTokenRepository(t.db, () => new Date('2027-01-10T00:00:00Z')).issueToken(owner.id)).token };
    t.setNow(new Date('2027-01-12T06:00:00Z'));
    expect((await call(later, 'GET', `/campaigns/${id}/delivery`)).body.lines[0].proposal).toMatchObject({ form: 'extra', extraDays: [{ day: '2027-01-13', units: 1 }] });
    t.setNow(new Date('2027-01-13T06:00:00Z'));
    expect((await call(later, 'GET', `/campaigns/${id}/delivery`)).body.lines[0].proposal).toMatchObject({ form: 'credit', credit: 4000 });
  });

  it('declining settles the shortfall: no offer, no days, no credit', async () => {
    const { id, lineId } = await hoardingCampaign(ALL_BUT(1, 2));
    t.setNow(new Date('2026-12-20T06:00:00Z'));
    const res = await call(owner, 'POST', `/campaigns/${id}/make-goods`, { lineId, shortUnits: 2, decision: 'decline' });
    expect(res.status).toBe(201);
    expect(res.body.lines[0]).toMatchObject({ proposal: null, makeGoods: [{ decision: 'declined', shortUnits: 2, form: 'extra' }], totals: { bought: 14, short: 2 } });
    expect(res.body.credits).toBe(0);
    expect((await call(owner, 'GET', `/campaigns/${id}/finance`)).body).toMatchObject({ makeGoodCredits: { total: 0, items: [] }, makeGoodExtras: [] });
  });

  it('a stale offer is 409 (reload) and stores nothing; an unknown line is 404', async () => {
    const { id, lineId } = await hoardingCampaign(ALL_BUT(1, 2));
    t.setNow(new Date('2026-12-20T06:00:00Z'));
    expect(await call(owner, 'POST', `/campaigns/${id}/make-goods`, { lineId, shortUnits: 1, decision: 'accept' }))
      .toMatchObject({ status: 409, body: { error: 'conflict', message: MAKE_GOOD_MESSAGES.changed } });
    expect((await call(owner, 'POST', `/campaigns/${id}/make-goods`, { lineId: 'nope', shortUnits: 2, decision: 'accept' })).status).toBe(404);
    expect((await call(owner, 'POST', `/campaigns/${id}/make-goods`, { lineId, shortUnits: 2, decision: 'maybe' })).status).toBe(400);
    expect(await t.db.selectFrom('make_goods').selectAll().where('campaign_id', '=', id).execute()).toEqual([]);
  });

  it('the owner only: shared users and staff 403, others 404, anonymous 401; nothing stored', async () => {
    const { id, lineId } = await hoardingCampaign(ALL_BUT(1));
    t.setNow(new Date('2026-12-20T06:00:00Z'));
    const answer = { lineId, shortUnits: 1, decision: 'accept' };
    for (const [who, status] of [[colleague, 403], [staff, 403], [stranger, 404], [null, 401]] as const) {
      expect({ who: who?.email ?? 'anonymous', status: (await call(who, 'POST', `/campaigns/${id}/make-goods`, answer)).status }).toEqual({ who: who?.email ?? 'anonymous', status });
    }
    expect(await t.db.selectFrom('make_goods').selectAll().where('campaign_id', '=', id).execute()).toEqual([]);
    expect((await call(owner, 'POST', `/campaigns/${id}/make-goods`, answer)).status).toBe(201);
  });
});

describe('issue 38: the report export includes verified delivery', () => {
  it('JSON: `delivery` per line and day; CSV: the report columns unchanged, then a verified delivery section', async () => {
    const { id, lineId } = await hoardingCampaign([1, 2]);
    // 6 Dec in India: 1–3 Dec are closed, 4 Dec on still open.
    t.setNow(new Date('2026-12-06T06:00:00Z'));
    const json = await call(colleague, 'GET', `/campaigns/${id}/report`);
    expect(json.status).toBe(200);
    expect(json.body.columns[0]).toBe('date');
    expect(json.body.delivery).toEqual([expect.objectContaining({ lineId, mediaName: 'Hoarding MG Road', unitLabel: 'day', bought: 14, verified: 2, short: 1 })]);
    expect(json.body.delivery[0].days.slice(0, 4)).toEqual([
      { day: dec2026(1), bought: 1, verified: 1, short: 0, makeGood: false },
      { day: dec2026(2), bought: 1, verified: 1, short: 0, makeGood: false },
      { day: dec2026(3), bought: 1, verified: 0, short: 1, makeGood: false },
      { day: dec2026(4), bought: 1, verified: 0, short: 0, makeGood: false },
    ]);

    const csv = await call(colleague, 'GET', `/campaigns/${id}/report?format=csv`);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('date,brand,industry,plannedAds,actualAds,plannedSpend,actualSpend,plannedImpressions,actualImpressions,cpm,reach,clicks');
    expect(lines.slice(1, 5)).toEqual(['', 'Verified delivery', 'Line,Media,Option,Unit,Day,Bought units,Verified units,Short units,Make-good day',
      `${lineId},Hoarding MG Road,40x20 front-lit,day,2026-12-01,1,1,0,no`]);
    expect(lines).toHaveLength(1 + 3 + 14 + 1);
    // The file still imports as report rows (none here): the importer stops at the section.
    const back = await t.app.inject({ method: 'POST', url: `/campaign-api/campaigns/${id}/report/rows.csv`, headers: { ...bearer(staff), 'content-type': 'text/csv' }, payload: csv.text });
    expect(back.json().errors).toEqual(['the file has a header but no rows']);
  });
});
