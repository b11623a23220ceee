import styled from 'styled-components';
import { SiteLink } from 'shared-ui/runtime';
import { color, focusRing, mobile } from 'shared-ui';
import { buttonStyle, type ButtonStyleProps } from 'shared-ui/forms';

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

/** A row of a heading (or a line of text) and its actions, at either end, wrapping on narrow screens; the heading keeps no margin of its own. */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px 16px;
  > h1, > h2, > h3, > p { margin: 0; }
`;

/** A page's title row: the title and its actions. */
export const PageHead = styled(SpreadRow)`
  margin-bottom: 16px;
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

/** The dashboard's buttons are shared-ui's (`$variant` primary unless told; busy ones say aria-disabled and aria-busy). */
export { Button, type ButtonVariant } from 'shared-ui/forms';

/** A link that goes somewhere and looks like a Button (shared-ui's button style). */
export const ButtonLink = styled(SiteLink)<ButtonStyleProps>`
  ${buttonStyle}
  text-decoration: none;
`;

/** In the theme's primary (an embedder's brand colour; the settings screen refuses palettes below 4.5:1). */
export const TextLink = styled(SiteLink)`
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
