import { DEFAULT_THEME } from '../remotes/contracts';
import { BRAND_MARK, PRODUCT_BRAND_COLOURS } from './brand-mark';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
import { THEME_VARIABLES, themeCss, themeFromOrganisation, themeTokens, themeVar, themeVariables } from './theme-contract';

describe('theme contract', () => {
  it('writes every token as a --mm- custom property', () => {
    const vars = themeVariables({ primary: '#0B5', secondary: '#112233' });
    expect(Object.keys(vars).sort()).toEqual(Object.values(THEME_VARIABLES).sort());
    expect(vars['--mm-primary']).toBe('#00bb55');
    expect(vars['--mm-secondary']).toBe('#112233');
    expect(vars['--mm-secondary-ink']).toBe('#ffffff');
  });

  it('falls back to the default for a missing or unsafe colour (no CSS injection)', () => {
    expect(themeTokens().primary).toBe(DEFAULT_THEME.primary);
    expect(themeTokens({ primary: 'red;}body{display:none' }).primary).toBe(DEFAULT_THEME.primary);
    expect(themeTokens({ fontFamily: 'x;}<script>' }).font).not.toContain('<');
  });

  it('renders one CSS rule for a selector', () => {
    const css = themeCss({ primary: '#123456', secondary: '#654321' });
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain('--mm-primary:#123456');
    expect(themeCss(undefined, '.embed')).toMatch(/^\.embed\{/);
  });

  it('gives var() with the default as fallback', () => {
    expect(themeVar('primary')).toBe(`var(--mm-primary, ${DEFAULT_THEME.primary})`);
    expect(themeVar('font')).toMatch(/^var\(--mm-font, system-ui/);
  });

  it('reads an organisation palette', () => {
    const org = { settings: { theme: { palette: { primary: { main: '#0A3D62' }, secondary: { main: '#38ada9' } } } } };
    expect(themeFromOrganisation(org)).toEqual({ primary: '#0a3d62', secondary: '#38ada9' });
    expect(themeFromOrganisation(null)).toEqual({ primary: DEFAULT_THEME.primary, secondary: DEFAULT_THEME.secondary });
  });

  it('keeps its neutrals readable: text on its surfaces at 4.5:1, chart series and strong lines at 3:1 on white', () => {
    const t = themeTokens();
    for (const [text, surface] of [
      ['ink', 'surface'], ['muted', 'surface'], ['muted', 'canvas'], ['ink', 'shade'], ['inverseInk', 'inverse'],
      ['danger', 'dangerSurface'], ['warning', 'warningSurface'], ['success', 'successSurface'],
    ] as const) {
      expect({ text, surface, ratio: contrastRatio(t[text], t[surface])! >= MIN_TEXT_CONTRAST }).toEqual({ text, surface, ratio: true });
    }
    for (const token of ['lineStrong', 'chart1', 'chart2', 'chart3', 'chart4', 'chart5', 'chart6', 'chart7'] as const) {
      expect({ token, ratio: contrastRatio(t[token], t.surface)! >= 3 }).toEqual({ token, ratio: true });
    }
  });

  it("has no colour of the product's brand among what an organisation does not choose", () => {
    expect(PRODUCT_BRAND_COLOURS).toEqual(expect.arrayContaining([DEFAULT_THEME.primary, DEFAULT_THEME.secondary, BRAND_MARK.tile, BRAND_MARK.word]));
    const org = themeTokens({ primary: '#0b5d55', secondary: '#3a1f5d' });
    const notChosen = Object.entries(org).filter(([token]) => token !== 'primary' && token !== 'secondary' && token !== 'font');
    expect(notChosen.filter(([, value]) => PRODUCT_BRAND_COLOURS.includes(value.toLowerCase()))).toEqual([]);
  });
});
