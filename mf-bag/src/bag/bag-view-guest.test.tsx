/** A guest's local bag on the bag page (SPEC.md sections 5 and 6): units a guest may change, kept across reloads. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_BAG_KEY, parseLocalBag, toLocalBagItem } from 'shared-domain';
import { memoryStorage } from '../test/fixtures';
import { NEWSPAPER, RADIO } from '../test/fake-bag-api';
import { resetBagStores } from './state/use-bag';
import { renderBag, total } from './bag-view.fixtures';

beforeEach(() => resetBagStores());

const stored = (storage: Storage | ReturnType<typeof memoryStorage>) => parseLocalBag(storage.getItem(LOCAL_BAG_KEY));

function commit(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('BagView, a guest changing units', () => {
  it('SPEC.md 5: a guest changes a line’s insertions: priced by the shared engine at once, kept in the local bag and after a reload', async () => {
    const storage = memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER), toLocalBagItem(RADIO)]) });
    const { api } = renderBag({ token: null, storage });
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    commit(within(np).getByLabelText('Insertions'), '3');
    // 8 × Area 100 × 3 insertions = 2400 + 18% GST.
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹2,832');
    await waitFor(() => expect(stored(storage)[0]).toEqual(toLocalBagItem(NEWSPAPER, [{ name: 'Insertions', value: 3 }])));
    // The line's item is what the login sync's POST /bag carries: the option and its units, nothing else changed.
    expect(stored(storage)[1]).toEqual(toLocalBagItem(RADIO));
    expect(api.requests.every((r) => r.method === 'GET')).toBe(true);

    cleanup();
    resetBagStores();
    renderBag({ token: null, storage });
    const again = await screen.findByRole('listitem', { name: /Front page/ });
    expect(within(again).getByLabelText('Insertions')).toHaveValue(3);
    expect(within(again).getByTestId('line-total')).toHaveTextContent('₹2,832');
    expect(total()).toBe('₹12,272');
  });

  it('SPEC.md 5: a value below the unit’s minimum is refused in place and the local bag is left as it was', async () => {
    const storage = memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(RADIO)]) });
    renderBag({ token: null, storage });
    const radio = await screen.findByRole('listitem', { name: /Morning drive/ });
    commit(within(radio).getByLabelText('Spots'), '5');
    expect(within(radio).getByRole('alert')).toHaveTextContent('Spots must be at least 10');
    expect(storage.getItem(LOCAL_BAG_KEY)).toBe(JSON.stringify([toLocalBagItem(RADIO)]));
  });

  it('SPEC.md 5: one copy of an option held twice is edited alone, and removing the other copy keeps the edit', async () => {
    const storage = memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER), toLocalBagItem(NEWSPAPER)]) });
    renderBag({ token: null, storage });
    const [first] = await screen.findAllByRole('listitem', { name: /Front page/ });
    commit(within(first!).getByLabelText('Insertions'), '2');
    await waitFor(() => expect(stored(storage).map((i) => i.pricingUnits)).toEqual([[{ name: 'Insertions', value: 2 }], undefined]));
    const copies = screen.getAllByRole('listitem', { name: /Front page/ });
    fireEvent.click(within(copies[1]!).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(stored(storage)).toEqual([toLocalBagItem(NEWSPAPER, [{ name: 'Insertions', value: 2 }])]));
    await waitFor(() => expect(screen.getAllByTestId('bag-line')).toHaveLength(1));
    expect(within(screen.getByTestId('bag-line')).getByLabelText('Insertions')).toHaveValue(2);
  });

  it('SPEC.md 5: options, rates and discounts stay an account’s: a guest sees them as text, with no editor', async () => {
    renderBag({ token: null, storage: memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER)]) }) });
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    expect(within(np).getAllByRole('spinbutton')).toEqual([within(np).getByLabelText('Insertions')]);
    expect(within(np).getByText('Edition Mumbai · Area 100')).toBeInTheDocument();
    expect(within(np).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(np).queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
  });
});
