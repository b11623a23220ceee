import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { accent, color, focusRing, mobile } from './tokens';

/** A page's frame. Not <main>: the host (or the standalone page) renders the one main landmark. */
export const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  color: ${color.ink};
  box-sizing: border-box;
  ${mobile} {
    padding: 16px 12px 32px;
  }
`;

export const PageTitle = styled.h1`
  font-size: 1.75rem;
  line-height: 1.25;
  margin: 0 0 16px;
  overflow-wrap: anywhere;
  ${mobile} {
    font-size: 1.375rem;
  }
`;

export const Button = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 6px;
  border: 1px solid ${accent};
  background: ${accent};
  color: ${color.accentInk};
  cursor: pointer;
  ${focusRing}
`;

/** Text in the AA-safe accent: a theme's primary (e.g. the default #e8472b) can be too light for text. */
export const TextLink = styled(Link)`
  color: ${color.accent};
  font-weight: 600;
  ${focusRing}
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
