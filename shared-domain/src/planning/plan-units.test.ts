import type { PricingUnit } from '../entities/pricing-types';
import { MAX_UNITS } from '../input/numbers';
import { planUnitMin, planUnitsOf, quantityUnitOf, withPlanUnits } from './plan-units';

const option = (pricingUnits: PricingUnit[]) => ({ _id: 'o1', name: 'Full page', pricingUnits });

describe('withPlanUnits', () => {
  it('sets a named unit in use to a whole value at or above its minimum', () => {
    const o = option([{ name: 'Insertions', value: 1, min: 1 }, { name: 'Days', value: 2 }]);
    expect(withPlanUnits(o, [{ name: 'Insertions', value: 4 }]).pricingUnits).toEqual([
      { name: 'Insertions', value: 4, min: 1 },
      { name: 'Days', value: 2 },
    ]);
  });

  it('ignores values below the minimum (and below 1), fractions, NaN and infinities', () => {
    const o = option([{ name: 'Spots', value: 10, min: 5 }, { name: 'Days', value: 3 }]);
    for (const value of [4, 0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(withPlanUnits(o, [{ name: 'Spots', value }]).pricingUnits).toEqual(o.pricingUnits);
    }
    for (const value of [0, -1, 2.5, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(withPlanUnits(o, [{ name: 'Days', value }]).pricingUnits).toEqual(o.pricingUnits);
    }
    expect(withPlanUnits(o, [{ name: 'Spots', value: 5 }]).pricingUnits[0].value).toBe(5);
  });

  it('ignores a value above MAX_UNITS, the bound every bag edit keeps (one huge number must not break a bag)', () => {
    const o = option([{ name: 'Spots', value: 10 }]);
    expect(withPlanUnits(o, [{ name: 'Spots', value: MAX_UNITS + 1 }]).pricingUnits).toEqual(o.pricingUnits);
    expect(withPlanUnits(o, [{ name: 'Spots', value: MAX_UNITS }]).pricingUnits[0].value).toBe(MAX_UNITS);
  });

  it('leaves units not in use and unknown names alone', () => {
    const o = option([{ name: 'Weeks', value: 1, inUse: false }, { name: 'Screens', value: 2 }]);
    expect(withPlanUnits(o, [{ name: 'Weeks', value: 6 }, { name: 'Other', value: 3 }]).pricingUnits).toEqual(o.pricingUnits);
  });

  it('never mutates the option or its units and keeps the other fields', () => {
    const units: PricingUnit[] = [{ name: 'Insertions', value: 1 }];
    const o = option(units);
    const frozen = JSON.stringify(o);
    const out = withPlanUnits(o, [{ name: 'Insertions', value: 3 }]);
    expect(JSON.stringify(o)).toBe(frozen);
    expect(out).not.toBe(o);
    expect(out.pricingUnits[0]).not.toBe(units[0]);
    expect(out.name).toBe('Full page');
    expect(out._id).toBe('o1');
  });
});

describe('quantityUnitOf', () => {
  it('is the first pricing unit in use, or null', () => {
    expect(quantityUnitOf(option([{ name: 'Weeks', value: 1, inUse: false }, { name: 'Days', value: 7 }]))?.name).toBe('Days');
    expect(quantityUnitOf(option([{ name: 'Weeks', value: 1, inUse: false }]))).toBeNull();
    expect(quantityUnitOf(option([]))).toBeNull();
  });
});

describe('planUnitMin and planUnitsOf', () => {
  it('a minimum is never below 1', () => {
    expect(planUnitMin({ name: 'a', value: 1, min: 0 })).toBe(1);
    expect(planUnitMin({ name: 'a', value: 1 })).toBe(1);
    expect(planUnitMin({ name: 'a', value: 1, min: 7 })).toBe(7);
  });

  it('lists names and values', () => {
    expect(planUnitsOf(option([{ name: 'Spots', value: 10, min: 5 }]))).toEqual([{ name: 'Spots', value: 10 }]);
  });
});
