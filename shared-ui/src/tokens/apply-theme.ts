import { themeVariables, type ThemeOptions } from 'shared-domain';

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
