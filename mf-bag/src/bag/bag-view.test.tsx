import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY, parseLocalBag } from 'shared-domain';
import { BagView } from './bag-view';
import { item, renderWithBag } from '../test/render-with-bag';

beforeEach(() => localStorage.clear());

const store = (items: unknown[]) => localStorage.setItem(LOCAL_BAG_KEY, JSON.stringify(items));

it('lists the guest bag with option id and offer rate in rupees', () => {
  store([item('opt-1', 125000), item('opt-2', 9999.5)]);
  renderWithBag(<BagView />);
  const rows = screen.getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('Media option opt-1')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Offer rate ₹1,25,000')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Offer rate ₹9,999.50')).toBeInTheDocument();
});

it('removing an item updates storage and publishes the new count', () => {
  store([item('opt-1', 100), item('opt-2', 200)]);
  const { bus } = renderWithBag(<BagView />);
  fireEvent.click(screen.getByRole('button', { name: /remove media option opt-1/i }));
  expect(screen.queryByText('Media option opt-1')).not.toBeInTheDocument();
  expect(parseLocalBag(localStorage.getItem(LOCAL_BAG_KEY)).map((i) => i._id)).toEqual(['opt-2']);
  expect(bus.published).toContainEqual({ type: 'bag/count-changed', count: 1 });
});

it('shows the empty state with a link to browse', () => {
  renderWithBag(<BagView />);
  expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /browse media/i })).toHaveAttribute('href', '/');
});

it('follows bag events from other packages and other tabs', () => {
  const { bus } = renderWithBag(<BagView />);
  store([item('opt-9', 500)]);
  act(() => bus.publish({ type: 'bag/item-added', item: item('opt-9', 500), count: 1 }));
  expect(screen.getByText('Media option opt-9')).toBeInTheDocument();
  store([]);
  act(() => { window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_BAG_KEY })); });
  expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
});

it('tells guests about the 5-item limit and SIGN IN asks for login', () => {
  const { bus } = renderWithBag(<BagView />);
  expect(screen.getByText(/hold up to 5 items/i)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
  expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag' });
});

it('hides the guest note once signed in', () => {
  localStorage.setItem(AUTH_TOKEN_KEY, 't');
  renderWithBag(<BagView />);
  expect(screen.queryByRole('button', { name: 'SIGN IN' })).not.toBeInTheDocument();
});
