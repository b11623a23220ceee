import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { accent, color, focusRing, mobile, textAccent } from './tokens';

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

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants = {
  primary: css`
    border: 1px solid ${accent};
    background: ${accent};
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
    color: ${textAccent};
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

/** In the theme's primary (an embedder's brand colour), or the AA-safe accent when that is too light for text. */
export const TextLink = styled(Link)`
  color: ${textAccent};
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
