import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY, createMemoryStorage, createTestBus, type User } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import UserMenu from './user-menu';
import { createMockApi, fail, ok } from './test/mock-api';
import { renderWithServices } from './test/render';

const asha: User = { _id: 'u1', name: 'Asha Rao', role: '' };

beforeEach(() => window.localStorage.clear());

function setup(onLogout?: () => void) {
  const { api, requests } = createMockApi(() => ({ status: 204, body: '' }));
  const view = renderWithServices(<UserMenu user={asha} onLogout={onLogout} />, { api });
  const button = screen.getByRole('button', { name: 'Asha Rao' });
  return { ...view, requests, button };
}

describe('UserMenu', () => {
  it('is a menu button showing the name; a click opens the menu on Dashboard', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Dashboard', 'Account', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/dashboard');
    expect(items[1]).toHaveAttribute('href', '/account');
    expect(items[0]).toHaveFocus();
    expect(screen.getByRole('menu', { name: 'Asha Rao' })).toBeInTheDocument();
  });

  it.each(['Enter', ' ', 'ArrowDown'])('%p opens on the first item', (key) => {
    const { button } = setup();
    fireEvent.keyDown(button, { key });
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
  });

  it('arrows move (wrapping), Home/End jump, Escape closes and refocuses the button', () => {
    const { button } = setup();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    const dashboard = screen.getByRole('menuitem', { name: 'Dashboard' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: 'ArrowDown' });
    expect(dashboard).toHaveFocus();
    fireEvent.keyDown(dashboard, { key: 'ArrowUp' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: 'Home' });
    expect(dashboard).toHaveFocus();
    fireEvent.keyDown(dashboard, { key: 'End' });
    expect(logout).toHaveFocus();

    fireEvent.keyDown(logout, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('Dashboard navigates and closes the menu', () => {
    const { button, location } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(location()).toBe('/dashboard');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Logout calls onLogout when the host gives one', () => {
    const onLogout = jest.fn();
    const { button, bus } = setup(onLogout);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(bus.published).toEqual([]);
    expect(button).toHaveFocus();
  });

  it('Logout by default drops the token, publishes signed-out and tells the server', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { button, bus, requests } = setup();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(bus.published).toEqual([{ type: 'auth/signed-out' }]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/auth/logout' });
    expect(requests[0]!.headers['x-access-token']).toBe('tok-1');
  });

  it('a click outside closes it', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('without a user it is a Login button that asks for sign-in', () => {
    const { api } = createMockApi(() => ok({}));
    const { bus } = renderWithServices(<UserMenu />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(bus.published).toEqual([{ type: 'auth/login-requested' }]);
  });

  it('works outside a router with a plain link', () => {
    const runtime = createRuntime({ storage: createMemoryStorage(), bus: createTestBus(), events: null });
    render(<RuntimeProvider runtime={runtime}><UserMenu user={asha} onLogout={() => undefined} /></RuntimeProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('UserMenu links by role', () => {
  const open = (user: User) => {
    const { api } = createMockApi(() => ok({}));
    const view = renderWithServices(<UserMenu user={user} onLogout={() => undefined} />, { api });
    fireEvent.click(screen.getByRole('button', { name: user.name }));
    const links = screen.getAllByRole('menuitem').filter((i) => i.tagName === 'A');
    return { ...view, links: links.map((a) => [a.textContent, a.getAttribute('href')]) };
  };

  it('an advertiser gets Dashboard and Account', () => {
    expect(open(asha).links).toEqual([['Dashboard', '/dashboard'], ['Account', '/account']]);
  });

  it('staff also get all campaigns and every staff screen', () => {
    expect(open({ ...asha, role: 'admin' }).links).toEqual([
      ['Dashboard', '/dashboard'], ['Account', '/account'], ['All campaigns', '/dashboard?scope=all'],
      ['Leads', '/staff/leads'], ['Content', '/staff/content'], ['Analytics', '/staff/analytics'],
      ['Organisations', '/staff/organizations'], ['Releases', '/staff/releases'], ['Listing review', '/staff/listings'],
      ['Bookings', '/staff/bookings'], ['Proof queue', '/staff/proof-queue'],
    ]);
  });

  it("a white-label-admin gets its organisation's settings, its leads and its pages' texts, no other staff screen", () => {
    expect(open({ ...asha, role: 'white-label-admin' }).links).toEqual([
      ['Dashboard', '/dashboard'], ['Account', '/account'], ['Organisation settings', '/organization'], ['Leads', '/staff/leads'], ['Content', '/staff/content'],
    ]);
  });

  it('a link navigates and closes the menu; the arrow keys walk every item of a staff menu', () => {
    const { location } = open({ ...asha, role: 'admin' });
    const button = screen.getByRole('button', { name: 'Asha Rao' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'All campaigns' }));
    expect(location()).toBe('/dashboard'); // the path; the href above carries ?scope=all
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Logout' }), { key: 'ArrowUp' });
    expect(screen.getByRole('menuitemcheckbox', { name: 'Marketing e-mails' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menuitemcheckbox', { name: 'Marketing e-mails' }), { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Proof queue' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Proof queue' }), { key: 'End' });
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Logout' }), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
  });
});

describe('UserMenu marketing e-mail choice', () => {
  it('shows the choice as a checkbox item and saves a change', async () => {
    const { api, requests } = createMockApi(({ body }) => ok({ user: { ...asha, marketingOptOut: (body as { marketingOptOut: boolean }).marketingOptOut } }));
    renderWithServices(<UserMenu user={asha} onLogout={() => undefined} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    const item = screen.getByRole('menuitemcheckbox', { name: 'Marketing e-mails' });
    expect(item).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(item);
    await waitFor(() => expect(item).toHaveAttribute('aria-checked', 'false'));
    expect(requests).toEqual([expect.objectContaining({ method: 'PUT', path: '/user/preferences', body: { marketingOptOut: true } })]);
    expect(item).toHaveTextContent('Off');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('starts from the saved choice, and says so when a change fails', async () => {
    const { api } = createMockApi(() => fail(503, 'Service unavailable'));
    renderWithServices(<UserMenu user={{ ...asha, marketingOptOut: true }} onLogout={() => undefined} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    const item = screen.getByRole('menuitemcheckbox', { name: 'Marketing e-mails' });
    expect(item).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(item);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your marketing e-mail choice was not saved: Service unavailable');
    expect(item).toHaveAttribute('aria-checked', 'false');
    expect(item).toHaveAccessibleDescription('Your marketing e-mail choice was not saved: Service unavailable');
  });

  it('is reached by the arrow keys between Account and Logout', () => {
    const { api } = createMockApi(() => ok({}));
    renderWithServices(<UserMenu user={asha} onLogout={() => undefined} />, { api });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Asha Rao' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Dashboard' }), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Account' }), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitemcheckbox', { name: 'Marketing e-mails' })).toHaveFocus();
  });
});
