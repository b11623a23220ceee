import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatRate, formatRupees, isStaff, toApiError } from 'shared-domain';
import { indiaDay, reportPacing, type PacingStatus, type ReportTotals } from 'shared-domain/campaign';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { saveBlob } from 'shared-ui/download';
import { AccessGate, usePageResource } from 'shared-ui/runtime';
import { useSession } from '../app/use-session';
import { useViewer } from '../app/use-viewer';
import { Badge, type BadgeTone } from '../ui/badge';
import { Button, SpreadRow } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, mobile, retryingComponent } from 'shared-ui';
import { ChartBoundary } from 'shared-ui/chart-boundary';
import { PACING_LABEL, pacingBar, pacingSentence } from './pacing-text';
import { downloadReportCsv, fetchReport, type CampaignReport } from './report.api';
import { formatCount, longDay } from './report-format';
import { ReportImport } from './report-import';
import { ReportTable } from './report-table';
import { reportFilename } from './report-filename';

// visx and the chart drawing load only when there are rows to draw.
const ReportCharts = retryingComponent(() => import('./report-charts'));

/** What the panel reads of the campaign (its name names the CSV file). */
export type ReportsCampaign = { _id?: string; name?: string | null; status?: string | null; access?: string | null };

const Section = styled.section`
  margin: 24px 0;
`;

const Head = styled(SpreadRow)`
  margin-bottom: 12px;
  h2 {
    font-size: 1.125rem;
  }
`;

const SubTitle = styled.h3`
  font-size: 1rem;
  margin: 24px 0 8px;
`;

const Facts = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
`;

const PacingBox = styled.div`
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  padding: 16px;
  p {
    margin: 0 0 12px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-size: 1rem;
  }
`;

const Track = styled.div`
  position: relative;
  height: 14px;
  border-radius: 7px;
  background: ${color.shade};
  overflow: visible;
`;

const Fill = styled.div<{ $status: PacingStatus }>`
  height: 100%;
  border-radius: 7px;
  background: ${(p) => (p.$status === 'behind' ? color.warning : p.$status === 'ahead' ? color.accent : color.success)};
`;

const Marker = styled.div`
  position: absolute;
  top: -4px;
  bottom: -4px;
  width: 0;
  border-left: 2px solid ${color.ink};
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 6px;
  font-size: 0.8125rem;
  color: ${color.muted};
`;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 16px 0 0;
  ${mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    background: ${color.surface};
    border: 1px solid ${color.line};
    border-radius: 8px;
    padding: 12px;
    min-width: 0;
  }
  dt {
    color: ${color.muted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.25rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const DownloadError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${color.danger};
`;

const TONE: Record<PacingStatus, BadgeTone> = { 'no-plan': 'neutral', behind: 'warning', 'on-track': 'success', ahead: 'danger' };

function Pacing({ report, today }: { report: CampaignReport; today: string }) {
  const pacing = reportPacing(report.days, today);
  const bar = pacingBar(pacing);
  return (
    <PacingBox>
      <p>
        <span data-testid="pacing-text">{pacingSentence(pacing)}</span>
        {pacing.status !== 'no-plan' ? <Badge $tone={TONE[pacing.status]}>{PACING_LABEL[pacing.status]}</Badge> : null}
      </p>
      {/* The sentence says it all; the bar shows it at a glance. */}
      <div aria-hidden="true">
        <Track data-testid="pacing-bar">
          <Fill $status={pacing.status} style={{ width: `${(bar.fill * 100).toFixed(1)}%` }} />
          {bar.marker !== null ? <Marker style={{ left: `calc(${(bar.marker * 100).toFixed(1)}% - 1px)` }} /> : null}
        </Track>
        <Scale>
          <span>Spent {formatRupees(pacing.actualSpendToDate)}</span>
          <span>Planned to {longDay(pacing.asOf)}: {formatRupees(pacing.plannedSpendToDate)}</span>
        </Scale>
      </div>
    </PacingBox>
  );
}

function Totals({ totals }: { totals: ReportTotals }) {
  const tiles: [string, string][] = [
    ['Planned spend', formatRupees(totals.plannedSpend)],
    ['Actual spend', formatRupees(totals.actualSpend)],
    ['Impressions', `${formatCount(totals.actualImpressions)} of ${formatCount(totals.plannedImpressions)}`],
    ['CPM', totals.cpm === null ? '—' : formatRate(totals.cpm)],
    ['Reach', formatCount(totals.reach)],
    ['Clicks', formatCount(totals.clicks)],
  ];
  return (
    <Tiles aria-label="Report totals">
      {tiles.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Tiles>
  );
}

/** The same figures in words when the chart code cannot load; the table below has every day. */
const ChartsUnavailable = () => <Facts role="note">The charts could not be loaded. Every day’s figures are in the table below.</Facts>;

type Download = { state: 'idle' } | { state: 'busy' } | { state: 'error'; message: string };

type ReportsPanelProps = { campaignId: string; campaign?: ReportsCampaign | null; today?: string };

/**
 * The campaign's report: pacing to date, totals, charts of the daily rows (spend, impressions,
 * CPM), the rows as a table, and the CSV download; for a signed-in viewer (the access gate).
 */
export function ReportsPanel(props: ReportsPanelProps) {
  return (
    <AccessGate access="signed-in" signedOut="Sign in to see the report">
      <Report {...props} />
    </AccessGate>
  );
}

function Report({ campaignId, campaign, today }: ReportsPanelProps) {
  const titleId = useId();
  const { campaignApi } = useDashboardServices();
  const { token, expire } = useSession();
  const [result, retry] = usePageResource(`report#${campaignId}`, () => fetchReport(campaignApi, campaignId), { forbidden: 'page' });
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const viewer = useViewer();
  const staff = isStaff(viewer) || campaign?.access === 'staff';
  const day = today ?? indiaDay(new Date());

  const downloadCsv = async () => {
    setDownload({ state: 'busy' });
    try {
      const { blob, filename } = await downloadReportCsv(campaignApi, campaignId);
      saveBlob(blob, filename ?? reportFilename(campaign?.name));
      setDownload({ state: 'idle' });
    } catch (err) {
      const error = toApiError(err);
      if (error.status === 401) expire();
      setDownload({ state: 'error', message: `Could not download the report. ${errorText(error)}` });
    }
  };

  const hasRows = result.status === 'success' && result.data.days.length > 0;
  const brands = hasRows ? [...new Set(result.data.days.map((d) => d.brand).filter(Boolean))] : [];
  const industries = hasRows ? [...new Set(result.data.days.map((d) => d.industry).filter(Boolean))] : [];

  return (
    <Section aria-labelledby={titleId} aria-busy={result.status === 'loading' || undefined}>
      <Head>
        <h2 id={titleId}>Report</h2>
        {hasRows ? (
          <Button type="button" $variant="secondary" onClick={downloadCsv} disabled={download.state === 'busy'}>
            {download.state === 'busy' ? 'Downloading…' : 'Download CSV'}
          </Button>
        ) : null}
        {download.state === 'error' ? <DownloadError role="alert">{download.message}</DownloadError> : null}
      </Head>
      {staff && token ? <ReportImport campaignId={campaignId} onImported={retry} /> : null}
      {result.status === 'loading' || result.status === 'idle' ? (
        <>
          <LoadingState label="Loading the report…" />
          <SkeletonBlock $height={88} aria-hidden="true" />
          <SkeletonBlock $height={220} aria-hidden="true" />
        </>
      ) : result.status === 'error' ? (
        <ErrorState title="Could not load the report" message={errorText(result.error)} onRetry={retry} />
      ) : !hasRows ? (
        <EmptyState>No report yet. Daily figures appear here once the campaign is running.</EmptyState>
      ) : (
        <>
          {brands.length || industries.length ? (
            <Facts>
              {brands.length ? <>Brand: {brands.join(', ')}</> : null}
              {brands.length && industries.length ? ' · ' : null}
              {industries.length ? <>Industry: {industries.join(', ')}</> : null}
            </Facts>
          ) : null}
          {result.data.skipped > 0 ? (
            <Facts role="note">
              {result.data.skipped} {result.data.skipped === 1 ? 'row' : 'rows'} of the report could not be read and {result.data.skipped === 1 ? 'is' : 'are'} left out.
            </Facts>
          ) : null}
          <SubTitle>Pacing</SubTitle>
          <Pacing report={result.data} today={day} />
          <Totals totals={result.data.totals} />
          <SubTitle>Charts</SubTitle>
          <ChartBoundary fallback={<ChartsUnavailable />}>
            <ReportCharts
              days={result.data.days}
              fallback={
                <>
                  <LoadingState label="Loading charts…" />
                  <SkeletonBlock $height={220} aria-hidden="true" />
                </>
              }
            />
          </ChartBoundary>
          <ReportTable days={result.data.days} totals={result.data.totals} />
        </>
      )}
    </Section>
  );
}

export default ReportsPanel;
