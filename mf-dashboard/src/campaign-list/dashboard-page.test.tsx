import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import DashboardRoutes from '../routes';
import { listItem, listResponse, STAFF } from '../test/fixtures';
import { createMockApi, fail, ok, type MockReply } from '../test/mock-api';
import { renderWithProviders } from '../test/render';

beforeEach(() => window.localStorage.clear());

describe('Dashboard page', () => {
  it('signed out: asks to sign in, publishes a login request and calls nothing', () => {
    const { api, requests } = createMockApi(() => ok(listResponse()));
    const { bus } = renderWithProviders(<DashboardRoutes />, { api });

    expect(screen.getByRole('heading', { level: 1, name: 'Your campaigns' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your campaigns')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(bus.published).toEqual([{ type: 'auth/login-requested' }]);
    expect(requests).toHaveLength(0);
  });

  it('signed in: shows a busy skeleton, then the four figures and the campaigns with links', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { api, requests } = createMockApi(() => ok(listResponse()));
    const { container } = renderWithProviders(<DashboardRoutes />, { api });

    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/loading your campaigns/i);

    const list = await screen.findByRole('list', { name: 'Your campaigns' });
    const figures = screen.getByLabelText('Campaign figures');
    expect(within(figures).getByText('Campaigns').nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Total spend').nextSibling).toHaveTextContent('₹3,70,000');
    expect(within(figures).getByText('Live').nextSibling).toHaveTextContent('1');
    expect(within(figures).getByText('Ended').nextSibling).toHaveTextContent('1');

    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/dashboard/c-diwali');
    expect(links[0]).toHaveTextContent('Diwali print push');
    expect(links[0]).toHaveTextContent('In Execution');
    expect(links[0]).toHaveTextContent('Updated 5 Mar 2025');
    expect(links[0]).toHaveTextContent('₹2,50,000');
    expect(links[1]).toHaveTextContent('Monsoon radio');
    expect(links[1]).toHaveTextContent('₹1,20,000');

    expect(requests).toEqual([expect.objectContaining({ method: 'GET', path: '/campaigns' })]);
    expect(requests[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows dates, the option count and "Shared with you" when the server sends them', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const shared = listItem({ _id: 'c-shared', name: 'Shared launch', startDate: '2025-04-01', endDate: '2025-04-30', mediaOptionCount: 3, access: 'shared' });
    const { api } = createMockApi(() => ok(listResponse([shared])));
    renderWithProviders(<DashboardRoutes />, { api });
    const link = await screen.findByRole('link', { name: /shared launch/i });
    expect(link).toHaveTextContent('Shared with you');
    expect(link).toHaveTextContent('Runs 1 Apr 2025 – 30 Apr 2025');
    expect(link).toHaveTextContent('3 media options');
  });

  it('opens a campaign from the list', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { api } = createMockApi(({ path }) => (path === '/campaigns' ? ok(listResponse()) : fail(404, 'Not found')));
    const { location } = renderWithProviders(<DashboardRoutes />, { api });
    fireEvent.click(await screen.findByRole('link', { name: /diwali print push/i }));
    // The campaign page is a lazy chunk: the navigation completes once it has loaded.
    await waitFor(() => expect(location()).toBe('/dashboard/c-diwali'));
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
  });

  it('says "No campaigns yet" with a way to browse media', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { api } = createMockApi(() => ok({ campaigns: [], count: 0, totalSpend: 0, liveCampaigns: 0, endedCampaigns: 0 }));
    renderWithProviders(<DashboardRoutes />, { api });
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', '/');
    expect(screen.getByText('₹0')).toBeInTheDocument();
    // Planning is offered twice: in the header and in the empty state.
    expect(screen.getAllByRole('link', { name: 'Plan a campaign' }).map((a) => a.getAttribute('href'))).toEqual(['/ad-campaign-brief', '/ad-campaign-brief']);
  });

  it('offers "Plan a campaign" in the header, which opens the brief', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { api } = createMockApi(({ path }) => (path === '/campaigns' ? ok(listResponse()) : fail(404, 'Not found')));
    const { location } = renderWithProviders(<DashboardRoutes />, { api });
    await screen.findByRole('link', { name: /diwali print push/i });
    const plan = screen.getByRole('link', { name: 'Plan a campaign' });
    expect(plan).toHaveAttribute('href', '/ad-campaign-brief');
    fireEvent.click(plan);
    await waitFor(() => expect(location()).toBe('/ad-campaign-brief'));
  });

  it('401: drops the stale token, says signed out and shows the signed-out view', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    const { api, requests } = createMockApi(() => fail(401, 'Sign in first'));
    const { bus } = renderWithProviders(<DashboardRoutes />, { api });
    expect(await screen.findByText('Sign in to see your campaigns')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(bus.published).toContainEqual({ type: 'auth/signed-out' });
    expect(requests).toHaveLength(1);
  });

  it('shows other errors in words and loads again on Retry', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const replies: MockReply[] = [fail(503, 'Campaign service is restarting'), ok(listResponse())];
    const { api, requests } = createMockApi(() => replies.shift()!);
    renderWithProviders(<DashboardRoutes />, { api });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your campaigns');
    expect(alert).toHaveTextContent('Campaign service is restarting');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Your campaigns' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('says when the server cannot be reached', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { api } = createMockApi(() => Promise.reject(new Error('socket hang up')));
    renderWithProviders(<DashboardRoutes />, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/i);
  });

  it('loads when auth/signed-in arrives and clears on auth/signed-out', async () => {
    const { api, requests } = createMockApi(() => ok(listResponse()));
    const { bus } = renderWithProviders(<DashboardRoutes />, { api });
    expect(screen.getByText('Sign in to see your campaigns')).toBeInTheDocument();

    window.localStorage.setItem(AUTH_TOKEN_KEY, 'fresh');
    act(() => bus.publish({ type: 'auth/signed-in', user: { _id: 'u1', name: 'Asha', role: '' } }));
    expect(await screen.findByRole('list', { name: 'Your campaigns' })).toBeInTheDocument();
    expect(requests[0]!.headers.Authorization).toBe('Bearer fresh');

    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    act(() => bus.publish({ type: 'auth/signed-out' }));
    expect(screen.getByText('Sign in to see your campaigns')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your campaigns' })).not.toBeInTheDocument();
  });

  it('follows a token change made in another tab (storage event)', async () => {
    const { api, requests } = createMockApi(() => ok(listResponse()));
    renderWithProviders(<DashboardRoutes />, { api });
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'other-tab');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: 'other-tab' }));
    });
    expect(await screen.findByRole('list', { name: 'Your campaigns' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  describe('staff: my campaigns or all campaigns', () => {
    const everyone = () => ({
      campaigns: [
        listItem({ _id: 'c-asha', name: 'untitled-campaign', access: 'staff', owner: { _id: 'u-asha', name: 'Asha Rao', email: 'asha@example.in' } }),
        listItem({ _id: 'c-vikram', name: 'Monsoon radio', status: 'Draft', totalPrice: 5_00_000, access: 'staff', owner: { _id: 'u-vikram', name: '', email: 'vikram@example.in' } }),
        listItem({ _id: 'c-ravi', name: 'Ops test', status: 'Draft', totalPrice: 0, access: 'owner', owner: { _id: STAFF._id, name: 'Ravi (ops)', email: null } }),
      ],
      count: 3, totalSpend: 7_50_000, liveCampaigns: 1, endedCampaigns: 0,
    });
    const byScope = ({ params }: { params: Record<string, unknown> }) =>
      ok(params.scope === 'all' ? everyone() : { campaigns: [], count: 0, totalSpend: 0, liveCampaigns: 0, endedCampaigns: 0 });

    it('switches to every campaign, keeps the choice in the URL and names each owner', async () => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
      const { api, requests } = createMockApi(byScope);
      const { search } = renderWithProviders(<DashboardRoutes />, { api, user: STAFF });

      const group = await screen.findByRole('group', { name: 'Campaigns to show' });
      expect(within(group).getByRole('button', { name: 'My campaigns' })).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();

      fireEvent.click(within(group).getByRole('button', { name: 'All campaigns' }));
      expect(search()).toBe('?scope=all');
      const list = await screen.findByRole('list', { name: 'All campaigns' });
      expect(screen.getByRole('heading', { level: 1, name: 'All campaigns' })).toBeInTheDocument();
      expect(document.title).toBe('All campaigns | MediaMart');
      expect(within(group).getByRole('button', { name: 'All campaigns' })).toHaveAttribute('aria-pressed', 'true');
      const links = within(list).getAllByRole('link');
      expect(links[0]).toHaveTextContent('Owner: Asha Rao');
      expect(links[1]).toHaveTextContent('Owner: vikram@example.in');
      expect(links[2]).toHaveTextContent('Owner: Ravi (ops)');
      expect(within(screen.getByLabelText('Campaign figures')).getByText('Total spend').nextSibling).toHaveTextContent('₹7,50,000');
      expect(requests.map((r) => r.params)).toEqual([{}, { scope: 'all' }]);

      fireEvent.click(within(group).getByRole('button', { name: 'My campaigns' }));
      expect(search()).toBe('');
      expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Your campaigns' })).toBeInTheDocument();
    });

    it('a campaign opened from the all-campaigns view links back to it', async () => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
      const { api } = createMockApi(byScope);
      renderWithProviders(<DashboardRoutes />, { api, user: STAFF, route: '/dashboard?scope=all' });
      const list = await screen.findByRole('list', { name: 'All campaigns' });
      fireEvent.click(within(list).getAllByRole('link')[0]!);
      expect(await screen.findByRole('link', { name: '← All campaigns' })).toHaveAttribute('href', '/dashboard?scope=all');
    });

    it('opened at ?scope=all, asks for every campaign straight away', async () => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
      const { api, requests } = createMockApi(byScope);
      renderWithProviders(<DashboardRoutes />, { api, user: STAFF, route: '/dashboard?scope=all' });
      expect(await screen.findByRole('list', { name: 'All campaigns' })).toBeInTheDocument();
      expect(requests).toEqual([expect.objectContaining({ path: '/campaigns', params: { scope: 'all' } })]);
    });

    it('with no campaigns at all says so, without the advertiser’s "Browse media"', async () => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
      const { api } = createMockApi(() => ok({ campaigns: [], count: 0, totalSpend: 0, liveCampaigns: 0, endedCampaigns: 0 }));
      renderWithProviders(<DashboardRoutes />, { api, user: STAFF, route: '/dashboard?scope=all' });
      expect(await screen.findByText('No campaigns yet.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Browse media' })).not.toBeInTheDocument();
    });

    it('advertisers get no switch, and at ?scope=all are told it is for staff with a way back', async () => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
      const { api } = createMockApi(({ params }) =>
        params.scope === 'all' ? fail(403, 'Only MediaMart staff can list every campaign; leave out scope=all to see your own') : ok(listResponse()),
      );
      const { location, search } = renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard?scope=all' });
      expect(await screen.findByText('Only MediaMart staff can see all campaigns.')).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Campaigns to show' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('link', { name: 'Show your campaigns' }));
      expect(await screen.findByRole('list', { name: 'Your campaigns' })).toBeInTheDocument();
      expect([location(), search()]).toEqual(['/dashboard', '']);
      expect(screen.queryByRole('group', { name: 'Campaigns to show' })).not.toBeInTheDocument();
    });
  });
});
