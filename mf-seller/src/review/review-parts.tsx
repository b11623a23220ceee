import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { KeyValue } from 'shared-domain';
import { color } from 'shared-ui';
import { DataTable, Facts, TableScroll } from 'shared-ui/states';

/** Label–value pairs (shared-ui/states, as the campaign page shows its facts). */
export { Facts };


/** A part of the profile under review. */
export const Part = styled.section`
  margin: 0 0 20px;
  h3 {
    font-size: 1.0625rem;
    margin: 0 0 8px;
  }
  h4 {
    font-size: 1rem;
    margin: 12px 0 6px;
  }
  p {
    margin: 0 0 8px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const Missing = styled.p`
  color: ${color.muted};
  font-style: italic;
`;

const Table = styled(DataTable)`
  th,
  td {
    padding: 6px 10px;
    text-align: left;
    vertical-align: top;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: 8px 10px;
  }
`;

/** A small table that scrolls sideways on a narrow screen and can be scrolled by keyboard. */
export function SimpleTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>{head.map((h) => <th key={h} scope="col">{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, i) => <tr key={i}>{row.map((cell, j) => <td key={j}>{cell}</td>)}</tr>)}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const filled = (v: KeyValue['value']) => v !== undefined && v !== null && String(v).trim() !== '';

/** Key–value pairs (additional info, proof of execution) as facts; an empty value says so. */
export function KeyValues({ items, none }: { items: readonly KeyValue[]; none: string }) {
  const shown = items.filter((kv) => kv.key.trim());
  if (!shown.length) return <Missing>{none}</Missing>;
  return (
    <Facts>
      {shown.map((kv, i) => (
        <div key={`${kv.key}-${i}`} style={{ display: 'contents' }}>
          <dt>{kv.key}</dt>
          <dd>{filled(kv.value) ? String(kv.value) : <Missing as="span">Not given</Missing>}</dd>
        </div>
      ))}
    </Facts>
  );
}
