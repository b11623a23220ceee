import { screen } from '@testing-library/react';
import type { Campaign } from 'shared-domain';
import { fakeCampaignsApi } from '../test/fake-campaigns-api';
import { renderDashboard } from '../test/render-dashboard';

it('says "Campaign not found" on a 404', async () => {
  const api = fakeCampaignsApi();
  renderDashboard('/dashboard/nope', { token: 't', campaignsApi: api });
  expect(await screen.findByText('Campaign not found')).toBeInTheDocument();
  expect(api.get).toHaveBeenCalledWith('nope');
});

it('shows the campaign when it loads', async () => {
  const campaign = { _id: 'c1', name: 'Diwali push', status: 'Planning', mediaOptions: [], totalPrice: 5000 } as unknown as Campaign;
  renderDashboard('/dashboard/c1', { token: 't', campaignsApi: fakeCampaignsApi({ get: jest.fn(async () => campaign) }) });
  expect(await screen.findByRole('heading', { name: 'Diwali push' })).toBeInTheDocument();
  expect(screen.getByText('₹5,000')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /all campaigns/i })).toHaveAttribute('href', '/dashboard');
});

it('asks to sign in without a token', () => {
  renderDashboard('/dashboard/c1', { token: null, campaignsApi: fakeCampaignsApi() });
  expect(screen.getByText('Sign in to see your campaigns')).toBeInTheDocument();
});
