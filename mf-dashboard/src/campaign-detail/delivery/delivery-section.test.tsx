import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryLedger, Proof } from 'shared-domain/proof';
import { SHARED_USER, campaignDetail } from '../../test/fixtures';
import { fail, ok, type MockReply, type MockRequest } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';
import { ledger, lineLedger, proof } from './delivery-fixtures';
import { OFFER_CHANGED } from './use-delivery';

// The page's code is compiled on first import (seconds on a busy machine): before the first test's clock starts.
beforeAll(() => import('../campaign-detail-page'), 60000);
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:delivery/${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  window.localStorage.clear();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const BASE = '/campaigns/c-diwali';
const REUSED = proof({
  _id: 'pf-2', day: '2026-03-03', fileName: 'page-2.jpg', state: 'rejected', stateBy: { _id: 'u-staff', name: 'Ravi (ops)' }, rejectReason: 'Same page as another campaign',
  flags: [{ code: 'reused', message: 'Looks like an earlier proof of another campaign' }], previewUrl: '/proofs/pf-2/preview',
});

function routesOver(state: { proofs: Proof[]; ledger: DeliveryLedger }, extra?: (req: MockRequest) => MockReply | undefined) {
  return (req: MockRequest) => {
    const own = extra?.(req);
    if (own) return own;
    if (req.method === 'GET' && req.path === `${BASE}/proofs`) return ok(state.proofs);
    if (req.method === 'GET' && req.path === `${BASE}/delivery`) return ok(state.ledger);
    if (req.method === 'GET' && req.path.endsWith('/preview')) return ok('jpeg');
    return undefined;
  };
}

const table = () => screen.getByRole('table', { name: 'Delivery of Times of India — Front page' });
const rows = () => within(table()).getAllByRole('row').map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));

describe('Proof & delivery tab', () => {
  it('shows the gallery with states and flags, and the ledger with short, open and make-good days', async () => {
    const withMakeGood = lineLedger({
      days: [...lineLedger().days, { day: '2026-03-25', bought: 1, verified: 0, submitted: 0, rejected: 0, short: 0, open: true, makeGood: true }],
      makeGoods: [{ _id: 'mg-1', lineId: 'mo-1', shortUnits: 1, form: 'credit', extraUnits: 0, extraDays: [], credit: 100000, unitRate: 100000, decision: 'declined', decidedAt: '2026-03-10T05:00:00.000Z', decidedBy: 'u-owner' }],
    });
    const state = { proofs: [proof(), REUSED], ledger: ledger({ lines: [withMakeGood] }) };
    await renderCampaign({ campaign: campaignDetail(), tab: 'delivery', routes: routesOver(state) });
    const gallery = await screen.findByRole('list', { name: 'Proof gallery' });
    const first = within(gallery).getByRole('listitem', { name: 'page-1.jpg, 2 Mar 2026' });
    expect(first).toHaveTextContent('Verified by Ravi (ops) on 3 Mar 2026');
    expect(first).toHaveTextContent('Times of India — Front page');
    expect(await within(first).findByRole('img', { name: 'Proof for Times of India — Front page, 2 Mar 2026' })).toBeInTheDocument();
    const reused = within(gallery).getByRole('listitem', { name: 'page-2.jpg, 3 Mar 2026' });
    expect(reused).toHaveTextContent('Rejected: Same page as another campaign');
    expect(within(reused).getByRole('list', { name: 'Checks of page-2.jpg' })).toHaveTextContent('Looks like an earlier proof of another campaign');

    expect(rows()).toEqual([
      ['Day', 'Bought', 'Verified', 'Waiting', 'Rejected', 'Short'],
      ['2 Mar 2026', '1', '1', '0', '0', '0'],
      ['3 Mar 2026', '1', '0', '0', '1', '1'],
      ['4 Mar 2026', '1', '0', '0', '0', '1'],
      ['20 Mar 2026', '1', '0', '1', '0', 'Open'],
      ['25 Mar 2026Make-good', '1', '0', '0', '0', 'Open'],
      ['Total', '4', '1', '1', '1', '2'],
    ]);
    const offer = screen.getByRole('region', { name: 'Make-good offer for Times of India — Front page' });
    expect(offer).toHaveTextContent('Short by 2 insertions. Offer: 2 insertions extra, 25–26 Mar (1 a day).');
    expect(offer).toHaveTextContent('Short units of a line whose option has free days');
    expect(screen.getByRole('list', { name: 'Make-goods of Times of India — Front page' })).toHaveTextContent('Declined 10 Mar 2026: A credit of ₹1,00,000 (1 × ₹1,00,000) for 1 insertion short');
  });

  it('Accept posts the line, the short units, the decision and the offer as shown, and shows the ledger the service answers', async () => {
    const state = { proofs: [proof()], ledger: ledger() };
    const after = ledger({ lines: [lineLedger({ proposal: null, makeGoods: [{ _id: 'mg-2', lineId: 'mo-1', shortUnits: 2, form: 'extra', extraUnits: 2, extraDays: [{ day: '2026-03-25', units: 1 }, { day: '2026-03-26', units: 1 }], credit: 0, unitRate: 100000, decision: 'accepted', decidedAt: '2026-03-10T05:00:00.000Z', decidedBy: 'u-owner' }] })] });
    const { writes, bus } = await renderCampaign({
      campaign: campaignDetail(), tab: 'delivery',
      routes: routesOver(state, (req) => (req.method === 'POST' && req.path === `${BASE}/make-goods` ? { status: 201, body: after } : undefined)),
    });
    const offer = await screen.findByRole('region', { name: 'Make-good offer for Times of India — Front page' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Make-good offer/ })).not.toBeInTheDocument());
    expect(writes().map((w) => [w.method, w.path, w.body])).toEqual([['POST', `${BASE}/make-goods`, {
      lineId: 'mo-1', shortUnits: 2, decision: 'accept', form: 'extra', extraDays: [{ day: '2026-03-25', units: 1 }, { day: '2026-03-26', units: 1 }], credit: 0,
    }]]);
    expect(screen.getByRole('list', { name: 'Make-goods of Times of India — Front page' })).toHaveTextContent('Accepted 10 Mar 2026: 2 insertions extra, 25–26 Mar (1 a day)');
    expect(snackbars(bus.published)).toContainEqual({ type: 'snackbar/shown', tone: 'info', message: 'Make-good accepted.' });
  });

  it('409: says the offer changed and shows the fresh ledger', async () => {
    const state = { proofs: [proof()], ledger: ledger() };
    const { requests } = await renderCampaign({
      campaign: campaignDetail(), tab: 'delivery',
      routes: routesOver(state, (req) => {
        if (req.method !== 'POST') return undefined;
        state.ledger = ledger({ lines: [lineLedger({ proposal: { ...lineLedger().proposal!, shortUnits: 3, form: 'credit', extraUnits: 0, extraDays: [], credit: 300000 } })] });
        return { status: 409, body: { error: 'conflict', message: 'The offer changed' } };
      }),
    });
    fireEvent.click(within(await screen.findByRole('region', { name: /^Make-good offer/ })).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(OFFER_CHANGED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: /^Make-good offer/ })).toHaveTextContent('Offer: A credit of ₹3,00,000 (3 × ₹1,00,000).'));
    expect(requests.filter((r) => r.method === 'GET' && r.path === `${BASE}/delivery`)).toHaveLength(2);
  });

  it('a user the campaign is shared with sees the offer but not its buttons', async () => {
    await renderCampaign({ campaign: campaignDetail({ _users: [SHARED_USER] }), user: SHARED_USER, tab: 'delivery', routes: routesOver({ proofs: [], ledger: ledger() }) });
    const offer = await screen.findByRole('region', { name: /^Make-good offer/ });
    expect(offer).toHaveTextContent('The campaign’s owner answers this offer.');
    expect(within(offer).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('No proof yet.')).toBeInTheDocument();
  });

  it('says there is no proof yet, and offers Retry after a failed load', async () => {
    let failing = true;
    await renderCampaign({
      campaign: campaignDetail(), tab: 'delivery',
      routes: routesOver({ proofs: [], ledger: ledger({ lines: [] }) }, (req) => (failing && req.path === `${BASE}/delivery` ? fail(500, 'Service down') : undefined)),
    });
    expect(await screen.findByText('Could not load the proof and delivery')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^No proof yet\. Sellers upload it/)).toBeInTheDocument();
  });
});
