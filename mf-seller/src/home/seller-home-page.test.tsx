import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, renderWithProviders } from 'shared-ui/test';
import { accountAnswer, profile, refuse, sellerApi, sellerUser, staffUser, summary } from '../shared/test-fixtures';
import SellerRoutes from '../routes';
import { SellerHomePage } from './seller-home-page';

const comment = { at: '2025-03-06T11:00:00.000Z', by: 'Ravi Staff', comment: 'The logo is blurred; upload a sharp 300 × 125 one.', decision: 'sent_back' as const };
const profiles = [
  summary({ _id: 'p-live', name: 'Daily Post', status: 'published', score: 82.5, live: { mediaId: 'm-1', category: 'newspaper', slug: 'daily-post-pune', publishedAt: '2025-03-01T00:00:00.000Z' } }),
  summary({ _id: 'p-back', name: 'Radio Pune', category: 'radio', status: 'changes_requested', score: 55, lastComment: comment }),
  summary({ _id: 'p-new', name: '', category: 'digital', city: '', status: 'draft', score: 0 }),
  summary({ _id: 'p-quiet', name: 'Pune Weekly', status: 'published', score: 70, live: { mediaId: 'm-2', category: 'magazine', slug: 'pune-weekly', publishedAt: '2025-03-01T00:00:00.000Z' } }),
];
const sellerRoutes = {
  'get /seller/account': () => ok(accountAnswer),
  'get /seller/profiles': () => ok({ profiles }),
  'get /seller/stats': () => ok({ days: 30, stats: [{ profileId: 'p-live', views: 1234, addsToBag: 17 }] }),
  'get /seller/invitations': () => ok({ invitations: [] }),
  'get /seller/account/invitations': () => ok({ invitations: [] }),
};

const itemOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('Seller studio home', () => {
  it('asks a guest to sign in, then loads once they have', async () => {
    const { api, requests } = sellerApi(sellerRoutes);
    const view = renderWithProviders(<SellerRoutes />, { api, route: '/seller' });
    expect(screen.getByText(/reach advertisers who are ready to book/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(view.bus.published).toContainEqual({ type: 'auth/login-requested' });
    expect(requests).toHaveLength(0);

    act(() => {
      view.runtime.update({ token: 'token-1' });
      view.bus.publish({ type: 'auth/signed-in', user: sellerUser });
    });
    expect(await screen.findByText('Daily Post Media')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to continue' })).not.toBeInTheDocument();
  });

  it('offers the sign-up form to a signed-in user who is no seller, and creates the account', async () => {
    let created = false;
    const { api, requests } = sellerApi({
      'get /seller/account': () => (created ? ok(accountAnswer) : refuse(404, 'Not a seller')),
      'post /seller/account': (body) => {
        if ((body as { name: string }).name === 'Taken') return refuse(400, 'name: taken', { fields: { name: 'A seller of this name exists' } });
        created = true;
        return ok(accountAnswer);
      },
      'get /seller/profiles': () => ok({ profiles: [] }),
      'get /seller/stats': () => ok({ days: 30, stats: [] }),
      'get /seller/invitations': () => ok({ invitations: [] }),
      'get /seller/account/invitations': () => ok({ invitations: [] }),
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    const form = await screen.findByRole('heading', { name: 'Create your seller account' });
    const email = screen.getByLabelText('Contact e-mail');
    await waitFor(() => expect(email).toHaveValue('asha@dailypost.in'));
    expect(form).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create seller account' }));
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your company name')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/seller/account' && r.method === 'post')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create seller account' }));
    expect(await screen.findByText('A seller of this name exists')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Daily Post Media' } });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create seller account' }));
    expect(await screen.findByRole('heading', { name: 'Your listings' })).toBeInTheDocument();
    const post = requests.filter((r) => r.method === 'post' && r.path === '/seller/account').at(-1)!;
    expect(post.body).toEqual({ name: 'Daily Post Media', contactEmail: 'asha@dailypost.in', contactPhone: '98765 43210' });
    expect(screen.getByText('Daily Post Media')).toBeInTheDocument();
    expect(await screen.findByText(/You have no listings yet/)).toBeInTheDocument();
  });

  it('lists each listing with its status, score, staff comment, live link, stats and edit link', async () => {
    const { api } = sellerApi(sellerRoutes);
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    await screen.findByRole('heading', { level: 3, name: 'Daily Post' });
    expect(screen.getByText('Views and adds to bag count the last 30 days.')).toBeInTheDocument();

    const live = itemOf('Daily Post');
    expect(live).toHaveTextContent('Newspaper · Pune');
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(live).toHaveTextContent('Score 82.5 / 100');
    expect(live).toHaveTextContent('1,234 views · 17 adds to bag in the last 30 days');
    expect(within(live).getByRole('link', { name: 'See it live (Daily Post)' })).toHaveAttribute('href', '/newspaper/daily-post-pune');
    expect(within(live).getByRole('link', { name: 'Edit Daily Post' })).toHaveAttribute('href', '/seller/profiles/p-live');
    expect(live).toHaveTextContent(/Last saved 5 Mar 2025/);

    const quiet = itemOf('Pune Weekly');
    expect(quiet).toHaveTextContent('0 views · 0 adds to bag');

    const back = itemOf('Radio Pune');
    expect(within(back).getByText('Changes requested')).toBeInTheDocument();
    expect(within(back).getByLabelText('Staff comment')).toHaveTextContent('The logo is blurred; upload a sharp 300 × 125 one.');
    expect(back).not.toHaveTextContent(/views/);
    expect(within(back).queryByRole('link', { name: /See it live/ })).not.toBeInTheDocument();

    const untitled = itemOf('Untitled');
    expect(within(untitled).getByText('Draft')).toBeInTheDocument();
    expect(untitled).toHaveTextContent('Score 0 / 100');
    expect(screen.queryByRole('link', { name: 'Review submitted listings' })).not.toBeInTheDocument();
  });

  it('starts a listing in the chosen category and opens its editor', async () => {
    const { api, requests } = sellerApi({ ...sellerRoutes, 'post /seller/profiles': () => ok({ profile: profile({ _id: 'p-9', category: 'radio' }) }) });
    const view = renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    await screen.findByRole('heading', { level: 3, name: 'Daily Post' });
    fireEvent.click(screen.getByRole('button', { name: 'New listing' }));
    expect(screen.getByText('Choose the category of your media')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Category of the new listing'), { target: { value: 'radio' } });
    fireEvent.click(screen.getByRole('button', { name: 'New listing' }));
    await waitFor(() => expect(view.location()).toBe('/seller/profiles/p-9'));
    expect(requests.find((r) => r.method === 'post' && r.path === '/seller/profiles')!.body).toEqual({ category: 'radio' });
  });

  it('shows an empty list, a failed load with Retry, and the review link for staff', async () => {
    const replies = [refuse(503, 'Service is restarting'), ok({ profiles: [] })];
    const { api } = sellerApi({ ...sellerRoutes, 'get /seller/profiles': () => replies.shift()! }, staffUser);
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your listings');
    expect(alert).toHaveTextContent('Service is restarting');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/You have no listings yet/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Review submitted listings' })).toHaveAttribute('href', '/staff/listings');
  });
});
