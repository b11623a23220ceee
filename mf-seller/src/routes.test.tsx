import { screen } from '@testing-library/react';
import { createMockApi, expectOneReactAndBus, renderWithProviders } from 'shared-ui/test';
import SellerRoutes, { preloadPage } from './routes';

it('records its React and bus for the singleton check', () => {
  expectOneReactAndBus();
});

describe('seller and staff review routes', () => {
  const guestApi = () => createMockApi(({ path }) => ({ status: 404, body: { error: 'not_found', message: `No ${path}` } }));

  it.each([
    ['/seller', 'Seller studio'],
    ['/seller/profiles/p-1', 'Edit listing'],
    ['/staff/listings', 'Listing review'],
    ['/staff/listings/p-1', 'Review listing'],
    ['/seller/bookings', 'Bookings'],
    ['/seller/bookings/r-1', 'Booking request'],
    ['/seller/availability/o-1', 'Availability'],
    ['/staff/bookings', 'Bookings'],
    ['/staff/bookings/r-1', 'Booking request'],
    ['/staff/availability/o-1', 'Availability'],
    ['/seller/proofs', 'Proof of execution'],
    ['/staff/proofs/campaign/c-1', 'Proof of execution'],
    ['/staff/proof-queue', 'Proof queue'],
  ])('%s shows its heading and the sign-in prompt to a guest, asking nothing', async (route, title) => {
    const { api, requests } = guestApi();
    renderWithProviders(<SellerRoutes />, { api, route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('preloads the seller pages’ own code for their paths, not another page’s', async () => {
    // A fresh copy of the module, so no page's code is loaded yet (it records its React again: keep this test after the singleton check).
    let fresh: typeof preloadPage = () => undefined;
    jest.isolateModules(() => {
      fresh = (jest.requireActual('./routes') as { preloadPage: typeof preloadPage }).preloadPage;
    });
    const loading = fresh('/seller');
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(fresh('/seller')).toBeUndefined();
    await fresh('/seller/profiles/p-1');
    expect(fresh('/seller/profiles/p-1')).toBeUndefined();
    await fresh('/staff/listings');
    await fresh('/staff/listings/p-1');
    expect(fresh('/staff/listings')).toBeUndefined();
    expect(fresh('/staff/listings/p-1')).toBeUndefined();
  });
});
