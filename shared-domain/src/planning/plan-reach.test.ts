import type { CatalogMediaOption } from '../catalog/catalog-types';
import {
  formatPeople, isNoticeFormat, linePeople, marketPopulation, planReach, sainsburyReach, titleOf, type PlanMarket,
} from './plan-reach';
import { recommendPlan, type PlanCandidate } from './recommend';

const POPULATIONS = { source: 'test figures', india: 1_000_000_000, byCity: { bangalore: 1_000_000, bengaluru: 1_000_000, mysore: 500_000 } };
const BANGALORE: PlanMarket = { cities: ['Bangalore'], populations: POPULATIONS };

describe('sainsburyReach', () => {
  it('matches hand figures: 1 − Π(1 − r_i / P)', () => {
    // 30% and 20% of a million: 1 − 0.7 × 0.8 = 0.44.
    expect(sainsburyReach([300_000, 200_000], 1_000_000)).toBeCloseTo(440_000, 6);
    // 30%, 20% and 50%: 1 − 0.7 × 0.8 × 0.5 = 0.72.
    expect(sainsburyReach([300_000, 200_000, 500_000], 1_000_000)).toBeCloseTo(720_000, 6);
    expect(sainsburyReach([], 1_000_000)).toBe(0);
  });

  it('never exceeds the population, however many or large the titles', () => {
    expect(sainsburyReach([900_000, 900_000, 900_000, 900_000, 900_000], 1_000_000)).toBeLessThanOrEqual(1_000_000);
    expect(sainsburyReach([2_500_000], 1_000_000)).toBe(1_000_000);
    expect(sainsburyReach([2_500_000, 10], 1_000_000)).toBe(1_000_000);
  });
});

describe('linePeople', () => {
  it('counts a newspaper’s readers once, however many insertions', () => {
    expect(linePeople('newspaper', 300_000, 1)).toBe(300_000);
    expect(linePeople('newspaper', 300_000, 7)).toBe(300_000);
    expect(linePeople('magazine', 90_000, 3)).toBe(90_000);
  });

  it('lets further radio spots reach half as many new listeners as the step before', () => {
    expect(linePeople('radio', 1_000, 1)).toBe(1_000);
    expect(linePeople('radio', 1_000, 2)).toBe(1_500);
    expect(linePeople('radio', 1_000, 3)).toBe(1_750);
    expect(linePeople('radio', 1_000, 0)).toBe(0);
  });
});

describe('marketPopulation', () => {
  it('adds the chosen cities, takes India for none, and is null when a city is not on file', () => {
    expect(marketPopulation(BANGALORE)).toBe(1_000_000);
    expect(marketPopulation({ cities: ['Bangalore', 'Mysore'], populations: POPULATIONS })).toBe(1_500_000);
    expect(marketPopulation({ cities: [], populations: POPULATIONS })).toBe(1_000_000_000);
    expect(marketPopulation({ cities: ['Bangalore', 'Atlantis'], populations: POPULATIONS })).toBeNull();
  });
});

describe('planReach', () => {
  it('counts one title once across 3 of its options and combines titles by Sainsbury', () => {
    const lines = [
      { title: 'paper-a', reach: 300_000, exposures: 300_000 },
      { title: 'paper-a', reach: 300_000, exposures: 600_000 },
      { title: 'paper-a', reach: 300_000, exposures: 300_000 },
      { title: 'paper-b', reach: 200_000, exposures: 400_000 },
    ];
    const r = planReach(lines, BANGALORE);
    // Not 1,100,000 (the sum of the lines) but 1 − 0.7 × 0.8 of a million.
    expect(r.reach).toBe(440_000);
    expect(r.titles).toBe(2);
    expect(r.exposures).toBe(1_600_000);
    expect(r.frequency).toBe(3.6);
    expect(r.reachPercent).toBe(44);
    expect(r.grps).toBe(160);
    expect(r.population).toBe(1_000_000);
    expect(r.reachBasis).toBe('4.4 lakh people (44% of 10 lakh, the population of Bangalore in test figures; Sainsbury overlap of 2 titles: P × (1 − Π(1 − rᵢ/P)), each title counted once)');
    expect(r.frequencyBasis).toMatch(/^3\.6 \(16 lakh exposures ÷ 4\.4 lakh people reached/);
    expect(r.grpBasis).toMatch(/^160 \(reach 44% × frequency 3\.6/);
  });

  it('never reports more people than live in the chosen cities', () => {
    const lines = Array.from({ length: 12 }, (_, i) => ({ title: `t${i}`, reach: 800_000, exposures: 1_600_000 }));
    const r = planReach(lines, BANGALORE);
    expect(r.reach).toBeLessThanOrEqual(1_000_000);
    expect(r.reachPercent).toBeLessThanOrEqual(100);
  });

  it('claims only the largest title when a city’s population is not on file', () => {
    const r = planReach([{ title: 'a', reach: 300_000, exposures: 300_000 }, { title: 'b', reach: 200_000, exposures: 200_000 }], { cities: ['Atlantis'], populations: POPULATIONS });
    expect(r).toMatchObject({ reach: 300_000, population: null, grps: null, reachPercent: null });
    expect(r.reachBasis).toMatch(/population of Atlantis is not on file/);
  });
});

describe('formatPeople', () => {
  it('writes lakh and crore', () => {
    expect(formatPeople(4_100_000)).toBe('41 lakh');
    expect(formatPeople(13_200_000)).toBe('1.32 crore');
    expect(formatPeople(85_000)).toBe('85,000');
  });
});

describe('isNoticeFormat', () => {
  it('knows obituary, classified and recruitment ads from display ads', () => {
    expect(isNoticeFormat({ name: 'Obituary / Remembrance', type: 'Classified' })).toBe(true);
    expect(isNoticeFormat({ name: 'Classified', type: 'Classified' })).toBe(true);
    expect(isNoticeFormat({ name: 'Recruitment ad – Wednesday', type: 'Display' })).toBe(true);
    expect(isNoticeFormat({ name: 'Display Ad – Main Edition', type: 'Display' })).toBe(false);
    expect(isNoticeFormat({ name: 'Front Page Jacket', type: 'Jacket' })).toBe(false);
  });
});

/** A newspaper option of one title (3 × circulation readers), priced per insertion incl. 5% GST. */
function paperOption(mediaId: string, id: string, name: string, type: string, rate: number, circulation: number): PlanCandidate {
  const option: CatalogMediaOption = {
    _id: id, _media: mediaId, name, type, unitLabel: 'per insertion',
    pricingUnits: [{ name: 'Insertions', value: 1, min: 1 }], variablePricingUnits: [],
    rates: { defaultRates: { cardRate: Math.round(rate * 1.2), discountedRate: rate } },
    minimumBilling: 0, serviceTaxPercentage: 5, descriptions: [], referenceArtworks: [], creativeSpecs: [],
    additionalInfo: [], sop: [], _vendors: [],
  };
  return {
    mediaOptionId: id, mediaId, mediaName: `Paper ${mediaId}`, optionName: name, category: 'newspaper', slug: mediaId, city: 'Bangalore', language: 'English',
    option, attributes: { circulation: { value: circulation } },
  };
}

describe('recommendPlan for reach', () => {
  // One big title sold as display, classified, obituary and recruitment; two smaller titles.
  const catalog: PlanCandidate[] = [
    paperOption('big', 'big-display', 'Display Ad – Main Edition', 'Display', 100_000, 200_000),
    paperOption('big', 'big-supplement', 'Display Ad – City Supplement', 'Display', 60_000, 200_000),
    paperOption('big', 'big-classified', 'Classified', 'Classified', 2_000, 200_000),
    paperOption('big', 'big-obituary', 'Obituary / Remembrance', 'Classified', 1_500, 200_000),
    paperOption('big', 'big-recruitment', 'Recruitment ad', 'Display', 3_000, 200_000),
    paperOption('mid', 'mid-display', 'Display Ad – Main Edition', 'Display', 50_000, 100_000),
    paperOption('small', 'small-display', 'Display Ad – Main Edition', 'Display', 20_000, 50_000),
  ];
  const result = recommendPlan(catalog, { budget: 2_000_000, objective: 'reach', market: BANGALORE });
  if (result.kind !== 'plan') throw new Error('expected a plan');

  it('does not pick obituary, classified or recruitment ads', () => {
    expect(result.options.length).toBeGreaterThan(0);
    expect(result.options.some((l) => /classified|obituary|recruitment/.test(l.mediaOptionId))).toBe(false);
  });

  it('takes one option of a title and one insertion of it: more insertions raise frequency, not reach', () => {
    const titles = result.options.map((l) => l.mediaId);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.sort()).toEqual(['big', 'mid', 'small']);
    for (const line of result.options) expect(line.units).toBe(1);
    // A swap never brings in a title another line already reaches.
    for (const line of result.options) {
      const others = result.options.filter((l) => l !== line).map((l) => l.title);
      for (const alt of line.alternatives) expect(others).not.toContain(alt.title);
    }
  });

  it('combines the titles by Sainsbury over the city’s population, never above it', () => {
    // 6, 3 and 1.5 lakh readers of 10 lakh: 1 − 0.4 × 0.7 × 0.85 = 0.762.
    expect(result.totals.reach).toBe(762_000);
    expect(result.totals.reach).toBeLessThanOrEqual(1_000_000);
    expect(result.options.reduce((a, l) => a + l.reach, 0)).toBe(1_050_000);
    expect(result.totals).toMatchObject({ population: 1_000_000, titles: 3, exposures: 1_050_000, frequency: 1.4, grps: 105 });
  });

  it('names the objective each line serves', () => {
    for (const line of result.options) {
      expect(line.objective).toBe('reach');
      expect(line.objectiveNote).toMatch(/^Reach: a display placement seen by the readers of Paper \w+; its readers count once, however many insertions\.$/);
    }
  });

  it('counts a title once even when the search is handed only its options', () => {
    const onlyBig = recommendPlan(catalog.filter((c) => c.mediaId === 'big'), { budget: 2_000_000, objective: 'reach', market: BANGALORE });
    if (onlyBig.kind !== 'plan') throw new Error('expected a plan');
    expect(onlyBig.options).toHaveLength(1);
    expect(onlyBig.totals.reach).toBe(600_000);
  });

  it('repeats insertions for frequency, and reports them as frequency, not reach', () => {
    const frequency = recommendPlan(catalog, { budget: 2_000_000, objective: 'frequency', market: BANGALORE });
    if (frequency.kind !== 'plan') throw new Error('expected a plan');
    expect(frequency.options.some((l) => l.units > 1)).toBe(true);
    expect(frequency.options.some((l) => /classified|obituary|recruitment/.test(l.mediaOptionId))).toBe(false);
    expect(frequency.totals.reach).toBeLessThanOrEqual(1_000_000);
    for (const line of frequency.options) {
      expect(line.reach).toBe(3 * ({ big: 200_000, mid: 100_000, small: 50_000 } as Record<string, number>)[line.mediaId]);
      expect(line.exposures).toBe(line.reach * line.units);
      expect(line.objective).toBe('frequency');
    }
    expect(frequency.totals.frequency).toBeGreaterThan(result.totals.frequency ?? 0);
  });
});

describe('titleOf', () => {
  it('counts an airport’s zones, which all report the airport’s monthly passengers, as one audience', () => {
    const zone = (mediaId: string) => ({ mediaId, category: 'airport', city: 'Bangalore' });
    expect(titleOf(zone('kia-t1'), 'Monthly passengers', 3_100_000)).toBe(titleOf(zone('kia-t2'), 'Monthly passengers', 3_100_000));
    expect(titleOf(zone('kia-t1'), '0.8 × average flight seats × units × 6', 90_000)).toBe('kia-t1');
    expect(titleOf({ mediaId: 'toi', category: 'newspaper', city: 'Bangalore' }, '3 × circulation', 600_000)).toBe('toi');
  });
});
