import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignDetail, SHARED_USER, STAFF } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';

afterEach(() => window.localStorage.clear());

// Stored before verification existed: no state, so it counts as verified.
const paid = { _id: 'pay-1', amount: 50000, mode: 'upi', reference: '123456789012', createdAt: '2025-03-06T10:00:00.000Z' };
const approved = () => campaignDetail({ status: 'Approved', totalPrice: 250000, payments: [paid] });

const pending = { _id: 'pay-2', amount: 100000, mode: 'bank', reference: 'HDFC0001234567', createdAt: '2025-03-07T10:00:00.000Z', state: 'pending' };
const rejected = {
  _id: 'pay-3', amount: 20000, mode: 'upi', reference: '998877665544', createdAt: '2025-03-08T10:00:00.000Z', state: 'rejected', note: 'No such UTR in our account',
};
const withPending = () => campaignDetail({ status: 'Payment Pending', totalPrice: 250000, payments: [paid, pending, rejected] });

const form = () => screen.getByRole('form', { name: 'Add a payment' });
const amountField = () => within(form()).getByLabelText('Amount (₹)');
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: /Record payment|Pay by card/ }));
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const headerStatus = () => screen.getByText('Status:').parentElement;

describe('Payments', () => {
  it('lists payments with the amount paid and the balance due', async () => {
    await renderCampaign({ campaign: approved(), tab: 'payments' });
    const row = rows()[0]!;
    expect(row).toHaveTextContent('6 Mar 2025');
    expect(row).toHaveTextContent('UPI');
    expect(row).toHaveTextContent('123456789012');
    expect(row).toHaveTextContent('₹50,000');
    expect(row).toHaveTextContent('Verified');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Amount paid ₹50,000');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Balance due ₹2,00,000');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('awaiting verification');
    expect(screen.getByLabelText('Campaign totals')).toHaveTextContent('Balance due₹2,00,000');
  });

  it('shows each payment’s state; only verified payments count, pending ones are summed apart', async () => {
    await renderCampaign({ campaign: withPending(), tab: 'payments' });
    const [first, second, third] = rows();
    expect(within(first!).getByText('Verified')).toBeInTheDocument();
    expect(within(second!).getByText('Awaiting verification')).toBeInTheDocument();
    expect(within(third!).getByText('Rejected')).toBeInTheDocument();
    expect(third).toHaveTextContent('Reason: No such UTR in our account');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Amount paid ₹50,000');
    expect(panel).toHaveTextContent('Balance due ₹2,00,000');
    expect(panel).toHaveTextContent('₹1,00,000 awaiting verification');
    // The advertiser can pay what is not already awaiting verification.
    expect(amountField()).toHaveAccessibleDescription(/Up to ₹1,00,000/);
    // Advertisers do not verify.
    expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
  });

  it('checks the amount and the reference before sending', async () => {
    const { writes } = await renderCampaign({ campaign: approved(), tab: 'payments' });
    submit();
    expect(amountField()).toHaveAccessibleDescription(/enter the amount paid/i);
    expect(within(form()).getByLabelText('Reference')).toHaveAccessibleDescription(/enter the payment reference/i);

    fireEvent.change(amountField(), { target: { value: '300000' } });
    fireEvent.change(within(form()).getByLabelText('Reference'), { target: { value: 'abc' } });
    submit();
    expect(amountField()).toHaveAccessibleDescription(/The amount is more than the balance due \(₹2,00,000\)/);
    expect(within(form()).getByLabelText('Reference')).toHaveAccessibleDescription(/UTR number: 12 to 22 letters and digits/);

    for (const [typed, message] of [
      ['abc', 'Enter the amount in rupees, such as 25000 or 1,00,000'],
      ['1e3', 'Enter the amount in rupees, such as 25000 or 1,00,000'],
      ['10.555', 'Enter the amount in rupees, such as 25000 or 1,00,000'],
      ['0', 'The amount must be more than ₹0'],
      ['-500', 'The amount must be more than ₹0'],
    ] as [string, string][]) {
      fireEvent.change(amountField(), { target: { value: typed } });
      submit();
      expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(writes()).toHaveLength(0);
  });

  it('accepts Indian and international grouping and sends rupees', async () => {
    const { writes } = await renderCampaign({
      campaign: approved(),
      tab: 'payments',
      routes: (r) => (r.method === 'POST' ? ok({ payments: [paid, { ...pending, amount: 100000 }], status: 'Payment Pending' }) : undefined),
    });
    fireEvent.change(amountField(), { target: { value: '1,00,000' } });
    fireEvent.change(within(form()).getByLabelText('Reference'), { target: { value: 'HDFC0001234567' } });
    submit();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({ amount: 100000, mode: 'bank', reference: 'HDFC0001234567' });
  });

  it('an error goes away when the amount is edited again', async () => {
    await renderCampaign({ campaign: approved(), tab: 'payments' });
    fireEvent.change(amountField(), { target: { value: 'abc' } });
    submit();
    expect(amountField()).toHaveAccessibleDescription(/Enter the amount in rupees/);
    fireEvent.change(amountField(), { target: { value: '25000' } });
    expect(amountField()).not.toHaveAccessibleDescription(/Enter the amount in rupees/);
    expect(amountField()).not.toHaveAttribute('aria-invalid');
  });

  it('an advertiser’s bank transfer awaits verification: the campaign is Payment Pending, not Paid', async () => {
    const added = { _id: 'pay-9', amount: 200000, mode: 'bank', reference: 'HDFC0001234999', createdAt: '2025-03-07T10:00:00.000Z', state: 'pending' };
    const { writes, bus } = await renderCampaign({
      campaign: approved(),
      tab: 'payments',
      routes: (r) => (r.method === 'POST' && r.path === '/campaigns/c-diwali/payments' ? ok({ payments: [paid, added], status: 'Payment Pending' }) : undefined),
    });
    fireEvent.change(amountField(), { target: { value: '200000' } });
    fireEvent.change(within(form()).getByLabelText('Reference'), { target: { value: 'hdfc 0001-234999' } });
    submit();

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(writes()[0]!.body).toEqual({ amount: 200000, mode: 'bank', reference: 'HDFC0001234999' });
    expect(headerStatus()).toHaveTextContent('Payment Pending');
    expect(screen.getByRole('status')).toHaveTextContent('Payment recorded. Our team will verify it shortly.');
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Payment recorded. Our team will verify it shortly.' }]);
    expect(within(rows()[1]!).getByText('Awaiting verification')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Amount paid ₹50,000');
    expect(panel).toHaveTextContent('Balance due ₹2,00,000');
    expect(panel).toHaveTextContent('₹2,00,000 awaiting verification');
    // Nothing more can be paid until it is checked.
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
    expect(screen.getByText('The balance due is covered by payments awaiting verification.')).toBeInTheDocument();
  });

  it('shows the server’s refusal (e.g. a reused reference) until the form is edited', async () => {
    const { bus } = await renderCampaign({
      campaign: approved(),
      tab: 'payments',
      routes: (r) => (r.method === 'POST' ? fail(409, 'This UPI reference was already recorded') : undefined),
    });
    fireEvent.change(within(form()).getByLabelText('Mode'), { target: { value: 'upi' } });
    fireEvent.change(amountField(), { target: { value: '1000' } });
    fireEvent.change(within(form()).getByLabelText('Reference'), { target: { value: '123456789012' } });
    submit();
    expect(await within(form()).findByRole('alert')).toHaveTextContent('This UPI reference was already recorded');
    expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'error', message: 'Could not record the payment: This UPI reference was already recorded' });
    expect(within(form()).getByLabelText('Reference')).toHaveValue('123456789012');
    fireEvent.change(within(form()).getByLabelText('Reference'), { target: { value: '123456789013' } });
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('before approval there is no form, only a note', async () => {
    await renderCampaign({ campaign: campaignDetail({ status: 'Plan Shared' }), tab: 'payments' });
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
    expect(screen.getByText('Payments are taken once a plan is approved.')).toBeInTheDocument();
  });

  it('an ended (or completed, or running) campaign with a balance due takes payments', async () => {
    for (const status of ['Ended', 'Completed', 'In Execution']) {
      const view = await renderCampaign({ campaign: campaignDetail({ status, totalPrice: 250000, payments: [paid] }), tab: 'payments' });
      expect({ status, form: screen.queryByRole('form', { name: 'Add a payment' }) }).toEqual({ status, form: expect.anything() });
      expect(screen.queryByText(/Payments are taken once a plan is approved/)).not.toBeInTheDocument();
      view.unmount();
      window.localStorage.clear();
    }
  });

  it('a closed campaign says so; a paid one says it is paid in full', async () => {
    const closed = await renderCampaign({ campaign: campaignDetail({ status: 'Closed', totalPrice: 250000, payments: [paid] }), tab: 'payments' });
    expect(screen.getByText('This campaign is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
    closed.unmount();
    await renderCampaign({ campaign: campaignDetail({ status: 'Ended', totalPrice: 50000, payments: [paid] }), tab: 'payments' });
    expect(screen.getByText('This campaign is paid in full.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
  });

  it('users it is shared with see payments but cannot record or verify one', async () => {
    await renderCampaign({ campaign: { ...withPending(), access: 'shared' }, user: SHARED_USER, tab: 'payments' });
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  });
});

describe('Payments, for staff', () => {
  const staffView = (routes?: NonNullable<Parameters<typeof renderCampaign>[0]>['routes']) =>
    renderCampaign({ campaign: { ...withPending(), access: 'staff' }, user: STAFF, tab: 'payments', routes });

  it('verify a pending payment: it counts, and the header follows the new status', async () => {
    const { writes, bus } = await staffView((r) =>
      r.method === 'POST' && r.path === '/campaigns/c-diwali/payments/pay-2/verify'
        ? ok({ payments: [paid, { ...pending, state: 'verified', verifiedBy: 'u-staff' }, rejected], status: 'Payment Pending' })
        : undefined,
    );
    // Only the pending payment can be reviewed.
    expect(screen.getAllByRole('button', { name: /^Verify/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Verify ₹1,00,000 Bank transfer payment HDFC0001234567' }));
    await waitFor(() => expect(within(rows()[1]!).getByText('Verified')).toBeInTheDocument());
    expect(writes().map((w) => [w.path, w.body])).toEqual([['/campaigns/c-diwali/payments/pay-2/verify', { approved: true }]]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Amount paid ₹1,50,000');
    expect(panel).toHaveTextContent('Balance due ₹1,00,000');
    expect(panel).not.toHaveTextContent('awaiting verification');
    expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Payment reviewed. The campaign is now Payment Pending.' }]);
  });

  it('verifying the last of the balance makes the campaign Paid in the header', async () => {
    const full = { ...pending, amount: 200000 };
    await renderCampaign({
      campaign: { ...campaignDetail({ status: 'Payment Pending', totalPrice: 250000, payments: [paid, full] }), access: 'staff' },
      user: STAFF,
      tab: 'payments',
      routes: (r) => (r.method === 'POST' ? ok({ payments: [paid, { ...full, state: 'verified' }], status: 'Paid' }) : undefined),
    });
    expect(headerStatus()).toHaveTextContent('Payment Pending');
    fireEvent.click(screen.getByRole('button', { name: /^Verify/ }));
    await waitFor(() => expect(headerStatus()).toHaveTextContent('Paid'));
    expect(headerStatus()).not.toHaveTextContent('Payment Pending');
    expect(screen.getByText('This campaign is paid in full.')).toBeInTheDocument();
  });

  it('reject asks for the reason, then shows it on the payment', async () => {
    const { writes } = await staffView((r) =>
      r.method === 'POST' ? ok({ payments: [paid, { ...pending, state: 'rejected', note: 'Amount does not match the bank' }, rejected], status: 'Payment Pending' }) : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Reject/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this payment' });
    expect(dialog).toHaveTextContent('₹1,00,000 by Bank transfer, reference HDFC0001234567');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(within(dialog).getByLabelText('Reason for rejecting')).toHaveAccessibleDescription(/Enter the reason for rejecting this payment/);
    expect(writes()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason for rejecting'), { target: { value: '  Amount does not match the bank ' } });
    expect(within(dialog).getByLabelText('Reason for rejecting')).not.toHaveAccessibleDescription(/Enter the reason/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes().map((w) => [w.path, w.body])).toEqual([['/campaigns/c-diwali/payments/pay-2/verify', { approved: false, note: 'Amount does not match the bank' }]]);
    expect(rows()[1]).toHaveTextContent('Rejected');
    expect(rows()[1]).toHaveTextContent('Reason: Amount does not match the bank');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('awaiting verification');
  });

  it('a refused review is said in the dialog, which stays open', async () => {
    await staffView((r) => (r.method === 'POST' ? fail(409, 'This payment was already verified') : undefined));
    fireEvent.click(screen.getByRole('button', { name: /^Reject/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this payment' });
    fireEvent.change(within(dialog).getByLabelText('Reason for rejecting'), { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment was already verified');
  });
});
