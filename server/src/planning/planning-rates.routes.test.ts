import type { BudgetEstimate, CatalogMediaOption, IplBudget } from 'shared-domain';
import type { SeedCatalog, SeedMedia } from '../seed/seed';
import { media, option } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createPlanningRatesRepository } from './planning-rates.repository';

/** An IPL option as the seed shapes it: a type and one Spots or Matches unit (test rates). */
function iplOption(mediaId: string, index: number, type: string, unit: 'Spots' | 'Matches', rate: number): CatalogMediaOption {
  return {
    ...option(mediaId, index, rate, rate),
    name: `${type} ${index + 1}`,
    type,
    unitLabel: unit === 'Spots' ? 'per 10 sec spot' : 'per match',
    pricingUnits: [{ name: unit, value: unit === 'Spots' ? 10 : 7, min: unit === 'Spots' ? 5 : 1 }],
    variablePricingUnits: [],
  };
}

function ipl(id: string, name: string, options: (mediaId: string) => CatalogMediaOption[], league = 'IPL'): SeedMedia {
  const m = media({ id, category: 'sports-marketing', slug: id, name, city: 'Mumbai' });
  return { ...m, facets: { genre: [league] }, mediaOptions: options(id) };
}

/**
 * Newspapers and a radio station in Delhi and elsewhere (one option each: 1 insertion at the
 * offer rate, 18% GST), and IPL and Kabaddi sports properties.
 */
function planningCatalog(): SeedCatalog {
  return {
    media: [
      media({ id: 'np-toi-delhi', category: 'newspaper', slug: 'toi-delhi', name: 'Times of India', city: 'Delhi', popularity: 90, rates: [[50_000, 40_000], [90_000, 60_000], [20_000, 19_000]] }),
      media({ id: 'np-ht-mumbai', category: 'newspaper', slug: 'ht-mumbai', name: 'Hindustan Times', city: 'Mumbai', rates: [[30_000, 27_000]] }),
      media({ id: 'radio-mirchi-delhi', category: 'radio', slug: 'mirchi-delhi', name: 'Radio Mirchi', city: 'Delhi', rates: [[5_000, 4_500]] }),
      ipl('ipl-star', 'IPL on Star Sports', (id) => [iplOption(id, 0, 'TV Spot', 'Spots', 1_000_000), iplOption(id, 1, 'TV Spot', 'Spots', 400_000)]),
      ipl('ipl-jio', 'IPL on JioCinema', (id) => [
        iplOption(id, 0, 'CTV Spot', 'Spots', 500_000),
        { ...iplOption(id, 1, 'CPM', 'Spots', 250), unitLabel: 'per 1,000 impressions', pricingUnits: [{ name: "Impressions ('000)", value: 100, min: 50 }] },
      ]),
      ipl('ipl-wankhede', 'Wankhede Stadium', (id) => [iplOption(id, 0, 'Stadium Branding', 'Matches', 300_000), { ...iplOption(id, 1, 'Stadium Branding', 'Matches', 1), pricingUnits: [{ name: 'Seasons', value: 1 }] }]),
      ipl('pkl-star', 'Pro Kabaddi League on Star Sports', (id) => [iplOption(id, 0, 'TV Spot', 'Spots', 100)], 'Pro Kabaddi'),
    ],
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: planningCatalog() });
});
afterAll(async () => {
  await t.close();
});

type ErrorAnswer = { error: string; message: string; fields?: Record<string, string> };

async function get<T>(url: string): Promise<{ status: number; body: T & ErrorAnswer }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/planning/${url}` });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/planning/budget-estimate', () => {
  it('gives the 25th percentile, median and 75th percentile per category in the chosen cities, with the options behind them', async () => {
    const { status, body } = await get<BudgetEstimate>('budget-estimate?categories=radio,newspaper&cities=delhi&weeks=2');
    expect(status).toBe(200);
    expect(body.weeks).toBe(2);
    const [paper, radio] = body.categories;
    // Two insertions (one a week) + 18%: 44,840 / 94,400 / 1,41,600 for the Delhi paper's three options.
    expect(paper).toMatchObject({ category: 'newspaper', label: 'Newspaper', optionCount: 3 });
    expect(paper.low).toMatchObject({ amount: 69_620, option: { optionId: 'np-toi-delhi-o0', cost: 94_400, href: '/newspaper/toi-delhi', mediaName: 'Times of India', city: 'Delhi' } });
    expect(paper.typical).toMatchObject({ amount: 94_400, option: { optionId: 'np-toi-delhi-o0', pricingUnits: [{ name: 'Insertions', value: 2 }] } });
    expect(paper.high).toMatchObject({ amount: 118_000, option: { optionId: 'np-toi-delhi-o1', cost: 141_600 } });
    // The option's rates come along, as a bag line keeps them.
    expect(paper.typical?.option.rates.defaultRates).toMatchObject({ cardRate: 50_000, discountedRate: 40_000 });
    expect([radio.low?.amount, radio.typical?.amount, radio.high?.amount]).toEqual([10_620, 10_620, 10_620]);
    expect(radio.typical?.option.href).toBe('/radio/mirchi-delhi');
    expect(body.total).toEqual({ low: 80_240, typical: 105_020, high: 128_620 });
  });

  it('takes all of India without cities, and says when a category has nothing', async () => {
    const { body } = await get<BudgetEstimate>('budget-estimate?categories=newspaper,cinema&weeks=1');
    expect(body.categories.map((c) => [c.category, c.optionCount])).toEqual([['cinema', 0], ['newspaper', 4]]);
    expect(body.categories[0]).toMatchObject({ low: null, typical: null, high: null });
  });

  it('answers an equivalent address from the cache with the same body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/planning/budget-estimate?categories=radio,newspaper&cities=Delhi&weeks=2' });
    const second = await t.app.inject({ method: 'GET', url: '/api/planning/budget-estimate?categories=newspaper,radio&cities=DELHI&weeks=2' });
    expect(second.body).toBe(first.body);
  });

  it.each([
    ['weeks=4', { categories: 'Choose at least one category.' }],
    ['categories=newspaper,tv&weeks=4', { categories: '“tv” is not a category we list.' }],
    ['categories=newspaper&cities=Atlantis&weeks=4', { cities: 'We have no media in “Atlantis”. Choose a city from the list.' }],
    ['categories=newspaper&weeks=0', { weeks: 'Duration must be a whole number of weeks from 1 to 52.' }],
    ['categories=newspaper&weeks=53', { weeks: 'Duration must be a whole number of weeks from 1 to 52.' }],
    ['', { categories: 'Choose at least one category.', weeks: 'Enter the duration in weeks.' }],
  ])('refuses %s with a 400 naming each wrong value', async (query, fields) => {
    const { status, body } = await get(`budget-estimate?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(body.fields).toEqual(fields);
    expect(body.message).toBe(Object.entries(fields).map(([f, m]) => `${f}: ${m}`).join('; '));
  });

  it('refuses an over-long value before reading it', async () => {
    const { status, body } = await get(`budget-estimate?categories=${'a'.repeat(500)}&weeks=1`);
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
  });
});

describe('GET /api/planning/cities', () => {
  it('lists each city with media once, alphabetically', async () => {
    const { status, body } = await get<{ cities: string[] }>('cities');
    expect(status).toBe(200);
    expect(body.cities).toEqual(['Delhi', 'Mumbai']);
  });
});

describe('GET /api/planning/ipl-budget', () => {
  it('prices each chosen channel’s IPL options at matches × spots, and says when a channel has none', async () => {
    const { status, body } = await get<IplBudget>('ipl-budget?channels=tv,in-stadium,radio,digital&matches=10&spots=4');
    expect(status).toBe(200);
    expect(body.channels.map((c) => [c.channel, c.optionCount])).toEqual([['tv', 2], ['digital', 2], ['radio', 0], ['in-stadium', 1]]);
    const [tv, digital, radio, stadium] = body.channels;
    // 40 spots + 18%: 1,88,80,000 (HD-like) and 4,72,00,000; the median of two by nearest rank is the dearer.
    expect(tv.cheapest).toMatchObject({ optionId: 'ipl-star-o1', cost: 18_880_000 });
    expect(tv.typical).toMatchObject({ optionId: 'ipl-star-o0', cost: 47_200_000, href: '/sports-marketing/ipl-star', pricingUnits: [{ name: 'Spots', value: 40 }] });
    expect(tv.typical?.reach).toEqual({ kind: 'none', reason: 'Impressions not reported' });
    expect(digital.typical?.cost).toBe(23_600_000);
    // Streaming sold per thousand: its usual 1,00,000 impressions each of the 10 matches, at ₹250 per thousand + 18%; its reach is what it buys.
    expect(digital.cheapest).toMatchObject({ optionId: 'ipl-jio-o1', cost: 295_000, pricingUnits: [{ name: "Impressions ('000)", value: 1000 }] });
    expect(digital.cheapest?.reach).toEqual({ kind: 'estimate', reach: 1_000_000, basis: 'Reported impressions' });
    expect(radio).toMatchObject({ typical: null, cheapest: null, dearest: null });
    // 10 matches × 3,00,000 + 18%; the season option is left out; Kabaddi is not the IPL.
    expect(stadium.typical).toMatchObject({ optionId: 'ipl-wankhede-o0', cost: 3_540_000, pricingUnits: [{ name: 'Matches', value: 10 }] });
    expect(stadium.typical?.reach.kind).toBe('none');
    expect(body.total).toEqual({ budget: 47_200_000 + 23_600_000 + 3_540_000, reach: null });
  });

  it.each([
    ['matches=10&spots=4', { channels: 'Choose at least one channel.' }],
    ['channels=tv,print&matches=10&spots=4', { channels: '“print” is not a channel; choose TV, digital, outdoor, radio or in-stadium.' }],
    ['channels=tv&matches=75&spots=4', { matches: 'Matches must be a whole number from 1 to 74.' }],
    ['channels=tv&matches=10&spots=0', { spots: 'Spots per match must be a whole number from 1 to 30.' }],
  ])('refuses %s with a 400 naming each wrong value', async (query, fields) => {
    const { status, body } = await get(`ipl-budget?${query}`);
    expect(status).toBe(400);
    expect(body.fields).toEqual(fields);
  });
});

describe('planning rates repository', () => {
  it('reads a category’s options the most popular media first, in position order, at most the limit, in the chosen cities', async () => {
    const rates = createPlanningRatesRepository(t.db);
    expect((await rates.categoryRows('newspaper', [], 2)).map((r) => r.option._id)).toEqual(['np-toi-delhi-o0', 'np-toi-delhi-o1']);
    expect((await rates.categoryRows('newspaper', [])).map((r) => r.option._id)).toEqual(['np-toi-delhi-o0', 'np-toi-delhi-o1', 'np-toi-delhi-o2', 'np-ht-mumbai-o0']);
    expect((await rates.categoryRows('newspaper', ['Mumbai'])).map((r) => r.option._id)).toEqual(['np-ht-mumbai-o0']);
    const iplRows = await rates.iplRows();
    expect(new Set(iplRows.map((r) => r.media._id))).toEqual(new Set(['ipl-star', 'ipl-jio', 'ipl-wankhede']));
    expect(iplRows[0].media.attributes).toBeDefined();
  });
});
