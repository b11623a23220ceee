import { GUEST_EDIT_MESSAGE, guestRefusal } from './bag-transport';

describe('guestRefusal', () => {
  it('SPEC.md 5: a guest may remove lines and change pricing units; options, rates, discounts and the rest need an account', () => {
    expect(guestRefusal({ kind: 'remove', ids: ['a~0'] })).toBeNull();
    expect(guestRefusal({ kind: 'setUnit', lineId: 'a~0', type: 'pricingUnits', index: 0, value: 3 })).toBeNull();
    expect(guestRefusal({ kind: 'setUnit', lineId: 'a~0', type: 'variablePricingUnits', index: 0, value: 'Delhi' })).toBe(GUEST_EDIT_MESSAGE);
    expect(guestRefusal({ kind: 'lineInfo', lineId: 'a~0', agencyRate: 10 })).toBe(GUEST_EDIT_MESSAGE);
    expect(guestRefusal({ kind: 'bulkEdit', pricingUnits: [], variablePricingUnits: [] })).toBe(GUEST_EDIT_MESSAGE);
    expect(guestRefusal({ kind: 'reset', lineId: 'a~0' })).toBe(GUEST_EDIT_MESSAGE);
    expect(guestRefusal({ kind: 'rename', name: 'x' })).toBe(GUEST_EDIT_MESSAGE);
    expect(GUEST_EDIT_MESSAGE).toBe('Sign in to change options, rates and discounts');
  });
});
