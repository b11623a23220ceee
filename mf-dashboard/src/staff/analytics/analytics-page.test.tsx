import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import type { AnalyticsSummary } from 'shared-domain/analytics';
import DashboardRoutes from '../../routes';
import { createMainClient, createMockApi, fail, mockAdapter, type MockHandler, ok, type RecordedRequest } from '../../test/mock-api';
import { STAFF } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

const summary: AnalyticsSummary = {
  from: '2025-03-01',
  to: '2025-03-03',
  pageViews: [
    { route: '/newspaper/:slug', day: '2025-03-01', views: 5 },
    { route: '/', day: '2025-03-01', views: 2 },
    { route: '/newspaper/:slug', day: '2025-03-03', views: 1 },
    { route: '(not found)', day: '2025-03-03', views: 1 },
  ],
  utmSources: [{ source: 'google', sessions: 3, views: 6 }, { source: '(direct)', sessions: 1, views: 3 }],
  funnel: [
    { step: 'view', sessions: 4, fromPrevious: null },
    { step: 'add_to_bag', sessions: 2, fromPrevious: 50 },
    { step: 'save_campaign', sessions: 1, fromPrevious: 50 },
    { step: 'lead', sessions: 0, fromPrevious: 0 },
  ],
};

function setup(handler: MockHandler) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-staff');
  const requests: RecordedRequest[] = [];
  const mainApi = createMainClient('/api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
  mainApi.defaults.adapter = mockAdapter(handler, requests, '/api');
  const view = renderWithProviders(<DashboardRoutes />, { route: '/staff/analytics', api: createMockApi(() => ok({})).api, user: STAFF, services: { mainApi } });
  return { ...view, requests };
}

beforeEach(() => window.localStorage.clear());

describe('/staff/analytics', () => {
  it('asks a guest to sign in and calls nothing', async () => {
    const { api } = createMockApi(() => ok({}));
    const { bus } = renderWithProviders(<DashboardRoutes />, { route: '/staff/analytics', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(bus.published).toEqual([{ type: 'auth/login-requested' }]);
  });

  it('shows the last 30 days by default: routes, sources and the funnel with conversion', async () => {
    const { requests } = setup(() => ok(summary));
    expect(await screen.findByRole('heading', { name: 'Page views per route per day' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/analytics/summary' });
    expect(requests[0]!.headers['x-access-token']).toBe('tok-staff');
    const { from, to } = requests[0]!.params as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);

    const routes = screen.getByRole('table', { name: 'Page views per route' });
    const rows = within(routes).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['/newspaper/:slug', '6', '2'], ['/', '2', '1'], ['Pages not found', '1', '1']]);
    expect(screen.getByRole('img', { name: /Page views per day, all routes, 3 days: 9 page views, most on 1 Mar 2025 \(7\)/ })).toBeInTheDocument();

    const sources = screen.getByRole('table', { name: 'Top sources' });
    expect(within(sources).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['google36', 'Direct (no utm_source)13']);

    const funnel = screen.getByRole('table', { name: 'Funnel steps' });
    expect(within(funnel).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Viewed a page', '4', '—'], ['Added to bag', '2', '50%'], ['Saved a campaign', '1', '50%'], ['Left a lead', '0', '0%'],
    ]);
    expect(screen.getByRole('img', { name: /^Funnel, distinct sessions: Viewed a page 4, Added to bag 2 \(50% of the step before\)/ })).toBeInTheDocument();
  });

  it('shows one route per day, and asks again for a chosen range', async () => {
    const { requests } = setup(({ params }) => ok((params as { from?: string }).from === '2025-02-01' ? { ...summary, from: '2025-02-01', to: '2025-03-01' } : summary));
    fireEvent.click(await screen.findByRole('button', { name: '/newspaper/:slug: show each day' }));
    const days = screen.getByRole('table', { name: 'Page views per day, /newspaper/:slug' });
    expect(within(days).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['5', '0', '1']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all routes' }));
    expect(screen.getByRole('table', { name: 'Page views per route' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('from must not be after to')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.params).toEqual({ from: '2025-02-01', to: '2025-03-01' });
  });

  it('says when there is nothing in the range', async () => {
    setup(() => ok({ ...summary, pageViews: [], utmSources: [], funnel: summary.funnel.map((f) => ({ ...f, sessions: 0, fromPrevious: null })) }));
    expect(await screen.findByText(/No visits were recorded from/)).toBeInTheDocument();
  });

  it('tells a signed-in person who is not staff, and offers Retry on failure', async () => {
    setup(() => fail(403, 'Only MediaMart staff can see the analytics'));
    expect(await screen.findByText('Only MediaMart staff can see the analytics.')).toBeInTheDocument();
    window.localStorage.clear();
  });

  it('offers Retry when the summary fails', async () => {
    let calls = 0;
    setup(() => (++calls === 1 ? fail(500, 'Server Error!') : ok(summary)));
    expect(await screen.findByText('Could not load the analytics')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Top sources (utm_source)' })).toBeInTheDocument();
  });
});
