/**
 * The demographics charts, drawn with visx (SVG). This module is loaded with `import()` only
 * when a profile has charts, so the chart code stays out of the detail page's first chunk.
 */
import { useId } from 'react';
import { Group } from '@visx/group';
import { Bar, Pie } from '@visx/shape';
import styled from 'styled-components';
import { chartPalette, color, mobile } from 'shared-ui';
import { ChartFigure as FigureFrame } from 'shared-ui/chart-boundary';
import { chartSummary, chartValue, type DrawableChart } from 'shared-domain/format';

/** The theme's chart series: distinct at a glance and each at least 3:1 against white (WCAG 1.4.11). */
const PALETTE = chartPalette;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const Figure = styled(FigureFrame)`
  figcaption {
    margin-bottom: 12px;
  }
  figcaption strong {
    display: block;
    font-size: 1rem;
  }
  figcaption span {
    color: ${color.muted};
    font-size: 0.875rem;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
`;

const PieLayout = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  svg {
    width: 140px;
    flex: none;
  }
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 4px 0;
  }
  i {
    flex: none;
    width: 12px;
    height: 12px;
    border-radius: 2px;
  }
`;

const PIE_SIZE = 140;

function PieChart({ chart }: { chart: DrawableChart }) {
  const r = PIE_SIZE / 2;
  return (
    <PieLayout>
      <svg viewBox={`0 0 ${PIE_SIZE} ${PIE_SIZE}`} role="img" aria-label={chartSummary(chart)} data-chart="pie">
        <Group top={r} left={r}>
          <Pie data={chart.data} pieValue={(d) => d.value} outerRadius={r} innerRadius={r * 0.55} padAngle={0.01} pieSort={null} pieSortValues={null}>
            {(pie) =>
              pie.arcs.map((arc, i) => (
                <path key={arc.data.label} d={pie.path(arc) ?? undefined} fill={PALETTE[i % PALETTE.length]} data-label={arc.data.label} />
              ))
            }
          </Pie>
        </Group>
      </svg>
      <Legend aria-hidden="true">
        {chart.data.map((p, i) => (
          <li key={p.label}>
            <i style={{ background: PALETTE[i % PALETTE.length] }} />
            {p.label} <strong>{chartValue(p.value, chart.percent)}</strong>
          </li>
        ))}
      </Legend>
    </PieLayout>
  );
}

const BAR_WIDTH = 360;
const LABEL_WIDTH = 112;
const VALUE_WIDTH = 52;
const ROW = 28;

function BarChart({ chart }: { chart: DrawableChart }) {
  const height = chart.data.length * ROW;
  // A band per row and a linear length per value: simple enough that d3-scale would only add weight.
  const band = ROW * 0.75;
  const max = Math.max(...chart.data.map((p) => p.value)) || 1;
  const length = (value: number) => (value / max) * (BAR_WIDTH - LABEL_WIDTH - VALUE_WIDTH);
  const clip = (label: string) => (label.length > 15 ? `${label.slice(0, 14)}…` : label);
  return (
    <svg viewBox={`0 0 ${BAR_WIDTH} ${height}`} role="img" aria-label={chartSummary(chart)} data-chart="bar">
      {chart.data.map((p, i) => {
        const top = i * ROW + (ROW - band) / 2;
        const w = Math.max(1, length(p.value));
        return (
          <g key={p.label} data-label={p.label}>
            <text x={LABEL_WIDTH - 8} y={top + band / 2} textAnchor="end" dominantBaseline="central" fontSize={13} fill={color.muted}>
              <title>{p.label}</title>
              {clip(p.label)}
            </text>
            <Bar x={LABEL_WIDTH} y={top} width={w} height={band} rx={3} fill={PALETTE[1]} />
            <text x={LABEL_WIDTH + w + 6} y={top + band / 2} dominantBaseline="central" fontSize={13} fontWeight={600} fill={color.ink}>
              {chartValue(p.value, chart.percent)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function ChartFigure({ chart }: { chart: DrawableChart }) {
  const id = useId();
  return (
    <Figure aria-labelledby={id}>
      <figcaption id={id}>
        <strong>{chart.title}</strong>
        {chart.subTitle ? <span>{chart.subTitle}</span> : null}
      </figcaption>
      {chart.shape === 'pie' ? <PieChart chart={chart} /> : <BarChart chart={chart} />}
    </Figure>
  );
}

/** One figure per chart: pies for two-way splits, horizontal bars for distributions. */
export default function DemographicCharts({ charts }: { charts: readonly DrawableChart[] }) {
  return (
    <Grid>
      {charts.map((c, i) => (
        <ChartFigure key={`${c.title}-${i}`} chart={c} />
      ))}
    </Grid>
  );
}
