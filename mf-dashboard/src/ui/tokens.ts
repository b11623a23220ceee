import { css } from 'styled-components';
import type { ThemeOptions } from 'shared-domain';

/**
 * Colours come from CSS custom properties so a host (or a white-label theme) can restyle
 * the dashboard without a rebuild; the fallbacks meet WCAG AA contrast on white.
 */
export const color = {
  ink: 'var(--mm-ink, #1f2a44)',
  muted: 'var(--mm-muted, #4b5567)',
  line: 'var(--mm-line, #d9dde5)',
  surface: 'var(--mm-surface, #ffffff)',
  canvas: 'var(--mm-canvas, #f7f8fa)',
  accent: 'var(--mm-accent, #b8341b)',
  accentInk: 'var(--mm-accent-ink, #ffffff)',
  danger: 'var(--mm-danger, #a61b1b)',
  success: 'var(--mm-success, #1d6b3a)',
  warning: 'var(--mm-warning, #8a5300)',
  dangerSurface: 'var(--mm-danger-surface, #fdf0ef)',
  focus: 'var(--mm-focus, #1a5fd1)',
};

type ThemeProps = { theme: Partial<ThemeOptions> };

/**
 * The embedder's primary colour when `mount` put a ThemeProvider with one above us; under
 * the host (whose theme has another shape) the CSS-variable accent.
 */
export const accent = (p: ThemeProps): string => (typeof p.theme.primary === 'string' ? p.theme.primary : color.accent);

/** Relative luminance (WCAG 2) of a `#rgb` / `#rrggbb` colour; undefined for any other form. */
function luminance(hex: string): number | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? m[1]!.replace(/./g, (c) => c + c) : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Colour for links and link-like buttons: the theme's primary (as `accent`), unless it is a
 * hex colour too light to read as text on white (below 4.5:1), then the AA-safe accent.
 */
export const textAccent = (p: ThemeProps): string => {
  const primary = p.theme.primary;
  if (typeof primary !== 'string' || !primary.trim()) return color.accent;
  const l = luminance(primary);
  return l === undefined || 1.05 / (l + 0.05) >= 4.5 ? primary : color.accent;
};

/** The site's breakpoint (SPEC.md section 9): below it, tables become cards and tabs scroll. */
export const NARROW_MAX_PX = 959;
export const narrow = `@media (max-width: ${NARROW_MAX_PX}px)`;

/** Single column below this width. */
export const MOBILE_MAX_PX = 599;
export const mobile = `@media (max-width: ${MOBILE_MAX_PX}px)`;

export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;
