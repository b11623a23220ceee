import { css } from 'styled-components';

/** Colours from CSS custom properties (a white-label page may restyle); fallbacks meet WCAG AA on white. */
export const color = {
  ink: 'var(--mm-ink, #1f2a44)',
  muted: 'var(--mm-muted, #4b5567)',
  line: 'var(--mm-line, #d9dde5)',
  surface: 'var(--mm-surface, #ffffff)',
  accent: 'var(--mm-accent, #b8341b)',
  accentInk: 'var(--mm-accent-ink, #ffffff)',
  danger: 'var(--mm-danger, #a61b1b)',
  focus: 'var(--mm-focus, #1a5fd1)',
};

export const mobile = '@media (max-width: 599px)';

export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;
