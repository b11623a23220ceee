import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AUTH_TOKEN_KEY, bus } from 'shared-domain';
import { App } from './app';
import { appTestLifecycle, fakeLoader, recordBus, testRuntime, testSession } from '../test/render-with-providers';
import type { RemoteLoader } from '../remotes/remote-loader';
import { useBusEvent } from '../lib/use-bus-event';
import { useState } from 'react';

const now = new Date(2025, 2, 10);
const page = (name: string) => ({ default: () => <h1>{name}</h1> });
const allUp = () =>
  fakeLoader({
    'mf_catalog/routes': page('Catalog'),
    'mf_bag/routes': page('Bag page'),
    'mf_dashboard/routes': page('Dashboard'),
    'mf_landing/routes': page('Landing'),
    'mf_seller/routes': page('Seller studio'),
    'mf_bag/BagDrawer': {
      default: ({ open, onClose, campaign, onLeaveCampaign }) =>
        open ? (
          <div role="dialog" aria-label="Bag drawer">
            {campaign ? <p>For campaign {campaign.campaignId}{campaign.stay ? ', staying' : ''}</p> : null}
            {campaign ? <button onClick={onLeaveCampaign}>New campaign instead</button> : null}
            <button onClick={onClose}>Close bag</button>
          </div>
        ) : null,
    },
  });

const track = appTestLifecycle();
function renderApp(route: string, loader: RemoteLoader = allUp(), session = testSession().session) {
  track(session);
  return render(
    <MemoryRouter initialEntries={[route]}>
      <App runtime={testRuntime()} loader={loader} now={now} session={session} />
    </MemoryRouter>,
  );
}

describe('App routing', () => {
  it.each([
    ['/', 'Catalog', 'mf_catalog/routes'],
    ['/radio/radio-mirchi', 'Catalog', 'mf_catalog/routes'],
    ['/no/such/page', 'Catalog', 'mf_catalog/routes'],
    ['/bag', 'Bag page', 'mf_bag/routes'],
    ['/dashboard/c-42', 'Dashboard', 'mf_dashboard/routes'],
    ['/lp/outdoor-advertising', 'Landing', 'mf_landing/routes'],
    ['/seller', 'Seller studio', 'mf_seller/routes'],
    ['/seller/profiles/p-1', 'Seller studio', 'mf_seller/routes'],
    ['/staff/listings/p-1', 'Seller studio', 'mf_seller/routes'],
  ])('%s is rendered by %s', async (route, heading, id) => {
    const loader = allUp();
    renderApp(route, loader);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith(id);
  });

  it('shows the seller studio\'s own fallback when mf_seller fails to load, and Retry brings the page', async () => {
    const up = allUp();
    let calls = 0;
    const loader = jest.fn((id: Parameters<RemoteLoader>[0]) => (id === 'mf_seller/routes' && ++calls === 1 ? Promise.reject(new Error('mf_seller is down')) : up(id))) as unknown as RemoteLoader & jest.Mock;
    renderApp('/seller', loader);
    expect(await screen.findByText('The seller studio could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MediaMart home' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Seller studio' })).toBeInTheDocument();
    expect(loader.mock.calls.filter(([id]) => id === 'mf_seller/routes')).toHaveLength(2);
  });

  it('keeps header and footer when every remote is down, and the page says what failed', async () => {
    renderApp('/', fakeLoader());
    expect(await screen.findByText('The catalog could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MediaMart home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 MediaMart');
  });

  it('hides the header menu, tabs and footer on a landing page', async () => {
    renderApp('/lp/influencer-marketing');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MediaMart home' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Media categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('bag drawer', () => {
  it('opens from Your Bag, closes on Escape, and announces bag/closed', async () => {
    const rec = recordBus();
    const loader = allUp();
    renderApp('/', loader);
    expect(loader).not.toHaveBeenCalledWith('mf_bag/BagDrawer');
    fireEvent.click(screen.getByRole('button', { name: /your bag/i }));
    expect(await screen.findByRole('dialog', { name: 'Bag drawer' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Bag drawer' })).not.toBeInTheDocument();
    expect(rec.published).toContainEqual({ type: 'bag/closed' });
    rec.stop();
  });

  it('opens on bag/open-requested from anywhere and closes from the drawer', async () => {
    renderApp('/');
    act(() => bus.publish({ type: 'bag/open-requested' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close bag' }));
    expect(screen.queryByRole('dialog', { name: 'Bag drawer' })).not.toBeInTheDocument();
  });

  it('shows a closable fallback when the bag remote is down', async () => {
    renderApp('/', fakeLoader({ 'mf_catalog/routes': page('Catalog') }));
    act(() => bus.publish({ type: 'bag/open-requested' }));
    expect(await screen.findByText('The bag could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The bag could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('/bag and the bag panel (SPEC.md sections 2 and 4)', () => {
  const signedIn = (role: string) => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    return testSession({ 'POST /authenticate/me': { user: { _id: 'u', name: 'Ravi', role } }, 'GET /bag/count': { data: { count: 0, items: [] } } }).session;
  };

  it('sends a signed-in advertiser from /bag to / with the drawer open', async () => {
    const session = signedIn('');
    renderApp('/bag', allUp(), session);
    await act(() => session.start());
    expect(await screen.findByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bag drawer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bag page' })).not.toBeInTheDocument();
  });

  it('carries the campaign a /bag link names into the drawer, through closing it to browse, until it is saved', async () => {
    const session = signedIn('');
    renderApp('/bag?campaignId=c-42&stay=true', allUp(), session);
    await act(() => session.start());
    expect(await screen.findByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bag drawer' })).toHaveTextContent('For campaign c-42, staying');
    fireEvent.click(screen.getByRole('button', { name: 'Close bag' }));
    act(() => bus.publish({ type: 'bag/open-requested' }));
    expect(await screen.findByRole('dialog', { name: 'Bag drawer' })).toHaveTextContent('For campaign c-42, staying');
    const rec = recordBus();
    act(() => bus.publish({ type: 'campaign/saved', campaignId: 'c-42' }));
    // The save leaves for its campaign: the bag closes, and opens again without it.
    expect(screen.queryByRole('dialog', { name: 'Bag drawer' })).not.toBeInTheDocument();
    expect(rec.published).toContainEqual({ type: 'bag/closed' });
    act(() => bus.publish({ type: 'bag/open-requested' }));
    expect(await screen.findByRole('dialog', { name: 'Bag drawer' })).not.toHaveTextContent('For campaign');
  });

  it('keeps a guest who signs in on /bag (to save) on the bag page, with no drawer over it', async () => {
    const { session } = testSession({ 'GET /bag/count': { data: { count: 0, items: [] } } });
    renderApp('/bag', allUp(), session);
    expect(await screen.findByRole('heading', { name: 'Bag page' })).toBeInTheDocument();
    await act(async () => {
      bus.publish({ type: 'auth/signed-in', user: { _id: 'u', name: 'Ravi', role: '' } });
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Bag page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bag drawer' })).not.toBeInTheDocument();
  });

  it('keeps the campaign through a reload of the tab', async () => {
    const session = signedIn('');
    const first = renderApp('/bag?campaignId=c-42&stay=true', allUp(), session);
    await act(() => session.start());
    expect(await screen.findByRole('dialog', { name: 'Bag drawer' })).toHaveTextContent('For campaign c-42, staying');
    first.unmount();
    renderApp('/radio', allUp(), signedIn(''));
    act(() => bus.publish({ type: 'bag/open-requested' }));
    expect(await screen.findByRole('dialog', { name: 'Bag drawer' })).toHaveTextContent('For campaign c-42, staying');
  });

  it('forgets the campaign when the user saves a new campaign instead', async () => {
    const session = signedIn('');
    renderApp('/bag?campaignId=c-42', allUp(), session);
    await act(() => session.start());
    expect(await screen.findByRole('dialog', { name: 'Bag drawer' })).toHaveTextContent('For campaign c-42');
    fireEvent.click(screen.getByRole('button', { name: 'New campaign instead' }));
    expect(screen.getByRole('dialog', { name: 'Bag drawer' })).not.toHaveTextContent('For campaign');
  });

  it('does not redirect staff from /bag', async () => {
    const session = signedIn('admin');
    renderApp('/bag', allUp(), session);
    await act(() => session.start());
    expect(await screen.findByRole('heading', { name: 'Bag page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bag drawer' })).not.toBeInTheDocument();
  });

  it('shows the bag page to a guest', async () => {
    renderApp('/bag');
    expect(await screen.findByRole('heading', { name: 'Bag page' })).toBeInTheDocument();
  });

  it("opens the panel on a signed-in user's first item, not on later ones or a guest's", async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Catalog' });
    const item = { _id: 'o', _media: { _id: 'm', discountedRate: 1 }, tobeLoaded: true };
    act(() => bus.publish({ type: 'bag/item-added', item, count: 1 }));
    expect(screen.queryByRole('dialog', { name: 'Bag drawer' })).not.toBeInTheDocument();

    const session = signedIn('');
    const view = renderApp('/', allUp(), session);
    await act(() => session.start());
    act(() => bus.publish({ type: 'bag/item-added', item, count: 2 }));
    expect(view.queryAllByRole('dialog', { name: 'Bag drawer' })).toHaveLength(0);
    act(() => bus.publish({ type: 'bag/item-added', item, count: 1 }));
    expect(await view.findByRole('dialog', { name: 'Bag drawer' })).toBeInTheDocument();
  });
});

describe('auth remote', () => {
  function FakeAuthRoot() {
    const [open, setOpen] = useState(false);
    useBusEvent('auth/login-requested', () => setOpen(true));
    return open ? <div role="dialog" aria-label="Sign in" /> : null;
  }

  it('is not loaded for a guest until Login is pressed; the request then reaches it', async () => {
    const loader = fakeLoader({ 'mf_catalog/routes': page('Catalog'), 'mf_auth/AuthRoot': { default: FakeAuthRoot } });
    renderApp('/', loader);
    await screen.findByRole('heading', { name: 'Catalog' });
    expect(loader).not.toHaveBeenCalledWith('mf_auth/AuthRoot');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('is not loaded to restore a stored session: the shell restores it and shows the user menu', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const ravi = { _id: 'u', name: 'Ravi', role: '' };
    const { session, calls } = testSession({ 'POST /authenticate/me': { user: ravi }, 'GET /bag/count': { data: { count: 3, items: [] } } });
    const loader = fakeLoader({
      'mf_catalog/routes': page('Catalog'),
      'mf_auth/AuthRoot': { default: FakeAuthRoot },
      'mf_auth/UserMenu': { default: ({ user, onLogout }) => <button onClick={onLogout}>Hi {user?.name}</button> },
    });
    renderApp('/', loader, session);
    await act(() => session.start());
    expect(await screen.findByRole('button', { name: 'Hi Ravi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your Bag, 3 items' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalledWith('mf_auth/AuthRoot');

    // Logout from the menu: token gone, Login back, the badge counts the guest bag again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hi Ravi' })));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/auth/logout' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your Bag, 0 items' })).toBeInTheDocument();
  });

  it('shows the user menu on a sign-in from the modal and Login again on a sign-out elsewhere', async () => {
    const loader = fakeLoader({
      'mf_catalog/routes': page('Catalog'),
      'mf_auth/UserMenu': { default: ({ user }) => <button>Hi {user?.name}</button> },
    });
    renderApp('/', loader);
    await screen.findByRole('heading', { name: 'Catalog' });
    act(() => bus.publish({ type: 'auth/signed-in', user: { _id: 'u', name: 'Ravi', role: '' } }));
    expect(await screen.findByRole('button', { name: 'Hi Ravi' })).toBeInTheDocument();
    act(() => bus.publish({ type: 'auth/signed-out' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('a token stored in another tab signs this tab in', async () => {
    const { session } = testSession({ 'POST /authenticate/me': { user: { _id: 'u', name: 'Meera', role: '' } } });
    const loader = fakeLoader({
      'mf_catalog/routes': page('Catalog'),
      'mf_auth/UserMenu': { default: ({ user }) => <button>Hi {user?.name}</button> },
    });
    renderApp('/', loader, session);
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-other-tab');
    await act(() => session.handleStorageEvent(AUTH_TOKEN_KEY, 'tok-other-tab'));
    expect(await screen.findByRole('button', { name: 'Hi Meera' })).toBeInTheDocument();
  });

  it('loads for a phone verification request and replays it', async () => {
    function FakePhoneRoot() {
      const [open, setOpen] = useState(false);
      useBusEvent('auth/phone-verification-requested', () => setOpen(true));
      return open ? <div role="dialog" aria-label="Verify your phone" /> : null;
    }
    const loader = fakeLoader({ 'mf_catalog/routes': page('Catalog'), 'mf_auth/AuthRoot': { default: FakePhoneRoot } });
    renderApp('/', loader);
    await screen.findByRole('heading', { name: 'Catalog' });
    act(() => bus.publish({ type: 'auth/phone-verification-requested' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeInTheDocument();
  });

  it('a failed auth remote leaves the page working and says so when sign-in is asked for', async () => {
    const rec = recordBus();
    renderApp('/', fakeLoader({ 'mf_catalog/routes': page('Catalog') }));
    await screen.findByRole('heading', { name: 'Catalog' });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Sign-in could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
    // A waiting requireLogin() is released instead of hanging.
    expect(rec.published).toContainEqual({ type: 'auth/login-cancelled' });
    rec.stop();
  });
});
