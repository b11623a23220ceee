import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BookingRequest, InsertionOrder, OrderSignature } from 'shared-domain/booking';
import { effectiveRequestStatus, formatDayTime, OrderSignatures, RequestStatus, requestTimeline, ShaLine } from './index';

const SHA = 'ab'.repeat(32);

function request(over: Partial<BookingRequest> = {}): BookingRequest {
  return {
    _id: 'req-1', holdId: 'hold-1', optionId: 'opt-1', mediaId: 'm-1', optionName: 'Front lit 40x20', mediaName: 'Marine Drive hoarding',
    category: 'outdoor', city: 'Mumbai', sellerName: 'Skyline Outdoor', buyer: { name: 'Asha Rao', company: null },
    campaignId: 'c-1', lineId: 'mo-1', from: '2027-03-01', to: '2027-03-31', units: 1, rate: 100000,
    amounts: { unitLabel: 'per month', rate: 100000, quantity: 1, subTotal: 100000, gstPercent: 18, gst: 18000, total: 118000 },
    status: 'sent', sentAt: '2027-03-01T04:30:00.000Z', respondBy: '2027-03-03T04:30:00.000Z',
    viewedAt: null, answeredAt: null, declineReason: null, counter: null, buyerAnsweredAt: null, orderId: null,
    ...over,
  };
}

const sig = (over: Partial<OrderSignature>): OrderSignature => ({
  _id: 'sig-1', side: 'buyer', name: 'Asha Rao', userId: 'u-buyer', sha256: SHA, signedAt: '2027-03-02T05:00:00.000Z', withdrawnAt: null, ...over,
});

function order(over: Partial<InsertionOrder> = {}): InsertionOrder {
  return {
    _id: 'io-1', requestId: 'req-1', campaignId: 'c-1', version: 1, status: 'awaiting-signatures', sha256: SHA, createdAt: '2027-03-02T04:00:00.000Z',
    content: {} as InsertionOrder['content'], signatures: [], canSignAs: ['buyer'], ...over,
  };
}

describe('request status', () => {
  it('formats times as India reads them, day and 24-hour time', () => {
    expect(formatDayTime('2027-03-01T04:30:00.000Z')).toBe('1 Mar, 10:00');
    expect(formatDayTime('2027-03-01T17:50:00.000Z')).toBe('1 Mar, 23:20');
    expect(formatDayTime('nonsense')).toBe('nonsense');
  });

  it('lists the sent, viewed and answered times', () => {
    const r = request({ status: 'accepted', viewedAt: '2027-03-01T05:50:00.000Z', answeredAt: '2027-03-01T06:35:00.000Z' });
    expect(requestTimeline(r, new Date('2027-03-01T07:00:00Z'))).toBe('Sent 1 Mar, 10:00 · Viewed 1 Mar, 11:20 · Answered 1 Mar, 12:05');
  });

  it('reads an unanswered request past its respond-by as expired, and says the deadline before', () => {
    const r = request({ status: 'viewed', viewedAt: '2027-03-01T05:50:00.000Z' });
    expect(requestTimeline(r, new Date('2027-03-02T00:00:00Z'))).toBe('Sent 1 Mar, 10:00 · Viewed 1 Mar, 11:20 · Answer due by 3 Mar, 10:00');
    const late = new Date('2027-03-03T04:30:00Z');
    expect(effectiveRequestStatus(r, late)).toBe('expired');
    render(<RequestStatus request={r} now={late} />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText(/Expired 3 Mar, 10:00/)).toBeInTheDocument();
  });

  it('reads a counter-offer past the buyer’s deadline as expired, and shows a decline’s reason', () => {
    const countered = request({ status: 'countered', counter: { rate: 90000, respondBy: '2027-03-04T04:30:00.000Z' } });
    expect(effectiveRequestStatus(countered, new Date('2027-03-04T04:00:00Z'))).toBe('countered');
    expect(effectiveRequestStatus(countered, new Date('2027-03-04T04:30:00Z'))).toBe('expired');
    render(<RequestStatus request={request({ status: 'declined', answeredAt: '2027-03-01T06:00:00.000Z', declineReason: 'Under repair in March' })} now={new Date('2027-03-05T00:00:00Z')} />);
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('Reason: Under repair in March')).toBeInTheDocument();
  });
});

describe('ShaLine', () => {
  it('shows the whole hash', () => {
    render(<ShaLine sha256={SHA} />);
    expect(screen.getByText(SHA)).toBeInTheDocument();
    expect(screen.getByText(SHA).parentElement).toHaveTextContent(`SHA-256 ${SHA}`);
  });
});

describe('OrderSignatures', () => {
  it('checks the typed name, then signs as the buyer with it', async () => {
    const onSign = jest.fn(async () => true);
    render(<OrderSignatures order={order()} viewerId="u-buyer" onSign={onSign} onWithdraw={jest.fn()} pending={false} />);
    expect(screen.getByText('No signatures yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Sign as buyer' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign as buyer' }));
    expect(within(form).getByLabelText('Type your full name to sign')).toHaveAccessibleDescription(/Type your full name to sign\./);
    fireEvent.change(within(form).getByLabelText('Type your full name to sign'), { target: { value: 'A' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign as buyer' }));
    expect(within(form).getByLabelText('Type your full name to sign')).toHaveAccessibleDescription(/Type your full name to sign\.$/);
    fireEvent.change(within(form).getByLabelText('Type your full name to sign'), { target: { value: 'A'.repeat(121) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign as buyer' }));
    expect(within(form).getByLabelText('Type your full name to sign')).toHaveAccessibleDescription(/at most 120 characters\.$/);
    expect(onSign).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Type your full name to sign'), { target: { value: '  Asha Rao ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign as buyer' }));
    await waitFor(() => expect(onSign).toHaveBeenCalledWith('buyer', 'Asha Rao'));
    await waitFor(() => expect(within(form).getByLabelText('Type your full name to sign')).toHaveValue(''));
  });

  it('lets the signer withdraw only while the other side has not signed', () => {
    const onWithdraw = jest.fn(async () => true);
    const mine = sig({});
    const { rerender } = render(<OrderSignatures order={order({ signatures: [mine] })} viewerId="u-buyer" onSign={jest.fn()} onWithdraw={onWithdraw} pending={false} />);
    expect(screen.getByRole('list', { name: 'Signatures' })).toHaveTextContent(`Signed as the buyer by Asha Rao, 2 Mar, 10:30 (SHA-256 ${SHA.slice(0, 8)}…)`);
    expect(screen.queryByRole('form', { name: 'Sign as buyer' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw signature' }));
    expect(onWithdraw).toHaveBeenCalledWith('sig-1');

    // Someone else's signature: no withdraw.
    rerender(<OrderSignatures order={order({ signatures: [mine] })} viewerId="u-other" onSign={jest.fn()} onWithdraw={onWithdraw} pending={false} />);
    expect(screen.queryByRole('button', { name: 'Withdraw signature' })).not.toBeInTheDocument();

    // Both signed: no withdraw, the order says so.
    const seller = sig({ _id: 'sig-2', side: 'seller', name: 'Vikram Shah', userId: 'u-seller' });
    rerender(<OrderSignatures order={order({ status: 'signed', signatures: [mine, seller] })} viewerId="u-buyer" onSign={jest.fn()} onWithdraw={onWithdraw} pending={false} />);
    expect(screen.queryByRole('button', { name: 'Withdraw signature' })).not.toBeInTheDocument();
    expect(screen.getByText('Signed by both sides.')).toBeInTheDocument();
  });

  it('keeps withdrawn signatures in the list, marked, and offers signing again', () => {
    const withdrawn = sig({ withdrawnAt: '2027-03-02T06:00:00.000Z' });
    render(<OrderSignatures order={order({ signatures: [withdrawn] })} viewerId="u-buyer" onSign={jest.fn()} onWithdraw={jest.fn()} pending={false} />);
    expect(screen.getByRole('list', { name: 'Signatures' })).toHaveTextContent('Withdrawn 2 Mar, 11:30.');
    expect(screen.getByRole('form', { name: 'Sign as buyer' })).toBeInTheDocument();
  });
});
