import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import { createMockApi, fail, ok, type MockReply } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { ReportsPanel } from './reports-panel';

const row = (date: string, over: Record<string, unknown> = {}) => ({
  date, brand: 'Chai Point', industry: 'Food & Beverage',
  plannedAds: 4, actualAds: 4, plannedSpend: 1000, actualSpend: 900,
  plannedImpressions: 50_000, actualImpressions: 45_000, cpm: 20, reach: 30_000, clicks: 120, ...over,
});

const ROWS = [
  // Out of order on purpose: the panel shows days earliest first.
  row('2025-03-02', { actualSpend: 940, actualImpressions: 47_000 }),
  row('2025-03-01'),
  row('2025-03-03', { actualAds: 0, actualSpend: 0, actualImpressions: 0, reach: 0, clicks: 0 }),
];

const TODAY = '2025-03-02';

beforeEach(() => window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1'));
afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

function renderPanel(handler: Parameters<typeof createMockApi>[0]) {
  const { api, requests } = createMockApi(handler);
  const view = renderWithProviders(
    <ReportsPanel campaignId="c-diwali" campaign={{ _id: 'c-diwali', name: 'Diwali print push', status: 'In Execution' }} today={TODAY} />,
    { api, route: '/dashboard/c-diwali' },
  );
  return { ...view, requests };
}

describe('ReportsPanel', () => {
  it('asks for the JSON report with the Bearer token and shows pacing to date', async () => {
    const { requests } = renderPanel(() => ok({ rows: ROWS, totals: {}, pacing: {} }));
    expect(await screen.findByTestId('pacing-text')).toHaveTextContent('Spent ₹1,840 of ₹2,000 planned to date (92%)');
    expect(screen.getByText('On track')).toBeInTheDocument();
    expect(screen.getByTestId('pacing-bar').firstElementChild).toHaveStyle({ width: '92.0%' });
    expect(screen.getByText('Brand: Chai Point · Industry: Food & Beverage')).toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ method: 'GET', path: '/campaigns/c-diwali/report?format=json' })]);
    expect(requests[0]!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('shows the totals and every day in a table, CPM computed and "—" on a day without impressions', async () => {
    renderPanel(() => ok(ROWS));
    const table = await screen.findByRole('table', { name: 'Daily figures' });
    const [head, ...rest] = within(table).getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Date', 'Planned ads', 'Actual ads', 'Planned spend', 'Actual spend', 'Planned impressions', 'Actual impressions', 'CPM', 'Reach', 'Clicks',
    ]);
    const cells = (r: HTMLElement) => [within(r).getByRole('rowheader'), ...within(r).getAllByRole('cell')].map((c) => c.textContent);
    expect(rest.map(cells)).toEqual([
      ['1 Mar 2025', '4', '4', '₹1,000', '₹900', '50,000', '45,000', '₹20', '30,000', '120'],
      ['2 Mar 2025', '4', '4', '₹1,000', '₹940', '50,000', '47,000', '₹20', '30,000', '120'],
      ['3 Mar 2025', '4', '0', '₹1,000', '₹0', '50,000', '0', '—', '0', '0'],
      ['Total (3 days)', '12', '8', '₹3,000', '₹1,840', '1,50,000', '92,000', '₹20', '60,000', '240'],
    ]);
    const totals = screen.getByLabelText('Report totals');
    expect(within(totals).getByText('Actual spend').nextSibling).toHaveTextContent('₹1,840');
    expect(within(totals).getByText('Impressions').nextSibling).toHaveTextContent('92,000 of 1,50,000');
  });

  it('draws the charts from the rows once their chunk has loaded', async () => {
    renderPanel(() => ok(ROWS));
    const charts = await screen.findByTestId('report-charts');
    const spend = within(charts).getByRole('img', { name: /^Spend per day/ });
    expect(spend).toHaveAccessibleName(
      'Spend per day, planned and actual, 3 days: ₹3,000 planned and ₹1,840 spent. Each day\'s figures are in the table below.',
    );
    expect([...spend.querySelectorAll('[data-day]')].map((g) => g.getAttribute('data-day'))).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
    expect(spend.querySelectorAll('[data-series="actual"]')).toHaveLength(3);
    expect(within(charts).getByRole('img', { name: /^Impressions per day.*1,50,000 planned and 92,000 delivered/ })).toBeInTheDocument();
    const cpm = within(charts).getByRole('img', { name: /^CPM per day, from ₹20 to ₹20/ });
    // The day without impressions has no CPM point.
    expect([...cpm.querySelectorAll('[data-cpm]')].map((c) => c.getAttribute('data-day'))).toEqual(['2025-03-01', '2025-03-02']);
  });

  it('downloads the CSV with the token and saves it under the campaign’s name', async () => {
    const createObjectURL = jest.fn(() => 'blob:report');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { requests } = renderPanel(({ path }) => (path.endsWith('format=csv') ? ok('date,brand\n2025-03-01,Chai Point\n') : ok(ROWS)));

    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:report', download: 'diwali-print-push-report.csv' }]));
    const csv = requests.find((r) => r.path === '/campaigns/c-diwali/report?format=csv');
    expect(csv?.headers.Authorization).toBe('Bearer tok-1');
    const blob = (createObjectURL.mock.calls[0] as unknown[])[0] as Blob;
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('says so when the download fails', async () => {
    renderPanel(({ path }) => (path.endsWith('format=csv') ? fail(500, 'Report store is down') : ok(ROWS)));
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download the report. Report store is down');
  });

  it('shows an empty state when there are no rows yet, without a download', async () => {
    renderPanel(() => ok({ rows: [] }));
    expect(await screen.findByText(/No report yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leaves out rows it cannot read and says how many', async () => {
    renderPanel(() => ok([row('2025-03-01', { _id: 'r1', campaignId: 'c-diwali' }), row('yesterday'), { nonsense: true }]));
    expect(await screen.findByText('2 rows of the report could not be read and are left out.')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('loading, then an error in words with Retry', async () => {
    const replies: MockReply[] = [fail(500, 'Server Error!'), ok(ROWS)];
    renderPanel(() => replies.shift()!);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the report…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the report');
    expect(alert).toHaveTextContent('Server Error!');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Daily figures' })).toBeInTheDocument();
  });

  it('pacing without a plan to date, and when behind', async () => {
    const { unmount } = renderPanel(() => ok([row('2025-03-05')]));
    expect(await screen.findByTestId('pacing-text')).toHaveTextContent('No spend was planned up to 2 Mar 2025');
    unmount();
    renderPanel(() => ok([row('2025-03-01', { actualSpend: 500 })]));
    expect(await screen.findByTestId('pacing-text')).toHaveTextContent('Spent ₹500 of ₹1,000 planned to date (50%)');
    expect(screen.getByText('Behind plan')).toBeInTheDocument();
  });

  it('signed out: asks to sign in and does not call the server', () => {
    window.localStorage.clear();
    const { requests } = renderPanel(() => ok(ROWS));
    expect(screen.getByText('Sign in to see the report')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
