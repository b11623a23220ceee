import { act, screen, within } from '@testing-library/react';
import { LOCAL_BAG_KEY, createTestBus } from 'shared-domain';
import { mount } from './mount';
import { item } from './test/fixtures';

describe('mount (agency embed)', () => {
  beforeEach(() => localStorage.clear());

  it('renders the bag into a plain element, follows update, and unmounts cleanly', () => {
    localStorage.setItem(LOCAL_BAG_KEY, JSON.stringify([item('opt-1', 1500)]));
    const el = document.createElement('div');
    document.body.appendChild(el);
    const bus = createTestBus();
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: '/api', token: null, theme: { primary: '#0b5d55' }, bus });
    });
    const view = within(el);
    expect(view.getByRole('heading', { name: 'Your Bag' })).toBeInTheDocument();
    expect(view.getByText(/opt-1/)).toBeInTheDocument();
    act(() => view.getByRole('button', { name: 'SIGN IN' }).click());
    expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag' });

    act(() => handle.update({ token: 'agency-user-token' }));
    expect(view.queryByRole('button', { name: 'SIGN IN' })).not.toBeInTheDocument();

    act(() => handle.unmount());
    expect(el.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: 'Your Bag' })).not.toBeInTheDocument();
    el.remove();
  });

  it('links to browse with a plain anchor when there is no router', () => {
    const el = document.body.appendChild(document.createElement('div'));
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: '/api' });
    });
    expect(within(el).getByText('Your bag is empty')).toBeInTheDocument();
    expect(within(el).getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', '/');
    act(() => handle.unmount());
    el.remove();
  });
});
