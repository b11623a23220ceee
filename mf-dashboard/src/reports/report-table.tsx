import styled from 'styled-components';
import { formatRate, formatRupees } from 'shared-domain';
import { type ReportDay, type ReportTotals } from 'shared-domain/campaign';
import { color, focusRing } from 'shared-ui';
import { formatCount, longDay } from './report-format';

/** Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it. */
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  ${focusRing}
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 12px 12px 4px;
  }
  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${color.line};
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

const dash = '—';
const cpmText = (v: number | null) => (v === null ? dash : formatRate(v));

/** Every day's figures and the totals, as a real table (the charts' accessible twin). */
export function ReportTable({ days, totals }: { days: readonly ReportDay[]; totals: ReportTotals }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label="Daily report table, scroll sideways for more columns">
      <Table>
        <caption>Daily figures</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Planned ads</th>
            <th scope="col">Actual ads</th>
            <th scope="col">Planned spend</th>
            <th scope="col">Actual spend</th>
            <th scope="col">Planned impressions</th>
            <th scope="col">Actual impressions</th>
            <th scope="col">CPM</th>
            <th scope="col">Reach</th>
            <th scope="col">Clicks</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{longDay(d.date)}</th>
              <td>{formatCount(d.plannedAds)}</td>
              <td>{formatCount(d.actualAds)}</td>
              <td>{formatRupees(d.plannedSpend)}</td>
              <td>{formatRupees(d.actualSpend)}</td>
              <td>{formatCount(d.plannedImpressions)}</td>
              <td>{formatCount(d.actualImpressions)}</td>
              <td>{cpmText(d.cpm)}</td>
              <td>{formatCount(d.reach)}</td>
              <td>{formatCount(d.clicks)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total ({totals.days} {totals.days === 1 ? 'day' : 'days'})</th>
            <td>{formatCount(totals.plannedAds)}</td>
            <td>{formatCount(totals.actualAds)}</td>
            <td>{formatRupees(totals.plannedSpend)}</td>
            <td>{formatRupees(totals.actualSpend)}</td>
            <td>{formatCount(totals.plannedImpressions)}</td>
            <td>{formatCount(totals.actualImpressions)}</td>
            <td>{cpmText(totals.cpm)}</td>
            <td>{formatCount(totals.reach)}</td>
            <td>{formatCount(totals.clicks)}</td>
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  );
}
