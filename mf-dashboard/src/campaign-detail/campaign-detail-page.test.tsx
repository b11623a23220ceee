import { fireEvent, screen, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import DashboardRoutes from '../routes';
import { campaignDetail } from '../test/fixtures';
import { createMockApi, fail, ok, type MockReply } from '../test/mock-api';
import { renderWithProviders } from '../test/render';

beforeEach(() => window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1'));
afterEach(() => window.localStorage.clear());

function steps() {
  const list = screen.getByRole('list', { name: 'Campaign progress' });
  return { list, items: within(list).getAllByRole('listitem') };
}

describe('Campaign detail page', () => {
  it('shows name, status and the stepper with the in-progress step current', async () => {
    const { api, requests } = createMockApi(() => ok(campaignDetail()));
    renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/c-diwali' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali print push' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    const { list, items } = steps();
    expect(list.tagName).toBe('OL');
    expect(items.map((li) => li.textContent)).toEqual(['PlanningDone', 'ExecutionIn Progress', 'Analytics & ReportPending']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[2]).not.toHaveAttribute('aria-current');
    expect(requests).toEqual([expect.objectContaining({ path: '/campaigns/c-diwali' })]);
    expect(requests[0]!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('a finished campaign is in Analytics & Report; a new one in Planning', async () => {
    const { api } = createMockApi(({ path }) =>
      ok(path.endsWith('/done') ? campaignDetail({ _id: 'done', status: 'Completed' }) : campaignDetail({ mediaOptions: [] })),
    );
    const { unmount } = renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/done' });
    await screen.findByRole('heading', { level: 1, name: 'Diwali print push' });
    expect(steps().items[2]).toHaveAttribute('aria-current', 'step');
    expect(steps().items[0]).toHaveTextContent('Done');
    unmount();

    renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/new' });
    await screen.findByRole('heading', { level: 1, name: 'Diwali print push' });
    expect(steps().items[0]).toHaveAttribute('aria-current', 'step');
    expect(steps().items[0]).toHaveTextContent('In Progress');
  });

  it('404: "Campaign not found" with a way back to the dashboard', async () => {
    const { api } = createMockApi(({ path }) => (path === '/campaigns' ? ok({ campaigns: [], count: 0, totalSpend: 0, liveCampaigns: 0, endedCampaigns: 0 }) : fail(404, 'Route GET:/campaigns/x not found')));
    const { location } = renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to your campaigns' }));
    expect(location()).toBe('/dashboard');
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
  });

  it('other errors: in words, with Retry', async () => {
    const replies: MockReply[] = [fail(500, 'Server Error!'), ok(campaignDetail())];
    const { api } = createMockApi(() => replies.shift()!);
    renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/c-diwali' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the campaign');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali print push' })).toBeInTheDocument();
  });

  it('signed out: asks to sign in instead of calling the server', () => {
    window.localStorage.clear();
    const { api, requests } = createMockApi(() => ok(campaignDetail()));
    renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/c-diwali' });
    expect(screen.getByText('Sign in to see this campaign')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
