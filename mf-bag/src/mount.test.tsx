import { act, screen, waitFor, within } from '@testing-library/react';
import { createTestBus } from 'shared-domain';
import { mount } from './mount';
import { resetBagStores } from './bag/state/use-bag';

describe('mount (agency embed)', () => {
  beforeEach(() => { localStorage.clear(); resetBagStores(); });

  it('renders the bag into a plain element, follows update, and unmounts cleanly', async () => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    const bus = createTestBus();
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: '/api', token: null, theme: { primary: '#0b5d55' }, bus });
    });
    const view = within(el);
    expect(view.getByRole('heading', { name: 'Your Bag' })).toBeInTheDocument();
    const signIn = await view.findByRole('button', { name: 'SIGN IN' });
    act(() => signIn.click());
    expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag' });

    // With a token the bag is the user's server bag (here unreachable: the error state with Retry).
    act(() => handle.update({ token: 'agency-user-token' }));
    expect(view.queryByRole('button', { name: 'SIGN IN' })).not.toBeInTheDocument();
    expect(await view.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeInTheDocument();

    act(() => handle.unmount());
    expect(el.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: 'Your Bag' })).not.toBeInTheDocument();
    el.remove();
  });

  it('links to browse with a plain anchor when there is no router', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: '/api' });
    });
    await waitFor(() => expect(within(el).getByText('Your bag is empty')).toBeInTheDocument());
    expect(within(el).getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', '/');
    act(() => handle.unmount());
    el.remove();
  });
});
