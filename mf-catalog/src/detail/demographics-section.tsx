import { retryingComponent } from 'shared-ui';
import styled from 'styled-components';
import { ChartBoundary } from 'shared-ui/chart-boundary';
import { LoadingState, SkeletonBlock } from 'shared-ui/states';
import { chartValue, type DrawableChart } from 'shared-domain/format';

// The chart library loads only when a profile has charts to draw (not in the page's chunk).
const DemographicCharts = retryingComponent(() => import('./demographic-charts'));

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  h3 {
    font-size: 1rem;
    margin: 0 0 4px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

/** The same figures as text: shown if the chart code cannot be loaded (offline, a failed deploy). */
function ChartsAsText({ charts }: { charts: readonly DrawableChart[] }) {
  return (
    <Lists>
      {charts.map((c, i) => (
        <div key={`${c.title}-${i}`}>
          <h3>{c.title}</h3>
          <ul>
            {c.data.map((p) => (
              <li key={p.label}>
                {p.label}: {chartValue(p.value, c.percent)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Lists>
  );
}

/** The audience charts, loaded on demand, degrading to plain lists. */
export function DemographicsView({ charts }: { charts: readonly DrawableChart[] }) {
  return (
    <ChartBoundary fallback={<ChartsAsText charts={charts} />}>
      <DemographicCharts
        charts={charts}
        fallback={
          <>
            <LoadingState label="Loading charts…" />
            <SkeletonBlock $height={220} $gap={0} aria-hidden="true" />
          </>
        }
      />
    </ChartBoundary>
  );
}
