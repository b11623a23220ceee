import { THEME_VARIABLES, themeVariables } from 'shared-domain/theme';
import type { ThemeOptions } from 'shared-domain';

/**
 * Writes a theme's CSS custom properties (`--mm-primary`, …) on an element's inline style:
 * the host on `document.documentElement`, a remote's `mount()` on the element it renders
 * into. Missing or invalid colours get the defaults. Answers a function that puts back what
 * the element had before.
 */
export function applyTheme(element: Pick<HTMLElement, 'style'>, theme?: Partial<ThemeOptions> | null): () => void {
  const vars = themeVariables(theme);
  const style = element.style;
  const before = Object.keys(vars).map((name) => [name, style.getPropertyValue(name), style.getPropertyPriority(name)] as const);
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
  return () => {
    for (const [name, value, priority] of before) {
      if (value) style.setProperty(name, value, priority);
      else style.removeProperty(name);
    }
  };
}

/**
 * Copies the theme's properties in effect at `from` onto `to`'s inline style: a portal
 * (a dialog rendered into document.body) keeps the theme of the element it was opened from.
 */
export function copyThemeVariables(from: Element, to: Pick<HTMLElement, 'style'>): void {
  const computed = getComputedStyle(from);
  for (const name of Object.values(THEME_VARIABLES)) {
    let value = computed.getPropertyValue(name).trim();
    // Where computed styles do not inherit custom properties (jsdom): the nearest inline one,
    // which is where applyTheme writes them.
    for (let el: Element | null = from; !value && el; el = el.parentElement) {
      if (el instanceof HTMLElement) value = el.style.getPropertyValue(name).trim();
    }
    if (value) to.style.setProperty(name, value);
  }
}
