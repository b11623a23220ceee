import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_BAG_KEY, LOCAL_BAG_LIMIT_MESSAGE } from 'shared-domain';
import CatalogRoutes from '../routes';
import { createMockApi, ok, renderWithProviders } from 'shared-ui/test';
import { mediaDetail } from '../test/fixtures';

const stored = () => JSON.parse(localStorage.getItem(LOCAL_BAG_KEY) ?? '[]') as unknown[];

async function openDetail() {
  const { api } = createMockApi(() => ok(mediaDetail()));
  const view = renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper/times-of-india-delhi' });
  const card = await screen.findByRole('article', { name: 'Display ad, main edition' });
  return { ...view, card, button: within(card).getByRole('button', { name: 'Add to bag' }) };
}

beforeEach(() => localStorage.clear());

describe('Add to bag on the detail page', () => {
  it('writes the local bag, publishes on the bus and says "Added to bag"', async () => {
    const { card, button, bus } = await openDetail();
    fireEvent.click(button);

    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(/^Added to bag · 1 in your bag$/));
    expect(stored()).toEqual([{ _id: 'opt-display', _media: { _id: 'm-toi-delhi', discountedRate: 2600 }, tobeLoaded: true }]);
    expect(bus.published).toEqual([
      { type: 'bag/item-added', item: stored()[0], count: 1 },
      { type: 'bag/count-changed', count: 1 },
    ]);

    // The same option again is a second line (a clone), with feedback saying so.
    fireEvent.click(button);
    expect(await within(card).findByText(/Added to bag \(2 of this option\) · 2 in your bag/)).toBeInTheDocument();
    expect(stored()).toHaveLength(2);
  });

  it('refuses the sixth add with the exact message inline and leaves storage at 5', async () => {
    const { card, button, bus } = await openDetail();
    for (let i = 1; i <= 5; i += 1) {
      fireEvent.click(button);
      await within(card).findByText(new RegExp(`· ${i} in your bag`));
    }
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(await within(card).findByRole('alert')).toHaveTextContent(LOCAL_BAG_LIMIT_MESSAGE);
    expect(within(card).getByRole('alert').textContent).toBe('Please login to add more than 5 items in the bag!');
    expect(stored()).toHaveLength(5);
    expect(bus.published.at(-1)).toEqual({ type: 'bag/limit-reached', message: LOCAL_BAG_LIMIT_MESSAGE });
    expect(bus.published.filter((e) => e.type === 'bag/item-added')).toHaveLength(5);
  });

  it.each([
    [409, { error: 'conflict', message: 'The option is no longer available.' }, 'Server Error! The option is no longer available.'],
    [500, {}, 'Server Error!'],
  ])("SPEC.md 8: a signed-in add the server answers %i to says 'Server Error!' inline, with its detail", async (status, body, shown) => {
    const { api } = createMockApi(({ path, method }) => (method === 'post' && path === '/bag' ? { status, body } : ok(mediaDetail())));
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper/times-of-india-delhi', token: 'token-1' });
    const card = await screen.findByRole('article', { name: 'Display ad, main edition' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to bag' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(shown);
    expect(within(card).getByRole('alert').textContent).toBe(shown);
  });
});
