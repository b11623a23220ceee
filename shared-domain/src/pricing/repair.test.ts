import type { BagMediaOption } from '../entities/pricing-types';
import { MAX_UNITS } from '../input/numbers';
import { priceBag, repairDiscount, repairLine, repairPricedOption } from './index';

const line = (over: Partial<BagMediaOption> = {}): BagMediaOption => ({
  _id: 'l1',
  _mediaOption: 'mo-1',
  _media: 'm-1',
  pricingUnits: [{ name: 'Insertions', value: 2, min: 1 }],
  variablePricingUnits: [
    { name: 'Colour', type: 'select', values: ['B/W', 'Colour'], defaultValue: 'Colour', value: 'Colour' },
    { name: 'Width (cm)', type: 'number', value: 8, min: 4 },
  ],
  rates: { defaultRates: { cardRate: 1000, discountedRate: 800, vendorRate: 700 } },
  ...over,
});

const isFiniteDeep = (value: unknown): boolean => {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isFiniteDeep);
  if (value && typeof value === 'object') return Object.values(value).every(isFiniteDeep);
  return true;
};

describe('repairLine', () => {
  it('answers the same object when nothing is out of bounds', () => {
    const ok = line({ agencyRate: 750, discount: '10%', schedule: [{ date: '2030-01-01', units: 2 }] });
    expect(repairLine(ok)).toBe(ok);
  });

  it('brings every figure a bad write left behind within bounds, so the bag prices to finite amounts', () => {
    const broken = line({
      pricingUnits: [{ name: 'Insertions', value: 1.7976931348623157e308, min: 1 }],
      variablePricingUnits: [
        { name: 'Colour', type: 'select', values: ['B/W', 'Colour'], defaultValue: 'Colour', value: 'Colour' },
        { name: 'Width (cm)', type: 'number', value: Number.NaN, min: 4 },
      ],
      agencyRate: 1e12,
      discount: Number.POSITIVE_INFINITY,
      schedule: [{ date: '2030-01-01', units: 2.5 }, { date: '2030-01-02', units: Number.NaN }],
      serviceTaxPercentage: Number.NaN,
      minimumBilling: Number.POSITIVE_INFINITY,
      rates: { defaultRates: { cardRate: Number.NaN, discountedRate: 800, vendorRate: Number.POSITIVE_INFINITY } },
    });
    expect(isFiniteDeep(priceBag([broken]).totals)).toBe(false);
    const repaired = repairLine(broken);
    expect(repaired.pricingUnits[0].value).toBe(MAX_UNITS);
    expect(repaired.variablePricingUnits[1].value).toBe(4);
    expect(repaired.agencyRate).toBeUndefined();
    expect(repaired.discount).toBeUndefined();
    expect(repaired.schedule?.map((e) => e.units)).toEqual([3, 0]);
    expect(repaired.serviceTaxPercentage).toBeUndefined();
    expect(repaired.minimumBilling).toBeUndefined();
    expect(repaired.rates.defaultRates).toEqual({ cardRate: 0, discountedRate: 800, vendorRate: 0 });
    expect(isFiniteDeep(priceBag([repaired]))).toBe(true);
    // The stored line itself is left as it was.
    expect(broken.pricingUnits[0].value).toBe(1.7976931348623157e308);
  });
});

describe('repairDiscount', () => {
  it.each([
    [1500, 1500], [' 12.5 %', '12.5%'], [1e12, undefined], ['Infinity', undefined], [-1, undefined], [null, undefined], [true, undefined],
  ])('%p → %p', (value, expected) => {
    expect(repairDiscount(value)).toBe(expected);
  });
});

describe('repairPricedOption', () => {
  it('keeps a saved option as saved (a campaign is a quote) when every figure is a finite number', () => {
    const saved = priceBag([line()], { discountOnTotal: 100 }).options[0];
    expect(repairPricedOption(saved)).toBe(saved);
  });

  it('prices an option again from its repaired units when a figure is not a number, keeping its bulk-discount share', () => {
    const saved = priceBag([line()], { discountOnTotal: 100 }).options[0];
    const broken = { ...saved, subTotal: Number.POSITIVE_INFINITY, totalPrice: Number.NaN };
    const repaired = repairPricedOption(broken);
    expect(repaired).not.toBe(broken);
    expect(repaired.subTotal).toBe(saved.subTotal);
    expect(repaired.totalPrice).toBe(saved.totalPrice);
    expect(repaired.discountOnTotal).toBe(100);
    const huge = repairPricedOption({ ...saved, pricingUnits: [{ name: 'Insertions', value: 1e308, min: 1 }] });
    expect(huge.pricingUnits[0].value).toBe(MAX_UNITS);
    expect(Number.isFinite(huge.totalPrice)).toBe(true);
  });

  it("keeps the option's own GST rate when it prices it again", () => {
    const saved = priceBag([line({ serviceTaxPercentage: 5 })], { discountOnTotal: 100 }).options[0];
    const repaired = repairPricedOption({ ...saved, totalPrice: Number.NaN });
    expect(repaired.serviceTaxPercentage).toBe(5);
    expect(repaired.totalPrice).toBe(saved.totalPrice);
  });
});
