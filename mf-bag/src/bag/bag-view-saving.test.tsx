import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import { memoryStorage } from '../test/fixtures';
import { checkoutScripts } from 'shared-ui/runtime';
import { createFakeApi } from '../test/fake-bag-api';
import { resetBagStores } from './state/use-bag';
import { line, renderBag } from './bag-view.fixtures';

beforeEach(() => resetBagStores());

/**
 * The bag with Insertions of its front-page line set to `value` (Enter), that write failing
 * with `status` and `body`; answers the fake API, the bus and the line.
 */
async function editThatFails(value: string, status: number, body?: unknown) {
  const { api, bus } = renderBag();
  const np = await screen.findByRole('listitem', { name: /Front page/ });
  api.failNext('PATCH /bag/pricingUnit', status, body);
  fireEvent.change(within(np).getByLabelText('Insertions'), { target: { value } });
  fireEvent.keyDown(within(np).getByLabelText('Insertions'), { key: 'Enter' });
  return { api, bus, np };
}

describe('BagView, signed in, writes and saving', () => {
  it("SPEC.md 8: a refused write shows 'Server Error!' with the server's detail, and the bag is read back", async () => {
    const { api, bus } = renderBag();
    const np = await screen.findByRole('listitem', { name: /Front page/ });
    api.failNext('PATCH /bag/resetMop', 400, { error: 'bad_request', message: 'No such line' });
    fireEvent.click(within(np).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'snackbar/shown', message: 'Server Error! No such line', tone: 'error' }));
    await waitFor(() => expect(api.requests.filter((r) => r.url === '/bag' && r.method === 'GET')).toHaveLength(2));
  });

  it('a write that gets no answer in time keeps what was typed, says why, and Retry saves it', async () => {
    const { api, bus, np } = await editThatFails('3', 0);
    const problem = await screen.findByText(/Your last change is not saved yet: Server Error! The server took too long to answer/);
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
    await editThatFails('5', 503, { error: 'unavailable', message: 'Down for maintenance' });
    expect(await screen.findByText(/not saved yet: Server Error! Down for maintenance/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(within(line(/Front page/)).getByLabelText('Insertions')).toHaveValue(1));
    expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
  });

  it('saving with held edits sends them first; when they still cannot be saved, nothing is saved and they stay', async () => {
    const { api, bus, np } = await editThatFails('2', 0);
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

  it("SPEC.md 8: saves the selected lines as a campaign: a black 'Campaign Saved!' snackbar and on to /dashboard/{id}", async () => {
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

  it("SPEC.md 8: a failed save shows the server message in red, else 'Failed to save the campaign', and clears the saving flag", async () => {
    const { api, bus } = renderBag();
    await screen.findAllByTestId('bag-line');
    api.failNext('POST /campaigns/bag', 400, { error: 'bad_request', message: 'Campaign is closed' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'snackbar/shown', message: 'Campaign is closed', tone: 'error' }));
    expect(screen.getByRole('button', { name: 'Save as campaign' })).toBeEnabled();
    api.failNext('POST /campaigns/bag', 502, 'Bad gateway');
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'snackbar/shown', message: 'Failed to save the campaign', tone: 'error' }));
    expect(screen.getByRole('button', { name: 'Save as campaign' })).toBeEnabled();
  });

  it("SPEC.md 8: the bag that cannot be read says 'Server Error!' with Retry", async () => {
    const api = createFakeApi();
    api.failNext('GET /bag', 500, {});
    renderBag({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bag could not be loaded. Server Error! Retry');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('bag-line')).toHaveLength(2);
  });
});

describe('BagView, a verified phone first (SPEC.md section 6)', () => {
  /** The bag on the site's session, its lines shown, of a user with a verified phone or, `withoutPhone`, none. */
  async function renderOnSite({ withoutPhone = false } = {}) {
    const api = createFakeApi();
    if (withoutPhone) api.user = { ...api.user, phone: null };
    const { bus } = renderBag({ api, siteSession: true, storage: memoryStorage({ [AUTH_TOKEN_KEY]: 'token-1' }) });
    await screen.findAllByTestId('bag-line');
    return { api, bus };
  }

  it('a user without a phone is asked for one before saving; closing the modal abandons the save with a message', async () => {
    const { api, bus } = await renderOnSite({ withoutPhone: true });
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
    const { api, bus } = await renderOnSite({ withoutPhone: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save as campaign' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/phone-verification-requested' }));
    act(() => bus.publish({ type: 'auth/phone-verified', user: { ...api.user, phone: '+919876543210' } }));
    await waitFor(() => expect(api.savedCampaigns).toHaveLength(1));
  });

  it('a quote request needs one too; a user who has a phone is not asked', async () => {
    const { api: noPhone, bus } = await renderOnSite({ withoutPhone: true });
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Request a quote' })).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/phone-verification-requested' }));
    act(() => bus.publish({ type: 'auth/phone-verification-cancelled' }));
    await waitFor(() => expect(bus.published).toContainEqual({
      type: 'snackbar/shown', tone: 'error', message: 'A verified phone number is needed to request a quote, so nothing was sent.',
    }));
    expect(noPhone.savedCampaigns).toEqual([]);
  });

  it('a user with a verified phone saves at once', async () => {
    const { api, bus } = await renderOnSite();
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

  describe('SPEC.md 7.14: pay now by card at the save', () => {
    /** A stand-in for the gateway's checkout.js: "loading" it defines window.Razorpay, which pays or is closed, as told. */
    function standInCheckout(outcome: 'pay' | 'close') {
      const opened: { order_id: string; amount: number; key: string }[] = [];
      jest.spyOn(checkoutScripts, 'load').mockImplementation(async () => {
        (window as unknown as { Razorpay: unknown }).Razorpay = class {
          constructor(private readonly options: { order_id: string; amount: number; key: string; handler(r: object): void; modal: { ondismiss(): void } }) {}
          on() { /* no failed attempts */ }
          open() {
            opened.push({ order_id: this.options.order_id, amount: this.options.amount, key: this.options.key });
            if (outcome === 'pay') this.options.handler({ razorpay_order_id: this.options.order_id, razorpay_payment_id: 'pay_FakeBagPaid01', razorpay_signature: 'a'.repeat(64) });
            else this.options.modal.ondismiss();
          }
        };
      });
      return opened;
    }
    afterEach(() => jest.restoreAllMocks());

    it('SPEC.md 7.14: where the site takes cards, "Pay now by card" pays the server\'s order at the checkout and sends its transactionId with the save', async () => {
      const api = createFakeApi();
      api.cardGateway = 'test';
      const opened = standInCheckout('pay');
      renderBag({ api });
      await screen.findAllByTestId('bag-line');
      fireEvent.click(await screen.findByRole('button', { name: 'Pay now by card' }));
      await waitFor(() => expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard/campaign-1'));
      const order = api.requests.find((r) => r.url === '/bag/payments/order')!;
      expect(order.body).toEqual({ selectedMOs: ['line-np-1-1', 'line-rd-1-2'] });
      expect(opened).toEqual([{ order_id: 'order_FakeBag00001', amount: 1038400, key: 'rzp_test_fake' }]);
      const saved = api.requests.find((r) => r.url === '/campaigns/bag')!;
      expect(saved.body).toEqual({
        selectedMOs: ['line-np-1-1', 'line-rd-1-2'], transactionId: 'pay_FakeBagPaid01', orderId: 'order_FakeBag00001', signature: 'a'.repeat(64),
      });
    });

    it('SPEC.md 7.14: a checkout closed without paying saves nothing', async () => {
      const api = createFakeApi();
      api.cardGateway = 'test';
      standInCheckout('close');
      const { bus } = renderBag({ api });
      await screen.findAllByTestId('bag-line');
      fireEvent.click(await screen.findByRole('button', { name: 'Pay now by card' }));
      await waitFor(() => expect(bus.published).toContainEqual({ type: 'snackbar/shown', tone: 'info', message: 'Card payment cancelled. Nothing was charged and nothing was saved.' }));
      expect(api.savedCampaigns).toEqual([]);
      expect(screen.getByRole('button', { name: 'Pay now by card' })).toBeEnabled();
    });

    it('SPEC.md 7.14: no "Pay now by card" where the site takes no cards', async () => {
      const { api } = renderBag();
      await screen.findAllByTestId('bag-line');
      await waitFor(() => expect(api.requests.some((r) => r.url === '/payments/config')).toBe(true));
      expect(screen.queryByRole('button', { name: 'Pay now by card' })).toBeNull();
    });
  });
});
