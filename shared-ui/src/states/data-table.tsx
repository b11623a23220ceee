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

/**
 * A table of figures (a report's days, a delivery ledger): small tabular numbers, right-aligned
 * but for the first column, muted headers and a bold totals footer.
 */
export const FigureTable = styled(DataTable)`
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 8px 12px;
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    color: ${color.muted};
    font-weight: 600;
    vertical-align: bottom;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: 0;
    border-top: 2px solid ${color.line};
  }
`;
