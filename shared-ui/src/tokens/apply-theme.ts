import type { ReactNode } from 'react';
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


/** The part of a React root that `themedMount` drives (what react-dom's `createRoot` answers). */
export type MountRoot = { render(node: ReactNode): void; unmount(): void };

/** What a remote's `mount()` answers: `update` merges new options and renders again; `unmount` ends it. */
export type ThemedMountHandle<O> = { update(next: Partial<O>): void; unmount(): void };

/**
 * A remote's `mount()` body: renders `view(options)` into `root` with the theme's custom
 * properties on `element`, written again when `update` brings a `theme`; `unmount` empties
 * the root and puts back what the element's style had before.
 */
export function themedMount<O extends { theme?: Partial<ThemeOptions> | null }>(
  element: Element,
  root: MountRoot,
  options: O,
  view: (current: O) => ReactNode,
): ThemedMountHandle<O> {
  let current = options;
  let undoTheme = element instanceof HTMLElement ? applyTheme(element, current.theme) : () => undefined;
  root.render(view(current));
  return {
    update(next) {
      current = { ...current, ...next };
      if ('theme' in next && element instanceof HTMLElement) {
        undoTheme();
        undoTheme = applyTheme(element, current.theme);
      }
      root.render(view(current));
    },
    unmount() {
      root.unmount();
      undoTheme();
    },
  };
}
