import type { BagMediaOption } from '../entities/pricing-types';
import { applyBulkEdit, cloneOption, resetOption } from './index';

const option = (id: string, over: Partial<BagMediaOption> = {}): BagMediaOption => ({
  _id: id,
  _mediaOption: `mo-${id}`,
  _media: `m-${id}`,
  pricingUnits: [{ name: 'Insertions', value: 2, min: 2 }],
  variablePricingUnits: [
    { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'], defaultValue: 'Mumbai', value: 'Mumbai' },
    { name: 'Size', type: 'select', values: ['Full', 'Half'], defaultValue: 'Half', value: 'Half' },
    { name: 'Area', type: 'number', value: 50, min: 10 },
  ],
  rates: {
    defaultRates: { cardRate: 100, discountedRate: 80 },
    otherRates: [{ fields: [{ field: 'Edition', value: 'Delhi' }, { field: 'Size', value: 'Full' }], difference: { type: 'flat', value: 5 } }],
  },
  ...over,
});

describe('applyBulkEdit', () => {
  it('sets a value only where min <= value, and a select value only if it is one of its values', () => {
    const [a, b] = applyBulkEdit([option('a'), option('b', { pricingUnits: [{ name: 'Insertions', value: 9, min: 5 }] })], {
      pricingUnits: [{ name: 'Insertions', value: 4 }],
      variablePricingUnits: [{ name: 'Area', value: 5 }, { name: 'Edition', value: 'Pune' }],
    });
    expect(a.pricingUnits[0].value).toBe(4);
    expect(b.pricingUnits[0].value).toBe(9); // min 5 > 4
    expect(a.variablePricingUnits[2].value).toBe(50); // min 10 > 5
    expect(a.variablePricingUnits[0].value).toBe('Mumbai'); // Pune is not a value
  });

  it('applies to units without min, skips units not in use, then re-resolves enabled values', () => {
    const o = option('a', {
      pricingUnits: [{ name: 'Insertions', value: 2 }, { name: 'Days', value: 1, inUse: false }],
    });
    const [edited] = applyBulkEdit([o], {
      pricingUnits: [{ name: 'Insertions', value: 1 }, { name: 'Days', value: 7 }],
      variablePricingUnits: [{ name: 'Edition', value: 'Delhi' }],
    });
    expect(edited.pricingUnits.map((u) => u.value)).toEqual([1, 1]);
    // Under Delhi only Full is priced: Half falls back to Full.
    expect(edited.variablePricingUnits[0]).toMatchObject({ value: 'Delhi', enabledValues: ['Mumbai', 'Delhi'] });
    expect(edited.variablePricingUnits[1]).toMatchObject({ value: 'Full', enabledValues: ['Full'] });
    expect(o.pricingUnits[0].value).toBe(2);
  });
});

describe('resetOption', () => {
  it('sends selects to their default, else first value; other units to min, else keeps them; clears edits', () => {
    const o = option('a', {
      pricingUnits: [{ name: 'Insertions', value: 7, min: 2 }, { name: 'Days', value: 3 }],
      variablePricingUnits: [
        { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'], value: 'Delhi' },
        { name: 'Size', type: 'select', values: ['Full', 'Half'], defaultValue: 'Half', value: 'Full' },
        { name: 'Area', type: 'number', value: 50, min: 10 },
        { name: 'Depth', type: 'number', value: 4 },
      ],
      agencyRate: 70,
      discount: '5%',
    });
    const reset = resetOption({ ...o, rateEdited: true } as BagMediaOption & { rateEdited: boolean });
    expect(reset.pricingUnits.map((u) => u.value)).toEqual([2, 3]);
    expect(reset.variablePricingUnits.map((u) => u.value)).toEqual(['Mumbai', 'Half', 10, 4]);
    expect(reset).not.toHaveProperty('agencyRate');
    expect(reset).not.toHaveProperty('discount');
    expect(reset).not.toHaveProperty('rateEdited');
    expect(o.agencyRate).toBe(70);
  });
});

describe('cloneOption', () => {
  it('inserts a deep copy right after index, with a new _id', () => {
    const list = [option('a'), option('b'), option('c')];
    const out = cloneOption(list, 1, () => 'new-id');
    expect(out.map((o) => o._id)).toEqual(['a', 'b', 'new-id', 'c']);
    expect(out[2]).toEqual({ ...list[1], _id: 'new-id' });
    expect(out[2].pricingUnits).not.toBe(list[1].pricingUnits);
    out[2].variablePricingUnits[0].value = 'Delhi';
    expect(list[1].variablePricingUnits[0].value).toBe('Mumbai');
    expect(list).toHaveLength(3);
  });

  it('defaults to a random 24-hex id and rejects a missing index', () => {
    const out = cloneOption([option('a')], 0);
    expect(out[1]._id).toMatch(/^[0-9a-f]{24}$/);
    expect(() => cloneOption([option('a')], 3)).toThrow(RangeError);
  });
});
