import styled from 'styled-components';
import { cardFrame, color, focusRing, mobile } from 'shared-ui';
import { Button } from 'shared-ui/forms';

/** A page's frame. Not <main>: the host already renders the one main landmark around remotes. */
export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  color: ${color.ink};
  ${mobile} {
    padding: 16px 12px 32px;
  }
`;

export const PageTitle = styled.h1`
  font-size: 1.75rem;
  line-height: 1.25;
  margin: 0 0 8px;
  ${mobile} {
    font-size: 1.375rem;
  }
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  color: ${color.muted};
`;

/** Cards that fill the row and fall to one column on phones. */
export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 240}px, 1fr));
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Card = styled.article`
  ${cardFrame}
`;

/** The primary action button (shared-ui's). */
export { Button } from 'shared-ui/forms';

/** shared-ui's Button, outlined in the primary colour. */
export const SecondaryButton = styled(Button).attrs({ $variant: 'outline' } as const)``;

export const TextLink = styled.a`
  color: ${color.accent};
  ${focusRing}
`;

/** Text for assistive technology only (shared-ui's). */
export { VisuallyHidden } from 'shared-ui/states';
