/**
 * The staff analytics' charts, drawn in the report charts' frame (reports/report-charts):
 * page views per day for the chosen routes, and the funnel's sessions per step.
 */
import { Bar } from '@visx/shape';
import { FUNNEL_LABELS, type FunnelRow } from 'shared-domain/analytics';
import { compactFigure, niceCeiling, PLOT_HEIGHT } from '../../reports/report-chart-math';
import { formatCount, longDay } from '../../reports/report-format';
import { CHART_COLORS, ChartFrame } from '../../reports/report-charts';

/** Bars of page views, one per day (every day of the range, zero where none). */
export function ViewsChart({ days, title }: { days: readonly { date: string; views: number }[]; title: string }) {
  const total = days.reduce((s, d) => s + d.views, 0);
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best), days[0] ?? { date: '', views: 0 });
  const summary = `${title}, ${days.length} days: ${formatCount(total)} page views${busiest.views > 0 ? `, most on ${longDay(busiest.date)} (${formatCount(busiest.views)})` : ''}. Each day's figures are in the table below.`;
  return (
    <ChartFrame title={title} summary={summary} days={days} max={niceCeiling(Math.max(1, ...days.map((d) => d.views)))} format={compactFigure} series={[{ label: 'Page views', kind: 'solid', stroke: CHART_COLORS.main }]}>
      {(axis, y) =>
        days.map((d, i) => {
          const w = Math.max(2, Math.min(24, axis.step - 6));
          return <Bar key={d.date} data-day={d.date} data-views={d.views} x={axis.x(i) + (axis.step - w) / 2} y={y(d.views)} width={w} height={PLOT_HEIGHT - y(d.views)} fill={CHART_COLORS.main} />;
        })
      }
    </ChartFrame>
  );
}

// Short enough that four fit side by side on a 360 px screen.
const SHORT: Record<FunnelRow['step'], string> = { view: 'Viewed', add_to_bag: 'In bag', save_campaign: 'Saved', lead: 'Lead' };

/** The funnel: distinct sessions per step, in order. */
export function FunnelChart({ rows }: { rows: readonly FunnelRow[] }) {
  const columns = rows.map((r) => ({ date: r.step }));
  const summary = `Funnel, distinct sessions: ${rows.map((r) => `${FUNNEL_LABELS[r.step]} ${formatCount(r.sessions)}${r.fromPrevious === null ? '' : ` (${r.fromPrevious}% of the step before)`}`).join(', ')}.`;
  return (
    <ChartFrame title="Funnel" summary={summary} days={columns} labelOf={(i) => SHORT[rows[i]!.step]} max={niceCeiling(Math.max(1, ...rows.map((r) => r.sessions)))} format={compactFigure} series={[{ label: 'Sessions', kind: 'solid', stroke: CHART_COLORS.second }]}>
      {(axis, y) =>
        rows.map((r, i) => {
          const w = Math.min(56, axis.step - 16);
          return <Bar key={r.step} data-step={r.step} data-sessions={r.sessions} x={axis.x(i) + (axis.step - w) / 2} y={y(r.sessions)} width={w} height={PLOT_HEIGHT - y(r.sessions)} fill={CHART_COLORS.second} />;
        })
      }
    </ChartFrame>
  );
}
