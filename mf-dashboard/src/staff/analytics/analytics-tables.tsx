import styled from 'styled-components';
import { DIRECT_SOURCE, FUNNEL_LABELS, UNKNOWN_ROUTE, type AnalyticsSummary } from 'shared-domain/analytics';
import { formatCount, shortDay } from '../../reports/report-format';
import { CardTable } from '../../ui/card-table';
import { VisuallyHidden } from '../../ui/primitives';
import { LinkButton } from 'shared-ui/forms';

const Num = styled.td`
  font-variant-numeric: tabular-nums;
`;

/** shared-ui's LinkButton in the table's text colour. */
const RouteButton = styled(LinkButton)`
  padding: 0;
  color: inherit;
  overflow-wrap: anywhere;
  text-align: left;
`;

/** A route's name in words: the unmatched pages are "Pages not found". */
export const routeName = (name: string): string => (name === UNKNOWN_ROUTE ? 'Pages not found' : name);

/** A route's page views over the range and on how many days it had any. */
export type RouteViews = { name: string; views: number; days: number };

/** Page views per route, most viewed first; a route's name shows its days. */
export function RoutesTable({ routes, onRoute }: { routes: readonly RouteViews[]; onRoute: (route: string) => void }) {
  return (
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
  );
}

/** One route's page views on each day of the range. */
export function DaysTable({ route, days }: { route: string; days: readonly { date: string; views: number }[] }) {
  return (
    <CardTable>
      <caption><VisuallyHidden>Page views per day, {routeName(route)}</VisuallyHidden></caption>
      <thead>
        <tr><th scope="col">Day</th><th scope="col">Page views</th></tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date}>
            <td data-label="Day">{shortDay(d.date)}</td>
            <Num data-label="Page views">{formatCount(d.views)}</Num>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

/** Sessions and page views by utm_source. */
export function SourcesTable({ sources }: { sources: AnalyticsSummary['utmSources'] }) {
  return (
    <CardTable>
      <caption><VisuallyHidden>Top sources</VisuallyHidden></caption>
      <thead>
        <tr><th scope="col">Source</th><th scope="col">Sessions</th><th scope="col">Page views</th></tr>
      </thead>
      <tbody>
        {sources.map((s) => (
          <tr key={s.source}>
            <td data-label="Source">{s.source === DIRECT_SOURCE ? 'Direct (no utm_source)' : s.source}</td>
            <Num data-label="Sessions">{formatCount(s.sessions)}</Num>
            <Num data-label="Page views">{formatCount(s.views)}</Num>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

/** The funnel's steps: sessions at each and the share of the step before. */
export function FunnelTable({ funnel }: { funnel: AnalyticsSummary['funnel'] }) {
  return (
    <CardTable>
      <caption><VisuallyHidden>Funnel steps</VisuallyHidden></caption>
      <thead>
        <tr><th scope="col">Step</th><th scope="col">Sessions</th><th scope="col">From the step before</th></tr>
      </thead>
      <tbody>
        {funnel.map((f) => (
          <tr key={f.step} data-step={f.step}>
            <td data-label="Step">{FUNNEL_LABELS[f.step]}</td>
            <Num data-label="Sessions">{formatCount(f.sessions)}</Num>
            <Num data-label="From the step before">{f.fromPrevious === null ? '—' : `${f.fromPrevious}%`}</Num>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
