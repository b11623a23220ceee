import {
  isNoticeFormat, newBagLine, priceOption, quantityUnitOf, withPlanUnits, type CatalogMediaOption, type PlanTotals, type RecommendedLine,
} from 'shared-domain';
import { generatedCatalog, type SeedCatalog, type SeedMedia } from '../seed/seed';
import { CITIES } from '../seed/names-places';
import { media, option } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/** A radio station sold by spots a day × days, with the listenership its reach formula reads. */
function radio(id: string, city: string, listeners: number, rate: number): SeedMedia {
  const m = media({ id, category: 'radio', slug: id, name: `Radio ${id}`, city, language: 'Hindi', audience: listeners });
  return {
    ...m,
    attributes: { weeklyListenership: { value: listeners } },
    mediaOptions: [{
      ...option(id, 0, rate * 1.2, rate),
      name: 'FCT spot',
      pricingUnits: [{ name: 'Spots per Day', value: 6, min: 4 }, { name: 'Days', value: 7, min: 1 }],
      variablePricingUnits: [],
    }],
  };
}

/** An outdoor site: no reach estimate, planned by its daily footfall for local footfall only. */
function hoarding(id: string, city: string, footfall: number, rate: number): SeedMedia {
  const m = media({ id, category: 'outdoor', slug: id, name: `Hoarding ${id}`, city, audience: footfall, rates: [[rate * 1.3, rate]] });
  return {
    ...m,
    attributes: { dailyFootfall: { value: footfall } },
    mediaOptions: m.mediaOptions.map((o) => ({ ...o, pricingUnits: [{ name: 'Months', value: 1, min: 1 }] })),
  };
}

/** Newspapers (3 × circulation readers; one with a minimum billing), radio and outdoor in three cities. */
function recommendationCatalog(): SeedCatalog {
  const withMinimum = media({ id: 'np-dainik-delhi', category: 'newspaper', slug: 'dainik-delhi', name: 'Dainik Delhi', city: 'Delhi', language: 'Hindi', audience: 250_000, rates: [[12_000, 9_000]] });
  withMinimum.mediaOptions = withMinimum.mediaOptions.map((o) => ({ ...o, minimumBilling: 25_000 }));
  return {
    media: [
      media({ id: 'np-toi-delhi', category: 'newspaper', slug: 'toi-delhi', name: 'Times of India', city: 'Delhi', audience: 900_000, rates: [[50_000, 40_000], [20_000, 16_000]] }),
      media({ id: 'np-ht-mumbai', category: 'newspaper', slug: 'ht-mumbai', name: 'Hindustan Times', city: 'Mumbai', audience: 600_000, rates: [[30_000, 27_000]] }),
      media({ id: 'np-pune-mirror', category: 'newspaper', slug: 'pune-mirror', name: 'Pune Mirror', city: 'Pune', audience: 120_000, rates: [[9_000, 7_000]] }),
      withMinimum,
      radio('radio-mirchi-delhi', 'Delhi', 2_000_000, 900),
      radio('radio-city-mumbai', 'Mumbai', 1_500_000, 800),
      hoarding('ooh-cp-delhi', 'Delhi', 800_000, 60_000),
      media({ id: 'mag-no-options', category: 'magazine', slug: 'no-options', name: 'No Options', city: 'Delhi', rates: [] }),
    ],
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: recommendationCatalog() });
  t.setNow(new Date('2026-11-26T06:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

type Plan = { options: RecommendedLine[]; totals: PlanTotals; objective: string; message?: string; audience?: unknown };
type ErrorAnswer = { error: string; message: string; fields?: Record<string, string>; smallestBudget?: number };

async function recommend(payload: unknown, ip = '203.0.113.10'): Promise<{ status: number; body: Plan & ErrorAnswer }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/recommendations', payload: payload as object, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
}

/** Catalog options by id, as stored. */
async function catalogOptions(): Promise<Map<string, CatalogMediaOption>> {
  const rows = await t.db.selectFrom('media_options').select(['id', 'data_json']).execute();
  return new Map(rows.map((r) => [r.id, JSON.parse(r.data_json) as CatalogMediaOption]));
}

/** Row counts of the tables a request could touch (it should touch none). */
async function snapshot(): Promise<number[]> {
  const n = async (table: 'media' | 'media_options' | 'bags' | 'bag_items' | 'campaigns') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return Promise.all([n('media'), n('media_options'), n('bags'), n('bag_items'), n('campaigns')]);
}

describe('POST /api/recommendations', () => {
  it('plans within the budget, each line priced as the bag prices it, at or above its minimum units', async () => {
    const before = await snapshot();
    const { status, body } = await recommend({ budget: 150_000, objective: 'reach', cities: ['delhi', 'Mumbai'] });
    expect(status).toBe(200);
    expect(body.objective).toBe('reach');
    expect(body.options.length).toBeGreaterThan(1);
    expect(body.totals.cost).toBeLessThanOrEqual(150_000);
    expect(body.totals).toMatchObject({
      budget: 150_000,
      cost: Math.round(body.options.reduce((a, l) => a + l.cost, 0) * 100) / 100,
      remaining: Math.round((150_000 - body.totals.cost) * 100) / 100,
      count: body.options.length,
      // Delhi and Mumbai in the Census of India 2011.
      population: 16_314_838 + 18_414_288,
      exposures: body.options.reduce((a, l) => a + l.exposures, 0),
    });
    // People, not the sum of the lines: titles overlap.
    expect(body.totals.reach).toBeLessThan(body.options.reduce((a, l) => a + l.reach, 0));
    expect(body.totals.reachBasis).toMatch(/Sainsbury overlap of \d+ titles/);
    const options = await catalogOptions();
    for (const line of body.options) {
      const stored = options.get(line.mediaOptionId) as CatalogMediaOption;
      expect(['Delhi', 'Mumbai']).toContain(line.city);
      // Outdoor has no reach estimate and is planned for local footfall only.
      expect(line.category).not.toBe('outdoor');
      const unit = quantityUnitOf(stored);
      expect(line.unitName).toBe(unit?.name);
      expect(line.units).toBeGreaterThanOrEqual(Math.max(1, unit?.min ?? 1));
      expect(line.pricingUnits.find((u) => u.name === line.unitName)?.value).toBe(line.units);
      expect(priceOption(withPlanUnits({ ...stored, _mediaOption: stored._id }, line.pricingUnits)).totalPrice).toBe(line.cost);
      const bagLine = newBagLine(stored, { _id: line.mediaId, name: line.mediaName, category: line.category, slug: line.slug, city: line.city });
      expect(priceOption(withPlanUnits(bagLine, line.pricingUnits)).totalPrice).toBe(line.cost);
      expect(line.reach).toBeGreaterThan(0);
      expect(line.why.length).toBeGreaterThan(10);
      expect(line.reachBasis.length).toBeGreaterThan(10);
      for (const alt of line.alternatives) expect(alt.cost).toBeLessThanOrEqual(line.cost);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('applies the minimum billing: a line under it costs the minimum plus GST', async () => {
    const { status, body } = await recommend({ budget: 40_000, objective: 'frequency', cities: ['Delhi'], categories: ['newspaper'], languages: ['hindi'] });
    expect(status).toBe(200);
    expect(body.options).toHaveLength(1);
    const [line] = body.options;
    expect(line.mediaOptionId).toBe('np-dainik-delhi-o0');
    // ₹9,000 an insertion, at least ₹25,000 billed: up to 2 insertions cost ₹25,000 + 18% GST; 3 cost ₹27,000 + GST.
    expect(line.units).toBe(3);
    expect(line.cost).toBe(31_860);
  });

  it('plans outdoor for local footfall, and echoes the audience it cannot rank by', async () => {
    const audience = { ageFrom: 18, ageTo: 34, gender: ['female'] };
    const { status, body } = await recommend({ budget: 150_000, objective: 'footfall', cities: ['Delhi'], startDate: '2026-12-01', endDate: '2026-12-31', audience });
    expect(status).toBe(200);
    expect(body.options.map((l) => l.mediaOptionId)).toContain('ooh-cp-delhi-o0');
    expect(body.audience).toEqual(audience);
  });

  it('answers the same plan to the same request, whatever the order or case of its lists', async () => {
    const a = await recommend({ budget: 90_000, objective: 'reach', cities: ['Delhi', 'Mumbai'], categories: ['radio', 'newspaper'] });
    const b = await recommend({ budget: 90_000, objective: 'reach', cities: ['mumbai', 'DELHI'], categories: ['newspaper', 'radio'] });
    const c = await recommend({ budget: 90_000, objective: 'reach', cities: ['Delhi', 'Mumbai'], categories: ['radio', 'newspaper'] });
    expect(a.status).toBe(200);
    expect(JSON.stringify(b.body)).toBe(JSON.stringify(a.body));
    expect(JSON.stringify(c.body)).toBe(JSON.stringify(a.body));
  });

  it('says when the budget is below every line, with the smallest workable budget incl. GST', async () => {
    const before = await snapshot();
    const { status, body } = await recommend({ budget: 500, objective: 'reach', cities: ['Pune'] });
    expect(status).toBe(400);
    // Pune Mirror: ₹7,000 an insertion + 18% GST.
    expect(body).toEqual({ error: 'budget_too_small', message: 'The smallest workable budget for these choices is ₹8,260.', smallestBudget: 8_260 });
    expect(await snapshot()).toEqual(before);
  });

  it('answers an empty plan with a message when no media match', async () => {
    const { status, body } = await recommend({ budget: 100_000, objective: 'reach', languages: ['Klingon'] });
    expect(status).toBe(200);
    expect(body.options).toEqual([]);
    expect(body.totals).toMatchObject({ budget: 100_000, cost: 0, remaining: 100_000, reach: 0, count: 0, exposures: 0, frequency: null, grps: 0 });
    expect(body.message).toMatch(/No media/);
  });

  it.each([
    [{ budget: 0, objective: 'reach' }, 'budget', 'The budget must be more than ₹0.'],
    [{ budget: -100, objective: 'reach' }, 'budget', 'The budget must be more than ₹0.'],
    [{ budget: 10_000_000_001, objective: 'reach' }, 'budget', 'The budget can be at most ₹1,000 crore.'],
    [{ budget: 1000, objective: 'awareness' }, 'objective', 'Choose the objective: reach, frequency, footfall.'],
    [{ budget: 1000, objective: 'reach', cities: ['Atlantis'] }, 'cities', 'We have no media in "Atlantis". Choose cities from the list, or none for pan-India.'],
    [{ budget: 1000, objective: 'reach', categories: ['billboards'] }, 'categories', /^Unknown category "billboards"/],
    [{ budget: 1000, objective: 'reach', startDate: '2026-12-10', endDate: '2026-12-01' }, 'endDate', 'The end date cannot be before the start date.'],
    [{ budget: 1000, objective: 'reach', startDate: '2026-13-01' }, 'startDate', 'Enter the start date as YYYY-MM-DD.'],
    [{ budget: 1000, objective: 'reach', audience: { ageFrom: 40, ageTo: 20 } }, 'audience', 'The youngest age cannot be above the oldest.'],
  ])('refuses %j with a 400 naming the field, changing nothing', async (payload, field, message) => {
    const before = await snapshot();
    const { status, body } = await recommend(payload);
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    expect(body.fields?.[field]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(body.message).toContain(`${field}: `);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a budget that is not a number, and unknown fields', async () => {
    const text = await recommend({ budget: 'a lot', objective: 'reach' });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ error: 'bad_request', message: expect.stringMatching(/budget/) });
    const extra = await recommend({ budget: 1000, objective: 'reach', colour: 'red' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/unknown field "colour"/);
  });

  it('is listed in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/recommendations'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/recommendations'].post.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
  });
});

describe('POST /api/recommendations rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ catalog: recommendationCatalog(), env: { RECOMMENDATION_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 past the per-address limit, and counts each address apart', async () => {
    const send = (ip: string) => limited.app.inject({ method: 'POST', url: '/api/recommendations', payload: { budget: 50_000, objective: 'reach' }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await send('198.51.100.7')).statusCode).toBe(200);
    const refused = await send('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: expect.stringMatching(/Too many plans/) });
    expect((await send('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('POST /api/recommendations on the seed catalog', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ catalog: await generatedCatalog() });
  });
  afterAll(async () => {
    await seeded.close();
  });

  it('plans Bangalore with ₹20 lakh for reach without counting more people than live there', async () => {
    const res = await seeded.app.inject({ method: 'POST', url: '/api/recommendations', payload: { budget: 2_000_000, objective: 'reach', cities: ['Bangalore'] }, remoteAddress: '203.0.113.20' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Plan;
    const population = CITIES.find((c) => c.name === 'Bangalore')?.population as number;
    expect(population).toBe(8_499_399);
    expect(body.options.length).toBeGreaterThan(1);
    expect(body.totals.cost).toBeLessThanOrEqual(2_000_000);
    expect(body.totals.population).toBe(population);
    expect(body.totals.reach).toBeGreaterThan(0);
    expect(body.totals.reach).toBeLessThanOrEqual(population);
    expect(body.totals.reachPercent).toBeLessThanOrEqual(100);
    // One option of a title, never an obituary, classified or recruitment ad; each line names its objective.
    const titles = body.options.map((l) => l.title);
    expect(new Set(titles).size).toBe(titles.length);
    const options = new Map((await seeded.db.selectFrom('media_options').select(['id', 'data_json']).where('id', 'in', body.options.map((l) => l.mediaOptionId)).execute())
      .map((r) => [r.id, JSON.parse(r.data_json) as CatalogMediaOption]));
    for (const line of body.options) {
      expect(line.city).toBe('Bangalore');
      expect(isNoticeFormat(options.get(line.mediaOptionId) as CatalogMediaOption)).toBe(false);
      expect(line.objective).toBe('reach');
      expect(line.objectiveNote).toMatch(/^Reach: /);
      expect(line.reach).toBeLessThanOrEqual(population);
    }
    expect(body.totals.reachBasis).toMatch(/% of 85 lakh, the population of Bangalore in Census of India 2011 \(provisional totals\); Sainsbury overlap of \d+ titles/);
    expect(body.totals.frequency).toBeCloseTo(body.totals.exposures / body.totals.reach, 1);
    expect(body.totals.grps).toBe(Math.round((body.totals.exposures / population) * 100));
  });
});
