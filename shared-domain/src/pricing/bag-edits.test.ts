import type { BagMediaOption } from '../entities/pricing-types';
import {
  BagEditError, checkBagName, checkDate, checkDiscount, checkedBulkEdit, dayOf, replaceUnits, SCREEN_LABELS, setBagTerms,
  setLineTerms, setUnitValue, type BulkEdit, type SubmittedUnit,
} from './index';

/**
 * The worked example's units: Edition (Mumbai default, Delhi) then Ad Size (Full Page,
 * Half Page default). Full Page is enabled only under Delhi; Area is a number unit, min 10.
 */
const line = (id = 'l1', over: Partial<BagMediaOption> = {}): BagMediaOption => ({
  _id: id,
  _mediaOption: `mo-${id}`,
  _media: 'm-1',
  select: true,
  pricingUnits: [{ name: 'Insertions', value: 2, min: 1 }, { name: 'Days', value: 1, inUse: false }],
  variablePricingUnits: [
    { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'], defaultValue: 'Mumbai', value: 'Delhi' },
    { name: 'Ad Size', type: 'select', values: ['Full Page', 'Half Page'], defaultValue: 'Half Page', value: 'Full Page' },
    { name: 'Area', type: 'number', value: 120, min: 10 },
  ],
  rates: {
    defaultRates: { cardRate: 1000, discountedRate: 800, vendorRate: 700 },
    otherRates: [
      { fields: [{ field: 'Edition', value: 'Delhi' }], difference: { type: 'percentage', value: 10 } },
      { fields: [{ field: 'Edition', value: 'Delhi' }, { field: 'Ad Size', value: 'Full Page' }], difference: { type: 'percentage', value: 25 } },
    ],
  },
  ...over,
});

/** Runs `run` and answers the BagEditError it throws (failing when it throws nothing or something else). */
function refusal(run: () => unknown): BagEditError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(BagEditError);
    return err as BagEditError;
  }
  throw new Error('expected a BagEditError');
}

describe('BagEditError', () => {
  it('is an Error named BagEditError, so callers can tell a refused edit from a bug', () => {
    const err = new BagEditError('nope');
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('BagEditError');
    expect(err.message).toBe('nope');
  });
});

describe('setUnitValue', () => {
  it('sets a pricing unit and re-resolves enabled values, never mutating the line', () => {
    const before = line();
    const snapshot = structuredClone(before);
    const after = setUnitValue(before, 'pricingUnits', 0, 5);
    expect(after.pricingUnits[0].value).toBe(5);
    expect(after.variablePricingUnits[0].enabledValues).toEqual(['Mumbai', 'Delhi']);
    expect(before).toEqual(snapshot);
  });

  it('sets a select unit to an enabled value, in the unit’s own type', () => {
    const numeric = line('n', {
      variablePricingUnits: [{ name: 'Spots', type: 'select', values: [10, 20], defaultValue: 10, value: 10 }],
      rates: { defaultRates: { cardRate: 1, discountedRate: 1 } },
    });
    expect(setUnitValue(numeric, 'variablePricingUnits', 0, '20').variablePricingUnits[0].value).toBe(20);
    expect(setUnitValue(line(), 'variablePricingUnits', 1, 'Half Page').variablePricingUnits[1].value).toBe('Half Page');
  });

  it('lets a later select fall back when an earlier one changes (rule 1)', () => {
    const after = setUnitValue(line(), 'variablePricingUnits', 0, 'Mumbai');
    expect(after.variablePricingUnits[1]).toMatchObject({ value: 'Half Page', enabledValues: ['Half Page'] });
  });

  it('sets a number unit at or above its min', () => {
    expect(setUnitValue(line(), 'variablePricingUnits', 2, 10).variablePricingUnits[2].value).toBe(10);
  });

  it.each([
    ['pricingUnits', 5, 1, 'pricingUnitIdx 5 is out of range: this option has 2 pricing unit(s)'],
    ['variablePricingUnits', -1, 1, 'pricingUnitIdx -1 is out of range: this option has 3 variable unit(s)'],
    ['variablePricingUnits', 1.5, 1, 'pricingUnitIdx 1.5 is out of range: this option has 3 variable unit(s)'],
    ['pricingUnits', 1, 3, 'Days is not in use for this option'],
    ['pricingUnits', 0, 'two', 'Insertions must be a number'],
    ['pricingUnits', 0, Number.NaN, 'Insertions must be a number'],
    ['pricingUnits', 0, -1, 'Insertions must be at least 1'],
    ['pricingUnits', 0, 0, 'Insertions must be at least 1'],
    ['pricingUnits', 0, 2.5, 'Insertions must be a whole number'],
    ['pricingUnits', 0, 1e12, 'Insertions must be at most 1,00,000'],
    ['pricingUnits', 0, 1.7976931348623157e308, 'Insertions must be at most 1,00,000'],
    ['pricingUnits', 0, '5', 'Insertions must be a number'],
    ['variablePricingUnits', 2, 1e9, 'Area must be at most 1,00,000'],
    ['variablePricingUnits', 2, 9, 'Area must be at least 10'],
    ['variablePricingUnits', 0, 'Pune', 'Edition cannot be "Pune"; choose one of: Mumbai, Delhi'],
  ] as const)('refuses %s[%s] = %p: %s', (type, index, val, message) => {
    expect(refusal(() => setUnitValue(line(), type, index, val)).message).toBe(message);
  });

  it('refuses a select value that is not enabled under the units before it', () => {
    const mumbai = line('m', {
      variablePricingUnits: [
        { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'], defaultValue: 'Mumbai', value: 'Mumbai' },
        { name: 'Ad Size', type: 'select', values: ['Full Page', 'Half Page'], defaultValue: 'Half Page', value: 'Half Page' },
      ],
    });
    expect(refusal(() => setUnitValue(mumbai, 'variablePricingUnits', 1, 'Full Page')).message)
      .toBe('Ad Size "Full Page" is not available with the current selection; choose one of: Half Page');
  });
});

describe('replaceUnits', () => {
  const pricing = (insertions: unknown, days: unknown = undefined) => [{ name: 'Insertions', value: insertions }, { name: 'Days', value: days }];
  const variable = (edition: unknown, size: unknown, area: unknown) => [
    { name: 'Edition', value: edition }, { name: 'Ad Size', value: size }, { name: 'Area', value: area },
  ];

  it('takes the submitted values, keeping the line’s own definitions', () => {
    const after = replaceUnits(line(), [{ name: 'Insertions', value: 4 }, { name: 'Days', value: 1 }], variable('Mumbai', 'Half Page', 30));
    expect(after.pricingUnits).toEqual([{ name: 'Insertions', value: 4, min: 1 }, { name: 'Days', value: 1, inUse: false }]);
    expect(after.variablePricingUnits.map((u) => u.value)).toEqual(['Mumbai', 'Half Page', 30]);
    expect(after.variablePricingUnits[2].min).toBe(10);
  });

  it('leaves a variable unit as it is when its value is null or missing', () => {
    const after = replaceUnits(line(), pricing(2), variable(null, undefined, null));
    expect(after.variablePricingUnits.map((u) => u.value)).toEqual(['Delhi', 'Full Page', 120]);
  });

  it.each([
    [[{ name: 'Insertions', value: 1 }], variable('Delhi', 'Full Page', 20), "pricingUnits must list this option's units in order: Insertions, Days"],
    [pricing(1), variable('Delhi', 'Full Page', 20).reverse(), "variablePricingUnits must list this option's units in order: Edition, Ad Size, Area"],
    [pricing(0), variable('Delhi', 'Full Page', 20), 'Insertions must be at least 1'],
    [pricing(1, 3), variable('Delhi', 'Full Page', 20), 'Days is not in use for this option'],
    [pricing(1), variable('Delhi', 'Full Page', 5), 'Area must be at least 10'],
    [pricing(1), variable('Delhi', 'Quarter Page', 20), 'Ad Size cannot be "Quarter Page"; choose one of: Full Page, Half Page'],
    [pricing(1), variable('Mumbai', 'Full Page', 20), 'Ad Size "Full Page" is not available with the current selection; choose one of: Half Page'],
  ] as Array<[SubmittedUnit[], SubmittedUnit[], string]>)('refuses units that do not fit the line (%#)', (p, v, message) => {
    expect(refusal(() => replaceUnits(line(), p, v)).message).toBe(message);
  });

  it('names (none) for a line without units', () => {
    const bare = line('b', { pricingUnits: [], variablePricingUnits: [] });
    expect(refusal(() => replaceUnits(bare, [{ name: 'X' }], [])).message).toBe("pricingUnits must list this option's units in order: (none)");
  });
});

describe('checkedBulkEdit', () => {
  it('applies values only where min <= value, as applyBulkEdit does', () => {
    const strict = line('s', { pricingUnits: [{ name: 'Insertions', value: 9, min: 5 }] });
    const [a, b] = checkedBulkEdit([line('a'), strict], {
      pricingUnits: [{ name: 'Insertions', value: 3 }],
      variablePricingUnits: { 'Ad Size': 'Half Page' },
    });
    expect(a.pricingUnits[0].value).toBe(3);
    expect(b.pricingUnits[0].value).toBe(9);
    expect(a.variablePricingUnits[1].value).toBe('Half Page');
  });

  it('ignores entries whose value is null', () => {
    const [a] = checkedBulkEdit([line()], { pricingUnits: [{ name: 'Nope', value: null }] });
    expect(a.pricingUnits[0].value).toBe(2);
  });

  it.each([
    [{ pricingUnits: [{ name: 'Days', value: 2 }] }, 'No pricing unit named "Days" is in use in the bag'],
    [{ pricingUnits: { Area: 2 } }, 'No pricing unit named "Area" is in use in the bag'],
    [{ pricingUnits: [{ name: 'Insertions', value: -1 }] }, 'Insertions must be at least 0'],
    [{ pricingUnits: [{ name: 'Insertions', value: 2.5 }] }, 'Insertions must be a whole number'],
    [{ pricingUnits: { Insertions: 1e12 } }, 'Insertions must be at most 1,00,000'],
    [{ variablePricingUnits: { Colour: 'Red' } }, 'No variable unit named "Colour" is in use in the bag'],
    [{ variablePricingUnits: { Area: 'wide' } }, 'Area must be a number'],
    [{ variablePricingUnits: [{ name: 'Edition', value: 'Pune' }] }, 'Edition cannot be "Pune"; choose one of: Mumbai, Delhi'],
  ] as Array<[BulkEdit, string]>)('refuses %j', (edit, message) => {
    expect(refusal(() => checkedBulkEdit([line()], edit)).message).toBe(message);
  });
});

describe('checkDiscount', () => {
  it('keeps a number ≥ 0 and normalises a percentage', () => {
    expect(checkDiscount('discount', 0)).toBe(0);
    expect(checkDiscount('discount', 1500)).toBe(1500);
    expect(checkDiscount('discount', ' 12.50 % ')).toBe('12.5%');
    expect(checkDiscount('discount', '100%')).toBe('100%');
  });

  it.each([
    [-1, "discount must be at least 0 (rupees), or a percentage such as '12.5%'"],
    [Number.POSITIVE_INFINITY, "discount must be a number (rupees), or a percentage such as '12.5%'"],
    [1e12, "discount must be at most 10,00,00,00,000 (rupees), or a percentage such as '12.5%'"],
    [10.001, "discount can have at most 2 decimal places (rupees), or a percentage such as '12.5%'"],
    ['101%', 'discount must be rupees, or a percentage from 0% to 100% with at most 2 decimals'],
    ['12.345%', 'discount must be rupees, or a percentage from 0% to 100% with at most 2 decimals'],
    ['12', 'discount must be rupees, or a percentage from 0% to 100% with at most 2 decimals'],
    ['-5%', 'discount must be rupees, or a percentage from 0% to 100% with at most 2 decimals'],
  ] as Array<[number | string, string]>)('refuses %p', (value, message) => {
    expect(refusal(() => checkDiscount('discount', value)).message).toBe(message);
  });
});

describe('checkDate and dayOf', () => {
  it('answers a real ISO date trimmed, with or without a time', () => {
    expect(checkDate('startDate', ' 2025-02-28 ')).toBe('2025-02-28');
    expect(checkDate('startDate', '2024-02-29T10:00:00Z')).toBe('2024-02-29T10:00:00Z');
    expect(dayOf('2024-02-29T10:00:00Z')).toBe('2024-02-29');
  });

  it.each([
    ['28/02/2025', 'startDate must be an ISO date (YYYY-MM-DD)'],
    ['2025-2-28', 'startDate must be an ISO date (YYYY-MM-DD)'],
    ['2025-02-30', 'startDate is not a real date: 2025-02-30'],
    ['2025-13-01', 'startDate is not a real date: 2025-13-01'],
  ])('refuses %p', (value, message) => {
    expect(refusal(() => checkDate('startDate', value)).message).toBe(message);
  });
});

describe('checkLineAmounts', () => {
  it('refuses units that are each within bounds but together cost more than ₹1,000 crore', () => {
    // 1,250 a unit (Delhi + Full Page) × 120 of Area × 1,00,000 insertions = ₹1,500 crore.
    expect(refusal(() => setUnitValue(line(), 'pricingUnits', 0, 100_000)).message)
      .toBe('This option would cost more than ₹10,00,00,00,000; choose fewer units or a lower rate');
    const named = line('l1', { display: { mediaName: 'Daily', optionName: 'Front page', category: 'newspaper', slug: 'daily' } });
    expect(refusal(() => checkedBulkEdit([named], { pricingUnits: { Insertions: 100_000 } })).message).toMatch(/^Front page would cost more than/);
    expect(setUnitValue(line(), 'pricingUnits', 0, 1000).pricingUnits[0].value).toBe(1000);
  });
});

describe('setLineTerms', () => {
  it('sets, clears and checks agency rate, discount and schedule', () => {
    const withTerms = setLineTerms(line(), { agencyRate: 900.5, discount: ' 10 %', schedule: [{ date: '2030-01-02', units: 3 }] });
    expect(withTerms).toMatchObject({ agencyRate: 900.5, discount: '10%', schedule: [{ date: '2030-01-02', units: 3 }] });
    const cleared = setLineTerms(withTerms, { agencyRate: null, discount: null });
    expect(cleared.agencyRate).toBeUndefined();
    expect(cleared.discount).toBeUndefined();
  });

  it.each([
    [{ agencyRate: 1e12 }, 'Agency rate must be at most 10,00,00,00,000'],
    [{ agencyRate: -1 }, 'Agency rate must be at least 0'],
    [{ agencyRate: Number.POSITIVE_INFINITY }, 'Agency rate must be a number'],
    [{ discount: 1e12 }, "Discount must be at most 10,00,00,00,000 (rupees), or a percentage such as '12.5%'"],
    [{ schedule: [{ date: '2030-01-02', units: 2.5 }] }, 'Schedule line 1: units must be a whole number'],
    [{ schedule: [{ date: '2030-01-02', units: 1e9 }] }, 'Schedule line 1: units must be at most 1,00,000'],
    [{ schedule: [{ date: '2030-02-30', units: 1 }] }, 'Schedule line 1 date is not a real date: 2030-02-30'],
    [{ agencyRate: 90_000_000 }, 'This option would cost more than ₹10,00,00,00,000; choose fewer units or a lower rate'],
  ])('refuses %j', (terms, message) => {
    expect(refusal(() => setLineTerms(line(), terms)).message).toBe(message);
  });

  it('names the API fields when asked', () => {
    expect(refusal(() => setLineTerms(line(), { agencyRate: 1e12 }, { ...SCREEN_LABELS, agencyRate: 'agencyRate' })).message)
      .toBe('agencyRate must be at most 10,00,00,00,000');
  });
});

describe('setBagTerms', () => {
  const bag = { startDate: null, endDate: null, discountOnTotal: null };

  it('answers the fields that change', () => {
    expect(setBagTerms(bag, { startDate: '2030-01-01', endDate: '2030-01-31' }, '2029-12-31')).toEqual({ startDate: '2030-01-01', endDate: '2030-01-31' });
    expect(setBagTerms(bag, { discountOnTotal: '5%' }, '2029-12-31')).toEqual({ discountOnTotal: '5%' });
    expect(setBagTerms(bag, { startDate: '2029-12-31' }, '2029-12-31')).toEqual({ startDate: '2029-12-31' });
  });

  it('refuses a start date before today, but leaves a stored past start alone', () => {
    expect(refusal(() => setBagTerms(bag, { startDate: '2029-12-30' }, '2029-12-31')).message)
      .toBe('Start date cannot be in the past: choose 2029-12-31 or later');
    expect(setBagTerms({ ...bag, startDate: '2029-01-01' }, { endDate: '2030-01-10' }, '2029-12-31')).toEqual({ endDate: '2030-01-10' });
  });

  it('refuses an end before the start', () => {
    expect(refusal(() => setBagTerms({ ...bag, startDate: '2030-01-10' }, { endDate: '2030-01-09' }, '2029-12-31')).message)
      .toBe('End date cannot be before start date');
  });
});

describe('checkBagName', () => {
  it('follows the campaign name rule, in words about the bag', () => {
    expect(checkBagName('  Diwali  ')).toBe('Diwali');
    expect(refusal(() => checkBagName('\u200B')).message).toBe('Enter a name for the bag');
    expect(refusal(() => checkBagName('a\u0000b')).message).toBe('A bag name must be one line, without tabs, line breaks or control characters');
  });
});
