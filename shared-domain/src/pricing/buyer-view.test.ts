import { priceOption } from './price-option';
import { VENDOR_COST_KEYS, isVendorCostKey, vendorCostPaths, withoutVendorCosts } from './buyer-view';
import type { BagMediaOption } from '../entities/pricing-types';

const option: BagMediaOption = {
  _id: 'l1', _mediaOption: 'o1', _media: 'm1',
  pricingUnits: [{ name: 'Insertions', value: 2 }], variablePricingUnits: [],
  rates: { defaultRates: { cardRate: 1000, discountedRate: 800, vendorRate: 700 } },
};

describe('withoutVendorCosts', () => {
  it('removes vendor rates and the payable side at every depth, keeping the buyer figures', () => {
    const priced = priceOption(option);
    const bag = { data: { items: [priced], _vendors: ['Acme'] }, totals: { receivable: 1600, payable: 1400, totalPayable: 1652 } };
    const view = withoutVendorCosts(bag);
    expect(vendorCostPaths(view)).toEqual([]);
    expect(view.data.items[0]!.rates.defaultRates).toEqual({ cardRate: 1000, discountedRate: 800 });
    expect(view.data.items[0]!.subTotal).toBe(priced.subTotal);
    expect(view.data.items[0]!.totalReceivable).toBe(priced.totalReceivable);
    expect(view.totals).toEqual({ receivable: 1600 });
    expect('vendorRate' in view.data.items[0]!).toBe(false);
  });

  it('never mutates its input and keeps scalars, nulls and non-plain objects', () => {
    const input = { a: { vendorRate: 1, b: [null, 3, 'x'] }, when: new Date(0) };
    const view = withoutVendorCosts(input);
    expect(input.a.vendorRate).toBe(1);
    expect(view).toEqual({ a: { b: [null, 3, 'x'] }, when: new Date(0) });
    expect(view.when).toBe(input.when);
    expect(withoutVendorCosts(Object.assign(Object.create(null) as object, { payable: 1, a: 2 }))).toEqual({ a: 2 });
    // cloneOption's structuredClone copies can come from another realm (as under jest): still plain objects.
    expect(withoutVendorCosts(structuredClone({ rates: { defaultRates: { vendorRate: 7, cardRate: 9 } } }))).toEqual({ rates: { defaultRates: { cardRate: 9 } } });
    expect(withoutVendorCosts(5)).toBe(5);
    expect(withoutVendorCosts(null)).toBeNull();
  });
});

describe('vendorCostPaths', () => {
  it('names every place a vendor-cost key occurs', () => {
    expect(vendorCostPaths({ items: [{ rates: { defaultRates: { vendorRate: 7 } } }, { payable: { totalPayable: 1 } }] })).toEqual([
      'items[0].rates.defaultRates.vendorRate', 'items[1].payable', 'items[1].payable.totalPayable',
    ]);
  });

  it('lists each key once and tells the keys from the buyer figures', () => {
    expect(new Set(VENDOR_COST_KEYS).size).toBe(VENDOR_COST_KEYS.length);
    expect(VENDOR_COST_KEYS.every(isVendorCostKey)).toBe(true);
    expect(['receivable', 'totalReceivable', 'payableNow', 'discountedRate', 'cardRate'].some(isVendorCostKey)).toBe(false);
  });
});
