import type { CatalogMediaOption } from '../catalog/catalog-types';
import { cpm } from '../catalog/reach';
import { newBagLine } from '../pricing/bag-line';
import { priceOption } from '../pricing/price-option';
import { withPlanUnits } from './plan-units';
import {
  planValue, prepareCandidates, recommendPlan, searchPlan,
  type PlanCandidate, type PlanMarket, type PlanRequest, type PreparedCandidate,
} from './recommend';
import { RECOMMENDATION_OBJECTIVES, type RecommendationObjective } from './recommend-request';
import { createRng, type Rng } from '../random/seeded-rng';


const CITIES = ['Delhi', 'Mumbai', 'Pune'];
/** Round populations for the tests' cities (the server passes Census figures). */
const POPULATIONS = { source: 'test figures', india: 1_000_000_000, byCity: { delhi: 16_000_000, mumbai: 18_000_000, pune: 5_000_000 } };
const MARKET: PlanMarket = { cities: CITIES, populations: POPULATIONS };

function option(id: string, mediaId: string, pricingUnits: CatalogMediaOption['pricingUnits'], rate: number, extra: Partial<CatalogMediaOption> = {}): CatalogMediaOption {
  return {
    _id: id, _media: mediaId, name: `Option ${id}`, type: 'Display', unitLabel: 'per unit',
    pricingUnits, variablePricingUnits: [],
    rates: { defaultRates: { cardRate: Math.round(rate * 1.25), discountedRate: rate } },
    minimumBilling: 0, serviceTaxPercentage: 18, descriptions: [], referenceArtworks: [], creativeSpecs: [],
    additionalInfo: [], sop: [], _vendors: [],
    ...extra,
  };
}

/** One random candidate of a random category, with the figures its reach formula reads. */
function randomCandidate(rng: Rng, n: number): PlanCandidate {
  const id = `opt${String(n).padStart(3, '0')}`;
  const mediaId = `media${n}`;
  const city = rng.pick(CITIES);
  const category = rng.pick(['newspaper', 'newspaper', 'radio', 'cinema', 'digital', 'outdoor', 'magazine']);
  // Some options bill a minimum above their first steps; some get cheaper per unit in volume.
  const minimumBilling = rng.chance(0.3) ? rng.int(2, 3) * 1000 * rng.int(2, 20) : 0;
  const otherRates = rng.chance(0.25)
    ? [{ fields: [{ field: 'volume', min: rng.int(2, 3) }], difference: { type: 'percentage' as const, value: -rng.int(5, 25) } }]
    : undefined;
  const rate = rng.int(2, 60) * 1000;
  const common = { minimumBilling, rates: { defaultRates: { cardRate: Math.round(rate * 1.2), discountedRate: rate }, otherRates } };
  const base = { mediaOptionId: id, mediaId, mediaName: `Media ${n}`, optionName: `Option ${n}`, category, slug: `media-${n}`, city, language: 'English' };
  switch (category) {
    case 'newspaper':
    case 'magazine':
      return { ...base, option: option(id, mediaId, [{ name: 'Insertions', value: 1, min: 1 }], rate, { ...common, serviceTaxPercentage: 5 }), attributes: { circulation: { value: rng.int(20, 800) * 1000 } } };
    case 'radio':
      return { ...base, option: option(id, mediaId, [{ name: 'Spots per Day', value: 6, min: 2 }, { name: 'Days', value: 7, min: 1 }], Math.round(rate / 20), common), attributes: { weeklyListenership: { value: rng.int(200, 4000) * 1000 } } };
    case 'cinema':
      return { ...base, option: option(id, mediaId, [{ name: 'Weeks', value: 1, min: 1 }], rate, common), attributes: { seats: { value: rng.int(100, 2500) } } };
    case 'digital':
      return { ...base, option: option(id, mediaId, [{ name: "Impressions ('000)", value: 500, min: 100 }], rng.int(60, 300), common) };
    default:
      return { ...base, option: option(id, mediaId, [{ name: 'Months', value: 1, min: 1 }], rate, common), attributes: { dailyFootfall: { value: rng.int(30, 800) * 1000 } } };
  }
}

/**
 * The best plan by trying every step count 0..maxSteps of every candidate (within the budget),
 * valued as the search values a plan (`planValue`: stacked reach, or people for reach).
 */
function bruteForce(prepared: readonly PreparedCandidate[], request: PlanRequest, maxSteps: number): number {
  const value = planValue(prepared, request);
  const steps = prepared.map(() => 0);
  let best = 0;
  const visit = (i: number, cost: number) => {
    if (i === prepared.length) {
      const total = value(steps);
      if (total > best) best = total;
      return;
    }
    steps[i] = 0;
    visit(i + 1, cost);
    const levels = prepared[i].levels;
    for (let k = 1; k <= Math.min(maxSteps, levels.length); k++) {
      const c = cost + levels[k - 1].cost;
      if (c > request.budget) break;
      steps[i] = k;
      visit(i + 1, c);
    }
    steps[i] = 0;
  };
  visit(0, 0);
  return best;
}

function scoreOf(prepared: readonly PreparedCandidate[], request: PlanRequest, steps: readonly number[]): { value: number; cost: number } {
  const cost = prepared.reduce((a, p, j) => a + (steps[j] > 0 ? p.levels[steps[j] - 1].cost : 0), 0);
  return { value: planValue(prepared, request)(steps), cost };
}

describe('searchPlan against exhaustive search on small catalogs', () => {
  it('finds a plan within 3% of the best on each of 100 seeded random catalogs, always within the budget', () => {
    const rng = createRng(20_261_126);
    const MAX = 4;
    let compared = 0;
    let worst = 1;
    for (let catalog = 0; catalog < 100; catalog++) {
      const size = rng.int(6, 8);
      const candidates = Array.from({ length: size }, (_, n) => randomCandidate(rng, catalog * 10 + n));
      const objective = rng.pick(RECOMMENDATION_OBJECTIVES);
      const everything = prepareCandidates(candidates, { budget: Number.MAX_SAFE_INTEGER, objective, market: MARKET }, MAX);
      const full = everything.reduce((a, p) => a + p.levels[p.levels.length - 1].cost, 0);
      const request: PlanRequest = { budget: Math.round(full * (0.05 + rng.next() * 0.6)), objective, market: MARKET };
      const prepared = prepareCandidates(candidates, request, MAX);
      if (!prepared.length) continue;
      const steps = searchPlan(prepared, request);
      const found = scoreOf(prepared, request, steps);
      const best = bruteForce(prepared, request, MAX);
      expect(found.cost).toBeLessThanOrEqual(request.budget);
      expect(steps.every((k, j) => k <= prepared[j].levels.length)).toBe(true);
      if (best > 0) {
        const ratio = found.value / best;
        worst = Math.min(worst, ratio);
        expect(ratio).toBeGreaterThanOrEqual(0.97);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(75);
    // The search never beats the exhaustive best (both value plans the same way).
    expect(worst).toBeLessThanOrEqual(1 + 1e-9);
  });
});

const newspaper = (n: number, city: string, circulation: number, rate: number, extra: Partial<CatalogMediaOption> = {}): PlanCandidate => {
  const id = `np${n}`;
  return {
    mediaOptionId: id, mediaId: `m${n}`, mediaName: `Paper ${n}`, optionName: 'Full page', category: 'newspaper', slug: `paper-${n}`, city, language: 'English',
    option: option(id, `m${n}`, [{ name: 'Insertions', value: 1, min: 1 }], rate, { serviceTaxPercentage: 5, ...extra }),
    attributes: { circulation: { value: circulation } },
  };
};

describe('recommendPlan', () => {
  const catalog: PlanCandidate[] = [
    newspaper(1, 'Delhi', 300_000, 40_000),
    newspaper(2, 'Delhi', 100_000, 10_000),
    newspaper(3, 'Delhi', 50_000, 9_000, { minimumBilling: 20_000 }),
    newspaper(4, 'Mumbai', 500_000, 80_000),
    {
      mediaOptionId: 'out1', mediaId: 'mo1', mediaName: 'Hoarding', optionName: 'Unipole', category: 'outdoor', slug: 'hoarding', city: 'Delhi', language: 'English',
      option: option('out1', 'mo1', [{ name: 'Months', value: 1, min: 1 }], 50_000), attributes: { dailyFootfall: { value: 400_000 } },
    },
  ];

  it('prices every line as the bag would and keeps the plan within the budget', () => {
    const result = recommendPlan(catalog, { budget: 150_000, objective: 'reach', market: MARKET });
    if (result.kind !== 'plan') throw new Error('expected a plan');
    expect(result.options.length).toBeGreaterThan(0);
    expect(result.totals.cost).toBeLessThanOrEqual(150_000);
    expect(result.totals.remaining).toBeCloseTo(150_000 - result.totals.cost, 2);
    expect(result.totals.count).toBe(result.options.length);
    for (const line of result.options) {
      const candidate = catalog.find((c) => c.mediaOptionId === line.mediaOptionId) as PlanCandidate;
      const bagLine = newBagLine(candidate.option, { _id: candidate.mediaId, name: candidate.mediaName, category: candidate.category, slug: candidate.slug });
      expect(priceOption(withPlanUnits(bagLine, line.pricingUnits)).totalPrice).toBe(line.cost);
      expect(priceOption(withPlanUnits(candidate.option as CatalogMediaOption & { _mediaOption: string }, line.pricingUnits)).totalPrice).toBe(line.cost);
      expect(line.units).toBeGreaterThanOrEqual(1);
      expect(line.pricingUnits.find((u) => u.name === line.unitName)?.value).toBe(line.units);
      expect(line.cpm).toBe(cpm(line.cost, line.reach));
      expect(line.why).toMatch(/\w/);
      expect(line.reachBasis).toMatch(/3 × circulation/);
      for (const alt of line.alternatives) {
        expect(alt.cost).toBeLessThanOrEqual(line.cost);
        expect(alt.mediaOptionId).not.toBe(line.mediaOptionId);
        expect(result.options.some((l) => l.mediaOptionId === alt.mediaOptionId)).toBe(false);
      }
    }
    // Outdoor has no reach estimate (SPEC.md section 9) and is not planned for reach.
    expect(result.options.some((l) => l.category === 'outdoor')).toBe(false);
  });

  it('is deterministic and ignores the order of the candidates', () => {
    const a = recommendPlan(catalog, { budget: 200_000, objective: 'frequency' });
    const b = recommendPlan([...catalog].reverse(), { budget: 200_000, objective: 'frequency' });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('plans outdoor by its daily footfall for local footfall only', () => {
    const result = recommendPlan([catalog[1], catalog[4]], { budget: 60_000, objective: 'footfall' });
    if (result.kind !== 'plan') throw new Error('expected a plan');
    const outdoor = result.options.find((l) => l.category === 'outdoor');
    expect(outdoor?.reachBasis).toMatch(/Daily footfall/);
    expect(outdoor?.reach).toBe(400_000);
    const printing: PlanCandidate = { ...catalog[4], mediaOptionId: 'out1-print', option: { ...catalog[4].option, _id: 'out1-print', type: 'Production' } };
    expect(prepareCandidates([printing], { budget: 70_000, objective: 'footfall' })).toEqual([]);
    const onlyOutdoor = recommendPlan(catalog.filter((c) => c.category === 'outdoor'), { budget: 70_000, objective: 'reach', market: MARKET });
    expect(onlyOutdoor).toMatchObject({ kind: 'plan', options: [], totals: { cost: 0, count: 0 } });
    expect(onlyOutdoor.kind === 'plan' && onlyOutdoor.message).toMatch(/reach estimate/);
  });

  it('repeats more for frequency than for reach', () => {
    const units = (objective: RecommendationObjective) => {
      const r = recommendPlan(catalog.slice(0, 3), { budget: 300_000, objective });
      return r.kind === 'plan' ? r.options.reduce((a, l) => a + l.units, 0) / r.options.length : 0;
    };
    expect(units('frequency')).toBeGreaterThan(units('reach'));
  });

  it('says when the budget is below every line, with the smallest workable budget incl. GST', () => {
    const result = recommendPlan(catalog, { budget: 5_000, objective: 'reach', market: MARKET });
    // Paper 2: ₹10,000 + 5% GST is the cheapest first step (paper 3 bills at least ₹20,000).
    expect(result).toEqual({ kind: 'budget_too_small', smallestBudget: 10_500, message: 'The smallest workable budget for these choices is ₹10,500.' });
  });

  it('answers an empty plan with a message when nothing matches', () => {
    const result = recommendPlan([], { budget: 5_000, objective: 'reach', market: MARKET });
    expect(result).toMatchObject({ kind: 'plan', options: [], totals: { budget: 5_000, cost: 0, remaining: 5_000, reach: 0, count: 0 } });
  });

  it('explains the cheapest reach in a city and offers alternatives that fit the line', () => {
    const result = recommendPlan(catalog.slice(0, 3), { budget: 11_000, objective: 'reach', market: MARKET });
    if (result.kind !== 'plan') throw new Error('expected a plan');
    expect(result.options).toHaveLength(1);
    const [line] = result.options;
    expect(line.mediaOptionId).toBe('np2');
    expect(line.why).toMatch(/^Lowest cost per thousand readers among 3 Newspaper options considered in Delhi/);
    expect(line.alternatives).toEqual([]);
    const roomier = recommendPlan(catalog.slice(0, 3), { budget: 45_000, objective: 'reach', market: MARKET });
    if (roomier.kind !== 'plan') throw new Error('expected a plan');
    const big = roomier.options.find((l) => l.cost >= 20_000);
    expect(big?.alternatives.every((a) => a.cost <= (big?.cost ?? 0))).toBe(true);
  });

  it('never plans more units than the bag takes (MAX_UNITS)', () => {
    const bulk: PlanCandidate = {
      ...catalog[1], mediaOptionId: 'bulk', category: 'digital',
      option: option('bulk', 'm2', [{ name: "Impressions ('000)", value: 60_000, min: 60_000 }], 1),
      attributes: {},
    };
    const prepared = prepareCandidates([bulk], { budget: 10_000_000, objective: 'reach', market: MARKET });
    expect(prepared.map((p) => p.levels.map((l) => l.units))).toEqual([[60_000]]);
  });

  it('caps lines sold by days, weeks or months at the campaign length', () => {
    const hoarding = catalog[4];
    const result = recommendPlan([hoarding], { budget: 10_000_000, objective: 'footfall', campaignDays: 40 });
    if (result.kind !== 'plan') throw new Error('expected a plan');
    expect(result.options[0].units).toBe(1);
    const long = recommendPlan([hoarding], { budget: 10_000_000, objective: 'footfall', campaignDays: 95 });
    expect(long.kind === 'plan' && long.options[0].units).toBe(3);
  });
});
