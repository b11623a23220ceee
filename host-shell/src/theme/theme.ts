import { DEFAULT_THEME, HEADER_HEIGHT_PX, TABS_BREAKPOINT_PX, TABS_HEIGHT_PX, type ThemeOptions } from 'shared-domain';

const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

/**
 * The host's theme. Remotes rendered inside the host read the same ThemeProvider, so the
 * top level is shared-domain's `ThemeOptions` (primary, secondary, fontFamily) and the
 * host's own tokens sit beside it.
 */
export const theme = {
  primary: DEFAULT_THEME.primary,
  secondary: DEFAULT_THEME.secondary,
  fontFamily,
  colors: {
    primary: DEFAULT_THEME.primary,
    secondary: DEFAULT_THEME.secondary,
    text: '#1b1d24',
    muted: '#5b6275',
    border: '#e3e5ea',
    surface: '#ffffff',
    subtle: '#f6f7f9',
    info: '#1b1b1b',
    error: '#c62828',
    focus: '#1a73e8',
  },
  /** SPEC.md section 9: 69 px, 64.5 px under the breakpoint. */
  headerHeight: HEADER_HEIGHT_PX,
  tabsHeight: TABS_HEIGHT_PX,
  breakpointPx: TABS_BREAKPOINT_PX,
};

export type AppTheme = typeof theme & ThemeOptions;

/**
 * The host's theme from styled-components props. The host does not augment DefaultTheme:
 * the remotes' sources are part of its type-check (contracts.ts) and declare their own.
 */
export const th = (p: { theme: object }): AppTheme => p.theme as AppTheme;

/** Media query for widths under the breakpoint. */
export const mobile = `@media (max-width: ${TABS_BREAKPOINT_PX - 0.02}px)`;
