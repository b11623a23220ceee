import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { color, focusRing, mobile } from 'shared-ui';

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

/** A page's title row: the title and its actions, wrapping on narrow screens. */
export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 16px;
  h1 { margin: 0; }
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

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants = {
  primary: css`
    border: 1px solid ${color.primary};
    background: ${color.primary};
    color: ${color.accentInk};
  `,
  secondary: css`
    border: 1px solid ${color.line};
    background: ${color.surface};
    color: ${color.ink};
  `,
  danger: css`
    border: 1px solid ${color.danger};
    background: ${color.surface};
    color: ${color.danger};
  `,
  ghost: css`
    border: 1px solid transparent;
    background: transparent;
    color: ${color.primary};
    text-decoration: underline;
  `,
};

const buttonStyle = css<{ $variant?: ButtonVariant }>`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 6px;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  ${(p) => variants[p.$variant ?? 'primary']}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** 44 px high so it is an easy target on a phone; `$variant` primary unless told. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyle}
`;

/** A link that goes somewhere and looks like a Button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyle}
  text-decoration: none;
  box-sizing: border-box;
`;

/** In the theme's primary (an embedder's brand colour; the settings screen refuses palettes below 4.5:1). */
export const TextLink = styled(Link)`
  color: ${color.primary};
  font-weight: 600;
  ${focusRing}
`;

/** Text for assistive technology only (shared-ui's). */
export { VisuallyHidden } from 'shared-ui/states';

/** A row of buttons that wraps on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** A titled block inside a tab. */
export const Card = styled.section`
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 16px;
  margin-bottom: 16px;
  ${mobile} {
    padding: 12px;
  }
`;

export const SectionTitle = styled.h2`
  font-size: 1.125rem;
  margin: 0 0 12px;
`;

export const SubTitle = styled.h3`
  font-size: 1rem;
  margin: 0 0 8px;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  color: ${color.muted};
  margin: 0 0 12px;
`;

/** Label–figure pairs set to the right (subtotal, GST, total). */
export const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 4px 24px;
  margin: 0;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    white-space: nowrap;
  }
`;
