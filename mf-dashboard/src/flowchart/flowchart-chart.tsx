/**
 * The flowchart drawn with visx (SVG). Loaded with `import()` only when a campaign has
 * scheduled days, so the chart code stays out of the detail page's first chunk.
 */
import { Group } from '@visx/group';
import { Bar, Line } from '@visx/shape';
import styled from 'styled-components';
import { color, focusRing, mobile } from 'shared-ui';
import { longDay, shortDay, unitsText } from './day-format';
import { AXIS_HEIGHT, DAY_STYLE, ROW_HEIGHT, TODAY_COLOR as TODAY } from './flowchart-style';
import type { FlowchartLayout, FlowchartRow } from './flowchart-layout';

const CELL_HEIGHT = 26;

const GRID = color.line;

const Frame = styled.div`
  display: flex;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  overflow: hidden;
`;

const Labels = styled.div`
  flex: none;
  width: 200px;
  border-right: 1px solid ${color.line};
  ${mobile} {
    width: 116px;
  }
`;

const LabelHead = styled.div`
  height: ${AXIS_HEIGHT}px;
  border-bottom: 1px solid ${color.line};
  box-sizing: border-box;
  padding: 8px;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${color.muted};
`;

const Label = styled.div`
  height: ${ROW_HEIGHT}px;
  box-sizing: border-box;
  padding: 4px 8px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  font-size: 0.875rem;
  line-height: 1.2;
  overflow: hidden;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${color.muted};
    font-size: 0.75rem;
  }
`;

/** Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it. */
const Scroller = styled.div`
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  ${focusRing}
  svg {
    display: block;
  }
`;

function rowSummary(row: FlowchartRow): string {
  const days = row.cells.map((c) => `${longDay(c.date)}, ${unitsText(c.units)}, ${c.state}`);
  return `${row.label}: ${days.length ? days.join('; ') : 'nothing scheduled'}. Total ${unitsText(row.totalUnits)}.`;
}

/** Media options as rows over a shared day axis: week ticks, a mark per scheduled day with its units, a today line. */
export default function FlowchartChart({ layout }: { layout: FlowchartLayout }) {
  const height = AXIS_HEIGHT + layout.rows.length * ROW_HEIGHT;
  const { dayWidth } = layout;
  return (
    <Frame data-testid="flowchart-chart">
      <Labels aria-hidden="true">
        <LabelHead>Media option</LabelHead>
        {layout.rows.map((r) => (
          <Label key={r.key} title={r.label}>
            <strong>{r.label}</strong>
            {r.detail ? <span>{r.detail}</span> : null}
          </Label>
        ))}
      </Labels>
      <Scroller tabIndex={0} role="group" aria-label={`Flowchart from ${longDay(layout.start)} to ${longDay(layout.end)}; scroll sideways for more days`}>
        <svg width={layout.width} height={height} viewBox={`0 0 ${layout.width} ${height}`}>
          <Group aria-hidden="true">
            {layout.weekTicks.map((t) => (
              <g key={t.date} data-tick={t.date}>
                <Line from={{ x: t.x, y: 0 }} to={{ x: t.x, y: height }} stroke={GRID} strokeWidth={1} />
                <text x={t.x + 4} y={12} dominantBaseline="central" fontSize={12} fill={color.muted}>
                  {`Wk ${t.week} · ${shortDay(t.date)}`}
                </text>
              </g>
            ))}
            <Line from={{ x: 0, y: AXIS_HEIGHT }} to={{ x: layout.width, y: AXIS_HEIGHT }} stroke={GRID} strokeWidth={1} />
          </Group>
          {layout.rows.map((row, i) => {
            const top = AXIS_HEIGHT + i * ROW_HEIGHT;
            const cellTop = top + (ROW_HEIGHT - CELL_HEIGHT) / 2;
            return (
              <Group key={row.key} role="img" aria-label={rowSummary(row)} data-row={row.key}>
                <Line from={{ x: 0, y: top + ROW_HEIGHT }} to={{ x: layout.width, y: top + ROW_HEIGHT }} stroke={GRID} strokeWidth={1} />
                {row.span ? (
                  <Bar x={row.span.x} y={top + ROW_HEIGHT / 2 - 2} width={row.span.width} height={4} rx={2} fill={color.shade} />
                ) : null}
                {row.cells.map((c) => {
                  const s = DAY_STYLE[c.state];
                  return (
                    <g key={c.date} data-day={c.date} data-units={c.units} data-state={c.state}>
                      <Bar x={c.x + 2} y={cellTop} width={dayWidth - 4} height={CELL_HEIGHT} rx={4} fill={s.fill} stroke={s.stroke} strokeWidth={2} />
                      <text
                        x={c.x + dayWidth / 2}
                        y={cellTop + CELL_HEIGHT / 2}
                        textAnchor="middle"
                        dominantBaseline="central"
                        fontSize={String(c.units).length > 2 ? 9 : 11}
                        fontWeight={700}
                        fill={s.text}
                      >
                        {c.units}
                      </text>
                    </g>
                  );
                })}
              </Group>
            );
          })}
          {layout.todayX !== null ? (
            <Group aria-hidden="true" data-testid="today-line">
              <Line from={{ x: layout.todayX, y: 4 }} to={{ x: layout.todayX, y: height }} stroke={TODAY} strokeWidth={2} strokeDasharray="4 3" />
              <text x={layout.todayX + 4} y={AXIS_HEIGHT - 5} fontSize={11} fontWeight={700} fill={TODAY}>
                Today
              </text>
            </Group>
          ) : null}
        </svg>
      </Scroller>
    </Frame>
  );
}
