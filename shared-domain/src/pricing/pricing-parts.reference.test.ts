/**
 * The engine's parts against the reference (test/reference.ts): the bulk-discount split,
 * the totals, the distinct units and the rounding give identical results. The engine as a
 * whole: pricing.reference.test.ts.
 */
import fc from 'fast-check';
import { distinctPricingUnits, round, round2, round3, roundTo, splitByLargestRemainder, sumTotals } from './index';
import * as ref from './test/reference';
import { bagArb, bulkArb, expectIdentical, expectSameOutcome, RUNS } from './test/arbitraries';

describe('the engine\'s parts give exactly what the reference gives', () => {
  it('splitByLargestRemainder, with sums past 2^53 and ties', () => {
    const weight = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.double({ min: -5, max: 1e6, noNaN: true }));
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 1e6 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })), fc.array(weight, { maxLength: 40 }), (amount, weights) =>
        expectSameOutcome(() => splitByLargestRemainder(amount, weights), () => ref.splitByLargestRemainder(amount, weights))),
      RUNS,
    );
    expectIdentical(splitByLargestRemainder(10, [1, 1, 1, 1]), ref.splitByLargestRemainder(10, [1, 1, 1, 1]));
  });

  it('sumTotals and distinctPricingUnits', () => {
    fc.assert(
      fc.property(bagArb, bulkArb, (options, _discountOnTotal) => {
        const priced = options.map((o) => ref.priceOption(o));
        expectIdentical(sumTotals(priced), ref.sumTotals(priced));
        expectIdentical(sumTotals([{}] as never), ref.sumTotals([{}]));
        expectIdentical(distinctPricingUnits(options), ref.distinctPricingUnits(options));
      }),
      RUNS,
    );
  });

  it('rounding', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: false }), fc.integer().map((i) => i / 200), fc.integer().map((i) => i / 2000)), (x) => {
        expectIdentical([round(x), round2(x), round3(x), roundTo(x, 1), roundTo(x, 4)], [ref.round(x), ref.round2(x), ref.round3(x), ref.roundTo(x, 1), ref.roundTo(x, 4)]);
      }),
      { numRuns: 2000 },
    );
  });

});
