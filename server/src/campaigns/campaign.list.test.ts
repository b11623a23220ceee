import { randomBytes } from 'node:crypto';
import { priceBag, type BagMediaOption, type PricedMediaOption, type ScheduleEntry } from 'shared-domain';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign, type Actor } from '../../test/support/campaign.fixtures';
import { createCampaignRepository } from './campaign.repository';

/**
 * The dashboard list (GET /campaigns): the dates its rows show, and staff's
 * `scope=all` list of every campaign with its owner.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ catalog: smallCatalog() });
});
afterAll(async () => {
  await t.close();
});

type ListBody = {
  campaigns: { _id: string; name: string; access: string; startDate: string | null; endDate: string | null; owner?: unknown }[];
  count: number; totalSpend: number; liveCampaigns: number; endedCampaigns: number;
};

const list = (who: Actor | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/campaign-api/campaigns${query}`, headers: bearer(who) });

const alnum = () => randomBytes(4).toString('hex');

describe('dates of the dashboard list', () => {
  async function bagLineIds(who: Actor): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: '/api/bag', headers: { 'x-access-token': who.token } });
    return (res.json().data.items as { _id: string }[]).map((i) => i._id);
  }

  it('a campaign saved from a bag without dates runs from its first to its last scheduled day', async () => {
    const owner = await makeUser(t.db, 'Scheduler');
    const add = await t.app.inject({
      method: 'POST', url: '/api/bag', headers: { 'x-access-token': owner.token },
      payload: { items: ['np-toi-delhi-o0', 'np-ht-mumbai-o0'].map((id) => ({ _id: id, _media: { _id: 'x', discountedRate: 1 }, tobeLoaded: true })) },
    });
    expect(add.statusCode).toBe(200);
    const [first, second] = await bagLineIds(owner);
    for (const [line, schedule] of [
      [first, [{ date: '2025-11-28', units: 1 }, { date: '2025-11-24', units: 1 }]],
      [second, [{ date: '2025-12-01', units: 2 }, { date: '2025-11-26', units: 1 }]],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/bag/update-info', headers: { 'x-access-token': owner.token }, payload: { mediaOptionId: line, schedule } });
      expect(res.statusCode).toBe(200);
    }
    const saved = await t.app.inject({ method: 'POST', url: '/campaign-api/campaigns/bag', headers: bearer(owner), payload: {} });
    expect(saved.statusCode).toBe(201);

    const body = (await list(owner)).json() as ListBody;
    expect(body.campaigns).toEqual([expect.objectContaining({ _id: saved.json()._id, name: expect.stringMatching(/ – [A-Z][a-z]+ \d{4}$/), startDate: '2025-11-24', endDate: '2025-12-01' })]);
  });

  it("the campaign's own dates win over its schedule; no schedule and no dates stay empty", async () => {
    const owner = await makeUser(t.db, 'Dated');
    const repo = createCampaignRepository(t.db);
    const priced = (schedule?: ScheduleEntry[]): PricedMediaOption[] => {
      const option: BagMediaOption = { ...sampleOption(`o-${alnum()}`), ...(schedule ? { schedule } : {}) };
      return priceBag([option]).options as PricedMediaOption[];
    };
    const dated = await repo.create(owner.id, {
      name: 'Brief dates', status: 'Draft', doc: { mediaOptions: priced([{ date: '2026-01-05', units: 1 }]), startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    const blank = await repo.create(owner.id, { name: 'Blank dates', status: 'Draft', doc: { mediaOptions: priced([{ date: '2026-01-05', units: 1 }]), startDate: '', endDate: null } });
    const none = await repo.create(owner.id, { name: 'No schedule', status: 'Draft', doc: { mediaOptions: priced() } });
    // Entries an older document may hold: a date that is not a date, and one without a date.
    const odd = await repo.create(owner.id, {
      name: 'Odd schedule', status: 'Draft',
      doc: { mediaOptions: priced([{ date: 'soon', units: 1 }, { date: '2026-02-03T10:00:00.000Z', units: 1 }, { units: 1 } as unknown as ScheduleEntry]) },
    });
    const rows = new Map(((await list(owner)).json() as ListBody).campaigns.map((c) => [c._id, [c.startDate, c.endDate]]));
    expect(rows.get(dated.campaign._id)).toEqual(['2026-01-01', '2026-01-31']);
    expect(rows.get(blank.campaign._id)).toEqual(['2026-01-05', '2026-01-05']);
    expect(rows.get(none.campaign._id)).toEqual([null, null]);
    expect(rows.get(odd.campaign._id)).toEqual(['2026-02-03', '2026-02-03']);
  });

  it('a row stored before the dates came from schedules gets them on its next save (a rename)', async () => {
    const owner = await makeUser(t.db, 'Old row');
    const { id } = await seedCampaign(t.db, owner, { status: 'Draft', options: [{ ...sampleOption(`q-${alnum()}`), schedule: [{ date: '2025-11-30', units: 1 }, { date: '2025-11-24', units: 1 }] }] });
    // As an older version stored it: no dates in the summary columns.
    await t.db.updateTable('campaigns').set({ start_date: null, end_date: null }).where('id', '=', id).execute();
    expect(((await list(owner)).json() as ListBody).campaigns[0]).toMatchObject({ startDate: null, endDate: null });

    const renamed = await t.app.inject({ method: 'PATCH', url: `/campaign-api/campaigns/${id}`, headers: bearer(owner), payload: { name: 'Year-end push' } });
    expect(renamed.statusCode).toBe(200);
    expect(((await list(owner)).json() as ListBody).campaigns[0]).toMatchObject({ name: 'Year-end push', startDate: '2025-11-24', endDate: '2025-11-30' });
  });
});

describe('GET /campaigns?scope=all (staff)', () => {
  let staff: Actor;
  let asha: Actor;
  let vikram: Actor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    staff = await makeUser(t.db, 'Ravi Ops', 'ops');
    asha = await makeUser(t.db, 'Asha Rao');
    vikram = await makeUser(t.db, 'Vikram Shah');
    const options = () => [sampleOption(`r-${alnum()}`)];
    ids.live = (await seedCampaign(t.db, asha, { status: 'In Execution', options: options() })).id;
    ids.closed = (await seedCampaign(t.db, vikram, { status: 'Closed', options: options(), sharedWith: [staff] })).id;
    ids.mine = (await seedCampaign(t.db, staff, { status: 'Draft', options: options() })).id;
  });

  it('lists every campaign, most recently updated first, each with its owner, and the figures over them all', async () => {
    const res = await list(staff, '?scope=all');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListBody;
    const everything = await t.db.selectFrom('campaigns').select(['id', 'status', 'total_price', 'updated_at']).execute();
    expect(body.count).toBe(everything.length);
    expect(body.campaigns.map((c) => c._id)).toEqual(
      [...everything].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id)).map((r) => r.id),
    );
    expect(body.totalSpend).toBeCloseTo(everything.reduce((s, r) => s + Number(r.total_price), 0), 2);
    expect(body.liveCampaigns).toBe(everything.filter((r) => r.status === 'In Execution').length);
    expect(body.endedCampaigns).toBe(everything.filter((r) => ['Ended', 'Closed', 'Completed'].includes(r.status)).length);

    const byId = new Map(body.campaigns.map((c) => [c._id, c]));
    expect(byId.get(ids.live)).toEqual({
      _id: ids.live, name: expect.any(String), status: 'In Execution', totalPrice: expect.any(Number), mediaOptionCount: 1,
      startDate: null, endDate: null, createdAt: expect.any(String), updatedAt: expect.any(String),
      access: 'staff', owner: { _id: asha.id, name: 'Asha Rao', email: asha.email },
    });
    expect(byId.get(ids.closed)).toMatchObject({ access: 'shared', owner: { _id: vikram.id, name: 'Vikram Shah' } });
    expect(byId.get(ids.mine)).toMatchObject({ access: 'owner', owner: { _id: staff.id, name: 'Ravi Ops' } });
  });

  it('without scope, or with scope=mine, staff see only their own and shared campaigns, without owners', async () => {
    for (const query of ['', '?scope=mine']) {
      const body = (await list(staff, query)).json() as ListBody;
      expect(body.campaigns.map((c) => c._id).sort()).toEqual([ids.closed, ids.mine].sort());
      expect(body.count).toBe(2);
      expect(body.campaigns.every((c) => c.owner === undefined)).toBe(true);
    }
  });

  it('refuses anyone else: advertisers and white-label admins 403, anonymous 401, an unknown scope 400', async () => {
    for (const who of [asha, await makeUser(t.db, 'Agency admin', 'white-label-admin')]) {
      const res = await list(who, '?scope=all');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: 'Only staff can list every campaign; leave out scope=all to see your own' });
    }
    expect((await list(null, '?scope=all')).statusCode).toBe(401);
    const bad = await list(staff, '?scope=everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('querystring/scope must be one of: mine, all');
  });

  it('reads summary columns only: 1,000 campaigns list quickly, even with unreadable documents', async () => {
    const owner = await makeUser(t.db, 'Bulk owner');
    const at = Date.parse('2020-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      id: `bulk-${String(i).padStart(4, '0')}-${alnum()}`, owner_id: owner.id, name: `Bulk ${i}`, status: i % 10 === 0 ? 'In Execution' : 'Draft',
      data_json: 'not json', created_at: new Date(at + i * 1000).toISOString(), updated_at: new Date(at + i * 1000).toISOString(),
      total_price: 100, option_count: 1, start_date: null, end_date: null,
    }));
    for (let i = 0; i < rows.length; i += 200) await t.db.insertInto('campaigns').values(rows.slice(i, i + 200)).execute();

    const started = Date.now();
    const res = await list(staff, '?scope=all');
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListBody;
    expect(body.count).toBeGreaterThanOrEqual(1003);
    expect(body.campaigns.filter((c) => c._id.startsWith('bulk-'))).toHaveLength(1000);
    expect(body.campaigns[body.campaigns.length - 1]).toMatchObject({ name: 'Bulk 0', owner: { name: 'Bulk owner' } });
    expect(took).toBeLessThan(2000);
  });
});
