import { THEME_VARIABLES, themeVariables } from 'shared-domain/theme';
import { applyTheme, color } from '../index';

describe('color tokens', () => {
  it('are CSS variables of the one theme contract, with the defaults as fallbacks', () => {
    expect(color.primary).toBe(`var(--mm-primary, ${themeVariables()['--mm-primary']})`);
    expect(color.accent).toBe(color.primary);
    expect(color.ink).toMatch(/^var\(--mm-ink, #[0-9a-f]{6}\)$/);
    for (const value of Object.values(color)) expect(value).toMatch(/^var\(--mm-[a-z-]+, .+\)$/);
  });
});

describe('applyTheme', () => {
  it('writes every custom property of the theme on the element and answers an undo', () => {
    const el = document.createElement('div');
    el.style.setProperty('--mm-ink', 'red');
    const undo = applyTheme(el, { primary: '#0a3d62' });
    expect(el.style.getPropertyValue('--mm-primary')).toBe('#0a3d62');
    // White text reads on a dark primary.
    expect(el.style.getPropertyValue('--mm-primary-ink')).toBe(themeVariables({ primary: '#0a3d62' })['--mm-primary-ink']);
    for (const name of Object.values(THEME_VARIABLES)) expect(el.style.getPropertyValue(name)).not.toBe('');
    undo();
    expect(el.style.getPropertyValue('--mm-primary')).toBe('');
    expect(el.style.getPropertyValue('--mm-ink')).toBe('red');
  });

  it('falls back to the default for a colour that is not one', () => {
    const el = document.createElement('div');
    applyTheme(el, { primary: 'url(javascript:alert(1))' });
    expect(el.style.getPropertyValue('--mm-primary')).toBe(themeVariables()['--mm-primary']);
  });
});
