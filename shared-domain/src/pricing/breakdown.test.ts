import fc from 'fast-check';
import type { BagMediaOption } from '../entities/pricing-types';
import { breakdownTotals, lineBreakdown, minimumBillingBasis, priceBag, priceOption } from './index';

/** The seed's "Display Ad – Main Edition": ₹2,990 per sq cm per insertion, minimum ₹2,40,000. */
const displayAd = (width: number, height: number, extra: Partial<BagMediaOption> = {}): BagMediaOption => ({
  _id: 'line-1', _mediaOption: 'mo-1', _media: 'm-1', select: true,
  pricingUnits: [{ name: 'Insertions', value: 1, min: 1 }],
  variablePricingUnits: [
    { name: 'Width (cm)', type: 'number', defaultValue: 8, min: 4, value: width },
    { name: 'Height (cm)', type: 'number', defaultValue: 10, min: 5, value: height },
  ],
  rates: { defaultRates: { cardRate: 3920, discountedRate: 2990, vendorRate: 2430, minimumBilling: 240000 } },
  minimumBilling: 240000,
  serviceTaxPercentage: 5,
  ...extra,
});

describe('lineBreakdown', () => {
  it('splits a line that minimum billing raised into card total, offer total and the top-up', () => {
    const b = lineBreakdown(priceOption(displayAd(4, 5)));
    expect(b).toMatchObject({
      units: 20,
      cardTotal: 78400, // 3,920 × 20
      offerGross: 59800, // 2,990 × 20
      discount: 0,
      offerTotal: 59800,
      minBilling: 240000,
      minimumTopUp: 180200,
      bulkDiscount: 0,
      subTotal: 240000,
      serviceTax: 12000,
      totalPrice: 252000,
      offerSaving: 18600,
    });
    // The card total is compared with the offer total for the same units, not with the raised subtotal.
    expect(b.cardTotal).toBeGreaterThan(b.offerTotal);
    expect(b.cardTotal).toBeLessThan(b.subTotal);
  });

  it('has no top-up when the offer reaches the minimum, and shows a percentage discount as typed', () => {
    const b = lineBreakdown(priceOption(displayAd(10, 10, { discount: '10%' })));
    expect(b).toMatchObject({ offerGross: 299000, discount: 29900, discountEntered: '10%', offerTotal: 269100, minimumTopUp: 0, subTotal: 269100 });
  });

  it('adds up on screen for any priced bag: offer − discount = offer total; offer total + top-up − bulk share = subtotal', () => {
    const optionArb = fc
      .record({
        rate: fc.oneof(fc.integer({ min: 6, max: 50000 }), fc.integer({ min: 1, max: 5000 }).map((x) => x / 1000)),
        markup: fc.integer({ min: 0, max: 100 }),
        insertions: fc.integer({ min: 1, max: 20 }),
        width: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
        minimum: fc.option(fc.integer({ min: 0, max: 500000 }), { nil: undefined }),
        discount: fc.option(fc.oneof(fc.integer({ min: 0, max: 100000 }), fc.double({ min: 0, max: 100, noNaN: true }).map((d) => `${d}%`)), { nil: undefined }),
        agencyRate: fc.option(fc.integer({ min: 1, max: 80000 }), { nil: undefined }),
        schedule: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
        tax: fc.constantFrom(5, 18),
      })
      .map((g): BagMediaOption => ({
        _id: 'x', _mediaOption: 'mo', _media: 'm', select: true,
        pricingUnits: [{ name: 'Insertions', value: g.insertions, min: 1 }],
        variablePricingUnits: g.width === undefined ? [] : [{ name: 'Width', type: 'number', value: g.width, defaultValue: 3 }],
        rates: { defaultRates: { cardRate: g.rate * (1 + g.markup / 100), discountedRate: g.rate, minimumBilling: g.minimum } },
        agencyRate: g.agencyRate,
        discount: g.discount,
        serviceTaxPercentage: g.tax,
        schedule: g.schedule.map((units, i) => ({ date: `2025-01-0${i + 1}`, units })),
      }));
    const bulkArb = fc.option(fc.oneof(fc.integer({ min: 0, max: 300000 }), fc.integer({ min: 0, max: 100 }).map((d) => `${d}%`)), { nil: undefined });
    fc.assert(
      fc.property(fc.array(optionArb, { minLength: 1, maxLength: 5 }), bulkArb, (options, discountOnTotal) => {
        const bag = priceBag(options.map((o, i) => ({ ...o, _id: `id${i}` })), { discountOnTotal });
        for (const line of bag.options) {
          const b = lineBreakdown(line);
          for (const x of [b.cardTotal, b.offerGross, b.discount, b.offerTotal, b.minimumTopUp, b.bulkDiscount, b.subTotal]) {
            expect(Number.isInteger(x)).toBe(true);
          }
          expect(b.offerGross - b.discount).toBe(b.offerTotal);
          expect(b.discount).toBeGreaterThanOrEqual(0);
          expect(b.minimumTopUp).toBeGreaterThanOrEqual(0);
          expect(b.offerTotal + b.minimumTopUp - b.bulkDiscount).toBe(line.subTotal);
          if (b.minimumTopUp > 0) expect(line.minBillingApplied).toBe(true);
          if (!line.minBillingApplied) expect(b.minimumTopUp).toBe(0);
        }
        const totals = breakdownTotals(bag.options);
        expect(totals.subTotal).toBe(bag.totals.subTotal);
        expect(totals.cardTotal).toBe(bag.totals.cardTotal);
        expect(totals.serviceTax).toBe(bag.totals.serviceTax);
        expect(totals.totalPrice).toBe(bag.totals.totalPrice);
        expect(totals.bulkDiscount).toBe(bag.totals.discountOnTotal);
        expect(totals.offerTotal + totals.minimumTopUp - totals.bulkDiscount).toBe(totals.subTotal);
      }),
      { numRuns: 300 },
    );
  });
});

describe('minimumBillingBasis', () => {
  it('names the standard size that sets the minimum and the units the line is charged for', () => {
    const basis = minimumBillingBasis(priceOption(displayAd(4, 5)));
    expect(basis).toEqual({
      minBilling: 240000,
      offerRate: 2990,
      lineUnits: [{ name: 'Insertions', value: 1 }, { name: 'Width (cm)', value: 4 }, { name: 'Height (cm)', value: 5 }],
      lineUnitCount: 20,
      standardSize: [{ name: 'Width (cm)', value: 8 }, { name: 'Height (cm)', value: 10 }],
      standardUnitCount: 80,
      standardAmount: 239200,
      unitsAtMinimum: 80.27,
    });
  });

  it('counts scheduled units instead of the pricing units once there is a schedule', () => {
    const line = priceOption(displayAd(4, 5, { schedule: [{ date: '2025-01-01', units: 2 }, { date: '2025-01-02', units: 1 }] }));
    expect(minimumBillingBasis(line)).toMatchObject({
      lineUnits: [{ name: 'Scheduled units', value: 3 }, { name: 'Width (cm)', value: 4 }, { name: 'Height (cm)', value: 5 }],
      lineUnitCount: 60,
    });
  });
});
