import styled from 'styled-components';
import { color } from 'shared-ui';

/** A row of a button (or badges) and what it says, wrapping on narrow screens. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

/** What an action did ("Added to bag"): give it `role="status"`. */
export const DoneNote = styled.span`
  color: ${color.success};
  font-weight: 600;
`;

/** Why an action was refused: give it `role="alert"`. */
export const RefusedNote = styled.p`
  margin: 0;
  color: ${color.danger};
  font-weight: 600;
`;
