import { BRAND_MARK, PRODUCT_BRAND_COLOURS } from './brand-mark';
import { organisationIconSvg, organisationInitial } from './organisation-icon';

const org = (name: string, primary = '#0b5d55') => ({ name, settings: { theme: { palette: { primary: { main: primary }, secondary: { main: '#3a1f5d' } } } } });

describe('organisationInitial', () => {
  it.each([
    ['acme media', 'A'],
    ['  "Zeta" Ads', 'Z'],
    ['99 Acres Media', '9'],
    ['मीडिया हाउस', 'मी'],
    ['<>&', '?'],
    ['', '?'],
  ])('%j → %s', (name, initial) => {
    expect(organisationInitial(name)).toBe(initial);
  });
});

describe('organisationIconSvg', () => {
  it("is the organisation's initial on its own primary, in the ink that reads on it", () => {
    const svg = organisationIconSvg(org('acme media'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="#0b5d55"');
    expect(svg).toContain('fill="#ffffff">A</text>');
    expect(organisationIconSvg(org('Sun Ads', '#ffe14d'))).toContain('fill="#1b1d24">S</text>');
  });

  it("holds nothing of the product's mark or colours", () => {
    const svg = organisationIconSvg(org('Acme'));
    for (const colour of PRODUCT_BRAND_COLOURS) expect(svg.toLowerCase()).not.toContain(colour);
    expect(svg).not.toContain(BRAND_MARK.tile);
    expect(svg).not.toMatch(/M7 24V8h4/);
  });

  it('escapes what it draws (no markup from the name)', () => {
    expect(organisationIconSvg(org('<script>'))).toContain('>S</text>');
    expect(organisationIconSvg(org('"><x'))).toContain('>X</text>');
  });
});
