/**
 * The report's charts, drawn with visx (SVG): spend per day (bars), impressions per day
 * (lines) and CPM per day (line). Loaded with `import()` only when the report has rows, so
 * the chart code stays out of the detail page's first chunk.
 *
 * Each chart is drawn at the width of its box (measured, see use-width): the days share that
 * width, but a day never gets less than MIN_DAY_STEP, so a long report on a phone is wider
 * than its box and the box scrolls sideways (focusable, so a keyboard can scroll it too).
 */
import { useId, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { Bar, Circle, Line, LinePath } from '@visx/shape';
import styled from 'styled-components';
import { formatRate, formatRupees } from 'shared-domain';
import { type ReportDay } from 'shared-domain/campaign';
import { chartPalette, color, focusRing, mobile } from 'shared-ui';
import { ChartFigure } from 'shared-ui/chart-boundary';
import { formatCount, shortDay } from './report-format';
import {
  CHART_MARGIN, MIN_PLOT_WIDTH, PLOT_HEIGHT, compactFigure, fitDayAxis, niceCeiling, valueScale, valueTicks, type DayAxis,
} from './report-chart-math';
import { useWidth } from './use-width';

/** Planned is an outline, actual is solid: the two differ without colour; both ≥ 3:1 on white. */
const PLANNED = color.muted;
const ACTUAL = chartPalette[1];
const CPM = chartPalette[2];
const GRID = color.line;
const INK = color.muted;
/** Scrollbar thumb: at least 4.5:1 on the canvas-coloured track. */
const THUMB = color.muted;

/** Width drawn at until the box is measured (and where it cannot be, as in jsdom). */
export const FALLBACK_WIDTH = CHART_MARGIN.left + MIN_PLOT_WIDTH + CHART_MARGIN.right;
export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
`;

const Figure = styled(ChartFigure)`
  min-width: 0;
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
    margin-bottom: 8px;
  }
  ${mobile} {
    padding: 12px;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.8125rem;
  color: ${color.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

/**
 * Scrolls sideways when the report has more days than fit, with a scrollbar that stays
 * visible (not an overlay that hides) so it is clear there is more to see.
 */
const Scroll = styled.div`
  overflow-x: auto;
  overflow-y: hidden;
  -webkit-overflow-scrolling: touch;
  ${focusRing}
  svg {
    display: block;
    /* The host's global svg { max-width: 100% } would squeeze a wide chart and clip its last days. */
    max-width: none;
  }
  &[data-scrolls] {
    padding-bottom: 4px;
  }
  &::-webkit-scrollbar {
    height: 10px;
  }
  &::-webkit-scrollbar-track {
    background: ${color.canvas};
    border-radius: 5px;
  }
  &::-webkit-scrollbar-thumb {
    background: ${THUMB};
    border-radius: 5px;
  }
  @supports not selector(::-webkit-scrollbar) {
    scrollbar-color: ${THUMB} ${color.canvas};
  }
`;

const Hint = styled.p`
  margin: 6px 0 0;
  font-size: 0.75rem;
  color: ${color.muted};
`;

/** The middle of day `i`'s column. */
const dayMid = (axis: DayAxis, i: number) => axis.x(i) + axis.step / 2;

export type Series = { label: string; kind: 'outline' | 'solid' | 'dashed' | 'line'; stroke: string };

/** The colours of the charts: planned/neutral, actual/main, a second measure. */
export const CHART_COLORS = { neutral: PLANNED, main: ACTUAL, second: CPM } as const;

function LegendKey({ series }: { series: readonly Series[] }) {
  return (
    <Legend aria-hidden="true">
      {series.map((s) => (
        <li key={s.label}>
          <svg width={18} height={12}>
            {s.kind === 'outline' || s.kind === 'solid' ? (
              <rect x={1} y={1} width={16} height={10} rx={2} fill={s.kind === 'solid' ? s.stroke : color.surface} stroke={s.stroke} strokeWidth={2} />
            ) : (
              <line x1={0} x2={18} y1={6} y2={6} stroke={s.stroke} strokeWidth={2} strokeDasharray={s.kind === 'dashed' ? '4 3' : undefined} />
            )}
          </svg>
          {s.label}
        </li>
      ))}
    </Legend>
  );
}

/**
 * The frame every chart shares: value grid and labels, day labels, and its plot inside. Also
 * the staff analytics' charts: `labelOf` names a column that is not a day (a funnel step).
 */
export function ChartFrame({
  title, summary, days, max, format, series, labelOf, children,
}: {
  title: string;
  summary: string;
  days: readonly { date: string }[];
  max: number;
  format: (v: number) => string;
  series: readonly Series[];
  labelOf?: (index: number) => string;
  children: (axis: DayAxis, y: (v: number) => number) => ReactNode;
}) {
  const id = useId();
  const [boxRef, boxWidth] = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const axis = fitDayAxis(days.length, boxWidth);
  const scrolls = axis.width > boxWidth;
  const y = valueScale(max);
  return (
    <Figure aria-labelledby={id}>
      <figcaption>
        <strong id={id}>{title}</strong>
        <LegendKey series={series} />
      </figcaption>
      <Scroll
        ref={boxRef}
        data-scrolls={scrolls ? '' : undefined}
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'group' : undefined}
        aria-label={scrolls ? `${title}, scroll sideways for more days` : undefined}
      >
        <svg
          width={axis.width}
          height={axis.height}
          viewBox={`0 0 ${axis.width} ${axis.height}`}
          role="img"
          aria-label={summary}
          data-chart={title}
        >
          <Group top={CHART_MARGIN.top} left={CHART_MARGIN.left}>
            {valueTicks(max).map((t) => (
              <g key={t}>
                <Line from={{ x: 0, y: y(t) }} to={{ x: days.length * axis.step, y: y(t) }} stroke={GRID} strokeWidth={1} />
                <text x={-8} y={y(t)} textAnchor="end" dominantBaseline="central" fontSize={11} fill={INK}>
                  {format(t)}
                </text>
              </g>
            ))}
            <g data-axis="days">
              {axis.labelled.map((i) => (
                <text key={days[i]!.date} x={dayMid(axis, i)} y={PLOT_HEIGHT + 18} textAnchor="middle" fontSize={11} fill={INK}>
                  {labelOf ? labelOf(i) : shortDay(days[i]!.date)}
                </text>
              ))}
            </g>
            {children(axis, y)}
          </Group>
        </svg>
      </Scroll>
      {scrolls ? <Hint aria-hidden="true">Scroll sideways to see all {days.length} {labelOf ? 'columns' : 'days'}.</Hint> : null}
    </Figure>
  );
}

const rupeeAxis = (v: number) => `₹${compactFigure(v)}`;

/** A planned/actual pair of figures over the days: the axis top and both totals. */
function pairTotals(days: readonly ReportDay[], planned: 'plannedSpend' | 'plannedImpressions', actual: 'actualSpend' | 'actualImpressions') {
  return {
    max: niceCeiling(Math.max(...days.map((d) => Math.max(d[planned], d[actual])))),
    planned: days.reduce((s, d) => s + d[planned], 0),
    actual: days.reduce((s, d) => s + d[actual], 0),
  };
}

/** The legend of a planned/actual pair, drawn as `planned` and `actual`. */
const pairSeries = (planned: Series['kind'], actual: Series['kind']): Series[] => [
  { label: 'Planned', kind: planned, stroke: PLANNED },
  { label: 'Actual', kind: actual, stroke: ACTUAL },
];

function SpendChart({ days }: { days: readonly ReportDay[] }) {
  const { max, planned, actual } = pairTotals(days, 'plannedSpend', 'actualSpend');
  const summary = `Spend per day, planned and actual, ${days.length} days: ${formatRupees(Math.round(planned))} planned and ${formatRupees(Math.round(actual))} spent. Each day's figures are in the table below.`;
  return (
    <ChartFrame title="Spend per day" summary={summary} days={days} max={max} format={rupeeAxis} series={pairSeries('outline', 'solid')}>
      {(axis, y) =>
        days.map((d, i) => {
          const w = Math.min(12, (axis.step - 6) / 2);
          const mid = dayMid(axis, i);
          return (
            <g key={d.date} data-day={d.date}>
              <Bar data-series="planned" x={mid - w - 1} y={y(d.plannedSpend)} width={w} height={PLOT_HEIGHT - y(d.plannedSpend)} fill={color.surface} stroke={PLANNED} strokeWidth={1.5} />
              <Bar data-series="actual" x={mid + 1} y={y(d.actualSpend)} width={w} height={PLOT_HEIGHT - y(d.actualSpend)} fill={ACTUAL} />
            </g>
          );
        })
      }
    </ChartFrame>
  );
}

function ImpressionsChart({ days }: { days: readonly ReportDay[] }) {
  const { max, planned, actual } = pairTotals(days, 'plannedImpressions', 'actualImpressions');
  const summary = `Impressions per day, planned and actual, ${days.length} days: ${formatCount(planned)} planned and ${formatCount(actual)} delivered.`;
  return (
    <ChartFrame title="Impressions per day" summary={summary} days={days} max={max} format={compactFigure} series={pairSeries('dashed', 'line')}>
      {(axis, y) => {
        const cx = (i: number) => dayMid(axis, i);
        return (
          <>
            <LinePath data-series="planned" data={[...days]} x={(_, i) => cx(i)} y={(d) => y(d.plannedImpressions)} stroke={PLANNED} strokeWidth={2} strokeDasharray="5 4" fill="none" />
            <LinePath data-series="actual" data={[...days]} x={(_, i) => cx(i)} y={(d) => y(d.actualImpressions)} stroke={ACTUAL} strokeWidth={2.5} fill="none" />
            {days.map((d, i) => (
              <Circle key={d.date} data-day={d.date} cx={cx(i)} cy={y(d.actualImpressions)} r={3} fill={ACTUAL} />
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}

function CpmChart({ days }: { days: readonly ReportDay[] }) {
  const withCpm = days.filter((d) => d.cpm !== null);
  const max = niceCeiling(Math.max(0, ...withCpm.map((d) => d.cpm!)));
  const low = withCpm.length ? Math.min(...withCpm.map((d) => d.cpm!)) : null;
  const high = withCpm.length ? Math.max(...withCpm.map((d) => d.cpm!)) : null;
  const summary = low === null
    ? 'CPM per day: no day has delivered impressions yet.'
    : `CPM per day, from ${formatRate(low)} to ${formatRate(high!)}; days without impressions have no CPM.`;
  return (
    <ChartFrame
      title="CPM per day"
      summary={summary}
      days={days}
      max={max}
      format={rupeeAxis}
      series={[{ label: 'CPM (actual spend per 1,000 impressions)', kind: 'line', stroke: CPM }]}
    >
      {(axis, y) => {
        const cx = (i: number) => dayMid(axis, i);
        return (
          <>
            {/* A day without impressions has no CPM: the line breaks there instead of dropping to 0. */}
            <LinePath data={[...days]} defined={(d) => d.cpm !== null} x={(_, i) => cx(i)} y={(d) => y(d.cpm ?? 0)} stroke={CPM} strokeWidth={2.5} fill="none" />
            {days.map((d, i) =>
              d.cpm === null ? null : <Circle key={d.date} data-day={d.date} data-cpm={d.cpm} cx={cx(i)} cy={y(d.cpm)} r={3.5} fill={CPM} />,
            )}
          </>
        );
      }}
    </ChartFrame>
  );
}

/** The three report charts for the days given (at least one). */
export default function ReportCharts({ days }: { days: readonly ReportDay[] }) {
  return (
    <ChartGrid data-testid="report-charts">
      <SpendChart days={days} />
      <ImpressionsChart days={days} />
      <CpmChart days={days} />
    </ChartGrid>
  );
}
