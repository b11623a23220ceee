import { css } from 'styled-components';
import { themeVar } from 'shared-domain';

/**
 * The site's colours, each `var(--mm-…, default)` (shared-domain/theme): the host writes the
 * custom properties on the document, every `mount()` on the element it renders into, so a
 * remote styled with these follows the site's (or an agency's) theme without a ThemeProvider.
 */
export const color = {
  ink: themeVar('ink'),
  muted: themeVar('muted'),
  line: themeVar('line'),
  surface: themeVar('surface'),
  canvas: themeVar('canvas'),
  primary: themeVar('primary'),
  primaryInk: themeVar('primaryInk'),
  /** The primary colour under the name the remotes' styles used before the one theme contract. */
  accent: themeVar('primary'),
  accentInk: themeVar('primaryInk'),
  secondary: themeVar('secondary'),
  secondaryInk: themeVar('secondaryInk'),
  danger: themeVar('danger'),
  dangerSurface: themeVar('dangerSurface'),
  success: themeVar('success'),
  warning: themeVar('warning'),
  focus: themeVar('focus'),
  shade: themeVar('shade'),
  lineStrong: themeVar('lineStrong'),
  inverse: themeVar('inverse'),
  inverseInk: themeVar('inverseInk'),
  warningSurface: themeVar('warningSurface'),
  successSurface: themeVar('successSurface'),
  font: themeVar('font'),
} as const;

export type ColorToken = keyof typeof color;

/**
 * A colour at `percent`% opacity (shadows, backdrops, a line on a coloured band). Derived from
 * a token, so it follows the theme: never a colour of its own.
 */
export const alpha = (token: string, percent: number): string => `color-mix(in srgb, ${token} ${percent}%, transparent)`;

/** The primary a step darker, for a filled primary control under the pointer. */
export const primaryHover = `color-mix(in srgb, ${color.primary} 85%, ${color.ink})`;

/** Chart series in order (shared-domain's theme: each at least 3:1 on white); the eighth is the muted grey. */
export const chartPalette = [
  themeVar('chart1'),
  themeVar('chart2'),
  themeVar('chart3'),
  themeVar('chart4'),
  themeVar('chart5'),
  themeVar('chart6'),
  themeVar('chart7'),
  color.muted,
] as const;

/** The keyboard focus outline every control shows. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/** A card's frame: the surface colour, a line border, rounded, padded, filling its grid cell. */
export const cardFrame = css`
  height: 100%;
  box-sizing: border-box;
  padding: 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
`;

/** A card that is one link: its text keeps the card's colours, the border turns primary on hover. */
export const cardLink = css`
  ${cardFrame}
  color: inherit;
  text-decoration: none;
  ${focusRing}
  &:hover {
    border-color: ${color.primary};
  }
`;

/** The site's breakpoint (SPEC.md section 9, 960 px): below it, the narrow layout. */
export const NARROW_MAX_PX = 959;
export const narrow = `@media (max-width: ${NARROW_MAX_PX}px)`;

/** Phones: single column below 600 px. */
export const MOBILE_MAX_PX = 599;
export const mobile = `@media (max-width: ${MOBILE_MAX_PX}px)`;
