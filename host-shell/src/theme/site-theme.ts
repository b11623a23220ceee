import { themeFromOrganisation, whiteLabel, type ThemeOptions, type WhiteLabelStore } from 'shared-domain';
import { applyTheme } from 'shared-ui';

let undo: (() => void) | null = null;

/**
 * The site's theme, the one channel every page part reads: writes its CSS custom properties
 * (`--mm-primary`, …) on `document.documentElement`, replacing the last ones written; the
 * default theme (none given) removes them, as the tokens' fallbacks are the defaults. White-label
 * mode calls it with `themeFromOrganisation(org)`. Missing or invalid colours get the defaults.
 */
export function setSiteTheme(theme?: Partial<ThemeOptions> | null): void {
  undo?.();
  undo = null;
  // The default theme is every token's own fallback (`var(--mm-…, default)`): nothing to write,
  // so the server's page is not restyled as a whole when the code arrives.
  if (theme) undo = applyTheme(document.documentElement, theme);
}

/**
 * Keeps the site's theme in step with the white-label store: the default theme at once (or the
 * organisation's when the store already holds one), an organisation's palette when white-label
 * mode starts, the default again when it ends. Answers the unsubscribe.
 */
export function followWhiteLabelTheme(store: WhiteLabelStore = whiteLabel): () => void {
  const sub = store.state$.subscribe((s) => setSiteTheme(s.organization ? themeFromOrganisation(s.organization) : null));
  return () => sub.unsubscribe();
}
