import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';

/** The primary action button: the theme's primary colour, a 44 px touch target. */
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
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

/** A button that reads as a link: primary-coloured underlined text, no box. */
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
