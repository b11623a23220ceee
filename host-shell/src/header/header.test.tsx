import { act, fireEvent, screen, within } from '@testing-library/react';
import { LOCAL_BAG_KEY, bus, whiteLabel, type LocalBagItem, type User } from 'shared-domain';
import { ORG } from '../test/organisation';
import { Header } from './header';
import { installMatchMedia } from '../test/viewport';
import { fakeLoader, recordBus, renderWithProviders } from '../test/render-with-providers';
import { color } from 'shared-ui';

/** The declarations of the style rules that match an element (jsdom resolves no var()). */
const declaredCss = (el: Element): string =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && el.matches(rule.selectorText))
    .map((rule) => rule.style.cssText)
    .join(' ');

const item = (id: string): LocalBagItem => ({ _id: id, _media: { _id: `m-${id}`, discountedRate: 100 }, tobeLoaded: true });
const now = new Date(2025, 2, 10);
const user: User = { _id: 'u1', name: 'Asha Rao', role: '' } as User;

beforeEach(() => {
  localStorage.clear();
  installMatchMedia(1280);
  // React reports errors its boundaries caught; the failing-remote cases expect them.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Header', () => {
  it('links the logo home and shows the menu', () => {
    renderWithProviders(<Header now={now} user={null} />, { route: '/radio' });
    expect(screen.getByRole('link', { name: 'MediaMart home' })).toHaveAttribute('href', '/');
    expect(screen.getByPlaceholderText('Search Channel, Media')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Media categories' })).toBeInTheDocument();
  });

  it('paints its buttons in the theme: Login and the bag badge in the primary and its readable ink', () => {
    renderWithProviders(<Header now={now} user={null} />);
    const login = declaredCss(screen.getByRole('button', { name: 'Login' }));
    expect(login).toContain(`background: ${color.primary}`);
    expect(login).toContain(`color: ${color.primaryInk}`);
    const badge = declaredCss(screen.getByTestId('bag-count'));
    expect(badge).toContain(`background: ${color.primary}`);
    expect(badge).toContain(`color: ${color.primaryInk}`);
  });

  it('draws the dated logo variant', () => {
    renderWithProviders(<Header now={new Date(2025, 11, 24)} user={null} />);
    expect(screen.getByRole('img', { name: 'MediaMart home' })).toHaveAttribute('data-variant', 'christmas');
  });

  describe('Your Bag badge', () => {
    it('starts from the guest bag in localStorage', () => {
      localStorage.setItem(LOCAL_BAG_KEY, JSON.stringify([item('a'), item('b'), item('c')]));
      renderWithProviders(<Header now={now} user={null} />);
      expect(screen.getByRole('button', { name: 'Your Bag, 3 items' })).toBeInTheDocument();
    });

    it('ignores a malformed stored bag', () => {
      localStorage.setItem(LOCAL_BAG_KEY, '{not json');
      renderWithProviders(<Header now={now} user={null} />);
      expect(screen.getByRole('button', { name: 'Your Bag, 0 items' })).toBeInTheDocument();
    });

    it('follows bag events on the bus', () => {
      renderWithProviders(<Header now={now} user={null} />);
      act(() => bus.publish({ type: 'bag/item-added', item: item('a'), count: 1 }));
      expect(screen.getByRole('button', { name: 'Your Bag, 1 item' })).toBeInTheDocument();
      act(() => bus.publish({ type: 'bag/count-changed', count: 4 }));
      expect(screen.getByRole('button', { name: 'Your Bag, 4 items' })).toBeInTheDocument();
      expect(screen.getByTestId('bag-count')).toHaveTextContent('4');
    });

    it('follows another tab through the storage event', () => {
      renderWithProviders(<Header now={now} user={null} />);
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', { key: LOCAL_BAG_KEY, newValue: JSON.stringify([item('a'), item('b')]) }),
        );
      });
      expect(screen.getByRole('button', { name: 'Your Bag, 2 items' })).toBeInTheDocument();
    });

    it('asks for the bag drawer when clicked', () => {
      const rec = recordBus();
      renderWithProviders(<Header now={now} user={null} />);
      fireEvent.click(screen.getByRole('button', { name: /your bag/i }));
      expect(rec.published).toContainEqual({ type: 'bag/open-requested' });
      rec.stop();
    });
  });

  describe('search box', () => {
    it('is the old search for a guest: Enter goes to /search-results?search= and announces it', () => {
      const rec = recordBus();
      renderWithProviders(<Header now={now} user={null} />, { route: '/radio' });
      const box = screen.getByRole('searchbox', { name: 'Search media' });
      fireEvent.change(box, { target: { value: '  times of india ' } });
      fireEvent.submit(screen.getByRole('search'));
      expect(screen.getByPlaceholderText('Search Channel, Media')).toBe(box);
      expect(screen.getByTestId('location')).toHaveTextContent('/search-results?search=times%20of%20india');
      expect(rec.published).toContainEqual({ type: 'search/submitted', query: 'times of india' });
      rec.stop();
    });

    it('offers the new-search switch to staff only', () => {
      const view = renderWithProviders(<Header now={now} user={user} />);
      expect(screen.queryByRole('button', { name: 'New search' })).not.toBeInTheDocument();
      view.unmount();
      renderWithProviders(<Header now={now} user={{ ...user, role: 'sales' }} />);
      expect(screen.getByRole('button', { name: 'New search' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('does nothing for blank text', () => {
      const rec = recordBus();
      renderWithProviders(<Header now={now} user={null} />, { route: '/radio' });
      const box = screen.getByRole('searchbox', { name: 'Search media' });
      fireEvent.change(box, { target: { value: '   ' } });
      fireEvent.submit(screen.getByRole('search'));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/radio$/);
      expect(rec.published.filter((e) => e.type === 'search/submitted')).toHaveLength(0);
      rec.stop();
    });
  });

  it('Login asks the auth remote for the login modal', () => {
    const rec = recordBus();
    renderWithProviders(<Header now={now} user={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(rec.published).toContainEqual({ type: 'auth/login-requested' });
    rec.stop();
  });

  it('shows the remote user menu instead of Login when signed in', async () => {
    const loader = fakeLoader({ 'mf_auth/UserMenu': { default: ({ user: u }) => <button>Menu of {u?.name}</button> } });
    renderWithProviders(<Header now={now} user={user} />, { loader });
    expect(await screen.findByRole('button', { name: 'Menu of Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('keeps the user name with a retry when the user menu cannot load', async () => {
    renderWithProviders(<Header now={now} user={user} />, { loader: fakeLoader() });
    expect(await screen.findByRole('button', { name: /account menu could not be loaded/i })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
  });

  it('hides search, Contact Us, Login, Your Bag and tabs on landing pages but keeps the logo', () => {
    renderWithProviders(<Header now={now} user={null} />, { route: '/lp/newspaper-advertising' });
    expect(screen.getByRole('link', { name: 'MediaMart home' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /your bag/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Media categories' })).not.toBeInTheDocument();
  });

  it('offers "Plan a campaign" beside Contact Us on a wide screen', () => {
    renderWithProviders(<Header now={now} user={null} />);
    expect(screen.getByRole('link', { name: 'Plan a campaign' })).toHaveAttribute('href', '/ad-campaign-brief');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  describe('menu drawer under 960 px', () => {
    it('opens a dialog with the categories, Contact Us, Login, the tools and Plan a campaign', async () => {
      installMatchMedia(390);
      renderWithProviders(<Header now={now} user={null} />);
      const button = screen.getByRole('button', { name: 'Open menu' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      // The drawer's code loads at the first open.
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      const inDrawer = within(drawer);
      expect(inDrawer.getByRole('link', { name: 'Radio' })).toHaveAttribute('href', '/radio');
      expect(inDrawer.getByRole('link', { name: 'BTL' })).toHaveAttribute('href', '/nontraditional');
      expect(inDrawer.getByRole('link', { name: 'Airport' })).toHaveAttribute('href', '/airport');
      expect(inDrawer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
      expect(inDrawer.getByRole('link', { name: 'ROAS Calculator' })).toHaveAttribute('href', '/roas-calculator');
      expect(inDrawer.getByRole('link', { name: 'Plan a campaign' })).toHaveAttribute('href', '/ad-campaign-brief');
      expect(inDrawer.getByRole('button', { name: 'Login' })).toBeInTheDocument();
      // Focus moved in: the first control of the drawer.
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    });

    it('keeps Tab inside, closes on Escape and gives focus back to the button', async () => {
      installMatchMedia(390);
      renderWithProviders(<Header now={now} user={null} />);
      const button = screen.getByRole('button', { name: 'Open menu' });
      button.focus();
      fireEvent.click(button);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      const focusables = drawer.querySelectorAll<HTMLElement>('a[href], button');
      const last = focusables[focusables.length - 1]!;
      last.focus();
      fireEvent.keyDown(last, { key: 'Tab' });
      expect(document.activeElement).toBe(focusables[0]);
      fireEvent.keyDown(focusables[0]!, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(last);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.activeElement).toBe(button);
    });

    it('closes on navigation and with its Close menu button', async () => {
      installMatchMedia(390);
      renderWithProviders(<Header now={now} user={null} />, { route: '/' });
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Newspaper' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/newspaper$/);
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it('shows the user menu instead of Login when signed in', async () => {
      installMatchMedia(390);
      const loader = fakeLoader({ 'mf_auth/UserMenu': { default: ({ user: u }) => <button>Menu of {u?.name}</button> } });
      renderWithProviders(<Header now={now} user={user} />, { loader });
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(await within(drawer).findByRole('button', { name: 'Menu of Asha Rao' })).toBeInTheDocument();
      expect(within(drawer).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    });
  });

  describe('on a white-label host', () => {
    afterEach(() => whiteLabel.set(null));

    it("shows the organisation's logo instead of the dated one", () => {
      whiteLabel.set(ORG);
      renderWithProviders(<Header now={new Date(2025, 11, 24)} user={null} />);
      expect(screen.getByRole('link', { name: 'Acme Media home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('img', { name: 'Acme Media home' })).toHaveAttribute('src', '/api/organizations/o1/logo?v=1');
      expect(screen.queryByRole('img', { name: 'MediaMart home' })).not.toBeInTheDocument();
    });
  });
});
