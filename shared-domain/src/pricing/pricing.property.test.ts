import fc from 'fast-check';
import type { BagMediaOption, RateRow, VariablePricingUnit } from '../entities/pricing-types';
import { applyBulkEdit, bulkDiscountAmount, cloneOption, priceBag, priceOption, resetOption, round2 } from './index';

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

const VALUES = ['v1', 'v2', 'v3', 'v4'];

/** A valid option: card ≥ discounted ≥ vendor > 0, differences that keep rates positive. */
const optionArb: fc.Arbitrary<BagMediaOption> = fc
  .record({
    pricing: fc.array(fc.record({ value: fc.integer({ min: 1, max: 12 }), min: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }), inUse: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    selects: fc.array(
      fc.record({ count: fc.integer({ min: 1, max: 4 }), value: fc.integer({ min: 0, max: 3 }), def: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }) }),
      { maxLength: 2 },
    ),
    numbers: fc.array(
      fc.record({ value: fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }), def: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }), min: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }) }),
      { maxLength: 2 },
    ),
    discounted: fc.integer({ min: 1, max: 5000 }),
    small: fc.boolean(),
    markup: fc.integer({ min: 0, max: 300 }),
    vendorCut: fc.integer({ min: 0, max: 50 }),
    rows: fc.array(
      fc.record({
        fieldPicks: fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 2 }),
        volume: fc.option(fc.tuple(fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }), fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined })), { nil: undefined }),
        type: fc.constantFrom<'percentage' | 'flat'>('percentage', 'flat'),
        value: fc.integer({ min: -40, max: 40 }),
        onRunningTotal: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    agencyRate: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
    discount: fc.option(fc.oneof(fc.integer({ min: -100, max: 100000 }), fc.double({ min: 0, max: 120, noNaN: true }).map((d) => `${d}%`)), { nil: undefined }),
    minBilling: fc.option(fc.integer({ min: 0, max: 10000 }), { nil: undefined }),
    schedule: fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 3 }),
    tax: fc.option(fc.constantFrom(5, 12, 18, 28), { nil: undefined }),
    select: fc.boolean(),
  })
  .map((g): BagMediaOption => {
    const selects: VariablePricingUnit[] = g.selects.map((s, i) => {
      const values = VALUES.slice(0, s.count);
      return { name: `S${i}`, type: 'select', values, value: values[s.value % s.count], defaultValue: s.def === undefined ? undefined : values[s.def % s.count] };
    });
    const numbers: VariablePricingUnit[] = g.numbers.map((n, i) => ({ name: `N${i}`, type: 'number', value: n.value, defaultValue: n.def, min: n.min }));
    const discountedRate = g.small ? g.discounted / 1000 : g.discounted;
    const otherRates: RateRow[] = g.rows.map((r) => ({
      fields: [
        ...r.fieldPicks.filter(([u]) => u < selects.length).map(([u, v]) => ({ field: `S${u}`, value: VALUES[v] })),
        ...(r.volume ? [{ field: 'volume', min: r.volume[0], max: r.volume[1] }] : []),
      ],
      // A flat difference stays below the smallest rate so no rate goes negative.
      difference: r.type === 'flat' ? { type: 'flat', value: Math.max(r.value, -Math.floor(discountedRate * 0.4 * 0.5)) / (g.small ? 1000 : 1) } : { type: 'percentage', value: r.value, onRunningTotal: r.onRunningTotal },
    }));
    return {
      _id: 'x', _mediaOption: 'mo', _media: 'm', select: g.select,
      pricingUnits: g.pricing.map((p, i) => ({ name: `P${i}`, value: p.value, min: p.min, inUse: i === 0 ? true : p.inUse })),
      variablePricingUnits: [...selects, ...numbers],
      rates: { defaultRates: { cardRate: discountedRate * (1 + g.markup / 100), discountedRate, vendorRate: discountedRate * (1 - g.vendorCut / 100) }, otherRates },
      agencyRate: g.agencyRate,
      discount: g.discount,
      minBilling: g.minBilling,
      serviceTaxPercentage: g.tax,
      schedule: g.schedule.map((units, i) => ({ date: `2025-01-0${i + 1}`, units })),
    };
  });

const bagArb = fc.array(optionArb.map((o) => o), { maxLength: 6 }).map((os) => os.map((o, i) => ({ ...o, _id: `id${i}` })));
const bulkArb = fc.option(fc.oneof(fc.integer({ min: -1000, max: 200000 }), fc.double({ min: 0, max: 120, noNaN: true }).map((d) => `${d}%`)), { nil: undefined });

const AMOUNTS = ['cardTotal', 'subTotal', 'discountOnTotal', 'serviceTax', 'totalPrice', 'receivable', 'payable', 'totalReceivable', 'totalPayable'] as const;

describe('pricing properties', () => {
  it('bulk-discount shares add up exactly to the rounded, clamped discount', () => {
    fc.assert(
      fc.property(bagArb, bulkArb, (options, discountOnTotal) => {
        const undiscounted = priceBag(options);
        const sum = undiscounted.totals.subTotal;
        const bag = priceBag(options, { discountOnTotal });
        const shares = bag.options.map((o) => o.discountOnTotal);
        expect(shares.every(Number.isInteger)).toBe(true);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(bulkDiscountAmount(discountOnTotal, sum));
        bag.options.forEach((o, i) => expect(o.subTotal).toBe(undiscounted.options[i].subTotal - shares[i]));
      }),
    );
  });

  it('totals equal the sum of the options and nothing is negative', () => {
    fc.assert(
      fc.property(bagArb, bulkArb, (options, discountOnTotal) => {
        const bag = priceBag(options, { discountOnTotal });
        for (const [totals, subset] of [[bag.totals, bag.options], [bag.selectedTotals, bag.options.filter((o) => o.select)]] as const) {
          expect(totals.count).toBe(subset.length);
          for (const field of [...AMOUNTS, 'savings'] as const) {
            expect(totals[field]).toBe(round2(subset.reduce((s, o) => s + o[field], 0)));
          }
        }
        for (const o of bag.options) {
          for (const field of [...AMOUNTS, 'taxReceivable', 'taxPayable', 'cardRate', 'discountedRate', 'vendorRate', 'minBilling', 'quantity'] as const) {
            expect(o[field]).toBeGreaterThanOrEqual(0);
          }
          // Savings can only go negative when minimum billing lifts the subtotal.
          if (!o.minBillingApplied && o.agencyRate === undefined) expect(o.savings).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never mutates its inputs', () => {
    fc.assert(
      fc.property(bagArb, bulkArb, (options, discountOnTotal) => {
        const frozen = deepFreeze(structuredClone(options));
        const before = JSON.stringify(frozen);
        priceBag(frozen, { discountOnTotal });
        frozen.forEach((o) => {
          priceOption(o);
          resetOption(o);
        });
        applyBulkEdit(frozen, { pricingUnits: [{ name: 'P0', value: 3 }], variablePricingUnits: [{ name: 'S0', value: 'v2' }, { name: 'N0', value: 7 }] });
        if (frozen.length > 0) cloneOption(frozen, 0, () => 'c');
        expect(JSON.stringify(frozen)).toBe(before);
      }),
    );
  });

  it('selects always land on an enabled value', () => {
    fc.assert(
      fc.property(optionArb, (option) => {
        for (const u of priceOption(option).variablePricingUnits) {
          if (u.type === 'select') expect(u.enabledValues).toContain(u.value);
        }
      }),
    );
  });
});
