import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY, parseLocalBag } from 'shared-domain';
import { BagConfigProvider } from '../config/bag-config';
import { createTestBus, item, memoryStorage } from '../test/fixtures';
import { BagView } from './bag-view';

function renderBag(storage: Storage, bus = createTestBus()) {
  render(
    <MemoryRouter>
      <BagConfigProvider value={{ storage, bus }}>
        <BagView />
      </BagConfigProvider>
    </MemoryRouter>,
  );
  return bus;
}

describe('BagView (guest bag)', () => {
  it('lists the stored items with their offer rates in rupees', () => {
    renderBag(memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([item('a', 260000), item('b', 9999.5)]) }));
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(/₹2,60,000/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/₹9,999\.50/)).toBeInTheDocument();
  });

  it('removes an item from storage and publishes the new count', () => {
    const storage = memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([item('a'), item('b')]) });
    const bus = renderBag(storage);
    fireEvent.click(screen.getByRole('button', { name: 'Remove media option a' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(parseLocalBag(storage.getItem(LOCAL_BAG_KEY)).map((i) => i._id)).toEqual(['b']);
    expect(bus.published).toContainEqual({ type: 'bag/count-changed', count: 1 });
  });

  it('shows the empty state with a link to browse', () => {
    renderBag(memoryStorage());
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', '/');
  });

  it('follows items another package adds through the bus', () => {
    const storage = memoryStorage();
    const bus = renderBag(storage);
    act(() => {
      storage.setItem(LOCAL_BAG_KEY, JSON.stringify([item('x')]));
      bus.publish({ type: 'bag/item-added', item: item('x'), count: 1 });
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('tells a guest about the limit and SIGN IN asks for login', () => {
    const bus = renderBag(memoryStorage());
    expect(screen.getByText(/up to 5 items/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag' });
  });

  it('hides the guest note for a signed-in user', () => {
    renderBag(memoryStorage({ [AUTH_TOKEN_KEY]: 'tok' }));
    expect(screen.queryByRole('button', { name: 'SIGN IN' })).not.toBeInTheDocument();
  });
});
