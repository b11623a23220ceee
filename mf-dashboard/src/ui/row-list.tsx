import styled from 'styled-components';
import { color } from 'shared-ui';

/** A list of rows, each a name and its actions at the far end (files, people with access). */
export const RowList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
    overflow-wrap: anywhere;
  }
  li > span {
    min-width: 0;
  }
  li > button {
    flex-shrink: 0;
    white-space: nowrap;
  }
`;

/** A list of cards (campaigns, organisations), one under the other. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
