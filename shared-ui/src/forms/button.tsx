import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';

/**
 * The primary action button in the theme's primary colour. A button that must keep the
 * keyboard focus while busy uses `aria-disabled` (a disabled button drops the focus it holds).
 */
export const Button = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 6px;
  border: 1px solid ${color.primary};
  background: ${color.primary};
  color: ${color.primaryInk};
  cursor: pointer;
  ${focusRing}
  &:disabled { opacity: 0.6; cursor: default; }
  &[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;

/** A button that reads as a link: underlined text in the primary colour. */
export const LinkButton = styled.button`
  font: inherit;
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${color.primary};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;
