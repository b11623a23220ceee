import { HEADER_HEIGHT_PX, TABS_BREAKPOINT_PX, TABS_HEIGHT_PX } from 'shared-domain';
import { color } from 'shared-ui';

/**
 * The host's theme object, kept for the `th(p).colors.x` reads of the shell's styled
 * components. Every colour is a shared-ui token (`var(--mm-…, default)`): the one theme
 * contract is the CSS custom properties the host writes on the document at start
 * (`setSiteTheme`), which every remote reads too. Only sizes here are not colours.
 */
export const theme = {
  fontFamily: color.font,
  colors: {
    primary: color.primary,
    primaryInk: color.primaryInk,
    secondary: color.secondary,
    secondaryInk: color.secondaryInk,
    text: color.ink,
    muted: color.muted,
    border: color.line,
    surface: color.surface,
    subtle: color.canvas,
    /** The info snackbar's near-black (not themed). */
    info: '#1b1b1b',
    error: color.danger,
    focus: color.focus,
  },
  /** SPEC.md section 9: 69 px, 64.5 px under the breakpoint. */
  headerHeight: HEADER_HEIGHT_PX,
  tabsHeight: TABS_HEIGHT_PX,
  breakpointPx: TABS_BREAKPOINT_PX,
};

export type AppTheme = typeof theme;

/**
 * The host's theme: the `theme` object itself (a constant, since its colours are CSS
 * variables). `p` is accepted so the styled components' `th(p)` calls stay as they are.
 */
export const th = (_p?: unknown): AppTheme => theme;

/** Media query for widths under the breakpoint. */
export const mobile = `@media (max-width: ${TABS_BREAKPOINT_PX - 0.02}px)`;
