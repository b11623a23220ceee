import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignDetail, SHARED_USER } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';
import { CARD_UNAVAILABLE } from './payments-section';

afterEach(() => window.localStorage.clear());

const paid = { _id: 'pay-1', amount: 50000, mode: 'upi', reference: '123456789012', createdAt: '2025-03-06T10:00:00.000Z' };
const approved = () => campaignDetail({ status: 'Approved', totalPrice: 250000, payments: [paid] });

const form = () => screen.getByRole('form', { name: 'Add a payment' });

describe('Payments', () => {
  it('lists payments with the amount paid and the balance due', async () => {
    await renderCampaign({ campaign: approved(), tab: 'payments' });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('6 Mar 2025');
    expect(row).toHaveTextContent('UPI');
    expect(row).toHaveTextContent('123456789012');
    expect(row).toHaveTextContent('₹50,000');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paid ₹50,000');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Balance due ₹2,00,000');
    expect(screen.getByLabelText('Campaign totals')).toHaveTextContent('Balance due₹2,00,000');
  });

  it('checks the amount and the reference before sending', async () => {
    const { writes } = await renderCampaign({ campaign: approved(), tab: 'payments' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Record payment' }));
    expect(within(form()).getByLabelText('Amount (₹)')).toHaveAccessibleDescription(/enter the amount paid/i);
    expect(within(form()).getByLabelText('Reference')).toHaveAccessibleDescription(/enter the payment reference/i);

    fireEvent.change(within(form()).getByLabelText('Amount (₹)'), { target: { value: '300000' } });
    fireEvent.change(within(form()).getByLabelText('Reference'), { target: { value: 'abc' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Record payment' }));
    expect(within(form()).getByLabelText('Amount (₹)')).toHaveAccessibleDescription(/more than the balance due/i);
    expect(within(form()).getByLabelText('Reference')).toHaveAccessibleDescription(/UTR number: 12 to 22 letters and digits/);

    fireEvent.change(within(form()).getByLabelText('Amount (₹)'), { target: { value: '10.555' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Record payment' }));
    expect(within(form()).getByLabelText('Amount (₹)')).toHaveAccessibleDescription(/at most two decimals/i);
    expect(writes()).toHaveLength(0);
  });

  it('records a bank transfer and shows the new list and status from the answer', async () => {
    const added = { _id: 'pay-2', amount: 200000, mode: 'bank', reference: 'HDFC0001234567', createdAt: '2025-03-07T10:00:00.000Z' };
    const { writes, bus } = await renderCampaign({
      campaign: approved(),
      tab: 'payments',
      routes: (r) => (r.method === 'POST' && r.path === '/campaigns/c-diwali/payments' ? ok({ payments: [paid, added], status: 'Paid' }) : undefined),
    });
    fireEvent.change(within(form()).getByLabelText('Amount (₹)'), { target: { value: '200000' } });
    fireEvent.change(within(form()).getByLabelText('Reference'), { target: { value: 'hdfc 0001-234567' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(writes()[0]!.body).toEqual({ amount: 200000, mode: 'bank', reference: 'HDFC0001234567' });
    expect(screen.getByText('Status:').parentElement).toHaveTextContent('Paid');
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Payment recorded. The campaign is now Paid.' }]);
    // Paid in full: the form gives way to a note.
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
    expect(screen.getByText(/paid in full/i)).toBeInTheDocument();
  });

  it('shows the server’s refusal (e.g. a reused reference)', async () => {
    const { bus } = await renderCampaign({
      campaign: approved(),
      tab: 'payments',
      routes: (r) => (r.method === 'POST' ? fail(409, 'This UPI reference was already recorded') : undefined),
    });
    fireEvent.change(within(form()).getByLabelText('Mode'), { target: { value: 'upi' } });
    fireEvent.change(within(form()).getByLabelText('Amount (₹)'), { target: { value: '1000' } });
    fireEvent.change(within(form()).getByLabelText('Reference'), { target: { value: '123456789012' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Record payment' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('This UPI reference was already recorded');
    expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'error', message: 'Could not record the payment: This UPI reference was already recorded' });
    expect(within(form()).getByLabelText('Reference')).toHaveValue('123456789012');
  });

  it('pays by card through the test gateway: order, test signature, then the payment', async () => {
    const { writes } = await renderCampaign({
      campaign: approved(),
      tab: 'payments',
      routes: (r) => {
        if (r.method !== 'POST') return undefined;
        if (r.path === '/campaigns/c-diwali/payments/order') return ok({ orderId: 'order_abc', amount: 1000, currency: 'INR', keyId: 'rzp_test_x', testMode: true });
        if (r.path === '/campaigns/c-diwali/payments/test-signature') return ok({ orderId: 'order_abc', paymentId: 'pay_12345678', signature: 'sig' });
        return ok({ payments: [paid, { amount: 1000, mode: 'card', reference: 'pay_12345678', createdAt: '2025-03-07T00:00:00.000Z' }], status: 'Payment Pending' });
      },
    });
    fireEvent.change(within(form()).getByLabelText('Mode'), { target: { value: 'card' } });
    expect(within(form()).queryByLabelText('Reference')).not.toBeInTheDocument();
    fireEvent.change(within(form()).getByLabelText('Amount (₹)'), { target: { value: '1000' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes().map((w) => [w.path, w.body])).toEqual([
      ['/campaigns/c-diwali/payments/order', { amount: 1000 }],
      ['/campaigns/c-diwali/payments/test-signature', { orderId: 'order_abc' }],
      ['/campaigns/c-diwali/payments', { mode: 'card', orderId: 'order_abc', paymentId: 'pay_12345678', signature: 'sig' }],
    ]);
    expect(await screen.findByText('pay_12345678')).toBeInTheDocument();
  });

  it('says card payments are unavailable when the server has no test checkout', async () => {
    await renderCampaign({
      campaign: approved(),
      tab: 'payments',
      routes: (r) => (r.path.endsWith('/order') ? ok({ orderId: 'order_abc', amount: 1000, currency: 'INR', keyId: 'rzp_live_x' }) : undefined),
    });
    fireEvent.change(within(form()).getByLabelText('Mode'), { target: { value: 'card' } });
    fireEvent.change(within(form()).getByLabelText('Amount (₹)'), { target: { value: '1000' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Pay by card' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(CARD_UNAVAILABLE);
  });

  it('before approval there is no form, only a note', async () => {
    await renderCampaign({ campaign: campaignDetail({ status: 'Plan Shared' }), tab: 'payments' });
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
    expect(screen.getByText(/payments are taken once a plan is approved/i)).toBeInTheDocument();
  });

  it('users it is shared with see payments but cannot record one', async () => {
    await renderCampaign({ campaign: { ...approved(), access: 'shared' }, user: SHARED_USER, tab: 'payments' });
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
  });
});
