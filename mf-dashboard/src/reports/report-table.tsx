import styled from 'styled-components';
import { formatRate, formatRupees } from 'shared-domain';
import { type ReportDay, type ReportTotals } from 'shared-domain/campaign';
import { FigureTable, TableScroll } from 'shared-ui/states';
import { formatCount, longDay } from './report-format';

const Table = styled(FigureTable)`
  caption {
    text-align: left;
    font-weight: 600;
    padding: 12px 12px 4px;
  }
`;

const dash = '—';

/** The figures a day's row and the totals row both show. */
type Figures = ReportDay | ReportTotals;

/** The table's figure columns, left to right: a header and how a row shows its figure. */
const COLUMNS: readonly { header: string; text: (f: Figures) => string }[] = [
  { header: 'Planned ads', text: (f) => formatCount(f.plannedAds) },
  { header: 'Actual ads', text: (f) => formatCount(f.actualAds) },
  { header: 'Planned spend', text: (f) => formatRupees(f.plannedSpend) },
  { header: 'Actual spend', text: (f) => formatRupees(f.actualSpend) },
  { header: 'Planned impressions', text: (f) => formatCount(f.plannedImpressions) },
  { header: 'Actual impressions', text: (f) => formatCount(f.actualImpressions) },
  { header: 'CPM', text: (f) => (f.cpm === null ? dash : formatRate(f.cpm)) },
  { header: 'Reach', text: (f) => formatCount(f.reach) },
  { header: 'Clicks', text: (f) => formatCount(f.clicks) },
];

function FigureCells({ figures }: { figures: Figures }) {
  return COLUMNS.map((c) => <td key={c.header}>{c.text(figures)}</td>);
}

/** Every day's figures and the totals, as a real table (the charts' accessible twin). */
export function ReportTable({ days, totals }: { days: readonly ReportDay[]; totals: ReportTotals }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Daily report table, scroll sideways for more columns">
      <Table>
        <caption>Daily figures</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {COLUMNS.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{longDay(d.date)}</th>
              <FigureCells figures={d} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total ({totals.days} {totals.days === 1 ? 'day' : 'days'})</th>
            <FigureCells figures={totals} />
          </tr>
        </tfoot>
      </Table>
    </TableScroll>
  );
}
