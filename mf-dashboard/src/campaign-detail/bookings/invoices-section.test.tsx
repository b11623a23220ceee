import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from 'shared-domain';
import type { TaxInvoice } from 'shared-domain/booking';
import { ADVERTISER, campaignDetail, SHARED_USER, STAFF } from '../../test/fixtures';
import { ok, type MockReply, type MockRequest } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';
import { finance, taxInvoice } from './booking-fixtures';
import { IRP_NOTE } from './invoices-section';

// The page's code is compiled on first import (seconds on a busy machine): before the first test's clock starts.
beforeAll(() => import('../campaign-detail-page'), 60000);
afterEach(() => window.localStorage.clear());

const BASE = '/campaigns/c-diwali';
const WITH_DETAILS: User = { ...ADVERTISER, agencyDetails: { agencyName: 'Bright Ads', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' } };
const conflict = (error: string, message: string): MockReply => ({ status: 409, body: { error, message } });

function routesOver(state: { invoices: TaxInvoice[] }, extra?: (req: MockRequest) => MockReply | undefined) {
  return (req: MockRequest) => {
    const own = extra?.(req);
    if (own) return own;
    if (req.method === 'GET' && req.path === `${BASE}/finance`) return ok(finance({ invoiced: state.invoices.reduce((s, i) => s + i.totals.total, 0) }));
    if (req.method === 'GET' && req.path === `${BASE}/invoices`) return ok({ invoices: state.invoices });
    return undefined;
  };
}

const issueForm = () => screen.getByRole('form', { name: 'Issue a tax invoice' });

describe('Invoices tab', () => {
  it('shows the finance view, the invoices with their downloads, and the IRP sentence', async () => {
    const state = { invoices: [taxInvoice(), taxInvoice({ _id: 'inv-2', number: 'MM/26-27/00002', intraState: false, totals: { ...taxInvoice().totals, cgst: 0, sgst: 0, igst: 10000 }, demo: true })] };
    const { requests } = await renderCampaign({
      campaign: campaignDetail(), user: WITH_DETAILS, tab: 'invoices',
      routes: routesOver(state, (req) => (req.method === 'GET' && /\/invoices\/inv-1\/(pdf|e-invoice)$/.test(req.path) ? ok('file') : undefined)),
    });
    const figures = await screen.findByLabelText('Campaign finance');
    expect(figures).toHaveTextContent('Ordered₹2,10,000Delivered₹1,05,000Invoiced₹4,20,000Paid₹50,000Balance due₹1,60,000');
    expect(screen.getByText(IRP_NOTE)).toBeInTheDocument();
    expect(IRP_NOTE).toBe("Registering the e-invoice with the government's invoice registration portal (IRP) is not done here: upload the JSON through your GST provider.");
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const [first, second] = within(screen.getByRole('list', { name: 'Tax invoices' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('MM/26-27/00001 · 5 Apr 2026 · Total ₹2,10,000');
    expect(first).toHaveTextContent('Taxable value ₹2,00,000 · CGST ₹5,000 + SGST ₹5,000 · Place of supply Maharashtra');
    expect(first).not.toHaveTextContent('Demo');
    expect(second).toHaveTextContent('IGST ₹10,000');
    expect(second).toHaveTextContent('Demo: not a valid tax invoice.');

    fireEvent.click(within(first!).getByRole('button', { name: 'Download PDF of invoice MM/26-27/00001' }));
    await waitFor(() => expect(requests.some((r) => r.path === `${BASE}/invoices/inv-1/pdf`)).toBe(true));
    fireEvent.click(within(first!).getByRole('button', { name: 'e-invoice JSON (INV-01) of invoice MM/26-27/00001' }));
    await waitFor(() => expect(requests.some((r) => r.path === `${BASE}/invoices/inv-1/e-invoice`)).toBe(true));
  });

  it('lists accepted make-goods: the credit owed to the buyer and the extra days at no charge', async () => {
    const withMakeGoods = finance({
      makeGoodCredits: { total: 12000, items: [{ makeGoodId: 'm1', lineId: 'l1', description: 'Hoarding MG Road', shortUnits: 3, unitRate: 4000, credit: 12000, decidedAt: '2026-12-20T00:00:00.000Z' }] },
      makeGoodExtras: [{ makeGoodId: 'm2', lineId: 'l2', description: 'Times of India - Front page', extraUnits: 2, days: [{ day: '2026-12-21', units: 1 }, { day: '2026-12-22', units: 1 }], decidedAt: '2026-12-20T00:00:00.000Z' }],
    });
    await renderCampaign({
      campaign: campaignDetail(), user: WITH_DETAILS, tab: 'invoices',
      routes: routesOver({ invoices: [] }, (req) => (req.method === 'GET' && req.path === `${BASE}/finance` ? ok(withMakeGoods) : undefined)),
    });
    expect(await screen.findByLabelText('Campaign finance')).toHaveTextContent('Make-good credits owed to you (before GST)₹12,000');
    expect(screen.getByRole('list', { name: 'Make-good days' })).toHaveTextContent('Make-good: Times of India - Front page, 2 extra on 21–22 Dec 2026, at no charge.');
  });

  it('shows no make-good lines when there are none', async () => {
    await renderCampaign({ campaign: campaignDetail(), user: WITH_DETAILS, tab: 'invoices', routes: routesOver({ invoices: [] }) });
    expect(await screen.findByLabelText('Campaign finance')).not.toHaveTextContent('Make-good');
    expect(screen.queryByRole('list', { name: 'Make-good days' })).not.toBeInTheDocument();
  });

  it('issues a tax invoice and lists it', async () => {
    const state = { invoices: [] as TaxInvoice[] };
    const { writes, bus } = await renderCampaign({
      campaign: campaignDetail(), user: WITH_DETAILS, tab: 'invoices',
      routes: routesOver(state, (req) => {
        if (req.method !== 'POST' || req.path !== `${BASE}/invoices`) return undefined;
        state.invoices = [taxInvoice()];
        return { status: 201, body: taxInvoice() };
      }),
    });
    expect(await screen.findByText('No tax invoices yet.')).toBeInTheDocument();
    fireEvent.click(within(issueForm()).getByRole('button', { name: 'Issue tax invoice' }));
    expect(await screen.findByRole('list', { name: 'Tax invoices' })).toHaveTextContent('MM/26-27/00001');
    expect(writes().map((w) => [w.method, w.path, w.body])).toEqual([['POST', `${BASE}/invoices`, {}]]);
    expect(screen.getByLabelText('Campaign finance')).toHaveTextContent('Invoiced₹2,10,000');
    expect(snackbars(bus.published)).toContainEqual({ type: 'snackbar/shown', tone: 'info', message: 'Tax invoice MM/26-27/00001 is issued.' });
  });

  it('checks a billing period, then sends it', async () => {
    const state = { invoices: [] as TaxInvoice[] };
    const { writes } = await renderCampaign({
      campaign: campaignDetail(), user: WITH_DETAILS, tab: 'invoices',
      routes: routesOver(state, (req) => (req.method === 'POST' ? { status: 201, body: taxInvoice({ period: { from: '2099-03-01', to: '2099-03-15' } }) } : undefined)),
    });
    await screen.findByText('No tax invoices yet.');
    const from = within(issueForm()).getByLabelText('Billing period from (optional)');
    const to = within(issueForm()).getByLabelText('Billing period to (optional)');
    fireEvent.change(from, { target: { value: '2099-03-15' } });
    fireEvent.click(within(issueForm()).getByRole('button', { name: 'Issue tax invoice' }));
    expect(to).toHaveAccessibleDescription('Enter the last day of the period, or leave both days empty.');
    fireEvent.change(to, { target: { value: '2099-03-01' } });
    fireEvent.click(within(issueForm()).getByRole('button', { name: 'Issue tax invoice' }));
    expect(to).toHaveAccessibleDescription('The last day must not be before the first day.');
    expect(writes()).toHaveLength(0);
    fireEvent.change(from, { target: { value: '2099-03-01' } });
    fireEvent.change(to, { target: { value: '2099-03-15' } });
    fireEvent.click(within(issueForm()).getByRole('button', { name: 'Issue tax invoice' }));
    await waitFor(() => expect(writes().map((w) => w.body)).toEqual([{ periodFrom: '2099-03-01', periodTo: '2099-03-15' }]));
  });

  it('shows the server’s 409 messages; a missing agency details answer links to the account page', async () => {
    let answer = conflict('nothing_to_invoice', 'Nothing to invoice: no insertion order signed by both sides is left to bill.');
    await renderCampaign({ campaign: campaignDetail(), user: WITH_DETAILS, tab: 'invoices', routes: routesOver({ invoices: [] }, (req) => (req.method === 'POST' ? answer : undefined)) });
    await screen.findByText('No tax invoices yet.');
    fireEvent.click(within(issueForm()).getByRole('button', { name: 'Issue tax invoice' }));
    expect(await within(issueForm()).findByRole('alert')).toHaveTextContent('Nothing to invoice: no insertion order signed by both sides is left to bill.');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    answer = conflict('agency_details_missing', 'Add your agency details with a state before invoicing.');
    fireEvent.click(within(issueForm()).getByRole('button', { name: 'Issue tax invoice' }));
    await waitFor(() => expect(within(issueForm()).getByRole('alert')).toHaveTextContent('Add your agency details with a state before invoicing.'));
    expect(screen.getByRole('note')).toHaveTextContent('Tax invoices are made out to your agency details');
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'Add your agency details on your account page' })).toHaveAttribute('href', '/account');
  });

  it('tells an owner without agency details where to enter them', async () => {
    await renderCampaign({ campaign: campaignDetail(), user: ADVERTISER, tab: 'invoices', routes: routesOver({ invoices: [] }) });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Tax invoices are made out to your agency details, and your account has none with a state yet.');
    expect(within(note).getByRole('link')).toHaveAttribute('href', '/account');
  });

  it('lets staff issue, and a user the campaign is shared with only read', async () => {
    const staffView = await renderCampaign({ campaign: campaignDetail(), user: STAFF, tab: 'invoices', routes: routesOver({ invoices: [taxInvoice()] }) });
    expect(await screen.findByRole('form', { name: 'Issue a tax invoice' })).toBeInTheDocument();
    staffView.unmount();
    window.localStorage.clear();

    await renderCampaign({ campaign: campaignDetail({ _users: [SHARED_USER] }), user: SHARED_USER, tab: 'invoices', routes: routesOver({ invoices: [taxInvoice()] }) });
    expect(await screen.findByRole('list', { name: 'Tax invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Issue a tax invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF of invoice MM/26-27/00001' })).toBeInTheDocument();
  });
});
