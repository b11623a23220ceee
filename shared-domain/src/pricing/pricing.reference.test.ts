/**
 * The one-pass engine (price-option.ts, enabled-values.ts, price-bag.ts) against the
 * straightforward implementation it replaced, kept in test/reference.ts: rule by rule, with
 * spreads and `String()` as PRICING.md reads. Results must be identical — every value
 * (Object.is), every key and the order of keys, since answers are serialised as they come.
 * The engine's parts (bulk-discount split, totals, rounding): pricing-parts.reference.test.ts.
 */
import fc from 'fast-check';
import { enabledValuesFor, priceBag, priceOption, resolveVariableUnits, unitRate } from './index';
import * as ref from './test/reference';
import {
  anyOptionArb, bagArb, bulkArb, configArb, describeValue, expectSameOutcome, rowArb, RUNS, variableUnitArb,
} from './test/arbitraries';

describe('the one-pass engine gives exactly what the reference gives', () => {
  it('priceOption', () => {
    fc.assert(fc.property(anyOptionArb, configArb, (option, config) => expectSameOutcome(() => priceOption(option, config), () => ref.priceOption(option, config))), RUNS);
  });

  it('priceBag: options, bulk-discount shares, totals, selected totals, distinct units', () => {
    fc.assert(
      fc.property(bagArb, bulkArb, configArb, (options, discountOnTotal, config) =>
        expectSameOutcome(() => priceBag(options, { discountOnTotal, config }), () => ref.priceBag(options, { discountOnTotal, config }))),
      RUNS,
    );
  });

  it('resolveVariableUnits and enabledValuesFor', () => {
    fc.assert(
      fc.property(anyOptionArb, fc.array(variableUnitArb, { maxLength: 3 }), fc.array(rowArb, { maxLength: 5 }), (option, earlier, rows) => {
        expectSameOutcome(() => resolveVariableUnits(option), () => ref.resolveVariableUnits(option));
        for (const unit of option.variablePricingUnits) {
          expectSameOutcome(() => enabledValuesFor(unit, earlier, rows), () => ref.enabledValuesFor(unit, earlier, rows));
        }
      }),
      RUNS,
    );
  });

  it('unitRate', () => {
    fc.assert(fc.property(anyOptionArb, (option) => expectSameOutcome(() => unitRate(option), () => ref.unitRate(option))), RUNS);
  });

  it('never mutates its input and never shares the input arrays it answers', () => {
    fc.assert(
      fc.property(bagArb, (options) => {
        const before = describeValue(options);
        const bag = priceBag(options, { discountOnTotal: '5%' });
        expect(describeValue(options)).toBe(before);
        bag.options.forEach((o, i) => {
          expect(o).not.toBe(options[i]);
          o.variablePricingUnits.forEach((u, k) => {
            if (u.type === 'select' && u.inUse !== false) {
              expect(u).not.toBe(options[i].variablePricingUnits[k]);
              expect(u.enabledValues).not.toBe(options[i].variablePricingUnits[k].values);
            }
          });
        });
      }),
      { numRuns: 200 },
    );
  });
});
