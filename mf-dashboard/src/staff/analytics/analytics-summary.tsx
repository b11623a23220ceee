import { useMemo } from 'react';
import styled from 'styled-components';
import { daysBetween, type AnalyticsSummary } from 'shared-domain/analytics';
import { longDay } from '../../reports/report-format';
import { ChartGrid } from '../../reports/report-charts';
import { Field, Select } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import { EmptyState } from 'shared-ui/states';
import { FunnelChart, ViewsChart } from './analytics-charts';
import { DaysTable, FunnelTable, RoutesTable, routeName, SourcesTable, type RouteViews } from './analytics-tables';

const Scroll = styled.div`
  max-height: 480px;
  overflow: auto;
`;

/** The route filter's value for all routes. */
export const ALL = '';

/** Page views per route (most first), and per day for the chosen route (or all when it had none). */
function useRouteViews(data: AnalyticsSummary, route: string) {
  const routes = useMemo<RouteViews[]>(() => {
    const totals = new Map<string, { views: number; days: number }>();
    for (const row of data.pageViews) {
      const t = totals.get(row.route) ?? { views: 0, days: 0 };
      totals.set(row.route, { views: t.views + row.views, days: t.days + 1 });
    }
    return [...totals].map(([name, t]) => ({ name, ...t })).sort((a, b) => b.views - a.views || (a.name < b.name ? -1 : 1));
  }, [data]);
  const chosen = routes.some((r) => r.name === route) ? route : ALL;
  const perDay = useMemo(() => {
    const views = new Map<string, number>();
    for (const row of data.pageViews) if (chosen === ALL || row.route === chosen) views.set(row.day, (views.get(row.day) ?? 0) + row.views);
    return daysBetween(data.from, data.to).map((date) => ({ date, views: views.get(date) ?? 0 }));
  }, [data, chosen]);
  return { routes, chosen, perDay };
}

function ViewsCard({ data, route, onRoute }: { data: AnalyticsSummary; route: string; onRoute: (route: string) => void }) {
  const { routes, chosen, perDay } = useRouteViews(data, route);
  return (
    <Card aria-labelledby="views-title">
      <SectionTitle id="views-title">Page views per route per day</SectionTitle>
      <Actions>
        <Field label="Route">
          <Select value={chosen} onChange={(e) => onRoute(e.target.value)}>
            <option value={ALL}>All routes</option>
            {routes.map((r) => (
              <option key={r.name} value={r.name}>{routeName(r.name)}</option>
            ))}
          </Select>
        </Field>
      </Actions>
      <ChartGrid>
        <ViewsChart days={perDay} title={chosen === ALL ? 'Page views per day, all routes' : `Page views per day, ${routeName(chosen)}`} />
      </ChartGrid>
      <Scroll>{chosen === ALL ? <RoutesTable routes={routes} onRoute={onRoute} /> : <DaysTable route={chosen} days={perDay} />}</Scroll>
      {chosen !== ALL ? (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => onRoute(ALL)}>Show all routes</Button>
        </Actions>
      ) : null}
    </Card>
  );
}

/** The range's page views, top sources and funnel; a range without visits says so. */
export function Summary({ data, route, onRoute }: { data: AnalyticsSummary; route: string; onRoute: (route: string) => void }) {
  const period = `${longDay(data.from)} to ${longDay(data.to)}`;
  if (data.pageViews.length === 0 && data.funnel.every((f) => f.sessions === 0)) {
    return <EmptyState>No visits were recorded from {period}. Choose other dates, or check again once visitors have used the site.</EmptyState>;
  }
  return (
    <>
      <Muted>
        {period} (UTC). Routes group their pages, so every newspaper&rsquo;s page counts under /newspaper/:slug.
      </Muted>
      <ViewsCard data={data} route={route} onRoute={onRoute} />

      <Card aria-labelledby="sources-title">
        <SectionTitle id="sources-title">Top sources (utm_source)</SectionTitle>
        {data.utmSources.length === 0 ? <Muted>No page views in this range.</Muted> : <SourcesTable sources={data.utmSources} />}
      </Card>

      <Card aria-labelledby="funnel-title">
        <SectionTitle id="funnel-title">Funnel: view → add to bag → save campaign → lead</SectionTitle>
        <Muted>Distinct sessions that reached each step after the ones before it.</Muted>
        <ChartGrid>
          <FunnelChart rows={data.funnel} />
        </ChartGrid>
        <FunnelTable funnel={data.funnel} />
      </Card>
    </>
  );
}
