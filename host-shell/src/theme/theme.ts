import { HEADER_HEIGHT_PX, TABS_BREAKPOINT_PX, TABS_HEIGHT_PX } from 'shared-domain';
import { color } from 'shared-ui';

/**
 * The host's theme object: the shell's sizes and font for the `th(p).x` reads of its styled
 * components. Colours are not here: the shell, like every remote, takes shared-ui's `color`
 * tokens (`var(--mm-…, default)`), the one theme contract the host writes on the document at
 * start (`setSiteTheme`).
 */
export const theme = {
  fontFamily: color.font,
  /** SPEC.md section 9: 69 px, 64.5 px under the breakpoint. */
  headerHeight: HEADER_HEIGHT_PX,
  tabsHeight: TABS_HEIGHT_PX,
  breakpointPx: TABS_BREAKPOINT_PX,
};

export type AppTheme = typeof theme;

/**
 * The host's theme: the `theme` object itself (a constant). `p` is accepted so the styled components' `th(p)` calls stay as they are.
 */
export const th = (_p?: unknown): AppTheme => theme;

/** Media query for widths under the breakpoint. */
export const mobile = `@media (max-width: ${TABS_BREAKPOINT_PX - 0.02}px)`;
