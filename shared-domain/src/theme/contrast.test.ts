import { contrastRatio, formatContrast, inkOn, MIN_TEXT_CONTRAST, normalizeHexColour, relativeLuminance } from './contrast';

describe('contrast (WCAG 2)', () => {
  it('normalises hex colours and refuses anything else', () => {
    expect(normalizeHexColour('#ABC')).toBe('#aabbcc');
    expect(normalizeHexColour(' #1F2A44 ')).toBe('#1f2a44');
    for (const bad of ['red', '#12345', 'rgb(0,0,0)', '', null, 42, '#ggg']) expect(normalizeHexColour(bad)).toBeNull();
  });

  it('gives black on white 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c2381f', '#c2381f')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  });

  it('measures the published reference pairs', () => {
    // #767676 on white is the classic 4.54:1 grey; #777777 falls just under AA.
    expect(contrastRatio('#767676', '#ffffff')!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')!).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#949494', '#ffffff')!).toBeCloseTo(3.03, 1);
  });

  it('rounds down when shown, so a failing ratio never reads as passing', () => {
    expect(formatContrast(4.4999)).toBe('4.49:1');
    expect(formatContrast(21)).toBe('21.00:1');
  });

  it('picks the readable ink for a background', () => {
    expect(inkOn('#1f2a44')).toBe('#ffffff');
    expect(inkOn('#ffe14d')).toBe('#1b1d24');
  });

  it('answers null for a non-colour', () => {
    expect(contrastRatio('tomato', '#fff')).toBeNull();
  });
});
