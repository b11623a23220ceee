import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignDetail } from '../../test/fixtures';
import { ok } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';
import { checkoutScripts, RAZORPAY_CHECKOUT_URL } from 'shared-ui/runtime';
import { CARD_CANCELLED, CARD_UNAVAILABLE } from './payment-messages';

/** Card payments of the Payments tab: the gateway's order, its checkout, and what the server is told. */

type CheckoutOptions = {
  key: string; order_id: string; amount: number; currency: string; description: string;
  handler(response: Record<string, string>): void; modal: { ondismiss(): void };
};

/**
 * A stand-in for the gateway's checkout.js: "loading" it defines window.Razorpay, whose
 * checkout pays (handing back `pay`), fails an attempt, and/or is closed, as told.
 */
function fakeGateway(plan: { pay?: Record<string, string>; fail?: string; dismiss?: boolean }) {
  const loaded: string[] = [];
  const opened: CheckoutOptions[] = [];
  class FakeCheckout {
    private failed: ((f: { error: { description: string } }) => void)[] = [];
    constructor(private readonly options: CheckoutOptions) {}
    on(_event: string, listener: (f: { error: { description: string } }) => void) {
      this.failed.push(listener);
    }
    open() {
      opened.push(this.options);
      setTimeout(() => {
        if (plan.fail) this.failed.forEach((l) => l({ error: { description: plan.fail! } }));
        if (plan.pay) this.options.handler(plan.pay);
        else if (plan.dismiss) this.options.modal.ondismiss();
      }, 0);
    }
  }
  return {
    loaded,
    opened,
    loadScript: async (url: string) => {
      loaded.push(url);
      (window as unknown as { Razorpay?: unknown }).Razorpay = FakeCheckout;
    },
  };
}

afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

// Stored before verification existed: no state, so it counts as verified.
const paid = { _id: 'pay-1', amount: 50000, mode: 'upi', reference: '123456789012', createdAt: '2025-03-06T10:00:00.000Z' };
const approved = () => campaignDetail({ status: 'Approved', totalPrice: 250000, payments: [paid] });

const form = () => screen.getByRole('form', { name: 'Add a payment' });
const amountField = () => within(form()).getByLabelText('Amount (₹)');
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: /Record payment|Pay by card/ }));
const headerStatus = () => screen.getByText('Status:').parentElement;
/** Card, once the server has said it takes cards. */
async function chooseCard() {
  await waitFor(() => expect(within(form()).getByRole('option', { name: 'Card' })).toBeEnabled());
  fireEvent.change(within(form()).getByLabelText('Mode'), { target: { value: 'card' } });
}

/** What the fake server answers, besides the campaign. */
type Routes = NonNullable<Parameters<typeof renderCampaign>[0]>['routes'];

/** The Payments tab of an approved campaign; `gateway` loads the checkout.js, `routes` answers for the server. */
function renderPayments(gateway: ReturnType<typeof fakeGateway>, routes: Routes) {
  jest.spyOn(checkoutScripts, 'load').mockImplementation(gateway.loadScript);
  return renderCampaign({ campaign: approved(), tab: 'payments', routes });
}

/** The built-in test gateway, taking cards, and its order for ₹1000. */
const testGatewayOrder: Routes = (r) => {
  if (r.path === '/payments/config') return ok({ cardPayments: true, gateway: 'test', testMode: true });
  if (r.path.endsWith('/order')) return ok({ orderId: 'order_abc', amount: 1000, currency: 'INR', keyId: 'rzp_test_x' });
  return undefined;
};

/** Chooses card, asks for ₹1000 and submits. */
async function payThousandByCard() {
  await chooseCard();
  fireEvent.change(amountField(), { target: { value: '1000' } });
  submit();
}

describe('Payments by card', () => {
  it('pays by card through the gateway\'s checkout: order, checkout with the order and key id, its proof to the server; paid in full, the form gives way', async () => {
    const gateway = fakeGateway({ pay: { razorpay_payment_id: 'pay_12345678', razorpay_order_id: 'order_abc', razorpay_signature: 'sig' } });
    const { writes, bus } = await renderPayments(gateway, (r) => {
      if (r.path === '/payments/config') return ok({ cardPayments: true, gateway: 'test', testMode: true });
      if (r.method !== 'POST') return undefined;
      if (r.path === '/campaigns/c-diwali/payments/order') return ok({ orderId: 'order_abc', amount: 200000, amountInPaise: 20000000, currency: 'INR', keyId: 'rzp_test_x', testMode: true });
      return ok({
        payments: [paid, { _id: 'pay-c', amount: 200000, mode: 'card', reference: 'pay_12345678', createdAt: '2025-03-07T00:00:00.000Z', state: 'verified' }],
        status: 'Paid',
      });
    });
    await chooseCard();
    expect(within(form()).queryByLabelText('Reference')).not.toBeInTheDocument();
    expect(form()).toHaveTextContent('Test mode: nothing is charged.');
    fireEvent.change(amountField(), { target: { value: '2,00,000' } });
    submit();
    await waitFor(() => expect(writes()).toHaveLength(2));
    // The built-in test gateway's checkout.js, served by the campaign service; opened with the order.
    expect(gateway.loaded).toEqual(['/campaign-api/test-gateway/checkout.js']);
    expect(gateway.opened[0]).toMatchObject({ key: 'rzp_test_x', order_id: 'order_abc', amount: 20000000, currency: 'INR', description: 'Payment for Diwali print push' });
    expect(writes().map((w) => [w.path, w.body])).toEqual([
      ['/campaigns/c-diwali/payments/order', { amount: 200000 }],
      ['/campaigns/c-diwali/payments', { mode: 'card', orderId: 'order_abc', paymentId: 'pay_12345678', signature: 'sig' }],
    ]);
    expect(await screen.findByText('pay_12345678')).toBeInTheDocument();
    expect(headerStatus()).toHaveTextContent('Paid');
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Payment recorded. The campaign is now Paid.' }]);
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
    expect(screen.getByText('This campaign is paid in full.')).toBeInTheDocument();
  });

  it('with Razorpay, loads Razorpay\'s checkout.js and nothing of the test gateway', async () => {
    const gateway = fakeGateway({ pay: { razorpay_payment_id: 'pay_RzpPayment001', razorpay_order_id: 'order_Rzp', razorpay_signature: 'f'.repeat(64) } });
    const { writes } = await renderPayments(gateway, (r) => {
      if (r.path === '/payments/config') return ok({ cardPayments: true, gateway: 'razorpay', testMode: false });
      if (r.path.endsWith('/order')) return ok({ orderId: 'order_Rzp', amount: 1000, amountInPaise: 100000, currency: 'INR', keyId: 'rzp_live_key', testMode: false });
      if (r.method === 'POST') return ok({ payments: [paid], status: 'Payment Pending' });
      return undefined;
    });
    await chooseCard();
    expect(form()).not.toHaveTextContent('Test mode');
    fireEvent.change(amountField(), { target: { value: '1000' } });
    submit();
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(gateway.loaded).toEqual([RAZORPAY_CHECKOUT_URL]);
    expect(gateway.opened[0]).toMatchObject({ key: 'rzp_live_key', order_id: 'order_Rzp', amount: 100000 });
    expect(writes()[1]!.body).toEqual({ mode: 'card', orderId: 'order_Rzp', paymentId: 'pay_RzpPayment001', signature: 'f'.repeat(64) });
  });

  it('a checkout closed without paying records nothing and says nothing was charged', async () => {
    const gateway = fakeGateway({ dismiss: true });
    const { writes } = await renderPayments(gateway, testGatewayOrder);
    await payThousandByCard();
    expect(await within(screen.getByRole('tabpanel')).findByText(CARD_CANCELLED)).toBeInTheDocument();
    expect(writes().map((w) => w.path)).toEqual(['/campaigns/c-diwali/payments/order']);
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a declined card, then the checkout closed: the reason shows and nothing is recorded', async () => {
    const gateway = fakeGateway({ fail: 'The bank declined the test card', dismiss: true });
    const { writes } = await renderPayments(gateway, testGatewayOrder);
    await payThousandByCard();
    expect(await within(form()).findByRole('alert')).toHaveTextContent('The payment failed: The bank declined the test card.');
    expect(writes()).toHaveLength(1);
  });

  it('shows card payments as unavailable when the server says so, and never asks for an order', async () => {
    const gateway = fakeGateway({});
    const { writes } = await renderPayments(gateway, (r) => (r.path === '/payments/config' ? ok({ cardPayments: false, gateway: 'none', testMode: false }) : undefined));
    const card = await within(form()).findByRole('option', { name: 'Card (not available on this site)' });
    expect(card).toBeDisabled();
    expect(form()).toHaveTextContent(CARD_UNAVAILABLE);
    expect(writes()).toEqual([]);
    expect(gateway.loaded).toEqual([]);
  });
});
