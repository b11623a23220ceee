import { gstinCheckCharacter, gstinError, isValidGstin } from './gstin';

describe('GSTIN', () => {
  it('accepts published valid numbers, in any case', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29aagcb7383j1z4')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong check character', () => {
    expect(gstinError('27AAPFU0939F1ZX')).toMatch(/check digit/);
  });

  it('refuses a bad format or state code', () => {
    expect(gstinError('27AAPFU0939F1Z')).toMatch(/15-character/);
    expect(gstinError('')).toMatch(/15-character/);
    expect(gstinError(null)).toMatch(/15-character/);
    expect(gstinError('00AAPFU0939F1ZV')).toMatch(/state code/);
  });
});
