import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY, parseLocalBag, toLocalBagItem, type CampaignTarget } from 'shared-domain';
import { BagConfigProvider } from '../config/bag-config';
import { createTestBus, memoryStorage } from '../test/fixtures';
import { NEWSPAPER, RADIO, catalogOption, createFakeApi, type FakeApi } from '../test/fake-bag-api';
import { resetBagStores } from './state/use-bag';
import { BagView } from './bag-view';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

function renderBag({
  api = createFakeApi(), token = 'token-1' as string | null, storage = memoryStorage(), bus = createTestBus(),
  campaign = undefined as CampaignTarget | null | undefined, onLeaveCampaign = undefined as (() => void) | undefined,
  /** Follow the site's session (the stored token) instead of an embedder's token. */
  siteSession = false,
} = {}) {
  render(
    <MemoryRouter initialEntries={['/bag']}>
      <BagConfigProvider value={{ storage, bus, adapter: api.adapter, ...(siteSession ? {} : { token }) }}>
        <Routes>
          <Route path="/bag" element={<BagView campaign={campaign} onLeaveCampaign={onLeaveCampaign} />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </BagConfigProvider>
    </MemoryRouter>,
  );
  return { api, bus, storage };
}

const line = (name: RegExp) => screen.getByRole('listitem', { name });
const total = () => screen.getByTestId('bag-total').textContent;
const settle = (api: FakeApi) => waitFor(() => expect(api.requests.length).toBeGreaterThan(0));

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

  it("a refused write shows 'Server Error!' and the bag is read back", async () => {
    const { api, bus } = renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    api.failNext('PATCH /bag/resetMop', 400, { error: 'bad_request', message: 'No such line' });
    fireEvent.click(within(np).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'snackbar/shown', message: 'Server Error!', tone: 'error' }));
    await waitFor(() => expect(api.requests.filter((r) => r.url === '/bag' && r.method === 'GET')).toHaveLength(2));
  });

  it('a write that gets no answer in time keeps what was typed, says why, and Retry saves it', async () => {
    const { api, bus } = renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    api.failNext('PATCH /bag/pricingUnit', 0);
    fireEvent.change(within(np).getByLabelText('Insertions'), { target: { value: '3' } });
    fireEvent.keyDown(within(np).getByLabelText('Insertions'), { key: 'Enter' });
    const problem = await screen.findByText(/Your last change is not saved yet: The server took too long to answer/);
    expect(problem.closest('[role="alert"]')).not.toBeNull();
    // Nothing typed is lost: the value and the totals stay, and "Saving changes…" is gone.
    expect(within(np).getByLabelText('Insertions')).toHaveValue(3);
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹2,832');
    expect(screen.queryByText('Saving changes…')).not.toBeInTheDocument();
    expect(bus.published.filter((e) => e.type === 'snackbar/shown')).toEqual([]);
    expect(api.doc.lines[0]!.pricingUnits[0]!.value).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.doc.lines[0]!.pricingUnits[0]!.value).toBe(3));
    await waitFor(() => expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument());
    expect(within(np).getByLabelText('Insertions')).toHaveValue(3);
  });

  it('edits held after a server error can be discarded: the bag is read back', async () => {
    const { api } = renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    api.failNext('PATCH /bag/pricingUnit', 503, { error: 'unavailable', message: 'Down for maintenance' });
    fireEvent.change(within(np).getByLabelText('Insertions'), { target: { value: '5' } });
    fireEvent.keyDown(within(np).getByLabelText('Insertions'), { key: 'Enter' });
    expect(await screen.findByText(/not saved yet: Down for maintenance/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(within(line(/Front page/)).getByLabelText('Insertions')).toHaveValue(1));
    expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
  });

  it('saving with held edits sends them first; when they still cannot be saved, nothing is saved and they stay', async () => {
    const { api, bus } = renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    api.failNext('PATCH /bag/pricingUnit', 0);
    fireEvent.change(within(np).getByLabelText('Insertions'), { target: { value: '2' } });
    fireEvent.keyDown(within(np).getByLabelText('Insertions'), { key: 'Enter' });
    await screen.findByText(/not saved yet/);
    api.failNext('PATCH /bag/pricingUnit', 0);
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual(expect.objectContaining({
      type: 'snackbar/shown', tone: 'error', message: expect.stringMatching(/^Your latest changes to the bag are not saved yet, so nothing was sent/),
    })));
    expect(api.requests.some((r) => r.url === '/campaigns/bag')).toBe(false);
    expect(within(np).getByLabelText('Insertions')).toHaveValue(2);
    // The next try goes through: the edit first, then the save with it.
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(api.savedCampaigns).toHaveLength(1));
    const order = api.requests.filter((r) => r.method !== 'GET').map((r) => r.url);
    expect(order.slice(-2)).toEqual(['/bag/pricingUnit', '/campaigns/bag']);
  });

  it('a save that timed out is sent again with the same Idempotency-Key, so it cannot be saved twice', async () => {
    const { api, bus } = renderBag();
    await screen.findAllByTestId('bag-line');
    api.failNext('POST /campaigns/bag', 0);
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({
      type: 'snackbar/shown', tone: 'error', message: 'Failed to save the campaign. The server took too long to answer. Check your connection and try again.',
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(api.savedCampaigns).toHaveLength(1));
    const keys = api.requests.filter((r) => r.url === '/campaigns/bag').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('renames the bag and sets a bulk discount', async () => {
    const { api } = renderBag();
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('button', { name: 'Rename untitled-campaign' }));
    fireEvent.change(screen.getByLabelText('Bag name'), { target: { value: 'Diwali push' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('heading', { name: 'Diwali push' })).toBeInTheDocument();
    const bulk = screen.getByLabelText('Bulk discount %');
    fireEvent.change(bulk, { target: { value: '10' } });
    fireEvent.keyDown(bulk, { key: 'Enter' });
    // 10% of 8,800 = 880 off: 7,920 + 1,425.60 GST.
    expect(screen.getByTestId('bag-subtotal')).toHaveTextContent('₹7,920');
    await waitFor(() => expect(api.doc).toMatchObject({ name: 'Diwali push', discountOnTotal: '10%' }));
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

  it("saves the selected lines as a campaign: 'Campaign Saved!' and on to /dashboard/{id}", async () => {
    const { api, bus } = renderBag();
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('checkbox', { name: /Select Media rd-1/ }));
    api.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await waitFor(() => expect(api.requests.some((r) => r.url === '/campaigns/bag')).toBe(true));
    act(() => api.release());
    await waitFor(() => expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard/campaign-1'));
    expect(api.savedCampaigns).toEqual([['line-np-1-1']]);
    const post = api.requests.find((r) => r.url === '/campaigns/bag')!;
    expect(post.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(bus.published).toContainEqual({ type: 'snackbar/shown', message: 'Campaign Saved!', tone: 'info' });
  });

  it('"Request a quote" first says what will be asked; Cancel sends nothing', async () => {
    const { api } = renderBag();
    await screen.findAllByTestId('bag-line');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2099-12-05' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2099-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    const options = within(dialog).getByRole('list', { name: 'Options in the request' });
    expect(within(options).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Media np-1 – Front page · ₹944', 'Media rd-1 – Morning drive spots · ₹9,440',
    ]);
    expect(within(dialog).getByLabelText('Request details')).toHaveTextContent('Campaign dates5 Dec 2099 – 31 Dec 2099');
    expect(within(dialog).getByLabelText('Request details')).toHaveTextContent('Total today₹10,384 incl. GST');
    expect(dialog).toHaveTextContent('Our team will check rates and availability and send you a plan with a quote.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requests.some((r) => r.url === '/campaigns/bag')).toBe(false);
  });

  it('"Send request" asks for the selected lines with lookingForRates=true and confirms what was sent', async () => {
    const { api, bus } = renderBag();
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('checkbox', { name: /Select Media rd-1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Request details')).toHaveTextContent('Campaign datesNot set: our team will suggest them');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.requests.find((r) => r.url === '/campaigns/bag')?.params).toEqual({ lookingForRates: 'true' }));
    expect(api.savedCampaigns).toEqual([['line-np-1-1']]);
    await waitFor(() => expect(bus.published).toContainEqual({
      type: 'snackbar/shown', tone: 'info', message: 'Quote requested for 1 media option. Our team will send you a plan and quote.',
    }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard/campaign-1'));
  });

  it('a failed save shows the server message in red and clears the saving flag', async () => {
    const { api, bus } = renderBag();
    await screen.findAllByTestId('bag-line');
    api.failNext('POST /campaigns/bag', 400, { error: 'bad_request', message: 'Campaign is closed' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'snackbar/shown', message: 'Campaign is closed', tone: 'error' }));
    expect(screen.getByRole('button', { name: 'Save as campaign' })).toBeEnabled();
    api.failNext('POST /campaigns/bag', 502, 'Bad gateway');
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'snackbar/shown', message: 'Failed to save the campaign', tone: 'error' }));
  });
});

describe('BagView, a verified phone first (SPEC.md section 6)', () => {
  const siteSession = () => memoryStorage({ [AUTH_TOKEN_KEY]: 'token-1' });

  it('a user without a phone is asked for one before saving; closing the modal abandons the save with a message', async () => {
    const api = createFakeApi();
    api.user = { ...api.user, phone: null };
    const { bus } = renderBag({ api, siteSession: true, storage: siteSession() });
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/phone-verification-requested' }));
    expect(api.requests.some((r) => r.url === '/campaigns/bag')).toBe(false);
    act(() => bus.publish({ type: 'auth/phone-verification-cancelled' }));
    await waitFor(() => expect(bus.published).toContainEqual({
      type: 'snackbar/shown', tone: 'error', message: 'A verified phone number is needed to save a campaign, so nothing was saved.',
    }));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requests.some((r) => r.url === '/campaigns/bag')).toBe(false);
    expect(screen.getByRole('button', { name: 'Save as campaign' })).toBeEnabled();
  });

  it('once the phone is verified the save goes on', async () => {
    const api = createFakeApi();
    api.user = { ...api.user, phone: null };
    const { bus } = renderBag({ api, siteSession: true, storage: siteSession() });
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/phone-verification-requested' }));
    act(() => bus.publish({ type: 'auth/phone-verified', user: { ...api.user, phone: '+919876543210' } }));
    await waitFor(() => expect(api.savedCampaigns).toHaveLength(1));
  });

  it('a quote request needs one too; a user who has a phone is not asked', async () => {
    const noPhone = createFakeApi();
    noPhone.user = { ...noPhone.user, phone: null };
    const first = renderBag({ api: noPhone, siteSession: true, storage: siteSession() });
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Request a quote' })).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(first.bus.published).toContainEqual({ type: 'auth/phone-verification-requested' }));
    act(() => first.bus.publish({ type: 'auth/phone-verification-cancelled' }));
    await waitFor(() => expect(first.bus.published).toContainEqual({
      type: 'snackbar/shown', tone: 'error', message: 'A verified phone number is needed to request a quote, so nothing was sent.',
    }));
    expect(noPhone.savedCampaigns).toEqual([]);
  });

  it('a user with a verified phone saves at once', async () => {
    const api = createFakeApi();
    const { bus } = renderBag({ api, siteSession: true, storage: siteSession() });
    await screen.findAllByTestId('bag-line');
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(api.savedCampaigns).toHaveLength(1));
    expect(bus.published).not.toContainEqual({ type: 'auth/phone-verification-requested' });
  });
});

describe('BagView, adding to an existing campaign', () => {
  it('says which campaign it adds to, saves into it and shows it on the dashboard', async () => {
    const api = createFakeApi();
    api.campaigns = { 'c-9': 'Diwali push' };
    renderBag({ api, campaign: { campaignId: 'c-9', stay: true } });
    await screen.findAllByTestId('bag-line');
    expect(await screen.findByRole('note', { name: 'Adding to a campaign' })).toHaveTextContent('Adding to your campaign Diwali push.');
    fireEvent.click(screen.getByRole('button', { name: 'Add to campaign' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard/campaign-1'));
    expect(api.requests.find((r) => r.url === '/campaigns/bag')?.params).toEqual({ campaignId: 'c-9' });
  });

  it('says so even when the bag is empty, and the user may save a new campaign instead', async () => {
    const api = createFakeApi();
    api.campaigns = { 'c-9': 'Diwali push' };
    const onLeaveCampaign = jest.fn();
    renderBag({ api, campaign: { campaignId: 'c-9', stay: true }, onLeaveCampaign });
    await screen.findAllByTestId('bag-line');
    fireEvent.click(await screen.findByRole('button', { name: 'Save as a new campaign instead' }));
    expect(onLeaveCampaign).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('note', { name: 'Adding to a campaign' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(api.savedCampaigns).toHaveLength(1));
    expect(api.requests.find((r) => r.url === '/campaigns/bag')?.params).toEqual({});
  });

  it('an empty bag opened for a campaign says what to do', async () => {
    const api = createFakeApi({ lines: [] });
    api.campaigns = { 'c-9': 'Diwali push' };
    renderBag({ api, campaign: { campaignId: 'c-9', stay: true } });
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Adding to a campaign' })).toHaveTextContent('Diwali push');
  });
});

describe('BagView, guest', () => {
  const guestStorage = () => memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER), toLocalBagItem(RADIO)]) });

  it('prices the local bag in the browser from the catalog option data, read-only', async () => {
    const { api } = renderBag({ token: null, storage: guestStorage() });
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    expect(api.requests[0]).toMatchObject({ method: 'GET', url: '/catalog/options', params: { ids: 'np-1,rd-1' } });
    expect(within(np).getByTestId('line-total')).toHaveTextContent('₹944');
    expect(within(np).getByText('Insertions 1 · Edition Mumbai · Area 100')).toBeInTheDocument();
    expect(within(np).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk edit' })).not.toBeInTheDocument();
    expect(total()).toBe('₹10,384');
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
    await waitFor(() => expect(parseLocalBag(storage.getItem(LOCAL_BAG_KEY)).map((i) => i._id)).toEqual(['rd-1', 'np-1']));
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
