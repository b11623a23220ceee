import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignDetail, mediaOption, STAFF } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { renderCampaign, snackbars, stepStates } from '../../test/render-campaign';

afterEach(() => window.localStorage.clear());

const radio = mediaOption({
  _id: 'mo-2',
  display: { mediaName: 'Radio City', optionName: 'Morning drive', category: 'radio', slug: 'radio-city' },
  pricingUnits: [{ name: 'Spots', value: 10 }],
  variablePricingUnits: [],
  subTotal: 40000,
  serviceTax: 7200,
  serviceTaxPercentage: 18,
  totalPrice: 47200,
  schedule: [],
});

const draft = () =>
  campaignDetail({
    status: 'Draft',
    mediaOptions: [mediaOption(), radio],
    totalPrice: 257200,
    totals: { receivable: 240000, taxReceivable: 17200, totalPrice: 257200 },
  });

const card = (name: string) => screen.getByRole('article', { name });

describe('Media options', () => {
  it('shows each option priced, its schedule with PO and invoice badges, and the totals', async () => {
    await renderCampaign({ campaign: draft(), tab: 'media' });
    const toi = card('Times of India, Front page');
    expect(toi).toHaveTextContent('Insertions: 2 · Edition: Delhi');
    expect(toi).toHaveTextContent('Rate₹1,00,000');
    expect(toi).toHaveTextContent('Subtotal₹2,00,000');
    expect(toi).toHaveTextContent('GST (5%)₹10,000');
    expect(toi).toHaveTextContent('Total₹2,10,000');
    // What the vendor is paid is for staff only.
    expect(toi).not.toHaveTextContent('Payable');
    const rows = within(within(toi).getByRole('table', { name: 'Schedule' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('10 Mar 2025');
    expect(rows[0]).toHaveTextContent('PO PO-1');
    expect(rows[0]).toHaveTextContent('Not invoiced');
    expect(rows[1]).toHaveTextContent('No PO');
    expect(rows[1]).toHaveTextContent('Invoice INV-9 cancelled');
    expect(within(card('Radio City, Morning drive')).getByText('No schedule yet.')).toBeInTheDocument();
    const totals = screen.getByLabelText('Media option totals');
    expect(totals).toHaveTextContent('Subtotal₹2,40,000');
    expect(totals).toHaveTextContent('GST₹17,200');
    expect(totals).toHaveTextContent('Total₹2,57,200');
    expect(screen.queryByRole('button', { name: /set po/i })).not.toBeInTheDocument();
  });

  it('removes an option only after confirmation, then shows the server’s options and totals', async () => {
    const { writes, bus } = await renderCampaign({
      campaign: draft(),
      tab: 'media',
      routes: (r) =>
        r.method === 'DELETE' && r.path === '/campaigns/c-diwali/media-options/mo-2'
          ? ok({ mediaOptions: [mediaOption()], totals: { receivable: 200000, taxReceivable: 10000, totalPrice: 210000 } })
          : undefined,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Radio City, Morning drive' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove media option' });
    expect(dialog).toHaveTextContent('Remove Radio City, Morning drive from this campaign?');
    // Cancel is first, so Enter on an accidental open does not delete.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Radio City, Morning drive' }));
    dialog = screen.getByRole('dialog', { name: 'Remove media option' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Radio City, Morning drive' })).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/campaigns/c-diwali/media-options/mo-2' })]);
    expect(screen.getByLabelText('Media option totals')).toHaveTextContent('Total₹2,10,000');
    // The header follows the new total.
    expect(screen.getByLabelText('Campaign totals')).toHaveTextContent('Total₹2,10,000');
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Media option removed' }]);
  });

  it('a refused removal keeps the option and says why', async () => {
    const { bus } = await renderCampaign({
      campaign: draft(),
      tab: 'media',
      routes: (r) => (r.method === 'DELETE' ? fail(409, 'Media options cannot be removed once a campaign is Approved') : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Radio City, Morning drive' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('cannot be removed once a campaign is Approved');
    expect(card('Radio City, Morning drive')).toBeInTheDocument();
    expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'error' });
  });

  it('offers no removal once the plan is approved', async () => {
    await renderCampaign({ campaign: { ...draft(), status: 'Approved' }, tab: 'media' });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says when there are no options', async () => {
    await renderCampaign({ campaign: campaignDetail({ mediaOptions: [] }), tab: 'media' });
    expect(screen.getByText('This campaign has no media options.')).toBeInTheDocument();
  });

  describe('staff', () => {
    it('set a PO on a schedule entry; the stepper moves to Execution', async () => {
      const campaign = campaignDetail({ status: 'Paid', mediaOptions: [radio, mediaOption({ schedule: [{ date: '2025-03-10', units: 1 }] })] });
      const { writes } = await renderCampaign({
        campaign,
        tab: 'media',
        user: STAFF,
        // Service B answers the media option with its schedule.
        routes: (r) =>
          r.method === 'PUT' ? ok(mediaOption({ schedule: [{ date: '2025-03-10', units: 1, po: { id: 'PO-77' } }] })) : undefined,
      });
      expect(stepStates()).toEqual(['In Progress', 'Pending', 'Pending']);
      expect(card('Times of India, Front page')).toHaveTextContent('Payable to vendor₹1,80,000');

      fireEvent.click(screen.getByRole('button', { name: 'Set PO and invoice for 10 Mar 2025, Times of India, Front page' }));
      const dialog = screen.getByRole('dialog', { name: 'PO and invoice: 10 Mar 2025' });
      fireEvent.change(within(dialog).getByLabelText('Purchase order id'), { target: { value: ' PO-77 ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(writes()).toEqual([
        expect.objectContaining({ method: 'PUT', path: '/campaigns/c-diwali/media-options/mo-1/schedule/0', body: { po: { id: 'PO-77' }, invoice: null } }),
      ]);
      expect(card('Times of India, Front page')).toHaveTextContent('PO PO-77');
      expect(stepStates()).toEqual(['Done', 'In Progress', 'Pending']);
    });

    it('set and cancel an invoice, and clear a PO', async () => {
      const { writes } = await renderCampaign({
        campaign: draft(),
        tab: 'media',
        user: STAFF,
        routes: (r) => (r.method === 'PUT' ? ok({}) : undefined),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Set PO and invoice for 10 Mar 2025, Times of India, Front page' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByLabelText('Purchase order id')).toHaveValue('PO-1');
      fireEvent.change(within(dialog).getByLabelText('Purchase order id'), { target: { value: '' } });
      fireEvent.click(within(dialog).getByLabelText('Invoice cancelled'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the invoice id to mark it cancelled');
      fireEvent.change(within(dialog).getByLabelText('Invoice id'), { target: { value: 'INV-10' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(writes()[0]!.body).toEqual({ po: null, invoice: { id: 'INV-10', cancelled: true } });
      const first = within(card('Times of India, Front page')).getAllByRole('row')[1]!;
      expect(first).toHaveTextContent('No PO');
      expect(first).toHaveTextContent('Invoice INV-10 cancelled');
    });

    it('a 403 says only staff may set POs', async () => {
      await renderCampaign({ campaign: draft(), tab: 'media', user: STAFF, routes: (r) => (r.method === 'PUT' ? fail(403, 'nope') : undefined) });
      fireEvent.click(screen.getByRole('button', { name: 'Set PO and invoice for 10 Mar 2025, Times of India, Front page' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Only staff can set purchase orders and invoices.');
    });
  });
});
