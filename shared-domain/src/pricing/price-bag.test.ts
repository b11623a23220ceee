import type { BagMediaOption } from '../entities/pricing-types';
import { priceBag, splitByLargestRemainder } from './index';

const option = (id: string, discountedRate: number, over: Partial<BagMediaOption> = {}): BagMediaOption => ({
  _id: id,
  _mediaOption: `mo-${id}`,
  _media: `m-${id}`,
  pricingUnits: [{ name: 'Insertions', value: 1 }],
  variablePricingUnits: [],
  rates: { defaultRates: { cardRate: discountedRate * 2, discountedRate } },
  ...over,
});

describe('priceBag', () => {
  it('splits a flat bulk discount by subtotal, largest remainder, ties to the earlier option', () => {
    const bag = priceBag([option('a', 100), option('b', 100), option('c', 100)], { discountOnTotal: 100 });
    // 100 × 100/300 = 33.33 each: one leftover rupee → the first option
    expect(bag.options.map((o) => o.discountOnTotal)).toEqual([34, 33, 33]);
    expect(bag.options.map((o) => o.subTotal)).toEqual([66, 67, 67]);
    expect(bag.totals).toMatchObject({ count: 3, subTotal: 200, discountOnTotal: 100, cardTotal: 600, savings: 400 });
  });

  it("splits a '%' bulk discount of the sum of subtotals", () => {
    const bag = priceBag([option('a', 1000), option('b', 3000, { serviceTaxPercentage: 5 })], { discountOnTotal: '10%' });
    expect(bag.options.map((o) => o.discountOnTotal)).toEqual([100, 300]);
    expect(bag.options[0]).toMatchObject({ subTotal: 900, serviceTax: 162, totalPrice: 1062, receivable: 900, totalReceivable: 1062, savings: 1100 });
    expect(bag.options[1]).toMatchObject({ subTotal: 2700, serviceTax: 135, totalPrice: 2835, payable: 3000 });
    expect(bag.totals).toMatchObject({ subTotal: 3600, discountOnTotal: 400, serviceTax: 297, totalPrice: 3897 });
  });

  it('clamps the bulk discount to [0, sum] and rounds it', () => {
    expect(priceBag([option('a', 100)], { discountOnTotal: 1e6 }).totals).toMatchObject({ subTotal: 0, discountOnTotal: 100 });
    expect(priceBag([option('a', 100)], { discountOnTotal: -5 }).totals).toMatchObject({ subTotal: 100, discountOnTotal: 0 });
    expect(priceBag([option('a', 100)], { discountOnTotal: '12.5%' }).totals.discountOnTotal).toBe(13);
  });

  it('does not apply minimum billing again after the bulk discount', () => {
    const bag = priceBag([option('a', 100, { minBilling: 100 })], { discountOnTotal: 40 });
    expect(bag.options[0]).toMatchObject({ subTotal: 60, minBilling: 100, minBillingApplied: false, discountOnTotal: 40 });
  });

  it('sums selectedTotals over select: true options only', () => {
    const bag = priceBag([option('a', 100, { select: true }), option('b', 200), option('c', 300, { select: true })]);
    expect(bag.totals).toMatchObject({ count: 3, subTotal: 600 });
    expect(bag.selectedTotals).toEqual({
      count: 2, cardTotal: 800, subTotal: 400, discountOnTotal: 0, serviceTax: 72, totalPrice: 472,
      savings: 400, receivable: 400, payable: 400, totalReceivable: 472, totalPayable: 472,
    });
  });

  it('lists distinct units in use, first seen first, with kinds and the union of select values', () => {
    const bag = priceBag([
      option('a', 100, {
        variablePricingUnits: [
          { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'] },
          { name: 'Area', type: 'number', value: 2 },
          { name: 'Hidden', type: 'number', value: 2, inUse: false },
        ],
      }),
      option('b', 100, {
        pricingUnits: [{ name: 'Days', value: 3 }, { name: 'Insertions', value: 1 }],
        variablePricingUnits: [{ name: 'Edition', type: 'select', values: ['Delhi', 'Pune'] }],
      }),
    ]);
    expect(bag.distinctPricingUnits).toEqual([
      { name: 'Insertions', kind: 'pricing' },
      { name: 'Edition', kind: 'select', values: ['Mumbai', 'Delhi', 'Pune'] },
      { name: 'Area', kind: 'number' },
      { name: 'Days', kind: 'pricing' },
    ]);
  });

  it('handles an empty bag', () => {
    const bag = priceBag([], { discountOnTotal: 500 });
    expect(bag.options).toEqual([]);
    expect(bag.totals).toMatchObject({ count: 0, subTotal: 0, discountOnTotal: 0 });
  });
});

describe('splitByLargestRemainder', () => {
  it('gives leftovers to the largest remainders, ties to the earlier index, and adds up exactly', () => {
    expect(splitByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByLargestRemainder(10, [1, 2, 3])).toEqual([2, 3, 5]); // 1.67, 3.33, 5 → +1 to the first
    expect(splitByLargestRemainder(7, [0, 5, 5])).toEqual([0, 4, 3]);
    expect(splitByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    const shares = splitByLargestRemainder(99_999_999, [12_345_678, 87_654_321, 1]);
    expect(shares.reduce((s, x) => s + x, 0)).toBe(99_999_999);
  });
});
