import { newBagLine } from '../pricing/bag-line';
import { priceOption } from '../pricing/price-option';
import {
  budgetEstimateApiQuery, budgetEstimateAsked, budgetEstimateQuery, budgetEstimateValuesFrom, checkBudgetEstimate, estimateBudget,
  nearestRank, percentile, plannedUnits, planOption,
} from './budget-estimate';
import { testRow } from './test/budget-estimate-rows';

describe('percentile (linear interpolation between closest ranks)', () => {
  it('interpolates between the two nearest values', () => {
    expect(percentile([10, 20, 30, 40], 0.25)).toBeCloseTo(17.5);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([10, 20, 30, 40], 0.75)).toBeCloseTo(32.5);
    expect(percentile([10, 20, 30, 40, 50], 0.5)).toBe(30);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9], 0.25)).toBe(3);
  });

  it('is the value itself for one value, the ends at 0 and 1, NaN for none', () => {
    expect(percentile([7], 0.25)).toBe(7);
    expect(percentile([3, 9], 0)).toBe(3);
    expect(percentile([3, 9], 1)).toBe(9);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('nearestRank names the index closest to the position', () => {
    expect(nearestRank(4, 0.25)).toBe(1); // position 0.75
    expect(nearestRank(4, 0.5)).toBe(2); // position 1.5, ties go up
    expect(nearestRank(5, 0.75)).toBe(3);
    expect(nearestRank(1, 0.75)).toBe(0);
  });
});

describe('plannedUnits: one booking rule for a duration', () => {
  it('sets time units to the duration (months of 30 days, rounded up)', () => {
    expect(plannedUnits([{ name: 'Spots per Day', value: 6, min: 4 }, { name: 'Days', value: 7, min: 1 }], 4)).toEqual([
      { name: 'Spots per Day', value: 6 }, { name: 'Days', value: 28 },
    ]);
    expect(plannedUnits([{ name: 'Weeks', value: 1 }], 3)).toEqual([{ name: 'Weeks', value: 3 }]);
    expect(plannedUnits([{ name: 'Months', value: 1 }], 4)).toEqual([{ name: 'Months', value: 1 }]);
    expect(plannedUnits([{ name: 'Months', value: 1 }], 5)).toEqual([{ name: 'Months', value: 2 }]);
  });

  it('books a count unit every week, keeps sizes and seasons, and never goes below a minimum', () => {
    expect(plannedUnits([{ name: 'Width (cm)', value: 8 }, { name: 'Height (cm)', value: 10 }, { name: 'Insertions', value: 1 }], 4)).toEqual([
      { name: 'Width (cm)', value: 8 }, { name: 'Height (cm)', value: 10 }, { name: 'Insertions', value: 4 },
    ]);
    expect(plannedUnits([{ name: 'Spots', value: 10, min: 5 }], 2)).toEqual([{ name: 'Spots', value: 20 }]);
    expect(plannedUnits([{ name: 'Seasons', value: 1 }], 10)).toEqual([{ name: 'Seasons', value: 1 }]);
    expect(plannedUnits([{ name: 'Width (cm)', value: 8 }], 10)).toEqual([{ name: 'Width (cm)', value: 8 }]);
    expect(plannedUnits([{ name: 'Insertions', value: 1, inUse: false }, { name: 'Posts', value: 3 }], 2)).toEqual([{ name: 'Posts', value: 6 }]);
  });
});

describe('planOption: priced as the bag prices it', () => {
  it('costs what priceOption makes of the bag line at the planned units (GST of the category, minimum billing)', () => {
    const row = testRow('a', 'newspaper', 1000, [{ name: 'Insertions', value: 1 }], { minimumBilling: 0 });
    const planned = planOption(row, [{ name: 'Insertions', value: 3 }]);
    const line = newBagLine(row.option, row.media, 'a');
    line.pricingUnits = [{ name: 'Insertions', value: 3 }];
    // Newspaper ad space carries 5% GST: 3 × 1,000 + 5%.
    expect(planned.cost).toBe(priceOption(line, { serviceTaxPercentage: 5 }).totalPrice);
    expect(planned.cost).toBe(3150);
    expect(planned).toMatchObject({ href: '/newspaper/media-a', mediaName: 'Media a', optionName: 'Option a', pricingUnits: [{ name: 'Insertions', value: 3 }] });

    const withMinimum = testRow('b', 'radio', 100, [{ name: 'Spots', value: 1 }], { minimumBilling: 5000 });
    expect(planOption(withMinimum, [{ name: 'Spots', value: 2 }]).cost).toBe(5900);
  });
});

describe('estimateBudget', () => {
  // Radio costs per week at 18% GST: 1,180 … 5,900 (five options); newspaper one option.
  const rows = [
    testRow('r1', 'radio', 1000), testRow('r2', 'radio', 2000), testRow('r3', 'radio', 3000), testRow('r4', 'radio', 4000), testRow('r5', 'radio', 5000),
    testRow('n1', 'newspaper', 10_000),
    testRow('tv', 'television', 99_999),
  ];

  it('gives the 25th percentile, median and 75th percentile per category with the nearest options, and totals', () => {
    const estimate = estimateBudget(rows, { categories: ['radio', 'newspaper'], weeks: 2 });
    expect(estimate.weeks).toBe(2);
    // CATEGORIES order: newspaper before radio; television was not asked for.
    expect(estimate.categories.map((c) => c.category)).toEqual(['newspaper', 'radio']);
    const radio = estimate.categories[1];
    expect(radio.optionCount).toBe(5);
    // Two insertions each: 2,360 / 4,720 / 7,080 / 9,440 / 11,800.
    expect(radio.low).toMatchObject({ amount: 4720, option: { optionId: 'r2', cost: 4720, href: '/radio/media-r2' } });
    expect(radio.typical).toMatchObject({ amount: 7080, option: { optionId: 'r3' } });
    expect(radio.high).toMatchObject({ amount: 9440, option: { optionId: 'r4' } });
    const paper = estimate.categories[0];
    expect([paper.low?.amount, paper.typical?.amount, paper.high?.amount]).toEqual([21_000, 21_000, 21_000]);
    expect(estimate.total).toEqual({ low: 25_720, typical: 28_080, high: 30_440 });
  });

  it('interpolates between options and names the nearest one', () => {
    const estimate = estimateBudget(rows.slice(0, 4), { categories: ['radio'], weeks: 1 });
    const radio = estimate.categories[0];
    // 1,180 / 2,360 / 3,540 / 4,720: median 2,950 between r2 and r3, nearest rank r3.
    expect(radio.typical).toMatchObject({ amount: 2950, option: { optionId: 'r3' } });
    expect(radio.low?.amount).toBe(2065);
  });

  it('a category with no options in the chosen cities has no figures; none at all has no total', () => {
    const estimate = estimateBudget(rows, { categories: ['cinema', 'radio'], weeks: 1 });
    expect(estimate.categories[0]).toEqual({ category: 'cinema', label: 'Cinema', optionCount: 0, low: null, typical: null, high: null });
    expect(estimate.total?.typical).toBe(3540);
    expect(estimateBudget([], { categories: ['cinema'], weeks: 1 }).total).toBeNull();
  });

  it('is the same whatever order the rows come in', () => {
    const forward = estimateBudget(rows, { categories: ['radio'], weeks: 3 });
    const reversed = estimateBudget([...rows].reverse(), { categories: ['radio'], weeks: 3 });
    expect(reversed).toEqual(forward);
  });
});

describe('checkBudgetEstimate and the URL', () => {
  const known = ['Delhi', 'Mumbai'];

  it('accepts categories, known cities (their spelling kept) and 1–52 weeks', () => {
    expect(checkBudgetEstimate({ categories: ['newspaper', 'radio'], cities: ['delhi'], weeks: '4' }, known)).toEqual({
      ok: true, value: { categories: ['newspaper', 'radio'], cities: ['Delhi'], weeks: 4 },
    });
    expect(checkBudgetEstimate({ categories: ['radio'], cities: [], weeks: '52' }, known).ok).toBe(true);
  });

  it('explains each wrong value', () => {
    const check = checkBudgetEstimate({ categories: [], cities: ['Atlantis'], weeks: '53' }, known);
    expect(check).toEqual({
      ok: false,
      errors: {
        categories: 'Choose at least one category.',
        cities: 'We have no media in “Atlantis”. Choose a city from the list.',
        weeks: 'Duration must be a whole number of weeks from 1 to 52.',
      },
    });
    const more = checkBudgetEstimate({ categories: ['tv'], cities: [], weeks: '' });
    expect(more.ok ? null : more.errors).toEqual({ categories: '“tv” is not a category we list.', weeks: 'Enter the duration in weeks.' });
    for (const weeks of ['0', '2.5', '-1', 'four']) {
      const bad = checkBudgetEstimate({ categories: ['radio'], cities: [], weeks });
      expect(bad.ok ? null : bad.errors.weeks).toMatch(/whole number of weeks/);
    }
  });

  it('writes the values as the form sends them and reads them back, repeated or comma-joined', () => {
    const values = { categories: ['newspaper', 'radio'], cities: ['Delhi', 'Navi Mumbai'], weeks: '4' };
    const query = budgetEstimateQuery(values);
    expect(query).toBe('?categories=newspaper&categories=radio&cities=Delhi&cities=Navi+Mumbai&weeks=4');
    expect(budgetEstimateValuesFrom(query)).toEqual(values);
    expect(budgetEstimateValuesFrom('?categories=newspaper,radio&cities=Delhi&weeks=4&x=1')).toEqual({ categories: ['newspaper', 'radio'], cities: ['Delhi'], weeks: '4' });
    expect(budgetEstimateQuery({ categories: [], cities: [], weeks: ' ' })).toBe('');
    expect(budgetEstimateAsked(budgetEstimateValuesFrom(''))).toBe(false);
    expect(budgetEstimateAsked(budgetEstimateValuesFrom('?weeks=2'))).toBe(true);
    expect(budgetEstimateApiQuery({ categories: ['newspaper', 'radio'], cities: [], weeks: 4 })).toBe('?categories=newspaper%2Cradio&weeks=4');
  });
});
