import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, narrow } from 'shared-ui';

/**
 * A table that, on a narrow screen, turns each row into a small card: the header is kept for
 * screen readers only and each cell shows its column name from `data-label` beside its value.
 */
export const CardTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${color.line};
    vertical-align: middle;
  }
  ${narrow} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      border: 1px solid ${color.line};
      border-radius: 6px;
      margin-bottom: 8px;
      padding: 4px 8px;
    }
    td,
    td:last-child {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      border: 0;
      padding: 6px 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    td > * {
      min-width: 0;
    }
    td::before {
      content: attr(data-label);
      color: ${color.muted};
      /* The label keeps its words; the value beside it wraps. */
      flex-shrink: 0;
      white-space: nowrap;
      font-weight: 600;
      text-align: left;
    }
  }
`;

/** A table's column headings, in order; a null column is left out (a column only some viewers get). */
export function ColumnHeads({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.filter((c) => c !== null).map((c, i) => <th key={i} scope="col">{c}</th>)}
      </tr>
    </thead>
  );
}
