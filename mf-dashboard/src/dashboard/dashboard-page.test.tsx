import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from 'shared-domain';
import { fakeCampaignsApi, sampleList } from '../test/fake-campaigns-api';
import { renderDashboard } from '../test/render-dashboard';

it('signed out: asks to sign in and publishes auth/login-requested', () => {
  const api = fakeCampaignsApi();
  const { bus } = renderDashboard('/dashboard', { token: null, campaignsApi: api });
  expect(screen.getByText('Sign in to see your campaigns')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'dashboard' });
  expect(api.list).not.toHaveBeenCalled();
});

it('signed in: shows the four stat tiles and the campaign list', async () => {
  renderDashboard('/dashboard', { token: 't', campaignsApi: fakeCampaignsApi() });
  const list = await screen.findByRole('list', { name: 'Campaigns' });
  expect(within(list).getByRole('link', { name: 'Diwali push' })).toHaveAttribute('href', '/dashboard/c1');
  expect(screen.getByText('Total spend').nextSibling).toHaveTextContent('₹3,70,000');
  expect(screen.getByText('Campaigns').nextSibling).toHaveTextContent('2');
  expect(screen.getByText('Live').nextSibling).toHaveTextContent('1');
  expect(screen.getByText('Ended').nextSibling).toHaveTextContent('1');
});

it('reads the token from localStorage when the embedder gives none', async () => {
  localStorage.setItem('authToken', 'stored');
  renderDashboard('/dashboard', { campaignsApi: fakeCampaignsApi() });
  expect(await screen.findByRole('link', { name: 'Diwali push' })).toBeInTheDocument();
  localStorage.clear();
});

it('shows "No campaigns yet" with a link to browse', async () => {
  const api = fakeCampaignsApi({ list: jest.fn(async () => ({ ...sampleList, campaigns: [], count: 0, totalSpend: 0, liveCampaigns: 0, endedCampaigns: 0 })) });
  renderDashboard('/dashboard', { token: 't', campaignsApi: api });
  expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', '/');
});

it('a 401 drops to the signed-out view', async () => {
  const api = fakeCampaignsApi({ list: jest.fn(async () => { throw new ApiError(401, 'unauthorized', 'Sign in first'); }) });
  renderDashboard('/dashboard', { token: 'stale', campaignsApi: api });
  expect(await screen.findByText('Sign in to see your campaigns')).toBeInTheDocument();
});

it('shows errors in words and retries', async () => {
  const list = jest.fn()
    .mockRejectedValueOnce(new ApiError(0, 'network_error', 'Network Error'))
    .mockResolvedValueOnce(sampleList);
  renderDashboard('/dashboard', { token: 't', campaignsApi: fakeCampaignsApi({ list }) });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Diwali push' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(2);
});
