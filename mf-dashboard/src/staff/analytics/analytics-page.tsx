import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { defaultSummaryRange, summaryRangeProblem } from 'shared-domain/analytics';
import { usePageResource } from 'shared-ui/runtime';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { Field, Input } from 'shared-ui/forms';
import { Button, Page, PageTitle } from '../../ui/primitives';
import { ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { fetchAnalyticsSummary } from './analytics.api';
import { ALL, Summary } from './analytics-summary';

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

/** `/staff/analytics`: page views per route per day, top sources and the funnel (staff only: the route's access level). */
export function AnalyticsPage() {
  const { mainApi } = useDashboardServices();
  useDocumentTitle('Analytics (staff)');
  const [range, setRange] = useState<Range>(() => defaultSummaryRange(new Date()));
  const [draft, setDraft] = useState<Range>(range);
  const [formError, setFormError] = useState<string | null>(null);
  const [route, setRoute] = useState(ALL);
  const [result, retry] = usePageResource(`${range.from}#${range.to}`, () => fetchAnalyticsSummary(mainApi, range));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const problem = summaryRangeProblem(draft.from, draft.to);
    setFormError(problem);
    if (!problem) setRange(draft);
  };

  return (
    <Page>
      <PageTitle>Analytics</PageTitle>
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
      ) : result.status === 'error' ? (
        <ErrorState title="Could not load the analytics" message={errorText(result.error)} onRetry={retry} />
      ) : result.status === 'success' ? (
        <Summary data={result.data} route={route} onRoute={setRoute} />
      ) : null}
    </Page>
  );
}
