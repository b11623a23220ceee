import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  daysBetween, defaultSummaryRange, DIRECT_SOURCE, FUNNEL_LABELS, summaryRangeProblem, UNKNOWN_ROUTE, type AnalyticsSummary,
} from 'shared-domain/analytics';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { useResource } from '../../app/use-resource';
import { useSession } from '../../app/use-session';
import { formatCount, longDay, shortDay } from '../../reports/report-format';
import { ChartGrid } from '../../reports/report-charts';
import { CardTable } from '../../ui/card-table';
import { Field, Input, Select } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, Page, PageTitle, SectionTitle, TextLink, VisuallyHidden } from '../../ui/primitives';
import { SignedOutView } from '../../ui/signed-out-view';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { fetchAnalyticsSummary } from './analytics.api';
import { FunnelChart, ViewsChart } from './analytics-charts';

type Range = { from: string; to: string };

const RangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 12px;
  align-items: flex-end;
  margin-bottom: 16px;
  > div { flex: 1 1 160px; max-width: 220px; }
  button { margin-bottom: 12px; }
`;

const Scroll = styled.div`
  max-height: 480px;
  overflow: auto;
`;

const Num = styled.td`
  font-variant-numeric: tabular-nums;
`;

const RouteButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: left;
`;

const ALL = '';

/** `/staff/analytics`: page views per route per day, top sources and the funnel (staff only). */
export function AnalyticsPage() {
  const { mainApi } = useDashboardServices();
  const { token, revision, expire } = useSession();
  useDocumentTitle('Analytics (staff)');
  const [range, setRange] = useState<Range>(() => defaultSummaryRange(new Date()));
  const [draft, setDraft] = useState<Range>(range);
  const [formError, setFormError] = useState<string | null>(null);
  const [route, setRoute] = useState(ALL);
  const [result, retry] = useResource(token && mainApi ? `${token}#${revision}#${range.from}#${range.to}` : null, () => fetchAnalyticsSummary(mainApi!, range));

  const expired = result.status === 'error' && result.error.status === 401;
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const problem = summaryRangeProblem(draft.from, draft.to);
    setFormError(problem);
    if (!problem) setRange(draft);
  };

  const signedOut = result.status === 'idle' || expired;
  return (
    <Page>
      <PageTitle>Analytics</PageTitle>
      {signedOut ? (
        <SignedOutView text="Sign in with a MediaMart staff account to see the analytics" />
      ) : (
        <>
          <RangeForm onSubmit={apply} aria-label="Date range" noValidate>
            <Field label="From" error={formError && formError.startsWith('from') ? formError : null}>
              <Input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} required />
            </Field>
            <Field label="To" error={formError && !formError.startsWith('from') ? formError : null}>
              <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} required />
            </Field>
            <Button type="submit">Show</Button>
          </RangeForm>
          {result.status === 'loading' ? (
            <div aria-busy="true">
              <LoadingState label="Loading the analytics…" />
              <SkeletonBlock $height={260} aria-hidden="true" />
              <SkeletonBlock aria-hidden="true" />
            </div>
          ) : result.status === 'error' && result.error.status === 403 ? (
            <EmptyState action={<TextLink to="/dashboard">Go to your campaigns</TextLink>}>Only MediaMart staff can see the analytics.</EmptyState>
          ) : result.status === 'error' ? (
            <ErrorState title="Could not load the analytics" message={errorText(result.error)} onRetry={retry} />
          ) : result.status === 'success' ? (
            <Summary data={result.data} route={route} onRoute={setRoute} />
          ) : null}
        </>
      )}
    </Page>
  );
}

function Summary({ data, route, onRoute }: { data: AnalyticsSummary; route: string; onRoute: (route: string) => void }) {
  const routes = useMemo(() => {
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
  const period = `${longDay(data.from)} to ${longDay(data.to)}`;

  if (routes.length === 0 && data.funnel.every((f) => f.sessions === 0)) {
    return <EmptyState>No visits were recorded from {period}. Choose other dates, or check again once visitors have used the site.</EmptyState>;
  }
  const routeName = (name: string) => (name === UNKNOWN_ROUTE ? 'Pages not found' : name);
  return (
    <>
      <Muted>
        {period} (UTC). Routes group their pages, so every newspaper&rsquo;s page counts under /newspaper/:slug.
      </Muted>
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
        <Scroll>
          {chosen === ALL ? (
            <CardTable>
              <caption><VisuallyHidden>Page views per route</VisuallyHidden></caption>
              <thead>
                <tr><th scope="col">Route</th><th scope="col">Page views</th><th scope="col">Days with views</th></tr>
              </thead>
              <tbody>
                {routes.map((r) => (
                  <tr key={r.name}>
                    <td data-label="Route">
                      <RouteButton type="button" onClick={() => onRoute(r.name)} aria-label={`${routeName(r.name)}: show each day`}>{routeName(r.name)}</RouteButton>
                    </td>
                    <Num data-label="Page views">{formatCount(r.views)}</Num>
                    <Num data-label="Days with views">{r.days}</Num>
                  </tr>
                ))}
              </tbody>
            </CardTable>
          ) : (
            <CardTable>
              <caption><VisuallyHidden>Page views per day, {routeName(chosen)}</VisuallyHidden></caption>
              <thead>
                <tr><th scope="col">Day</th><th scope="col">Page views</th></tr>
              </thead>
              <tbody>
                {perDay.map((d) => (
                  <tr key={d.date}>
                    <td data-label="Day">{shortDay(d.date)}</td>
                    <Num data-label="Page views">{formatCount(d.views)}</Num>
                  </tr>
                ))}
              </tbody>
            </CardTable>
          )}
        </Scroll>
        {chosen !== ALL ? (
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => onRoute(ALL)}>Show all routes</Button>
          </Actions>
        ) : null}
      </Card>

      <Card aria-labelledby="sources-title">
        <SectionTitle id="sources-title">Top sources (utm_source)</SectionTitle>
        {data.utmSources.length === 0 ? (
          <Muted>No page views in this range.</Muted>
        ) : (
          <CardTable>
            <caption><VisuallyHidden>Top sources</VisuallyHidden></caption>
            <thead>
              <tr><th scope="col">Source</th><th scope="col">Sessions</th><th scope="col">Page views</th></tr>
            </thead>
            <tbody>
              {data.utmSources.map((s) => (
                <tr key={s.source}>
                  <td data-label="Source">{s.source === DIRECT_SOURCE ? 'Direct (no utm_source)' : s.source}</td>
                  <Num data-label="Sessions">{formatCount(s.sessions)}</Num>
                  <Num data-label="Page views">{formatCount(s.views)}</Num>
                </tr>
              ))}
            </tbody>
          </CardTable>
        )}
      </Card>

      <Card aria-labelledby="funnel-title">
        <SectionTitle id="funnel-title">Funnel: view → add to bag → save campaign → lead</SectionTitle>
        <Muted>Distinct sessions that reached each step after the ones before it.</Muted>
        <ChartGrid>
          <FunnelChart rows={data.funnel} />
        </ChartGrid>
        <CardTable>
          <caption><VisuallyHidden>Funnel steps</VisuallyHidden></caption>
          <thead>
            <tr><th scope="col">Step</th><th scope="col">Sessions</th><th scope="col">From the step before</th></tr>
          </thead>
          <tbody>
            {data.funnel.map((f) => (
              <tr key={f.step} data-step={f.step}>
                <td data-label="Step">{FUNNEL_LABELS[f.step]}</td>
                <Num data-label="Sessions">{formatCount(f.sessions)}</Num>
                <Num data-label="From the step before">{f.fromPrevious === null ? '—' : `${f.fromPrevious}%`}</Num>
              </tr>
            ))}
          </tbody>
        </CardTable>
      </Card>
    </>
  );
}
