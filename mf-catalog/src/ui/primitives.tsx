import styled from 'styled-components';
import { cardFrame, mobile } from 'shared-ui';

/** A page's frame, its heading, the line under it and a plain link (shared-ui's, as every remote's pages). */
export { Lead, Page, PageTitle, TextLink } from 'shared-ui/runtime';

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

/** The primary action button, and the outlined one beside it (shared-ui's). */
export { Button, OutlineButton as SecondaryButton } from 'shared-ui/forms';

/** Text for assistive technology only (shared-ui's). */
export { VisuallyHidden } from 'shared-ui/states';
