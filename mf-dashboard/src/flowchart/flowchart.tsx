import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { indiaDay } from 'shared-domain/campaign';
import { EmptyState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, focusRing, retryingComponent } from 'shared-ui';
import { ChartBoundary } from 'shared-ui/chart-boundary';
import { longDay, unitsText } from './day-format';
import { AXIS_HEIGHT, DAY_STYLE, ROW_HEIGHT, TODAY_COLOR } from './flowchart-style';
import { flowchartLayout, type DayState, type FlowchartOption } from './flowchart-layout';

// visx and the SVG drawing load only when there is a schedule to draw.
const FlowchartChart = retryingComponent(() => import('./flowchart-chart'));

/** What the flowchart reads of a campaign. */
export type FlowchartCampaign = {
  mediaOptions?: readonly FlowchartOption[] | null;
  startDate?: string | null;
  endDate?: string | null;
  brief?: { campaignDetails?: { duration?: { startDate?: string | null; endDate?: string | null } | null } | null } | null;
};

const STATE_WORDS: Record<DayState, string> = { planned: 'planned', ordered: 'ordered', invoiced: 'invoiced' };
const Section = styled.section`
  margin: 24px 0;
`;

const Title = styled.h2`
  font-size: 1.125rem;
  margin: 0 0 4px;
`;

const Intro = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  font-size: 0.875rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  i {
    display: inline-block;
    width: 14px;
    height: 14px;
    border-radius: 3px;
    border: 2px solid;
    box-sizing: border-box;
  }
  b {
    display: inline-block;
    width: 0;
    height: 14px;
    border-left: 2px dashed ${TODAY_COLOR};
  }
`;

const TableDetails = styled.details`
  margin-top: 12px;
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
    ${focusRing}
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  ${focusRing}
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.875rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px;
    border-bottom: 1px solid ${color.line};
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

/**
 * The campaign's flowchart (Gantt): each media option on its scheduled days, with the units
 * per day and a today line; also as a table for screen readers and for copying.
 */
export function Flowchart({ campaign, today }: { campaign: FlowchartCampaign; today?: string }) {
  const titleId = useId();
  const day = today ?? indiaDay(new Date());
  const duration = campaign.brief?.campaignDetails?.duration;
  const layout = useMemo(
    () => flowchartLayout(campaign.mediaOptions ?? [], {
      today: day,
      extent: [campaign.startDate ?? duration?.startDate, campaign.endDate ?? duration?.endDate],
    }),
    [campaign.mediaOptions, campaign.startDate, campaign.endDate, duration?.startDate, duration?.endDate, day],
  );

  if (!layout) {
    return (
      <Section aria-labelledby={titleId}>
        <Title id={titleId}>Flowchart</Title>
        <EmptyState>No dates are scheduled yet. The flowchart appears once the plan has dates.</EmptyState>
      </Section>
    );
  }

  const table = (
    <TableScroll tabIndex={0} role="region" aria-label="Schedule table">
      <Table>
        <caption style={{ textAlign: 'left', padding: '0 0 8px', fontWeight: 600 }}>Scheduled days per media option</caption>
        <thead>
          <tr>
            <th scope="col">Media option</th>
            <th scope="col">Scheduled days</th>
            <th scope="col">Total units</th>
          </tr>
        </thead>
        <tbody>
          {layout.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">
                {r.label}
                {r.detail ? <div style={{ fontWeight: 400, color: 'inherit' }}>{r.detail}</div> : null}
              </th>
              <td>
                {r.cells.length ? (
                  <ul>
                    {r.cells.map((c) => (
                      <li key={c.date}>
                        {longDay(c.date)}: {unitsText(c.units)} ({STATE_WORDS[c.state]})
                      </li>
                    ))}
                  </ul>
                ) : (
                  'Not scheduled'
                )}
              </td>
              <td>{r.totalUnits}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>Flowchart</Title>
      <Intro>
        {longDay(layout.start)} to {longDay(layout.end)}. Each mark is a scheduled day with its units.
      </Intro>
      <Legend aria-label="Legend">
        {(Object.keys(DAY_STYLE) as DayState[]).map((s) => (
          <li key={s}>
            <i style={{ background: DAY_STYLE[s].fill, borderColor: DAY_STYLE[s].stroke }} aria-hidden="true" />
            {DAY_STYLE[s].label}
          </li>
        ))}
        {layout.todayX !== null ? (
          <li>
            <b aria-hidden="true" />
            Today ({longDay(day)})
          </li>
        ) : null}
      </Legend>
      <ChartBoundary fallback={table}>
        <FlowchartChart
          layout={layout}
          fallback={
            <>
              <LoadingState label="Loading the flowchart…" />
              <SkeletonBlock $height={AXIS_HEIGHT + layout.rows.length * ROW_HEIGHT} aria-hidden="true" />
            </>
          }
        />
        <TableDetails>
          <summary>Show the schedule as a table</summary>
          {table}
        </TableDetails>
      </ChartBoundary>
    </Section>
  );
}

export default Flowchart;
