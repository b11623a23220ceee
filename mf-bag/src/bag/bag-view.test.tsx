import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY, parseLocalBag, toLocalBagItem } from 'shared-domain';
import { memoryStorage } from '../test/fixtures';
import { NEWSPAPER, RADIO, catalogOption, createFakeApi } from '../test/fake-bag-api';
import { resetBagStores } from './state/use-bag';
import { line, renderBag, settle, total } from './bag-view.fixtures';

beforeEach(() => resetBagStores());

describe('BagView, signed in', () => {
  it('shows each line with its media, category, units, card rate struck and offer rate, GST and totals', async () => {
    renderBag();
    const np = await screen.findByRole('listitem', { name: /Media np-1 – Front page/ });
    expect(within(np).getByRole('link', { name: 'Media np-1' })).toHaveAttribute('href', '/newspaper/media-np-1');
    expect(within(np).getByText(/newspaper · Mumbai/)).toBeInTheDocument();
    expect(within(np).getByLabelText('Insertions')).toHaveValue(1);
    expect(within(np).getByLabelText('Edition')).toHaveValue('Mumbai');
    expect(within(np).getByLabelText('Area')).toHaveValue(100);
    // 8 × Area 100 × 1 insertion = 800; GST 18% = 144.
    expect(within(np).getByLabelText('Card rate ₹10').tagName).toBe('S');
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹944');
    expect(within(np).getByText('GST 18%')).toBeInTheDocument();
    // Radio: 10 spots × 400 = 4000, lifted to its minimum billing 8000; + 1440 GST.
    const radio = line(/Morning drive spots/);
    expect(within(radio).getByTestId('line-total')).toHaveTextContent('₹9,440');
    expect(total()).toBe('₹10,384');
  });

  it('number inputs respect min: a value below it is refused in place and nothing is sent', async () => {
    const { api } = renderBag();
    const radio = await screen.findByRole('listitem', { name: /Morning drive spots/ });
    const spots = within(radio).getByLabelText('Spots');
    expect(spots).toHaveAttribute('min', '10');
    const before = api.requests.length;
    fireEvent.change(spots, { target: { value: '5' } });
    fireEvent.keyDown(spots, { key: 'Enter' });
    expect(within(radio).getByRole('alert')).toHaveTextContent('Spots must be at least 10');
    expect(api.requests.length).toBe(before);
    expect(total()).toBe('₹10,384');
  });

  it('changing a unit updates the totals at once and sends PATCH /bag/pricingUnit', async () => {
    const { api } = renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    api.hold();
    fireEvent.change(within(np).getByLabelText('Insertions'), { target: { value: '3' } });
    fireEvent.keyDown(within(np).getByLabelText('Insertions'), { key: 'Enter' });
    // Priced in the browser before the server answers: 8 × 100 × 3 = 2400 + 432 GST.
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹2,832');
    await waitFor(() => expect(api.requests.at(-1)).toMatchObject({ method: 'PATCH', url: '/bag/pricingUnit', body: { type: 'pricingUnits', pricingUnitIdx: 0, val: 3, bagId: 'bag-1' } }));
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹2,832');
    act(() => api.release());
    await waitFor(() => expect(screen.queryByText('Saving changes…')).not.toBeInTheDocument());
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹2,832');
  });

  it('a select offers only the enabled values and changing it re-prices the line', async () => {
    renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    const edition = within(np).getByLabelText('Edition');
    expect(within(edition).getAllByRole('option').map((o) => o.textContent)).toEqual(['Mumbai', 'Delhi']);
    fireEvent.change(edition, { target: { value: 'Delhi' } });
    // Delhi +10%: 8.8 → 9 × 100 = 900 + 162 GST.
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹1,062');
  });

  it('select all, select one and the indeterminate state; totals follow the selection', async () => {
    renderBag();
    await screen.findAllByTestId('bag-line');
    const all = screen.getByRole('checkbox', { name: 'Select all (2)' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Select Media rd-1/ }));
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('heading', { name: 'Total for 1 of 2 selected' })).toBeInTheDocument();
    expect(total()).toBe('₹944');
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(all.checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  });

  it('bulk edits the distinct units in use, only where min allows', async () => {
    const { api } = renderBag();
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Bulk edit' });
    expect(within(dialog).getAllByRole('spinbutton').length + within(dialog).getAllByRole('combobox').length).toBe(4);
    fireEvent.change(within(dialog).getByLabelText('Area'), { target: { value: '40' } });
    fireEvent.change(within(dialog).getByLabelText('Insertions'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const np = line(/Front page/);
    expect(within(np).getByLabelText('Insertions')).toHaveValue(2);
    expect(within(np).getByLabelText('Area')).toHaveValue(100); // 40 is below its min 50
    await waitFor(() => expect(api.requests.some((r) => r.url === '/bag/bulkedit')).toBe(true));
  });

  it('clones, resets and deletes a line', async () => {
    const { api } = renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    fireEvent.change(within(np).getByLabelText('Insertions'), { target: { value: '4' } });
    fireEvent.keyDown(within(np).getByLabelText('Insertions'), { key: 'Enter' });
    fireEvent.click(within(np).getByRole('button', { name: /Clone Media np-1/ }));
    expect(screen.getAllByRole('listitem', { name: /Front page/ })).toHaveLength(2);
    await waitFor(() => expect(api.doc.lines).toHaveLength(3));
    fireEvent.click(within(screen.getAllByRole('listitem', { name: /Front page/ })[0]!).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(within(screen.getAllByRole('listitem', { name: /Front page/ })[0]!).getByLabelText('Insertions')).toHaveValue(1));
    expect(within(screen.getAllByRole('listitem', { name: /Front page/ })[1]!).getByLabelText('Insertions')).toHaveValue(4);
    fireEvent.click(within(line(/Morning drive/)).getByRole('button', { name: /Delete/ }));
    expect(screen.queryByRole('listitem', { name: /Morning drive/ })).not.toBeInTheDocument();
    await waitFor(() => expect(api.doc.lines.map((l) => l._mediaOption)).toEqual(['np-1', 'np-1']));
  });

  it('SPEC.md 7.9: copying a line\'s units to its copies sets all of each copy\'s units at once with PUT /bag/{id}/pricing-units', async () => {
    const { api } = renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    expect(within(np).queryByRole('button', { name: /Copy the units/ })).toBeNull();
    fireEvent.click(within(np).getByRole('button', { name: /Clone Media np-1/ }));
    await waitFor(() => expect(api.doc.lines).toHaveLength(3));
    const [first] = screen.getAllByRole('listitem', { name: /Front page/ });
    fireEvent.change(within(first!).getByLabelText('Insertions'), { target: { value: '3' } });
    fireEvent.keyDown(within(first!).getByLabelText('Insertions'), { key: 'Enter' });
    fireEvent.change(within(first!).getByLabelText('Area'), { target: { value: '120' } });
    fireEvent.keyDown(within(first!).getByLabelText('Area'), { key: 'Enter' });
    fireEvent.click(within(first!).getByRole('button', { name: 'Copy the units of Media np-1 – Front page to its copy' }));
    const copy = screen.getAllByRole('listitem', { name: /Front page/ })[1]!;
    expect(within(copy).getByLabelText('Insertions')).toHaveValue(3);
    expect(within(copy).getByLabelText('Area')).toHaveValue(120);
    await waitFor(() => expect(api.doc.lines[1]!.pricingUnits.map((u) => u.value)).toEqual(api.doc.lines[0]!.pricingUnits.map((u) => u.value)));
    const put = await waitFor(() => {
      const found = api.requests.find((r) => r.method === 'PUT' && r.url.endsWith('/pricing-units'));
      expect(found).toBeDefined();
      return found;
    });
    expect(put?.url).toBe(`/bag/${api.doc.lines[1]!._id}/pricing-units`);
    expect(put?.body).toEqual({ pricingUnits: expect.arrayContaining([{ name: 'Insertions', value: 3 }]), variablePricingUnits: expect.any(Array) });
    // Single-unit edits still use PATCH /bag/pricingUnit.
    expect(api.requests.filter((r) => r.url === '/bag/pricingUnit')).toHaveLength(2);
  });

  it('shows card total, offer total and the minimum-billing top-up apart, adding up to the subtotal', async () => {
    renderBag();
    const radio = await screen.findByRole('listitem', { name: /Morning drive spots/ });
    const figures = within(radio).getByLabelText('Price of this line');
    // 10 spots: card 10 × ₹500 = ₹5,000 (struck beside the offer, never beside the raised subtotal); offer 10 × ₹400 = ₹4,000;
    // the ₹8,000 minimum adds ₹4,000.
    expect(figures).toHaveTextContent('Units chargedSpots 1010');
    expect(figures).toHaveTextContent('Card total₹500 × 10₹5,000');
    expect(within(figures).getByLabelText('Card total ₹5,000').tagName).toBe('S');
    expect(figures).toHaveTextContent('Offer total₹400 × 10₹4,000');
    expect(within(radio).getByTestId('line-min-top-up')).toHaveTextContent('+₹4,000');
    expect(figures).toHaveTextContent('to the minimum of ₹8,000');
    expect(within(radio).getByTestId('line-subtotal')).toHaveTextContent('₹8,000');
    // The saving is never counted against a subtotal that minimum billing raised above the card total.
    expect(figures).not.toHaveTextContent('You save');

    const summary = screen.getByLabelText('Totals');
    expect(within(summary).getByTestId('bag-offer-total')).toHaveTextContent('₹4,800'); // ₹800 + ₹4,000
    expect(within(summary).getByTestId('bag-min-top-up')).toHaveTextContent('+₹4,000');
    expect(within(summary).getByTestId('bag-subtotal')).toHaveTextContent('₹8,800');
  });

  it('explains minimum billing in a modal: the units that set it, and offer total + top-up = the minimum', async () => {
    renderBag();
    const radio = await screen.findByRole('listitem', { name: /Morning drive spots/ });
    fireEvent.click(within(radio).getByRole('button', { name: 'Why?' }));
    const dialog = screen.getByRole('dialog', { name: 'Minimum billing applied' });
    expect(dialog).toHaveTextContent('billed at least ₹8,000 per booking');
    expect(dialog).toHaveTextContent('At ₹400 per insertion the minimum pays for about 20 units.');
    const sums = within(dialog).getByLabelText('How the subtotal is made up');
    expect(sums).toHaveTextContent('Your unitsSpots 1010');
    expect(sums).toHaveTextContent('Offer total₹400 × 10₹4,000');
    expect(sums).toHaveTextContent('Minimum-billing top-up+₹4,000');
    expect(sums).toHaveTextContent('Subtotal, the minimum billing₹8,000');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the standard size that sets a minimum billing', async () => {
    const display = catalogOption('np-display', {
      name: 'Display Ad – Main Edition',
      unitLabel: 'per sq cm per insertion',
      variablePricingUnits: [
        { name: 'Width (cm)', type: 'number', defaultValue: 8, min: 4 },
        { name: 'Height (cm)', type: 'number', defaultValue: 10, min: 5 },
      ],
      rates: { defaultRates: { cardRate: 3920, discountedRate: 2990, vendorRate: 2430, minimumBilling: 240000 } },
      minimumBilling: 240000,
      serviceTaxPercentage: 5,
    });
    const api = createFakeApi({ lines: [display], catalog: [display] });
    renderBag({ api });
    const card = await screen.findByRole('listitem', { name: /Display Ad – Main Edition/ });
    fireEvent.change(within(card).getByLabelText('Width (cm)'), { target: { value: '4' } });
    fireEvent.blur(within(card).getByLabelText('Width (cm)'));
    fireEvent.change(within(card).getByLabelText('Height (cm)'), { target: { value: '5' } });
    fireEvent.blur(within(card).getByLabelText('Height (cm)'));
    await waitFor(() => expect(within(card).getByTestId('line-min-top-up')).toHaveTextContent('+₹1,80,200'));
    const figures = within(card).getByLabelText('Price of this line');
    expect(figures).toHaveTextContent('Card total₹3,920 × 20₹78,400');
    expect(figures).toHaveTextContent('Offer total₹2,990 × 20₹59,800');
    expect(within(card).getByTestId('line-subtotal')).toHaveTextContent('₹2,40,000');
    expect(within(card).getByTestId('line-total')).toHaveTextContent('₹2,52,000');

    fireEvent.click(within(card).getByRole('button', { name: 'Why?' }));
    const dialog = screen.getByRole('dialog', { name: 'Minimum billing applied' });
    expect(dialog).toHaveTextContent(
      'The seller sets this minimum by its standard size, Width (cm) 8 × Height (cm) 10 (80 units), which at ₹2,990 per sq cm per insertion comes to ₹2,39,200.',
    );
    expect(within(dialog).getByLabelText('How the subtotal is made up')).toHaveTextContent(
      'Your unitsInsertions 1 × Width (cm) 4 × Height (cm) 5' + '20' + 'Offer total₹2,990 × 20₹59,800Minimum-billing top-up+₹1,80,200Subtotal, the minimum billing₹2,40,000',
    );
    expect(dialog).toHaveTextContent('Units up to the standard size (80) cost no more than you pay now.');
  });


  it('renames the bag and sets a bulk discount (staff)', async () => {
    const api = createFakeApi();
    api.user = { ...api.user, role: 'planner' };
    renderBag({ api });
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('button', { name: /^Rename .+ – [A-Z][a-z]+ \d{4}$/ }));
    fireEvent.change(screen.getByLabelText('Bag name'), { target: { value: 'Diwali push' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('heading', { name: 'Diwali push' })).toBeInTheDocument();
    const bulk = await screen.findByLabelText('Bulk discount %');
    fireEvent.change(bulk, { target: { value: '10' } });
    fireEvent.keyDown(bulk, { key: 'Enter' });
    // 10% of 8,800 = 880 off: 7,920 + 1,425.60 GST.
    expect(screen.getByTestId('bag-subtotal')).toHaveTextContent('₹7,920');
    await waitFor(() => expect(api.doc).toMatchObject({ name: 'Diwali push', discountOnTotal: '10%' }));
  });

  it('a buyer requests a rate, a discount and a bulk discount: shown as requested, totals unchanged', async () => {
    const { api } = renderBag();
    await screen.findAllByTestId('bag-line');
    const before = total();
    const [first] = screen.getAllByTestId('bag-line');
    const rate = within(first).getByLabelText('Request a rate ₹');
    fireEvent.change(rate, { target: { value: '100' } });
    fireEvent.keyDown(rate, { key: 'Enter' });
    expect(within(first).getByTestId('requested-rate')).toHaveTextContent('Requested ₹100 · awaits approval');
    expect(within(first).getByText(/Prices and totals stay as shown until they accept it/)).toBeInTheDocument();
    const discount = within(first).getByLabelText('Request a discount %');
    fireEvent.change(discount, { target: { value: '50' } });
    fireEvent.keyDown(discount, { key: 'Enter' });
    expect(within(first).getByTestId('requested-rate')).toHaveTextContent('Requested ₹100 and 50% discount · awaits approval');
    const bulk = screen.getByLabelText('Request a bulk discount %');
    fireEvent.change(bulk, { target: { value: '10' } });
    fireEvent.keyDown(bulk, { key: 'Enter' });
    expect(screen.getByTestId('requested-bulk-discount')).toHaveTextContent('Requested bulk discount 10% · awaits approval');
    expect(total()).toBe(before);
    expect(screen.queryByLabelText('Agency rate ₹')).not.toBeInTheDocument();
    await waitFor(() => expect(api.doc).toMatchObject({ requestedDiscountOnTotal: '10%', discountOnTotal: null }));
    expect(api.doc.lines[0]).toMatchObject({ requestedRate: 100, requestedDiscount: '50%' });
    expect(api.doc.lines[0].agencyRate).toBeUndefined();
    expect(total()).toBe(before);
  });

  it('a start date typed a segment at a time is kept while its year is incomplete, and the whole date is saved', async () => {
    const { api } = renderBag();
    await screen.findAllByTestId('bag-line');
    const start = screen.getByLabelText('Start date') as HTMLInputElement;
    const writes = () => api.requests.filter((r) => r.url === '/bag/update-info');
    // What a browser's date field reports as the year's digits go in: 2, 20, 202, 2099.
    for (const year of ['0002', '0020', '0209']) {
      fireEvent.change(start, { target: { value: `${year}-12-05` } });
      expect(start.value).toBe(`${year}-12-05`);
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.change(start, { target: { value: '2099-12-05' } });
    await waitFor(() => expect(api.doc.startDate).toBe('2099-12-05'));
    expect(writes().map((r) => r.body)).toEqual([{ startDate: '2099-12-05' }]);

    // A partly typed date (the field reports '' with badInput) does not clear the saved one.
    Object.defineProperty(start, 'validity', { value: { badInput: true }, configurable: true });
    fireEvent.change(start, { target: { value: '' } });
    expect(writes()).toHaveLength(1);
    Object.defineProperty(start, 'validity', { value: { badInput: false }, configurable: true });
    fireEvent.change(start, { target: { value: '2099-12-06' } });
    fireEvent.change(start, { target: { value: '' } }); // cleared on purpose
    await waitFor(() => expect(api.doc.startDate).toBeNull());
    expect(writes().map((r) => r.body)).toEqual([{ startDate: '2099-12-05' }, { startDate: '2099-12-06' }, { startDate: null }]);

    const end = screen.getByLabelText('End date') as HTMLInputElement;
    fireEvent.change(end, { target: { value: '2099-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(api.savedCampaigns).toHaveLength(1));
    expect(api.doc.endDate).toBe('2099-12-31');
    const order = api.requests.filter((r) => r.method !== 'GET').map((r) => r.url);
    expect(order.at(-1)).toBe('/campaigns/bag');
  });
});


describe('BagView, guest', () => {
  const guestStorage = () => memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER), toLocalBagItem(RADIO)]) });

  it('prices the local bag in the browser from the catalog option data; only the quantity is editable', async () => {
    const { api } = renderBag({ token: null, storage: guestStorage() });
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    expect(api.requests[0]).toMatchObject({ method: 'GET', url: '/catalog/options', params: { ids: 'np-1,rd-1' } });
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹944');
    expect(within(np).getByLabelText('Insertions')).toHaveValue(1);
    expect(within(np).getByText('Edition Mumbai · Area 100')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk edit' })).not.toBeInTheDocument();
    expect(total()).toBe('₹10,384');
  });

  it('prices a line with the units a plan chose for it', async () => {
    const storage = memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER, [{ name: 'Insertions', value: 3 }])]) });
    renderBag({ token: null, storage });
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    expect(within(np).getByLabelText('Insertions')).toHaveValue(3);
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹2,832');
  });

  it('removes a line from the local bag', async () => {
    const { storage, bus } = renderBag({ token: null, storage: guestStorage() });
    const radio = await screen.findByRole('listitem', { name: /Morning drive/ });
    fireEvent.click(within(radio).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(parseLocalBag(storage.getItem(LOCAL_BAG_KEY)).map((i) => i._id)).toEqual(['np-1']));
    expect(bus.published).toContainEqual({ type: 'bag/count-changed', count: 1 });
    expect(screen.getAllByTestId('bag-line')).toHaveLength(1);
  });

  it('removes one copy of an option held twice, not both', async () => {
    const storage = memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER), toLocalBagItem(RADIO), toLocalBagItem(NEWSPAPER)]) });
    renderBag({ token: null, storage });
    const copies = await screen.findAllByRole('listitem', { name: /Front page/ });
    expect(copies).toHaveLength(2);
    fireEvent.click(within(copies[1]!).getByRole('button', { name: /Delete/ }));
    // The named copy (the second), as copies may carry different units.
    await waitFor(() => expect(parseLocalBag(storage.getItem(LOCAL_BAG_KEY)).map((i) => i._id)).toEqual(['np-1', 'rd-1']));
    await waitFor(() => expect(screen.getAllByTestId('bag-line')).toHaveLength(2));
  });

  it('shows the limit with SIGN IN, and saving asks for login first', async () => {
    const { bus, api } = renderBag({ token: null, storage: guestStorage() });
    await screen.findAllByTestId('bag-line');
    expect(screen.getByText(/up to 5 items/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/login-requested' }));
    act(() => bus.publish({ type: 'auth/login-cancelled' }));
    await new Promise((r) => setTimeout(r, 10));
    expect(api.requests.some((r) => r.url === '/campaigns/bag')).toBe(false);
    expect(screen.getByRole('button', { name: 'Save as campaign' })).toBeEnabled();
  });

  it('a guest who signs in to save goes to the campaign, and the account\'s bag is read again without the saved lines', async () => {
    const api = createFakeApi();
    const storage = guestStorage();
    const { bus } = renderBag({ api, token: null, storage, siteSession: true });
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/login-requested' }));
    // The sign-in dialog stores the token, the session moves the guest bag into the account.
    act(() => {
      storage.setItem(AUTH_TOKEN_KEY, 'token-1');
      storage.removeItem(LOCAL_BAG_KEY);
      bus.publish({ type: 'auth/signed-in', user: api.user });
      bus.publish({ type: 'auth/login-completed', user: api.user });
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard/campaign-1'));
    expect(api.savedCampaigns).toHaveLength(1);
    expect(api.doc.lines).toEqual([]);
    // The bag the drawer and the page share is the account's, read after the save: empty.
    const saveAt = api.requests.findIndex((r) => r.url === '/campaigns/bag');
    await waitFor(() => expect(api.requests.slice(saveAt + 1).some((r) => r.method === 'GET' && r.url === '/bag')).toBe(true));
  });

  it('shows the empty state with a link to browse', async () => {
    renderBag({ token: null });
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', '/');
  });
});

it('reads a signed-in bag with GET /bag', async () => {
  const api = createFakeApi();
  renderBag({ api });
  await settle(api);
  expect(api.requests[0]).toMatchObject({ method: 'GET', url: '/bag' });
});
