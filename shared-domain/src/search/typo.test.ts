import { allowedEdits, editDistance, typoEdits } from './typo';

describe('allowedEdits', () => {
  it('keeps words under 4 letters exact, allows 1 edit from 4 letters and 2 from 8', () => {
    expect(allowedEdits('of')).toBe(0);
    expect(allowedEdits('tim')).toBe(0);
    expect(allowedEdits('tims')).toBe(1);
    expect(allowedEdits('mirchy')).toBe(1);
    expect(allowedEdits('hindusta')).toBe(2);
    expect(allowedEdits('hindustan')).toBe(2);
  });

  it('counts letters, not UTF-16 units, and keeps words with digits exact', () => {
    expect(allowedEdits('भास्कर')).toBe(1);
    expect(allowedEdits('𝒜𝒷𝒸')).toBe(0);
    expect(allowedEdits('98fm')).toBe(0);
    expect(allowedEdits('x'.repeat(33))).toBe(0);
  });
});

describe('editDistance', () => {
  it.each([
    ['tims', 'times', 1],
    ['inda', 'india', 1],
    ['mirchy', 'mirchi', 1],
    ['raido', 'radio', 1],
    ['radio', 'radio', 0],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
    ['hindustn', 'hindustan', 1],
    ['hinudstna', 'hindustan', 2],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('stops at max + 1', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('radio', 'ratio', 1)).toBe(1);
  });
});

describe('typoEdits', () => {
  it('finds typos within what the typed word allows, never for the same word', () => {
    expect(typoEdits('tims', 'times')).toBe(1);
    expect(typoEdits('tims', 'tim')).toBe(1);
    expect(typoEdits('tims', 'items')).toBeNull();
    expect(typoEdits('tim', 'time')).toBeNull();
    expect(typoEdits('radio', 'radio')).toBeNull();
    expect(typoEdits('hinudstna', 'hindustan')).toBe(2);
    expect(typoEdits('hindxxtn', 'hindustan')).toBeNull();
  });
});
