import { fireEvent, screen, within } from '@testing-library/react';
import type { MediaDetail } from 'shared-domain';
import { ok, renderWithProviders } from 'shared-ui/test';
import { SellerHomePage } from '../home/seller-home-page';
import { accountAnswer, sellerApi, summary } from '../shared/test-fixtures';

const live = summary({ _id: 'p-live', name: 'Daily Post', status: 'published', live: { mediaId: 'm-1', category: 'newspaper', slug: 'daily-post-pune', publishedAt: '2025-03-01T00:00:00.000Z' } });
const detail = {
  _id: 'm-1', name: 'Daily Post',
  mediaOptions: [{ _id: 'm-1-o-1', name: 'Front page solus' }, { _id: 'm-1-o-2', name: 'Back page' }],
} as unknown as MediaDetail;

it('links the studio home to the bookings, and each live option of a listing to its availability', async () => {
  const { api, requests } = sellerApi({
    'get /seller/account': () => ok(accountAnswer),
    'get /seller/profiles': () => ok({ profiles: [live, summary({ _id: 'p-draft', name: 'Radio Pune' })] }),
    'get /seller/stats': () => ok({ days: 30, stats: [] }),
    'get /seller/invitations': () => ok({ invitations: [] }),
    'get /catalog/media/newspaper/daily-post-pune': () => ok(detail),
  });
  renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
  expect(await screen.findByRole('link', { name: 'Booking requests' })).toHaveAttribute('href', '/seller/bookings');
  const item = (await screen.findByRole('heading', { level: 3, name: 'Daily Post' })).closest('li')!;
  const draft = screen.getByRole('heading', { level: 3, name: 'Radio Pune' }).closest('li')!;
  expect(within(draft).queryByText('Availability')).not.toBeInTheDocument();
  expect(requests.some((r) => r.path.startsWith('/catalog/'))).toBe(false);

  const summaryLine = within(item).getByText('Availability');
  fireEvent.click(summaryLine);
  const details = summaryLine.closest('details')!;
  if (!details.open) {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  }
  expect(await within(item).findByRole('link', { name: 'Availability of Front page solus' })).toHaveAttribute('href', '/seller/availability/m-1-o-1');
  expect(within(item).getByRole('link', { name: 'Availability of Back page' })).toHaveAttribute('href', '/seller/availability/m-1-o-2');
});
