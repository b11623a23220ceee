import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';

/**
 * A wide table's frame: scrolls sideways on a narrow screen. Give it `tabIndex={0}`,
 * `role="region"` and an `aria-label`, so a keyboard can scroll it and a screen reader names it.
 */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  ${focusRing}
`;

/** A data table's base: full width, collapsed borders, a line under every cell. */
export const DataTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    border-bottom: 1px solid ${color.line};
  }
`;
