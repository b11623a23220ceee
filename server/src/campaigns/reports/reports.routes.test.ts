import { ACTORS, setUpCampaignActors, type Actor } from '../../../test/support/campaign-actors';
import { csvHeaders, reportCampaign } from '../../../test/support/report.fixtures';

const actors = setUpCampaignActors();
const { call } = actors;
const newCampaign = (name?: string, brief?: unknown) => reportCampaign(actors, name, brief);

describe('who may use the report and schedule routes', () => {
  let id: string;
  beforeAll(async () => {
    id = await newCampaign();
  });

  const READ = { owner: 200, shared: 200, other: 404, anonymous: 401, staff: 200 };
  // Non-staff get 403 on staff routes whether or not they can see the campaign (campaign.access.ts).
  const STAFF = (ok: number) => ({ owner: 403, shared: 403, other: 403, anonymous: 401, staff: ok });

  const routes: [string, (id: string) => [Parameters<typeof call>[1], string, unknown?, Record<string, string>?], Record<Actor, number>][] = [
    ['GET report (json)', (c) => ['GET', `/campaigns/${c}/report`], READ],
    ['GET report (csv)', (c) => ['GET', `/campaigns/${c}/report?format=csv`], READ],
    ['POST report/rows', (c) => ['POST', `/campaigns/${c}/report/rows`, [{ date: '2025-03-01', actualSpend: 10 }]], STAFF(200)],
    ['POST report/rows.csv', (c) => ['POST', `/campaigns/${c}/report/rows.csv`, 'date,clicks\n2025-03-01,4\n', csvHeaders], STAFF(200)],
    ['PUT schedule entry', (c) => ['PUT', `/campaigns/${c}/media-options/mo-1/schedule/0`, { po: { id: 'PO-1' } }], STAFF(200)],
    ['POST schedule proof', (c) => ['POST', `/campaigns/${c}/media-options/mo-1/schedule/0/proof`, { url: 'https://example.com/p.jpg', note: 'Ran' }], STAFF(201)],
  ];

  describe.each(routes)('%s', (_name, request, expected) => {
    it.each(ACTORS)('%s', async (actor) => {
      const [method, url, payload, headers] = request(id);
      const res = await call(actor, method, url, payload, headers);
      expect({ actor, status: res.statusCode }).toEqual({ actor, status: expected[actor] });
    });
  });

  it('an unknown campaign is 404 to staff on every route, and 403 to others on staff routes', async () => {
    for (const [, request] of routes) {
      const [method, url, payload, headers] = request('nope');
      expect((await call('staff', method, url, payload, headers)).statusCode).toBe(404);
    }
    expect((await call('owner', 'GET', '/campaigns/nope/report')).statusCode).toBe(404);
    expect((await call('owner', 'POST', '/campaigns/nope/report/rows', [])).statusCode).toBe(403);
  });

  it('answers 401 before looking at a bad body', async () => {
    const res = await call('anonymous', 'POST', `/campaigns/${id}/report/rows`, { not: 'an array' });
    expect(res.statusCode).toBe(401);
  });
});

describe('daily report rows (JSON)', () => {
  let id: string;
  beforeAll(async () => {
    id = await newCampaign();
  });

  const report = async () => {
    const res = await call('owner', 'GET', `/campaigns/${id}/report`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('starts empty', async () => {
    actors.t.setNow(new Date('2025-03-02T12:00:00Z'));
    expect(await report()).toEqual({
      campaignId: id,
      columns: ['date', 'brand', 'industry', 'plannedAds', 'actualAds', 'plannedSpend', 'actualSpend', 'plannedImpressions', 'actualImpressions', 'cpm', 'reach', 'clicks'],
      rows: [],
      totals: { days: 0, plannedAds: 0, actualAds: 0, plannedSpend: 0, actualSpend: 0, plannedImpressions: 0, actualImpressions: 0, cpm: null, reach: 0, clicks: 0 },
      pacing: { asOf: '2025-03-02', plannedSpendToDate: 0, actualSpendToDate: 0, ratio: null, status: 'no-plan' },
      // Verified delivery (issue 38): each line's scheduled days; 1 and 2 March are still open on the 2nd.
      delivery: ['mo-1', 'mo-2'].map((lineId) => ({
        lineId, mediaName: 'np-toi-delhi', optionName: `cat-${lineId}`, unitLabel: 'unit', bought: 3, verified: 0, short: 0,
        days: [{ day: '2025-03-01', bought: 1, verified: 0, short: 0, makeGood: false }, { day: '2025-03-02', bought: 2, verified: 0, short: 0, makeGood: false }],
      })),
    });
  });

  it('adds rows with CPM, totals and pacing; brand and industry default from the brief', async () => {
    actors.t.setNow(new Date('2025-03-02T12:00:00Z'));
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows`, [
      { date: '2025-03-02', plannedAds: 2, actualAds: 2, plannedSpend: 1000, actualSpend: 1000, plannedImpressions: 40000, actualImpressions: 50000, reach: 30000, clicks: 90 },
      { date: '2025-03-01', brand: 'Acme Gold', plannedAds: 2, actualAds: 1, plannedSpend: 1000, actualSpend: 600.555, plannedImpressions: 40000, actualImpressions: 20000, reach: 15000, clicks: 30 },
      { date: '2025-03-03', plannedSpend: 1000 },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.saved).toBe(3);
    expect(body.rows.map((r: { date: string }) => r.date)).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
    expect(body.rows[0]).toEqual({
      date: '2025-03-01', brand: 'Acme Gold', industry: 'FMCG', plannedAds: 2, actualAds: 1, plannedSpend: 1000, actualSpend: 600.56,
      plannedImpressions: 40000, actualImpressions: 20000, cpm: 30.03, reach: 15000, clicks: 30,
    });
    expect(body.rows[1]).toMatchObject({ brand: 'Acme Soaps', industry: 'FMCG', cpm: 20 });
    expect(body.rows[2]).toMatchObject({ actualImpressions: 0, cpm: null, clicks: 0 });
    expect(body.totals).toEqual({
      days: 3, plannedAds: 4, actualAds: 3, plannedSpend: 3000, actualSpend: 1600.56, plannedImpressions: 80000, actualImpressions: 70000,
      cpm: 22.87, reach: 45000, clicks: 120,
    });
    // 2025-03-02 12:00 UTC is still 2 March in India: the 3rd is not counted yet.
    expect(body.pacing).toEqual({ asOf: '2025-03-02', plannedSpendToDate: 2000, actualSpendToDate: 1600.56, ratio: 0.8003, status: 'behind' });
    expect(await report()).toEqual({ ...body, saved: undefined });
  });

  it('replaces a day already present', async () => {
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows`, [{ date: '2025-03-03', plannedSpend: 500, actualSpend: 450, actualImpressions: 9000 }]);
    expect(res.statusCode).toBe(200);
    const rows = (await report()).rows;
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ date: '2025-03-03', plannedSpend: 500, actualSpend: 450, cpm: 50 });
  });

  it('refuses a batch with any bad row, lists every problem and changes nothing', async () => {
    const before = await report();
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows`, [
      { date: '2025-03-01', actualSpend: 1 },
      { date: '2025-02-30', clicks: 1.5 },
      { date: '2025-03-04', plannedSpend: null, actualSpend: -3 },
      { date: '2025-03-01' },
      { date: '2025-03-05', spend: 10 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: expect.stringMatching(/^The report has 4 problems; nothing was saved: row 2: /),
      errors: [
        'row 2: date "2025-02-30" is not a day written YYYY-MM-DD, e.g. 2025-03-01; clicks must be a whole number, got 1.5',
        'row 3: actualSpend must not be negative, got -3',
        'row 4: date 2025-03-01 is already given in row 1',
        'row 5: unknown column "spend"',
      ],
    });
    expect(await report()).toEqual(before);
  });

  it.each([
    [{ date: '2025-03-01' }, 'body must be array'],
    [[], 'body must NOT have fewer than 1 items'],
  ])('refuses the body %j', async (payload, message) => {
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('keeps counts beyond 2^31 (a national TV day)', async () => {
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows`, [{ date: '2025-03-09', actualSpend: 9_000_000, actualImpressions: 3_000_000_000 }]);
    expect(res.statusCode).toBe(200);
    expect((await report()).rows.find((r: { date: string }) => r.date === '2025-03-09')).toMatchObject({ actualImpressions: 3_000_000_000, cpm: 3 });
  });

  it('defaults the brand to the campaign name when there is no brief', async () => {
    const bare = await newCampaign('Diwali radio', null);
    const res = await call('staff', 'POST', `/campaigns/${bare}/report/rows`, [{ date: '2025-10-20' }]);
    expect(res.json().rows[0]).toMatchObject({ brand: 'Diwali radio', industry: '' });
  });
});
