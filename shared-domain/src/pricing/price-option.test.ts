import type { BagMediaOption, VariablePricingUnit } from '../entities/pricing-types';
import { lineDiscount, priceOption, resolveVariableUnits, unitRate } from './index';

const base = (over: Partial<BagMediaOption> = {}): BagMediaOption => ({
  _id: 'o1',
  _mediaOption: 'mo1',
  _media: 'm1',
  pricingUnits: [{ name: 'Insertions', value: 1 }],
  variablePricingUnits: [],
  rates: { defaultRates: { cardRate: 1000, discountedRate: 800, vendorRate: 700 } },
  ...over,
});

const workedExample = (): BagMediaOption =>
  base({
    pricingUnits: [{ name: 'Insertions', value: 2 }],
    variablePricingUnits: [
      { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'], defaultValue: 'Mumbai', value: 'Delhi' },
      { name: 'Ad Size', type: 'select', values: ['Full Page', 'Half Page'], defaultValue: 'Half Page', value: 'Full Page' },
      { name: 'Area', type: 'number', value: 120 },
    ],
    rates: {
      defaultRates: { cardRate: 1000, discountedRate: 800, vendorRate: 700 },
      otherRates: [
        { fields: [{ field: 'Edition', value: 'Delhi' }], difference: { type: 'percentage', value: 10 } },
        {
          fields: [{ field: 'Edition', value: 'Delhi' }, { field: 'Ad Size', value: 'Full Page' }],
          difference: { type: 'percentage', value: 25 },
        },
        { fields: [{ field: 'volume', min: 2 }], difference: { type: 'percentage', value: -5, onRunningTotal: true } },
      ],
    },
    discount: '10%',
    serviceTaxPercentage: 18,
  });

const enabled = (units: VariablePricingUnit[], name: string) => units.find((u) => u.name === name)?.enabledValues;

describe('PRICING.md worked example', () => {
  it('enables Mumbai and Delhi for Edition, both sizes under Delhi, Half Page alone under Mumbai', () => {
    const units = resolveVariableUnits(workedExample());
    expect(enabled(units, 'Edition')).toEqual(['Mumbai', 'Delhi']);
    expect(enabled(units, 'Ad Size')).toEqual(['Full Page', 'Half Page']);

    const mumbai = workedExample();
    mumbai.variablePricingUnits[0].value = 'Mumbai';
    const underMumbai = resolveVariableUnits(mumbai);
    expect(enabled(underMumbai, 'Ad Size')).toEqual(['Half Page']);
    // Full Page is not enabled under Mumbai: it falls back to the first enabled value.
    expect(underMumbai.find((u) => u.name === 'Ad Size')?.value).toBe('Half Page');
  });

  it('prices every figure it lists', () => {
    const p = priceOption(workedExample());
    expect(p).toMatchObject({
      cardRate: 1188,
      discountedRate: 950,
      vendorRate: 831,
      rateEdited: false,
      quantity: 2,
      minBilling: 950,
      minBillingApplied: false,
      subTotal: 205200,
      serviceTaxPercentage: 18,
      serviceTax: 36936,
      totalPrice: 242136,
      cardTotal: 285120,
      savings: 79920,
      receivable: 205200,
      taxReceivable: 36936,
      totalReceivable: 242136,
      payable: 199440,
      taxPayable: 35899.2,
      totalPayable: 235339.2,
    });
    // gross 228000, discount 22800: visible as subTotal with no discount / 100 % discount
    expect(priceOption({ ...workedExample(), discount: undefined }).subTotal).toBe(228000);
    expect(228000 - priceOption(workedExample()).subTotal).toBe(22800);
    // The same figure as shown per line (media plan's Discount column), and a flat one as entered.
    expect(lineDiscount(priceOption(workedExample()))).toEqual({ amount: 22800, entered: '10%' });
    expect(lineDiscount(priceOption({ ...workedExample(), discount: 1500 }))).toEqual({ amount: 1500 });
    expect(unitRate(workedExample())).toBe(950);
  });

  it('does not mutate its input', () => {
    const input = workedExample();
    const before = JSON.stringify(input);
    priceOption(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('rule 1 — enabled values', () => {
  const opt = (edition: string, size: string) =>
    base({
      variablePricingUnits: [
        { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi', 'Pune'], defaultValue: 'Mumbai', value: edition },
        { name: 'Size', type: 'select', values: ['S', 'M', 'L'], defaultValue: 'S', value: size },
      ],
      rates: {
        defaultRates: { cardRate: 100, discountedRate: 80 },
        otherRates: [
          { fields: [{ field: 'Edition', value: 'Delhi' }, { field: 'Size', value: 'L' }], difference: { type: 'flat', value: 10 } },
          { fields: [{ field: 'Edition', value: 'Pune' }, { field: 'Size', value: 'M' }], difference: { type: 'flat', value: 20 } },
        ],
      },
    });

  it('falls back to the first enabled value and resolves later units against it', () => {
    // Size=M is not priced under Delhi (only L), so it falls back to L.
    const units = resolveVariableUnits(opt('Delhi', 'M'));
    expect(units[0]).toMatchObject({ value: 'Delhi', enabledValues: ['Mumbai', 'Delhi', 'Pune'] });
    expect(units[1]).toMatchObject({ value: 'L', enabledValues: ['L'] });
  });

  it('resolves a later unit against the fallen-back value of an earlier one', () => {
    const o = opt('Chennai', 'L');
    o.variablePricingUnits[0].values = ['Mumbai', 'Delhi', 'Pune', 'Chennai'];
    o.rates.otherRates!.push({ fields: [{ field: 'Size', value: 'M' }], difference: { type: 'flat', value: 1 } });
    // Row 3 names Edition too, so Chennai stays out of Edition's enabled set.
    o.rates.otherRates![2].fields.unshift({ field: 'Edition', value: 'Mumbai' });
    const units = resolveVariableUnits(o);
    expect(units[0]).toMatchObject({ value: 'Mumbai', enabledValues: ['Mumbai', 'Delhi', 'Pune'] });
    // Chennai fell back to Mumbai; under Mumbai: S (default) and M (row 3), so L falls back to S.
    expect(units[1]).toMatchObject({ value: 'S', enabledValues: ['S', 'M'] });
  });

  it('enables every value of a unit no variant row names, and every value when the set would be empty', () => {
    const o = base({
      variablePricingUnits: [
        { name: 'A', type: 'select', values: ['a1', 'a2'], value: 'a2' },
        { name: 'B', type: 'select', values: ['b1', 'b2'], defaultValue: 'b2', value: 'b1' },
      ],
      rates: {
        defaultRates: { cardRate: 10, discountedRate: 8 },
        otherRates: [{ fields: [{ field: 'A', value: 'a1' }, { field: 'B', value: 'b1' }], difference: { type: 'flat', value: 1 } }],
      },
    });
    const units = resolveVariableUnits(o);
    // A: default a1 + row → a1 only; a2 falls back to a1.
    expect(units[0]).toMatchObject({ enabledValues: ['a1'], value: 'a1' });
    // B under a1 (default): default b2 + row b1 → both, in values order.
    expect(units[1]).toMatchObject({ enabledValues: ['b1', 'b2'], value: 'b1' });
    const none = base({
      variablePricingUnits: [{ name: 'C', type: 'select', values: ['c1', 'c2'], value: 'c2' }],
      rates: { defaultRates: { cardRate: 10, discountedRate: 8 }, otherRates: [{ fields: [{ field: 'C', value: 'zzz' }], difference: { type: 'flat', value: 1 } }] },
    });
    // Set = {c1 (default)}: not empty, c2 falls back to c1.
    expect(resolveVariableUnits(none)[0]).toMatchObject({ enabledValues: ['c1'], value: 'c1' });
    const unitNoDefault = base({
      variablePricingUnits: [
        { name: 'A', type: 'select', values: ['a1', 'a2'], value: 'a2' },
        { name: 'C', type: 'select', values: ['c1', 'c2'], value: 'c2' },
      ],
      rates: { defaultRates: { cardRate: 10, discountedRate: 8 }, otherRates: [{ fields: [{ field: 'A', value: 'a1' }, { field: 'C', value: 'nope' }], difference: { type: 'flat', value: 1 } }] },
    });
    const u2 = resolveVariableUnits(unitNoDefault);
    // A→ a1; C: default c1 added (A at default) → c1.
    expect(u2[1]).toMatchObject({ enabledValues: ['c1'], value: 'c1' });
  });

  it('enables every value when nothing is added (earlier unit off default, no row for it)', () => {
    const o = base({
      variablePricingUnits: [
        { name: 'A', type: 'select', values: ['a1', 'a2'], value: 'a2' },
        { name: 'C', type: 'select', values: ['c1', 'c2'], value: 'c2' },
      ],
      rates: { defaultRates: { cardRate: 10, discountedRate: 8 }, otherRates: [{ fields: [{ field: 'A', value: 'a1' }, { field: 'C', value: 'c1' }], difference: { type: 'flat', value: 1 } }] },
    });
    // No row names A, so A keeps a2 (off its default).
    o.rates.otherRates = [{ fields: [{ field: 'C', value: 'c1' }, { field: 'X', value: 'x' }], difference: { type: 'flat', value: 1 } }];
    o.variablePricingUnits[0].defaultValue = 'a1';
    const units = resolveVariableUnits(o);
    expect(units[0]).toMatchObject({ enabledValues: ['a1', 'a2'], value: 'a2' });
    // C: A is not at default → default not added; the row names no earlier unit → c1 added.
    expect(units[1]).toMatchObject({ enabledValues: ['c1'], value: 'c1' });
  });
  it('enables every value when the enabled set would otherwise be empty', () => {
    const o = base({
      variablePricingUnits: [
        { name: 'A', type: 'select', values: ['a1', 'a2'], defaultValue: 'a1', value: 'a2' },
        { name: 'C', type: 'select', values: ['c1', 'c2'], value: 'c2' },
      ],
      rates: {
        defaultRates: { cardRate: 10, discountedRate: 8 },
        otherRates: [{ fields: [{ field: 'A', value: 'a2' }, { field: 'C', value: 'zzz' }], difference: { type: 'flat', value: 1 } }],
      },
    });
    const units = resolveVariableUnits(o);
    expect(units[0]).toMatchObject({ enabledValues: ['a1', 'a2'], value: 'a2' });
    // A is off its default (no default added); the only row adds 'zzz', not a value of C.
    expect(units[1]).toMatchObject({ enabledValues: ['c1', 'c2'], value: 'c2' });
  });
});

describe('rules 2–4 — volume, matching and rates', () => {
  const volumeOption = (v: number) =>
    base({
      pricingUnits: [{ name: 'Spots', value: v }],
      rates: {
        defaultRates: { cardRate: 200, discountedRate: 100 },
        otherRates: [
          { fields: [{ field: 'volume', min: 10, max: 20 }], difference: { type: 'percentage', value: -10 } },
          { fields: [{ field: 'volume', max: 10 }], difference: { type: 'flat', value: 7 } },
          { fields: [{ field: 'volume', min: 20 }], difference: { type: 'percentage', value: -20 } },
        ],
      },
    });

  it('rule 2: V is the product of pricing units, and 1 when there are none', () => {
    const p = priceOption(base({ pricingUnits: [{ name: 'A', value: 3 }, { name: 'B', value: 4 }] }));
    expect(p.quantity).toBe(12);
    expect(priceOption(base({ pricingUnits: [] })).quantity).toBe(1);
  });

  it('rule 3: volume bounds lo = min ?? V, hi = max ?? V + 1 (hi exclusive)', () => {
    expect(priceOption(volumeOption(9)).discountedRate).toBe(107); // max 10 only
    expect(priceOption(volumeOption(10)).discountedRate).toBe(90); // [10, 20)
    expect(priceOption(volumeOption(19)).discountedRate).toBe(90);
    expect(priceOption(volumeOption(20)).discountedRate).toBe(80); // min 20 only
    expect(priceOption(volumeOption(1000)).discountedRate).toBe(80);
  });

  it('rule 3: the matching row with the most fields wins; ties go to the earlier row', () => {
    const o = base({
      variablePricingUnits: [
        { name: 'A', type: 'select', values: ['x', 'y'], value: 'x' },
        { name: 'B', type: 'select', values: ['p', 'q'], value: 'p' },
      ],
      rates: {
        defaultRates: { cardRate: 100, discountedRate: 100 },
        otherRates: [
          { fields: [{ field: 'A', value: 'x' }], difference: { type: 'flat', value: 1 } },
          { fields: [{ field: 'B', value: 'p' }], difference: { type: 'flat', value: 2 } },
          { fields: [{ field: 'A', value: 'x' }, { field: 'B', value: 'p' }], difference: { type: 'flat', value: 3 } },
          { fields: [{ field: 'B', value: 'p' }, { field: 'A', value: 'x' }], difference: { type: 'flat', value: 4 } },
        ],
      },
    });
    expect(priceOption(o).discountedRate).toBe(103);
    const tie = { ...o, rates: { ...o.rates, otherRates: o.rates.otherRates!.slice(0, 2) } };
    expect(priceOption(tie).discountedRate).toBe(101);
  });

  it('rule 3: compares unit values as strings, including pricing and number units', () => {
    const o = base({
      pricingUnits: [{ name: 'Days', value: 7 }],
      variablePricingUnits: [{ name: 'Seconds', type: 'number', value: 30 }],
      rates: {
        defaultRates: { cardRate: 100, discountedRate: 100 },
        otherRates: [{ fields: [{ field: 'Days', value: '7' }, { field: 'Seconds', value: '30' }], difference: { type: 'flat', value: 5 } }],
      },
    });
    expect(priceOption(o).discountedRate).toBe(105);
  });

  it('rule 4: flat, percentage of the default, and percentage on the running total', () => {
    const rows = (onRunningTotal: boolean) => ({
      defaultRates: { cardRate: 200, discountedRate: 100, vendorRate: 80 },
      otherRates: [
        { fields: [{ field: 'Insertions', value: 1 }], difference: { type: 'flat' as const, value: 100 } },
        { fields: [{ field: 'volume', min: 1 }], difference: { type: 'percentage' as const, value: 10, onRunningTotal } },
      ],
    });
    // flat +100 → 300/200/180; +10% of default → 320/210/188
    expect(priceOption(base({ rates: rows(false) }))).toMatchObject({ cardRate: 320, discountedRate: 210, vendorRate: 188 });
    // +10% of running → 330/220/198
    expect(priceOption(base({ rates: rows(true) }))).toMatchObject({ cardRate: 330, discountedRate: 220, vendorRate: 198 });
  });

  it('rule 4: vendor defaults to the discounted rate', () => {
    expect(priceOption(base({ rates: { defaultRates: { cardRate: 10, discountedRate: 8 } } })).vendorRate).toBe(8);
  });

  it('rule 4: rates above 5 round to whole rupees, at or below 5 to 3 decimals', () => {
    const o = (card: number, disc: number) => base({ rates: { defaultRates: { cardRate: card, discountedRate: disc, vendorRate: 4.99951 } } });
    expect(priceOption(o(5.5, 5.0004))).toMatchObject({ cardRate: 6, discountedRate: 5, vendorRate: 5 });
    expect(priceOption(o(1234.5, 2.12345))).toMatchObject({ cardRate: 1235, discountedRate: 2.123 });
    expect(priceOption(o(10, 0.0125)).discountedRate).toBe(0.013);
  });

  it('unitRate is the discounted rate to 3 decimals, not whole rupees', () => {
    const o = base({ rates: { defaultRates: { cardRate: 200, discountedRate: 100 }, otherRates: [{ fields: [{ field: 'volume' }], difference: { type: 'percentage', value: 12.345 } }] } });
    expect(unitRate(o)).toBe(112.345);
    expect(priceOption(o).discountedRate).toBe(112);
  });
});

describe('rules 5–12 — amounts', () => {
  it('rule 5: agencyRate replaces the discounted rate and sets rateEdited', () => {
    const p = priceOption(base({ agencyRate: 650.5 }));
    expect(p).toMatchObject({ discountedRate: 650.5, rateEdited: true, subTotal: 651 });
    expect(priceOption(base({ agencyRate: null })).rateEdited).toBe(false);
  });

  it('rule 6: number units multiply by value ?? defaultValue ?? 1', () => {
    const p = priceOption(
      base({
        variablePricingUnits: [
          { name: 'W', type: 'number', value: 3, defaultValue: 99 },
          { name: 'H', type: 'number', defaultValue: 4 },
          { name: 'D', type: 'number' },
        ],
        minBilling: 0,
      }),
    );
    expect(p.subTotal).toBe(800 * 12);
    expect(p.cardTotal).toBe(1000 * 12);
  });

  it('rule 7: quantity is the schedule sum when it has entries, else V', () => {
    const schedule = [{ date: '2025-01-01', units: 2 }, { date: '2025-01-02', units: 5 }];
    expect(priceOption(base({ pricingUnits: [{ name: 'I', value: 3 }], schedule })).quantity).toBe(7);
    expect(priceOption(base({ pricingUnits: [{ name: 'I', value: 3 }], schedule: [] })).quantity).toBe(3);
  });

  it("rule 8: discount '12.5%' or flat, clamped to [0, gross]", () => {
    const o = (discount: number | string) => base({ pricingUnits: [{ name: 'I', value: 10 }], discount, minBilling: 0 });
    expect(priceOption(o('12.5%')).subTotal).toBe(7000); // 8000 − 1000
    expect(priceOption(o(1500)).subTotal).toBe(6500);
    expect(priceOption(o(99999)).subTotal).toBe(0);
    expect(priceOption(o(-50)).subTotal).toBe(8000);
    expect(priceOption(o('150%')).subTotal).toBe(0);
    expect(priceOption(o('0.01%')).subTotal).toBe(7999); // 7999.2 rounds to whole
  });

  it('rule 9: minimum billing default formula, stated values, and minBillingApplied', () => {
    const withNumbers = base({
      discount: '90%',
      variablePricingUnits: [
        { name: 'W', type: 'number', value: 10, defaultValue: 2 },
        { name: 'H', type: 'number', value: 10, min: 3 },
        { name: 'D', type: 'number', value: 10 },
      ],
    });
    // default = 800 × 2 × 3 × 1 = 4800; net = 800 × 1000 × 10% = 80000 > 4800
    expect(priceOption(withNumbers)).toMatchObject({ minBilling: 4800, minBillingApplied: false, subTotal: 80000 });
    const small = base({ discount: '90%' }); // net 80 < minBilling 800
    expect(priceOption(small)).toMatchObject({ minBilling: 800, minBillingApplied: true, subTotal: 800 });
    expect(priceOption({ ...small, minimumBilling: 500.4 })).toMatchObject({ minBilling: 500, subTotal: 500 });
    expect(priceOption({ ...small, minBilling: 300, minimumBilling: 500 })).toMatchObject({ minBilling: 300 });
    const fromRates = { ...small, rates: { defaultRates: { ...small.rates.defaultRates, minimumBilling: 1234.5 } } };
    expect(priceOption(fromRates)).toMatchObject({ minBilling: 1235, subTotal: 1235, minBillingApplied: true });
    expect(priceOption({ ...small, minBilling: 4.5, discount: '100%' })).toMatchObject({ minBilling: 4.5, subTotal: 5 });
  });

  it('rule 10: tax defaults to 18 %, print options carry 5 %', () => {
    expect(priceOption(base())).toMatchObject({ serviceTaxPercentage: 18, serviceTax: 144, totalPrice: 944 });
    expect(priceOption(base({ serviceTaxPercentage: 5 }))).toMatchObject({ serviceTaxPercentage: 5, serviceTax: 40, totalPrice: 840 });
    expect(priceOption(base(), { serviceTaxPercentage: 12 }).serviceTax).toBe(96);
    // round2 of subTotal × pct / 100
    expect(priceOption(base({ agencyRate: 1.005 * 1000 + 0.023 })).serviceTax).toBe(180.9); // subTotal 1005
  });

  it('rule 11: card total and savings', () => {
    const p = priceOption(base({ pricingUnits: [{ name: 'I', value: 3 }] }));
    expect(p).toMatchObject({ cardTotal: 3000, subTotal: 2400, savings: 600 });
  });

  it('rule 12: campaign amounts', () => {
    const p = priceOption(base({ pricingUnits: [{ name: 'I', value: 3 }], rates: { defaultRates: { cardRate: 1000, discountedRate: 800, vendorRate: 333.5 } } }));
    // vendor 333.5 → 334; payable 1002; tax 180.36
    expect(p).toMatchObject({
      receivable: 2400, taxReceivable: 432, totalReceivable: 2832,
      payable: 1002, taxPayable: 180.36, totalPayable: 1182.36,
    });
  });

  it('units with inUse: false take no part in products or matches', () => {
    const o = base({
      pricingUnits: [{ name: 'I', value: 2 }, { name: 'Off', value: 50, inUse: false }],
      variablePricingUnits: [
        { name: 'N', type: 'number', value: 9, inUse: false },
        { name: 'S', type: 'select', values: ['a', 'b'], value: 'b', inUse: false },
      ],
      rates: {
        defaultRates: { cardRate: 1000, discountedRate: 800 },
        otherRates: [
          { fields: [{ field: 'S', value: 'b' }], difference: { type: 'flat', value: 100 } },
          { fields: [{ field: 'Off', value: 50 }], difference: { type: 'flat', value: 100 } },
        ],
      },
    });
    const p = priceOption(o);
    expect(p).toMatchObject({ quantity: 2, discountedRate: 800, subTotal: 1600 });
    expect(p.variablePricingUnits[1]).toEqual(o.variablePricingUnits[1]); // not resolved
  });
});
