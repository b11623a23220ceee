import { act, screen } from '@testing-library/react';
import { AUTH_TOKEN_KEY, type User } from 'shared-domain';
import type { CampaignDetail } from '../api/campaigns.api';
import DashboardRoutes from '../routes';
import { ADVERTISER, campaignDetail } from './fixtures';
import { createMockApi, fail, ok, type MockReply, type MockRequest } from './mock-api';
import { renderWithProviders } from './render';

type Options = {
  campaign?: CampaignDetail;
  /** Who is signed in (service A's answer); the advertiser who owns the campaign by default. */
  user?: User | null;
  /** The tab to open (`?tab=`). */
  tab?: string;
  /** Answers for the routes a test exercises; anything it leaves (undefined) falls through. */
  routes?: (req: MockRequest) => MockReply | Promise<MockReply> | undefined;
  services?: Parameters<typeof renderWithProviders>[1]['services'];
};

/**
 * The campaign page for `campaign`, signed in, with a fake service B answering GET
 * /campaigns/{id} and whatever `routes` adds; resolves once the campaign and the user are in.
 */
export async function renderCampaign({ campaign = campaignDetail(), user = ADVERTISER, tab, routes, services }: Options = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  const { api, requests } = createMockApi(async (req) => {
    const own = await routes?.(req);
    if (own) return own;
    if (req.method === 'GET' && req.path === `/campaigns/${campaign._id}`) return ok(campaign);
    return fail(404, `Route ${req.method}:${req.path} not found`);
  });
  const route = `/dashboard/${campaign._id}${tab ? `?tab=${tab}` : ''}`;
  const view = renderWithProviders(<DashboardRoutes />, { api, user, route, services });
  await screen.findByRole('heading', { level: 1, name: campaign.name });
  // Let the "who am I" answer land so staff-only controls are settled.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return { ...view, requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}

/** The stepper's states in order, e.g. ['Done', 'In Progress', 'Pending']. */
export function stepStates(): string[] {
  const list = screen.getByRole('list', { name: 'Campaign progress' });
  return Array.from(list.querySelectorAll('li')).map((li) => li.children[1]?.textContent ?? '');
}

/** What each step says it waits for (its accessible description), in order. */
export function stepNotes(): string[] {
  const list = screen.getByRole('list', { name: 'Campaign progress' });
  return Array.from(list.querySelectorAll('li')).map((li) => li.children[2]?.textContent ?? '');
}

/** The messages the dashboard published for the host's snackbar. */
export function snackbars(published: readonly { type: string }[]): { message: string; tone: string }[] {
  return published.filter((e) => e.type === 'snackbar/shown') as unknown as { message: string; tone: string }[];
}
