import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignBookings } from 'shared-domain/booking';
import { campaignDetail, mediaOption, RADIO_OPTION, SHARED_USER } from '../../test/fixtures';
import { fail, ok, type MockReply, type MockRequest } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';
import { bookingEvent, bookingHold, bookingRequest, bookings, insertionOrder, SHA } from './booking-fixtures';

// The page's code is compiled on first import (seconds on a busy machine): before the first test's clock starts.
beforeAll(() => import('../campaign-detail-page'), 60000);
afterEach(() => window.localStorage.clear());

const campaign = () => campaignDetail({ mediaOptions: [mediaOption(), RADIO_OPTION] });
const PATH = '/campaigns/c-diwali/bookings';

/** Service B with the campaign's bookings as `state` holds them now; `extra` answers the writes. */
function routesOver(state: { current: CampaignBookings }, extra?: (req: MockRequest) => MockReply | undefined) {
  return (req: MockRequest) => extra?.(req) ?? (req.method === 'GET' && req.path === PATH ? ok(state.current) : undefined);
}

const lines = () => screen.getByRole('list', { name: 'Plan lines and their booking state' });
const lineItem = (name: string) => within(lines()).getByText(name).closest('li')!;
const bookingLoads = (requests: { method: string; path: string }[]) => requests.filter((r) => r.method === 'GET' && r.path === PATH).length;

describe('Bookings tab', () => {
  it('shows each plan line’s state and hold, and sends "Request booking" for a line not yet requested', async () => {
    const state = { current: bookings({ requests: [bookingRequest()], holds: [bookingHold()] }) };
    const { requests, writes, bus } = await renderCampaign({
      campaign: campaign(), tab: 'bookings',
      routes: routesOver(state, (req) => {
        if (req.method !== 'POST' || req.path !== '/campaigns/c-diwali/booking-requests') return undefined;
        const request = bookingRequest({ _id: 'req-2', holdId: null, lineId: 'mo-2', status: 'sent', viewedAt: null, mediaName: 'Radio City', optionName: 'Morning drive', sellerName: 'Radio City Sales' });
        state.current = { ...state.current, requests: [...state.current.requests, request] };
        return { status: 201, body: { hold: null, request } };
      }),
    });
    const toi = await waitFor(() => lineItem('Times of India, Front page'));
    expect(toi).toHaveTextContent('Viewed by Bennett Print Sales');
    expect(toi).toHaveTextContent('1 unit held until 3 Mar, 10:00');
    expect(within(toi).queryByRole('button', { name: /Request booking/ })).not.toBeInTheDocument();

    const radio = lineItem('Radio City, Morning drive');
    expect(radio).toHaveTextContent('Not requested yet');
    fireEvent.click(within(radio).getByRole('button', { name: 'Request booking: Radio City, Morning drive' }));
    await waitFor(() => expect(lineItem('Radio City, Morning drive')).toHaveTextContent('Request sent to Radio City Sales'));
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/campaigns/c-diwali/booking-requests', body: { lineId: 'mo-2' } })]);
    expect(bookingLoads(requests)).toBe(2);
    expect(snackbars(bus.published)).toContainEqual({ type: 'snackbar/shown', tone: 'info', message: 'Booking request sent to the seller.' });
    expect(within(lineItem('Radio City, Morning drive')).queryByRole('button', { name: /Request booking/ })).not.toBeInTheDocument();
  });

  it('lists each request with its times and terms; an unanswered one past its deadline reads Expired and may be requested again', async () => {
    const expired = bookingRequest({ status: 'sent', viewedAt: null, respondBy: '2026-03-03T04:30:00.000Z' });
    const state = { current: bookings({ requests: [expired], holds: [bookingHold({ status: 'expired', expiresAt: '2026-03-03T04:30:00.000Z' })] }) };
    await renderCampaign({ campaign: campaign(), tab: 'bookings', routes: routesOver(state) });
    const item = await screen.findByRole('article', { name: 'Times of India, Front page' });
    expect(item).toHaveTextContent('Expired — Sent 1 Mar, 10:00 · Expired 3 Mar, 10:00');
    expect(item).toHaveTextContent('SellerBennett Print Sales');
    expect(item).toHaveTextContent('Dates1 Mar 2099 – 31 Mar 2099');
    expect(item).toHaveTextContent('Rate₹1,00,000 per insertion');
    expect(item).toHaveTextContent('Total with GST₹2,10,000');
    expect(item).not.toHaveTextContent('Held until');
    const toi = lineItem('Times of India, Front page');
    expect(toi).toHaveTextContent('Expired without an answer');
    expect(toi).toHaveTextContent('Hold expired: the units are free again');
    expect(within(toi).getByRole('button', { name: /Request booking/ })).toBeInTheDocument();
  });

  it('shows the sent, viewed and answered times of an answered request', async () => {
    const accepted = bookingRequest({ status: 'accepted', answeredAt: '2026-03-01T06:35:00.000Z', orderId: 'io-1' });
    const state = { current: bookings({ requests: [accepted], orders: [insertionOrder()] }) };
    await renderCampaign({ campaign: campaign(), tab: 'bookings', routes: routesOver(state) });
    const item = await screen.findByRole('article', { name: 'Times of India, Front page' });
    expect(item).toHaveTextContent('Accepted — Sent 1 Mar, 10:00 · Viewed 1 Mar, 11:20 · Answered 1 Mar, 12:05');
    expect(lineItem('Times of India, Front page')).toHaveTextContent('Accepted: the order awaits signatures');
  });

  it('shows a counter-offer’s terms and sends the buyer’s accept or decline', async () => {
    const countered = bookingRequest({ status: 'countered', answeredAt: '2026-03-01T06:35:00.000Z', counter: { rate: 90000, to: '2099-03-20', note: 'Only till the 20th', respondBy: LATER_COUNTER } });
    const state = { current: bookings({ requests: [countered] }) };
    const { writes } = await renderCampaign({
      campaign: campaign(), tab: 'bookings',
      routes: routesOver(state, (req) => (req.method === 'POST' && req.path === '/booking-requests/req-1/counter-answer' ? ok({ request: countered, order: null }) : undefined)),
    });
    const offer = await screen.findByRole('group', { name: 'Counter-offer from Bennett Print Sales' });
    expect(offer).toHaveTextContent('Rate ₹90,000 per insertion (you asked ₹1,00,000)');
    expect(offer).toHaveTextContent('Dates 1 Mar 2099 – 20 Mar 2099 (you asked 1 Mar 2099 – 31 Mar 2099)');
    expect(offer).toHaveTextContent('Note: Only till the 20th');
    expect(offer).toHaveTextContent('Answer by 4 Mar, 10:00');
    expect(lineItem('Times of India, Front page')).toHaveTextContent('Bennett Print Sales made a counter-offer: your answer is needed');
    fireEvent.click(within(offer).getByRole('button', { name: 'Accept counter-offer' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    fireEvent.click(within(offer).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((w) => w.body)).toEqual([{ accept: true }, { accept: false }]);
  });

  it('shows the insertion order with its SHA-256; downloads the PDF; signs as the buyer, then withdraws', async () => {
    const accepted = bookingRequest({ status: 'accepted', answeredAt: '2026-03-01T06:35:00.000Z', orderId: 'io-1' });
    const state = { current: bookings({ requests: [accepted], orders: [insertionOrder()] }) };
    const signed = insertionOrder({ signatures: [{ _id: 'sig-1', side: 'buyer', name: 'Asha Rao', userId: 'u-owner', sha256: SHA, signedAt: '2026-03-02T05:00:00.000Z', withdrawnAt: null }] });
    const { writes, requests } = await renderCampaign({
      campaign: campaign(), tab: 'bookings',
      routes: routesOver(state, (req) => {
        if (req.method === 'GET' && req.path === '/insertion-orders/io-1/pdf') return ok('%PDF-1.4');
        if (req.method === 'POST' && req.path === '/insertion-orders/io-1/signatures') {
          state.current = { ...state.current, orders: [signed] };
          return ok(signed);
        }
        if (req.method === 'DELETE' && req.path === '/insertion-orders/io-1/signatures/sig-1') {
          state.current = { ...state.current, orders: [insertionOrder({ signatures: [{ ...signed.signatures[0]!, withdrawnAt: '2026-03-02T06:00:00.000Z' }] })] };
          return { status: 204, body: '' };
        }
        return undefined;
      }),
    });
    const order = await screen.findByRole('article', { name: 'Insertion order IO-REQ1-v1' });
    expect(order).toHaveTextContent('Awaiting signatures');
    expect(order).toHaveTextContent(`SHA-256 ${SHA}`);
    expect(order).toHaveTextContent('Total₹2,10,000');

    fireEvent.click(within(order).getByRole('button', { name: 'Download PDF of IO-REQ1-v1' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/insertion-orders/io-1/pdf')).toBe(true));

    const form = within(order).getByRole('form', { name: 'Sign as buyer' });
    fireEvent.change(within(form).getByLabelText('Type your full name to sign'), { target: { value: 'Asha Rao' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign as buyer' }));
    await waitFor(() => expect(within(order).getByRole('list', { name: 'Signatures' })).toHaveTextContent('Signed as the buyer by Asha Rao, 2 Mar, 10:30 (SHA-256 1f2e3d4c…)'));
    expect(within(order).queryByRole('form', { name: 'Sign as buyer' })).not.toBeInTheDocument();

    fireEvent.click(within(order).getByRole('button', { name: 'Withdraw signature' }));
    await waitFor(() => expect(within(order).getByRole('list', { name: 'Signatures' })).toHaveTextContent('Withdrawn 2 Mar, 11:30.'));
    expect(writes().map((w) => [w.method, w.path, w.body])).toEqual([
      ['POST', '/insertion-orders/io-1/signatures', { name: 'Asha Rao', side: 'buyer' }],
      ['DELETE', '/insertion-orders/io-1/signatures/sig-1', undefined],
    ]);
  });

  it('says the server’s refusal of a signature', async () => {
    const state = { current: bookings({ requests: [bookingRequest({ status: 'accepted', orderId: 'io-1' })], orders: [insertionOrder()] }) };
    await renderCampaign({
      campaign: campaign(), tab: 'bookings',
      routes: routesOver(state, (req) => (req.method === 'POST' ? fail(409, 'This order was replaced by version 2: sign the new version.') : undefined)),
    });
    const order = await screen.findByRole('article', { name: 'Insertion order IO-REQ1-v1' });
    fireEvent.change(within(order).getByLabelText('Type your full name to sign'), { target: { value: 'Asha Rao' } });
    fireEvent.click(within(order).getByRole('button', { name: 'Sign as buyer' }));
    expect(await within(order.parentElement!).findByRole('alert')).toHaveTextContent('This order was replaced by version 2: sign the new version.');
  });

  it('shows the audit trail as dated sentences, oldest first', async () => {
    const state = {
      current: bookings({
        requests: [bookingRequest()],
        events: [
          bookingEvent({ _id: 'ev-2', at: '2026-03-01T05:50:00.000Z', summary: 'Bennett Print Sales viewed the request' }),
          bookingEvent({ _id: 'ev-1' }),
        ],
      }),
    };
    await renderCampaign({ campaign: campaign(), tab: 'bookings', routes: routesOver(state) });
    const trail = await screen.findByRole('list', { name: 'Audit trail' });
    expect(within(trail).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 Mar, 10:00: Asha Rao asked Bennett Print Sales to book Times of India, Front page',
      '1 Mar, 11:20: Bennett Print Sales viewed the request',
    ]);
  });

  it('lists holds that belong to no plan line with their expiry', async () => {
    const state = { current: bookings({ holds: [bookingHold({ _id: 'hold-9', lineId: null, requestId: null, mediaName: 'Mid-day', optionName: 'Back page', units: 2 })] }) };
    await renderCampaign({ campaign: campaign(), tab: 'bookings', routes: routesOver(state) });
    const holds = await screen.findByRole('list', { name: 'Other holds' });
    expect(holds).toHaveTextContent('Mid-day, Back page · 1 Mar 2099 – 31 Mar 2099 · 2 unitsHeld until 3 Mar, 10:00');
    expect(lineItem('Times of India, Front page')).toHaveTextContent('Not requested yet');
  });

  it('lets a user the campaign is shared with read, not act', async () => {
    const countered = bookingRequest({ status: 'countered', counter: { rate: 90000, respondBy: LATER_COUNTER } });
    const state = { current: bookings({ requests: [countered] }) };
    await renderCampaign({ campaign: campaignDetail({ mediaOptions: [mediaOption(), RADIO_OPTION], _users: [SHARED_USER] }), user: SHARED_USER, tab: 'bookings', routes: routesOver(state) });
    await screen.findByRole('group', { name: 'Counter-offer from Bennett Print Sales' });
    expect(screen.queryByRole('button', { name: /Request booking/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept counter-offer' })).not.toBeInTheDocument();
  });

  it('says when the bookings cannot load, and retries', async () => {
    let up = false;
    await renderCampaign({
      campaign: campaign(), tab: 'bookings',
      routes: (req) => (req.path === PATH ? (up ? ok(bookings()) : fail(500, 'Database unavailable')) : undefined),
    });
    expect(await screen.findByText('Could not load the bookings')).toBeInTheDocument();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByRole('list', { name: 'Plan lines and their booking state' })).toBeInTheDocument();
  });
});

const LATER_COUNTER = '2099-03-04T04:30:00.000Z';
