import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import DashboardRoutes from '../routes';
import { ADVERTISER, campaignDetail, mediaOption, STAFF } from '../test/fixtures';
import { createMockApi, fail, ok, type MockReply } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { renderCampaign, snackbars, stepStates } from '../test/render-campaign';
import { permissionsFor } from './campaign-detail-page';

beforeEach(() => window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1'));
afterEach(() => window.localStorage.clear());

function steps() {
  const list = screen.getByRole('list', { name: 'Campaign progress' });
  return { list, items: within(list).getAllByRole('listitem') };
}

const tabs = () => screen.getAllByRole('tab');
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Campaign detail page', () => {
  it('shows name, status, totals and the stepper with the in-progress step current', async () => {
    const { api, requests } = createMockApi(() => ok(campaignDetail({ payments: [{ amount: 50000, mode: 'upi', reference: '1', createdAt: '2025-03-01' }], startDate: '2025-03-10', endDate: '2025-04-10' })));
    renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/c-diwali' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali print push' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Runs 10 Mar 2025 – 10 Apr 2025')).toBeInTheDocument();
    const totals = screen.getByLabelText('Campaign totals');
    expect(totals).toHaveTextContent('Total₹2,50,000');
    expect(totals).toHaveTextContent('Paid₹50,000');
    expect(totals).toHaveTextContent('Balance due₹2,00,000');
    const { list, items } = steps();
    expect(list.tagName).toBe('OL');
    expect(stepStates()).toEqual(['Done', 'In Progress', 'Pending']);
    expect(items.map((li) => li.children[0]!.textContent)).toEqual(['Planning', 'Execution', 'Analytics & Report']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    // What a step waits for: its tooltip and its accessible description.
    expect(items[1]).toHaveAttribute('title', items[1]!.querySelector('[id]')!.textContent);
    expect(items[1]).toHaveAccessibleDescription(/purchase order or invoice/i);
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[2]).not.toHaveAttribute('aria-current');
    expect(requests).toEqual([expect.objectContaining({ path: '/campaigns/c-diwali' })]);
    expect(requests[0]!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('a finished campaign is in Analytics & Report; a new one in Planning', async () => {
    const { api } = createMockApi(({ path }) =>
      ok(path.endsWith('/done') ? campaignDetail({ _id: 'done', status: 'Completed' }) : campaignDetail({ status: 'Draft', mediaOptions: [] })),
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

  it('never shows a step Done that has not happened, whatever an older server answered', async () => {
    await renderCampaign({
      campaign: campaignDetail({
        status: 'Approved',
        mediaOptions: [],
        progress: [
          { name: 'Planning', state: 'Done', description: '' },
          { name: 'Execution', state: 'Done', description: '' },
          { name: 'Analytics & Report', state: 'In Progress', description: '' },
        ],
      }),
    });
    expect(stepStates()).toEqual(['Done', 'In Progress', 'Pending']);
    expect(steps().items[1]).toHaveAttribute('aria-current', 'step');
    expect(steps().items[1]).toHaveAccessibleDescription('Plan approved; waiting for a purchase order or invoice');
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

  it('signed out: asks to sign in instead of calling the server', async () => {
    window.localStorage.clear();
    const { api, requests } = createMockApi(() => ok(campaignDetail()));
    renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/c-diwali' });
    expect(await screen.findByText('Sign in to see this campaign')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('401: drops the token and shows the sign-in prompt', async () => {
    const { api } = createMockApi(() => fail(401, 'A valid session token is required'));
    const { bus } = renderWithProviders(<DashboardRoutes />, { api, route: '/dashboard/c-diwali' });
    expect(await screen.findByText('Sign in to see this campaign')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(bus.published).toContainEqual({ type: 'auth/signed-out' });
  });

  describe('tabs', () => {
    it('open on Plans; arrows, Home and End move between tabs and the tab is kept in the URL', async () => {
      const { search } = await renderCampaign();
      expect(screen.getByRole('tablist', { name: 'Campaign sections' })).toBeInTheDocument();
      expect(tabs().map((t) => t.textContent)).toEqual([
        'Plans', 'Media options', 'Bookings', 'Invoices', 'Proof & delivery', 'Payments', 'Sharing', 'Brief', 'Creatives & uploads', 'Versions', 'Reports', 'Flowchart',
      ]);
      expect(selectedTab()).toHaveTextContent('Plans');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Plans');
      // Only the selected tab is in the Tab order.
      expect(tabs().filter((t) => t.tabIndex === 0)).toEqual([selectedTab()]);

      fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
      expect(selectedTab()).toHaveTextContent('Media options');
      expect(selectedTab()).toHaveFocus();
      expect(search()).toBe('?tab=media');
      expect(screen.getByRole('heading', { name: 'Media options' })).toBeInTheDocument();

      fireEvent.keyDown(selectedTab(), { key: 'End' });
      expect(selectedTab()).toHaveTextContent('Flowchart');
      fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
      expect(selectedTab()).toHaveTextContent('Plans');
      fireEvent.keyDown(selectedTab(), { key: 'ArrowLeft' });
      expect(selectedTab()).toHaveTextContent('Flowchart');
      fireEvent.keyDown(selectedTab(), { key: 'Home' });
      expect(selectedTab()).toHaveTextContent('Plans');

      fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
      expect(search()).toBe('?tab=payments');
      expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    });

    it('an unknown ?tab= opens Plans', async () => {
      await renderCampaign({ tab: 'nonsense' });
      expect(selectedTab()).toHaveTextContent('Plans');
    });

    it('Flowchart and Reports load their panels when opened', async () => {
      const schedule = [{ date: '2025-03-10', units: 1 }];
      await renderCampaign({
        campaign: campaignDetail({ mediaOptions: [mediaOption({ schedule })] }),
        tab: 'flowchart',
        routes: (r) => (r.path.endsWith('/report') ? fail(404, 'No report yet') : undefined),
      });
      expect(await screen.findByRole('heading', { name: 'Flowchart' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('tab', { name: 'Reports' }));
      expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    });
  });

  describe('request approval', () => {
    const draft = () => campaignDetail({ status: 'Draft', mediaOptions: [mediaOption({ schedule: [] })] });

    it('the owner of a draft asks for approval; the status follows the answer', async () => {
      const { writes, bus } = await renderCampaign({
        campaign: draft(),
        routes: (r) => (r.method === 'POST' && r.path === '/campaigns/c-diwali/request-approval' ? ok({ status: 'Approval Requested' }) : undefined),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Request approval' }));
      const dialog = screen.getByRole('dialog', { name: 'Request approval' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Request approval' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(writes()).toHaveLength(1);
      expect(screen.getByText('Status:').parentElement).toHaveTextContent('Approval Requested');
      expect(screen.queryByRole('button', { name: 'Request approval' })).not.toBeInTheDocument();
      expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Approval requested' }]);
    });

    it('a refusal is said in the dialog and the snackbar', async () => {
      const { bus } = await renderCampaign({ campaign: draft(), routes: (r) => (r.method === 'POST' ? fail(409, 'Approval can be requested only for a draft campaign') : undefined) });
      fireEvent.click(screen.getByRole('button', { name: 'Request approval' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Request approval' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Approval can be requested only for a draft campaign');
      expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'error' });
    });

    it('is not offered for an empty draft or past the draft stage', async () => {
      const { unmount } = await renderCampaign({ campaign: campaignDetail({ status: 'Draft', mediaOptions: [] }) });
      expect(screen.queryByRole('button', { name: 'Request approval' })).not.toBeInTheDocument();
      unmount();
      await renderCampaign({ campaign: campaignDetail({ status: 'Plan Shared' }) });
      expect(screen.queryByRole('button', { name: 'Request approval' })).not.toBeInTheDocument();
    });
  });

  describe('staff status', () => {
    it('advertisers see no "Change status"', async () => {
      await renderCampaign();
      expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    });

    it('staff move the campaign to one of the statuses its life cycle allows', async () => {
      const { writes, bus } = await renderCampaign({
        campaign: campaignDetail({ status: 'Paid' }),
        user: STAFF,
        routes: (r) => (r.method === 'PUT' && r.path === '/campaigns/c-diwali/status' ? ok({ status: (r.body as { status: string }).status }) : undefined),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
      const dialog = screen.getByRole('dialog', { name: 'Change status' });
      const select = within(dialog).getByLabelText('New status');
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['In Execution', 'Closed']);
      fireEvent.change(select, { target: { value: 'In Execution' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(writes()[0]!.body).toEqual({ status: 'In Execution' });
      expect(screen.getByText('Status:').parentElement).toHaveTextContent('In Execution');
      expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Status changed to In Execution' }]);
    });

    it('a final status offers no change', async () => {
      await renderCampaign({ campaign: campaignDetail({ status: 'Completed' }), user: STAFF });
      expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    });

    it('a staff sign-in on the page shows the staff actions without a reload', async () => {
      const { bus } = await renderCampaign({ user: null });
      expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
      act(() => bus.publish({ type: 'auth/login-completed', user: STAFF }));
      expect(await screen.findByRole('button', { name: 'Change status' })).toBeInTheDocument();
    });
  });

  it('permissions: the server’s access first, then the owner id, then membership', () => {
    const c = campaignDetail();
    expect(permissionsFor(ADVERTISER, { ...c, access: 'shared' })).toEqual({ staff: false, owner: false, comment: true });
    expect(permissionsFor(STAFF, { ...c, access: 'owner' })).toEqual({ staff: true, owner: true, comment: true });
    expect(permissionsFor(null, { ...c, access: 'staff' })).toEqual({ staff: true, owner: false, comment: false });
    expect(permissionsFor(ADVERTISER, { ...c, ownerId: 'someone-else' })).toEqual({ staff: false, owner: false, comment: false });
    expect(permissionsFor(ADVERTISER, { ...c, ownerId: ADVERTISER._id })).toMatchObject({ owner: true });
    expect(permissionsFor(ADVERTISER, { ...c, _users: [{ _id: ADVERTISER._id }] })).toMatchObject({ owner: false, comment: true });
    expect(permissionsFor(ADVERTISER, c)).toMatchObject({ owner: true });
  });
});
