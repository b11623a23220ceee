import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyOption, type SellerProfile } from 'shared-domain/seller';
import { ok, renderWithProviders } from 'shared-ui/test';
import { profile, queueItem, refuse, sellerApi, sellerUser, staffUser } from '../shared/test-fixtures';
import SellerRoutes from '../routes';
import { ReviewQueuePage } from './review-queue-page';

const option = {
  ...emptyOption('o-1', 'Front page solus'),
  type: 'Full Page',
  _template: 'Premium Media' as const,
  descriptions: ['The whole front page, colour.'],
  descriptionId: '0',
  _vendors: ['Pune Print House'],
  referenceArtworks: [{ url: '/api/seller/files/0123456789abcdef01234567/front.png' }],
  rates: { defaultRates: { cardRate: 250000, discountedRate: 200000, minimumBilling: 200000 }, otherRates: [] },
  minimumBilling: 200000,
  unitLabel: 'per insertion',
};
const submitted: SellerProfile & { sellerName: string } = {
  ...profile({ _id: 'p-1', status: 'submitted', submittedAt: '2025-03-04T08:00:00.000Z', comments: [{ at: '2025-03-01T10:00:00.000Z', by: 'Ravi Staff', comment: 'Add a vendor.', decision: 'sent_back' }] }),
  sellerName: 'Daily Post Media',
};
submitted.draft = {
  ...submitted.draft,
  language: 'Marathi',
  logo: { url: '/api/seller/files/0123456789abcdef01234568/logo.png', width: 300, height: 125 },
  sections: [{ title: 'About', contents: [{ type: 'text', value: 'Pune’s favourite morning paper.' }] }],
  mediaKitUrl: '/api/seller/files/0123456789abcdef01234569/kit.pdf',
  demographics: [{ type: 'pie', title: 'Gender', data: [{ label: 'Male', value: 55 }, { label: 'Female', value: 45 }] }],
  mediaOptions: [option],
};
const live = { mediaId: 'm-1', category: 'newspaper' as const, slug: 'daily-post-pune', publishedAt: '2025-03-07T00:00:00.000Z' };

describe('Review queue', () => {
  it('lists submitted listings oldest first with seller, category, city, score, time and a link', async () => {
    const newer = queueItem({ _id: 'p-2', name: 'Radio Pune', category: 'radio', sellerName: 'Pune FM', score: 61, submittedAt: '2025-03-05T08:00:00.000Z' });
    const older = queueItem({ _id: 'p-1', name: 'Daily Post', score: 48.5 });
    const { api } = sellerApi({ 'get /seller/review': () => ok({ queue: [newer, older] }) }, staffUser);
    renderWithProviders(<ReviewQueuePage />, { api, route: '/staff/listings', token: 't' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Daily Post', 'Radio Pune']);
    expect(items[0]).toHaveTextContent('Daily Post Media');
    expect(items[0]).toHaveTextContent('Newspaper · Pune');
    expect(items[0]).toHaveTextContent('Score 48.5 / 100');
    expect(items[0]).toHaveTextContent(/Submitted 4 Mar 2025/);
    expect(within(items[1]!).getByRole('link', { name: 'Review Radio Pune' })).toHaveAttribute('href', '/staff/listings/p-2');
    expect(screen.getByText('2 listings are waiting for review, the oldest first.')).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    const { api } = sellerApi({ 'get /seller/review': () => ok({ queue: [] }) }, staffUser);
    renderWithProviders(<ReviewQueuePage />, { api, route: '/staff/listings', token: 't' });
    expect(await screen.findByText(/No listing is waiting for review/)).toBeInTheDocument();
  });

  it('refuses a signed-in user who is not staff without asking for the queue', async () => {
    const { api, requests } = sellerApi({ 'get /seller/review': () => ok({ queue: [] }) }, sellerUser);
    renderWithProviders(<SellerRoutes />, { api, route: '/staff/listings', token: 't' });
    expect(await screen.findByText(/Only MediaMart staff can review listings/)).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/authenticate/me']);
  });

  it('refuses when the API answers 403, and asks a guest to sign in', async () => {
    const { api } = sellerApi({ 'get /seller/review': () => refuse(403, 'Staff only') }, null);
    renderWithProviders(<SellerRoutes />, { api, route: '/staff/listings', token: 't' });
    expect(await screen.findByText(/Only MediaMart staff can review listings/)).toBeInTheDocument();

    const guest = sellerApi({}, null);
    const view = renderWithProviders(<SellerRoutes />, { api: guest.api, route: '/staff/listings' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(view.bus.published).toContainEqual({ type: 'auth/login-requested' });
  });
});

describe('Review page', () => {
  const renderReview = (routes: Parameters<typeof sellerApi>[0]) => {
    const mock = sellerApi({ 'get /seller/review/p-1': () => ok({ profile: submitted }), ...routes }, staffUser);
    return { ...mock, ...renderWithProviders(<SellerRoutes />, { api: mock.api, route: '/staff/listings/p-1', token: 't' }) };
  };

  it('shows the profile read-only with its score messages and earlier comments', async () => {
    renderReview({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Post' })).toBeInTheDocument();
    expect(screen.getByText('Daily Post Media', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Daily Post' })).toHaveAttribute('src', submitted.draft.logo!.url);
    expect(screen.getByText('Pune’s favourite morning paper.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the media kit/ })).toHaveAttribute('href', submitted.draft.mediaKitUrl);
    const gender = screen.getByRole('table', { name: 'Gender' });
    expect(within(gender).getByRole('row', { name: 'Male 55%' })).toBeInTheDocument();
    const opt = screen.getByRole('article', { name: 'Front page solus' });
    expect(opt).toHaveTextContent('Premium Media');
    expect(opt).toHaveTextContent('The whole front page, colour.');
    expect(opt).toHaveTextContent('Pune Print House');
    expect(opt).toHaveTextContent(/Card rate₹2,50,000/);
    expect(within(opt).getByRole('img', { name: /Reference artwork 1 of Front page solus/ })).toBeInTheDocument();

    const score = screen.getByRole('region', { name: 'Quality score' });
    expect(score).toHaveTextContent(/Score \d+(\.\d)? \/ 100/);
    expect(within(score).getByRole('list', { name: 'What costs points' }).children.length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Earlier comments' })).toHaveTextContent('Add a vendor.');
  });

  it('approves: the listing is live, with links to its page and back to the queue', async () => {
    let release: () => void = () => undefined;
    const { requests } = renderReview({
      'post /seller/review/p-1/approve': () => new Promise((resolve) => { release = () => resolve(ok({ profile: { ...submitted, status: 'published', live } })); }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and publish' }));
    expect(await screen.findByRole('button', { name: 'Approving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send back' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Live' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the live page' })).toHaveAttribute('href', '/newspaper/daily-post-pune');
    expect(screen.getByRole('link', { name: 'Back to the review queue' })).toHaveAttribute('href', '/staff/listings');
    expect(requests.filter((r) => r.method === 'post').map((r) => r.path)).toEqual(['/authenticate/me', '/seller/review/p-1/approve']);
  });

  it('sends back only with a comment, and says so', async () => {
    const { requests } = renderReview({
      'post /seller/review/p-1/send-back': () => ok({ profile: { ...submitted, status: 'changes_requested' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send back' }));
    expect(screen.getByText('Write what the seller should change')).toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('/send-back'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Comment for the seller'), { target: { value: '  Crop the logo to 300 × 125.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(await screen.findByRole('heading', { name: 'Sent back' })).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/send-back'))!.body).toEqual({ comment: 'Crop the logo to 300 × 125.' });
  });

  it('says clearly when the listing is no longer waiting for review', async () => {
    renderReview({ 'post /seller/review/p-1/approve': () => refuse(409, 'not_submitted') });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing is not waiting for review any more');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve and publish' })).toBeEnabled());
  });

  it('refuses a user who is not staff', async () => {
    const { api } = sellerApi({ 'get /seller/review/p-1': () => refuse(403, 'Staff only') }, null);
    renderWithProviders(<SellerRoutes />, { api, route: '/staff/listings/p-1', token: 't' });
    expect(await screen.findByText(/Only MediaMart staff can review listings/)).toBeInTheDocument();
  });
});
