import type { ThemeOptions } from 'shared-domain';
import { themeVariables } from 'shared-domain/theme';

/**
 * The one place the host writes the theme contract's CSS custom properties (--mm-*) on an
 * element. Stands in for the host's `setSiteTheme(theme)` (host-shell/src/theme) until that
 * lands: then this body becomes `setSiteTheme(theme)`.
 */
export function applyThemeVariables(element: HTMLElement, theme: Partial<ThemeOptions>): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) element.style.setProperty(name, value);
}
