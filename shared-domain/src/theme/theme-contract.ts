import type { Organisation } from '../entities/entities';
import { DEFAULT_THEME, type ThemeOptions } from '../remotes/contracts';
import { inkOn, normalizeHexColour } from './contrast';

/**
 * The one theme contract (ARCHITECTURE.md, shared-ui): the site's colours are CSS custom
 * properties. The host writes them on the document at start (the server writes the same
 * values into a white-label host's first HTML), each `mount()` writes them on the element it
 * renders into, and every remote reads only these properties (shared-ui's tokens), never a
 * ThemeProvider or a colour of its own.
 */
export const THEME_VARIABLES = {
  primary: '--mm-primary',
  primaryInk: '--mm-primary-ink',
  secondary: '--mm-secondary',
  secondaryInk: '--mm-secondary-ink',
  font: '--mm-font',
  ink: '--mm-ink',
  muted: '--mm-muted',
  line: '--mm-line',
  surface: '--mm-surface',
  canvas: '--mm-canvas',
  danger: '--mm-danger',
  dangerSurface: '--mm-danger-surface',
  success: '--mm-success',
  warning: '--mm-warning',
  focus: '--mm-focus',
  shade: '--mm-shade',
  lineStrong: '--mm-line-strong',
  inverse: '--mm-inverse',
  inverseInk: '--mm-inverse-ink',
  warningSurface: '--mm-warning-surface',
  successSurface: '--mm-success-surface',
  chart1: '--mm-chart-1',
  chart2: '--mm-chart-2',
  chart3: '--mm-chart-3',
  chart4: '--mm-chart-4',
  chart5: '--mm-chart-5',
  chart6: '--mm-chart-6',
  chart7: '--mm-chart-7',
} as const;

export type ThemeToken = keyof typeof THEME_VARIABLES;

const DEFAULT_FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

/**
 * Neutral colours no organisation changes; each meets WCAG AA on white where it is text. None
 * is a colour of the product's brand (PRODUCT_BRAND_COLOURS): an organisation's host shows
 * them beside its own colours.
 */
const NEUTRAL_TOKENS: Readonly<Record<Exclude<ThemeToken, 'primary' | 'primaryInk' | 'secondary' | 'secondaryInk' | 'font'>, string>> = {
  /** Text: a near-black grey (the ink inkOn puts on light colours), not the product's navy. */
  ink: '#1b1d24',
  muted: '#4b5567',
  line: '#d9dde5',
  surface: '#ffffff',
  canvas: '#f7f8fa',
  danger: '#a61b1b',
  dangerSurface: '#fdf0ef',
  success: '#1d6b3a',
  warning: '#8a5300',
  focus: '#1a5fd1',
  /** A step darker than canvas: hover, skeletons, tracks. */
  shade: '#eceef2',
  /** A control's border that must read against white (3:1, WCAG 1.4.11). */
  lineStrong: '#8a94a6',
  /** Dark surfaces (snackbars, tips, code) and the text on them. */
  inverse: '#1b1d24',
  inverseInk: '#ffffff',
  warningSurface: '#fff6e5',
  successSurface: '#e9f5ee',
  /** Chart series: distinct at a glance, each at least 3:1 against white (WCAG 1.4.11); they tell data apart, not the brand. */
  chart1: '#b8341b',
  chart2: '#1f5fa8',
  chart3: '#2a7a4b',
  chart4: '#8a5a00',
  chart5: '#6b3fa0',
  chart6: '#0f6f78',
  chart7: '#9c2f6b',
};

/** Every token's value for a theme: the given colours (invalid ones fall back to the default) plus the neutrals. */
export function themeTokens(theme?: Partial<ThemeOptions> | null): Record<ThemeToken, string> {
  const primary = normalizeHexColour(theme?.primary) ?? DEFAULT_THEME.primary;
  const secondary = normalizeHexColour(theme?.secondary) ?? DEFAULT_THEME.secondary;
  const font = typeof theme?.fontFamily === 'string' && /^[\w\s,'"-]{1,200}$/.test(theme.fontFamily) ? theme.fontFamily : DEFAULT_FONT_FAMILY;
  return { primary, primaryInk: inkOn(primary), secondary, secondaryInk: inkOn(secondary), font, ...NEUTRAL_TOKENS };
}

/** The CSS custom properties (name → value) of a theme, to set on an element's style. */
export function themeVariables(theme?: Partial<ThemeOptions> | null): Record<string, string> {
  const tokens = themeTokens(theme);
  return Object.fromEntries((Object.keys(THEME_VARIABLES) as ThemeToken[]).map((k) => [THEME_VARIABLES[k], tokens[k]]));
}

/** A CSS rule that sets the theme's properties on `selector` (the server's first HTML uses `:root`). */
export function themeCss(theme?: Partial<ThemeOptions> | null, selector = ':root'): string {
  const body = Object.entries(themeVariables(theme)).map(([k, v]) => `${k}:${v}`).join(';');
  return `${selector}{${body}}`;
}

/** `var(--mm-x, default)` for a token: what styled components interpolate. */
export function themeVar(token: ThemeToken): string {
  const fallback = token === 'font' ? DEFAULT_FONT_FAMILY : themeTokens()[token];
  return `var(${THEME_VARIABLES[token]}, ${fallback})`;
}

/** The theme an organisation's settings give (SPEC.md section 3: settings.theme.palette). */
export function themeFromOrganisation(org: Pick<Organisation, 'settings'> | null | undefined): ThemeOptions {
  const palette = org?.settings?.theme?.palette;
  return {
    primary: normalizeHexColour(palette?.primary?.main) ?? DEFAULT_THEME.primary,
    secondary: normalizeHexColour(palette?.secondary?.main) ?? DEFAULT_THEME.secondary,
  };
}
