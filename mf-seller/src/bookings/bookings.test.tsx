import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingRequest, InsertionOrder } from 'shared-domain/booking';
import SellerRoutes from '../routes';
import { staffUser } from '../shared/test-fixtures';
import { answer, bookingRequest, insertionOrder, refusal, renderBooking, serviceB } from './booking-test-kit';
import { answerBy, timeLeft } from './booking-format';

const posts = <R extends { method: string; path: string }>(requests: R[], path: string): R[] => requests.filter((r) => r.method === 'post' && r.path === path);

describe('the booking requests inbox', () => {
  it('lists each request with its status words, buyer, dates, units, rate, amounts, deadline and viewed time', async () => {
    const requests = [
      bookingRequest(),
      bookingRequest({ _id: 'r-2', status: 'viewed', viewedAt: '2026-02-20T09:30:00.000Z', optionName: 'Back page' }),
      bookingRequest({ _id: 'r-3', status: 'countered', optionName: 'Page 3 strip', answeredAt: '2026-02-21T10:00:00.000Z', viewedAt: '2026-02-21T09:00:00.000Z' }),
      bookingRequest({ _id: 'r-4', status: 'accepted', optionName: 'Jacket', orderId: 'io-1' }),
      bookingRequest({ _id: 'r-5', status: 'declined', optionName: 'Classifieds' }),
      bookingRequest({ _id: 'r-6', status: 'expired', optionName: 'Supplement' }),
      bookingRequest({ _id: 'r-7', status: 'cancelled', optionName: 'Masthead' }),
    ];
    const b = serviceB({ 'get /seller/booking-requests': () => answer({ requests }) });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings', b });
    const list = await screen.findByRole('list', { name: 'Booking requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-status]')?.textContent)).toEqual([
      'Sent', 'Viewed', 'Countered', 'Accepted', 'Declined', 'Expired', 'Cancelled',
    ]);
    const first = items[0]!;
    expect(first).toHaveTextContent('Front page solus — Daily Post');
    expect(first).toHaveTextContent('Vikram Shah, Acme Foods · 2 Mar 2026 – 31 Mar 2026 · 2 units');
    expect(first).toHaveTextContent('₹40,000 per insertion · ₹84,000 with GST');
    expect(first).toHaveTextContent(/Answer by \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2} \(in 5 h\) · Not viewed yet/);
    expect(within(first).getByRole('link', { name: /^Open the request for Front page solus/ })).toHaveAttribute('href', '/seller/bookings/r-1');
    expect(items[1]).toHaveTextContent('Viewed 20 Feb, 15:00');
    expect(items[2]).toHaveTextContent('Answered 21 Feb, 15:30');
    expect(items[2]).not.toHaveTextContent('Answer by');
  });

  it('filters by status, says when nothing matches, and shows a failed load with Retry', async () => {
    const replies = [refusal(503, 'Service is restarting'), answer({ requests: [bookingRequest()] })];
    const b = serviceB({ 'get /seller/booking-requests': (_body, params) => (params.status === 'declined' ? answer({ requests: [] }) : replies.shift()!) });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings', b });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the booking requests');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Front page solus — Daily Post' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'declined' } });
    expect(await screen.findByText('No requests are declined.')).toBeInTheDocument();
    expect(b.requests.at(-1)!.params).toEqual({ status: 'declined' });
  });

  it('gives staff the same inbox under /staff, linking there', async () => {
    const b = serviceB({ 'get /seller/booking-requests': () => answer({ requests: [bookingRequest({ sellerName: 'MediaMart' })] }) });
    renderBooking(<SellerRoutes />, { route: '/staff/bookings', b, user: staffUser });
    expect(await screen.findByRole('link', { name: /^Open the request/ })).toHaveAttribute('href', '/staff/bookings/r-1');
    expect(screen.getByText(/staff answer them as its seller/)).toBeInTheDocument();
  });

  it('tells a user without a seller account, and a seller at the staff inbox, where to go', async () => {
    const b = serviceB({ 'get /seller/booking-requests': () => refusal(403, 'You are not a seller') });
    const view = renderBooking(<SellerRoutes />, { route: '/seller/bookings', b });
    expect(await screen.findByText(/Booking requests and availability are kept by sellers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the seller studio' })).toHaveAttribute('href', '/seller');
    view.unmount();

    const staffOnly = serviceB({ 'get /seller/booking-requests': () => answer({ requests: [] }) });
    renderBooking(<SellerRoutes />, { route: '/staff/bookings', b: staffOnly });
    expect(await screen.findByText(/staff answer requests for the marketplace’s own media/)).toBeInTheDocument();
    expect(staffOnly.requests).toEqual([]);
  });
});

/** A service B for one request: GET /booking-requests/r-1 answers it (no order); writes answer as the handlers say. */
function oneRequest(request: BookingRequest, more: Parameters<typeof serviceB>[0] = {}) {
  return serviceB({
    'get /booking-requests/r-1': () => answer({ request, order: null }),
    'post /booking-requests/r-1/viewed': () => answer({ request: { ...request, status: 'viewed', viewedAt: new Date().toISOString() } }),
    ...more,
  });
}

describe('a booking request', () => {
  it('marks a sent request viewed once on opening, and links to the option’s availability', async () => {
    const b = oneRequest(bookingRequest());
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    expect(await screen.findByRole('heading', { level: 2, name: 'Front page solus — Daily Post' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Viewed', { selector: '[data-status]' })).toBeInTheDocument());
    expect(posts(b.requests, '/booking-requests/r-1/viewed')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Availability of this option' })).toHaveAttribute('href', '/seller/availability/m-1-o-1');
    expect(screen.getByText(/^Your answer is due in 5 h\.$/)).toBeInTheDocument();
    expect(b.requests.map((r) => `${r.method} ${r.path}`)).not.toContain('get /seller/booking-requests');
  });

  it('loads the request with its order in one call, and says so when it is not the seller’s', async () => {
    const order = insertionOrder();
    const b = serviceB({ 'get /booking-requests/r-1': () => answer({ request: bookingRequest({ status: 'accepted', viewedAt: '2026-02-20T09:30:00.000Z', orderId: 'io-1' }), order }) });
    const view = renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    expect(await screen.findByRole('button', { name: 'Sign as seller' })).toBeInTheDocument();
    expect(b.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['get /booking-requests/r-1']);
    view.unmount();

    const other = serviceB({ 'get /booking-requests/r-2': () => refusal(404, 'No such booking request') });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-2', b: other });
    expect(await screen.findByText('There is no such request in your inbox. It may belong to another seller.')).toBeInTheDocument();
  });

  it('does not mark a request viewed again', async () => {
    const b = oneRequest(bookingRequest({ status: 'viewed', viewedAt: '2026-02-20T09:30:00.000Z' }));
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    await screen.findByRole('button', { name: 'Accept request' });
    expect(posts(b.requests, '/booking-requests/r-1/viewed')).toHaveLength(0);
  });

  it('accepts, then shows the insertion order to sign', async () => {
    const accepted = bookingRequest({ status: 'accepted', answeredAt: new Date().toISOString(), viewedAt: new Date().toISOString(), orderId: 'io-1' });
    const b = oneRequest(bookingRequest(), { 'post /booking-requests/r-1/accept': () => answer({ request: accepted, order: insertionOrder() }) });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request' }));
    expect(await screen.findByRole('heading', { name: 'Insertion order' })).toBeInTheDocument();
    expect(screen.getByText('Accepted', { selector: '[data-status]' })).toBeInTheDocument();
    const sha = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    expect(screen.getByText(sha).parentElement).toHaveTextContent(`SHA-256 ${sha}`);
    expect(screen.getByRole('button', { name: 'Sign as seller' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept request' })).not.toBeInTheDocument();
    expect(posts(b.requests, '/booking-requests/r-1/accept')).toHaveLength(1);
  });

  it('says why accepting was refused', async () => {
    const b = oneRequest(bookingRequest(), { 'post /booking-requests/r-1/accept': () => refusal(409, 'The deadline to answer has passed') });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The deadline to answer has passed');
  });

  it('declines only with a reason', async () => {
    const b = oneRequest(bookingRequest(), {
      'post /booking-requests/r-1/decline': (body) => answer({ request: bookingRequest({ status: 'declined', declineReason: (body as { reason: string }).reason }) }),
    });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline request' }));
    const reason = screen.getByLabelText('Reason for declining');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Give a reason for declining')).toBeInTheDocument();
    expect(posts(b.requests, '/booking-requests/r-1/decline')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  The page is sold for March.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Reason: The page is sold for March.')).toBeInTheDocument();
    expect(screen.getByText('You declined this request; the buyer’s hold was released.')).toBeInTheDocument();
    expect(posts(b.requests, '/booking-requests/r-1/decline')[0]!.body).toEqual({ reason: 'The page is sold for March.' });
    expect(screen.queryByRole('button', { name: 'Decline request' })).not.toBeInTheDocument();
  });

  it('checks a counter-offer, shows the server’s refusal by its field, and sends only the changes', async () => {
    const replies = [refusal(400, 'units: more units than exist on 14 Mar 2026 (4)'), answer({ request: bookingRequest({
      status: 'countered', counter: { rate: 35000, note: 'March rate', respondBy: new Date(Date.now() + 48 * 3_600_000).toISOString() },
    }) })];
    const b = oneRequest(bookingRequest(), { 'post /booking-requests/r-1/counter': () => replies.shift()! });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    const send = await screen.findByRole('button', { name: 'Send counter-offer' });
    fireEvent.click(send);
    expect(screen.getByText('Change at least one of the rate, the dates or the units')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Rate (₹)'), { target: { value: 'abc' } });
    fireEvent.click(send);
    expect(screen.getByText('Enter the rate as a number of rupees')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Rate (₹)'), { target: { value: '0' } });
    fireEvent.click(send);
    expect(screen.getByText('The rate must be more than 0 rupees')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Rate (₹)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2099-03-05' } });
    fireEvent.click(send);
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The end date cannot be before the start date')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    fireEvent.click(send);
    expect(screen.getByText('The start date cannot be in the past')).toBeInTheDocument();
    expect(posts(b.requests, '/booking-requests/r-1/counter')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Rate (₹)'), { target: { value: '35000' } });
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: '6' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByLabelText('Units')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('units: more units than exist on 14 Mar 2026 (4)')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Units'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Note to the buyer (optional)'), { target: { value: 'March rate' } });
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Your counter-offer' })).toBeInTheDocument();
    expect(screen.getByText('Countered', { selector: '[data-status]' })).toBeInTheDocument();
    expect(posts(b.requests, '/booking-requests/r-1/counter').map((r) => r.body)).toEqual([
      { rate: 35000, units: 6 }, { rate: 35000, note: 'March rate' },
    ]);
  });
});

describe('the insertion order', () => {
  const accepted = () => bookingRequest({ status: 'accepted', viewedAt: '2026-02-20T09:30:00.000Z', answeredAt: '2026-02-20T10:00:00.000Z', orderId: 'io-1' });
  const signed = (order: InsertionOrder, side: 'buyer' | 'seller', name: string): InsertionOrder => ({
    ...order,
    signatures: [...order.signatures, { _id: `s-${side}`, side, name, userId: side === 'seller' ? 'u-1' : 'u-buyer', sha256: order.sha256, signedAt: '2026-02-21T08:30:00.000Z', withdrawnAt: null }],
  });

  it('signs by the typed name, then withdraws while the buyer has not signed', async () => {
    const b = oneRequest(accepted(), {
      'get /insertion-orders/io-1': () => answer(insertionOrder()),
      'post /insertion-orders/io-1/signatures': (body) => answer(signed(insertionOrder(), 'seller', (body as { name: string }).name)),
      'delete /insertion-orders/io-1/signatures/s-seller': () => answer(insertionOrder()),
    });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    const sign = await screen.findByRole('button', { name: 'Sign as seller' });
    expect(screen.getByText('No signatures yet.')).toBeInTheDocument();
    fireEvent.click(sign);
    expect(screen.getByLabelText('Type your full name to sign')).toHaveAttribute('aria-invalid', 'true');
    expect(b.requests.filter((r) => r.path === '/insertion-orders/io-1/signatures')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Type your full name to sign'), { target: { value: '  Asha   Rao ' } });
    fireEvent.click(sign);
    expect(await screen.findByRole('list', { name: 'Signatures' })).toHaveTextContent('Signed as the seller by Asha Rao, 21 Feb, 14:00 (SHA-256 9f86d081…)');
    expect(b.requests.find((r) => r.method === 'post' && r.path === '/insertion-orders/io-1/signatures')!.body).toEqual({ name: 'Asha Rao', side: 'seller' });

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw signature' }));
    expect(await screen.findByRole('button', { name: 'Sign as seller' })).toBeInTheDocument();
    expect(b.requests.filter((r) => r.method === 'delete')).toHaveLength(1);
  });

  it('offers no withdrawal once the buyer has signed too, and says both signed', async () => {
    const both = { ...signed(signed(insertionOrder(), 'seller', 'Asha Rao'), 'buyer', 'Vikram Shah'), status: 'signed' as const };
    const b = oneRequest(accepted(), { 'get /insertion-orders/io-1': () => answer(both) });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    expect(await screen.findByText('Signed by both sides.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Signatures' })).toHaveTextContent('Signed as the buyer by Vikram Shah, 21 Feb, 14:00');
    expect(screen.queryByRole('button', { name: 'Withdraw signature' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign as seller' })).not.toBeInTheDocument();
  });

  it('downloads the PDF with the token', async () => {
    const original = URL.createObjectURL;
    URL.createObjectURL = jest.fn(() => 'blob:io-1');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const b = oneRequest(accepted(), {
        'get /insertion-orders/io-1': () => answer(insertionOrder()),
        'get /insertion-orders/io-1/pdf': () => answer(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
      });
      renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
      fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const pdf = b.requests.find((r) => r.path === '/insertion-orders/io-1/pdf')!;
      expect(pdf.headers.Authorization).toBe('Bearer token-1');
    } finally {
      URL.createObjectURL = original;
      click.mockRestore();
    }
  });
});

describe('booking words', () => {
  it('says the deadline and the time left', () => {
    const now = new Date('2026-03-02T03:30:00.000Z');
    expect(answerBy('2026-03-02T08:30:00.000Z', now)).toBe('Answer by 2 Mar, 14:00 (in 5 h)');
    expect(timeLeft('2026-03-02T03:50:00.000Z', now)).toBe('in 20 min');
    expect(timeLeft('2026-03-06T03:30:00.000Z', now)).toBe('in 4 days');
    expect(timeLeft('2026-03-02T03:00:00.000Z', now)).toBe('time is up');
  });
});
