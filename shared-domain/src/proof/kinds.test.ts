import { isPlacedCategory, PLACED_CATEGORIES, proofAccept, proofFilesInWords, proofKindsFor } from './kinds';
import { PROOF_KINDS } from './types';

describe('proofKindsFor', () => {
  it('gives the kinds that suit a category, the usual one first', () => {
    expect(proofKindsFor('outdoor')).toEqual(['photo']);
    expect(proofKindsFor('cinema')[0]).toBe('photo');
    expect(proofKindsFor('newspaper')).toEqual(['tear-sheet', 'e-paper', 'photo']);
    expect(proofKindsFor('radio')).toEqual(['air-check', 'log']);
    expect(proofKindsFor('television')[0]).toBe('air-check');
    expect(proofKindsFor('digital')).toEqual(['screenshot', 'delivery-report']);
  });

  it('gives every kind, photo first, for an unknown category, and a fresh list each time', () => {
    expect(proofKindsFor('unheard-of')).toEqual([...PROOF_KINDS]);
    proofKindsFor('outdoor').push('log');
    expect(proofKindsFor('outdoor')).toEqual(['photo']);
  });
});

describe('placed categories and files', () => {
  it('knows the placed categories', () => {
    expect(PLACED_CATEGORIES).toEqual(['outdoor', 'airport', 'cinema']);
    expect(isPlacedCategory('airport')).toBe(true);
    expect(isPlacedCategory('radio')).toBe(false);
  });

  it('says which files each kind takes', () => {
    expect(proofAccept('photo')).toBe('.jpg,.jpeg,.png,.webp');
    expect(proofAccept('air-check')).toBe('.mp3,.wav,.m4a,.mp4');
    expect(proofFilesInWords('photo')).toBe('a JPEG, PNG or WebP image');
    expect(proofFilesInWords('tear-sheet')).toBe('a PDF or a JPEG, PNG or WebP image');
  });
});
