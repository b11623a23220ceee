import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { priceOption } from 'shared-domain/pricing';
import { campaignDetail, mediaOption, RADIO_OPTION, STAFF } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { ledger, lineLedger } from '../delivery/delivery-fixtures';
import { renderCampaign, snackbars, stepNotes, stepStates } from '../../test/render-campaign';

afterEach(() => window.localStorage.clear());

const radio = RADIO_OPTION;

const draft = () =>
  campaignDetail({
    status: 'Draft',
    mediaOptions: [mediaOption(), radio],
    totalPrice: 257200,
    totals: { receivable: 240000, taxReceivable: 17200, totalPrice: 257200 },
  });

const card = (name: string) => screen.getByRole('article', { name });

describe('make-good days in the schedule (issue 38)', () => {
  it('lists the days an accepted make-good added after the entries, at no charge, linking to Proof & delivery', async () => {
    const makeGood = {
      _id: 'mg-1', lineId: 'mo-1', shortUnits: 2, form: 'extra' as const, extraUnits: 2, credit: 0, unitRate: 100000,
      extraDays: [{ day: '2025-03-25', units: 1 }, { day: '2025-03-26', units: 1 }],
      decision: 'accepted' as const, decidedAt: '2025-03-21T06:00:00.000Z', decidedBy: 'u-1',
    };
    const delivery = ledger({ campaignId: draft()._id, lines: [lineLedger({ makeGoods: [makeGood], proposal: null })] });
    await renderCampaign({
      campaign: draft(), tab: 'media',
      routes: (req) => (req.method === 'GET' && req.path === `/campaigns/${draft()._id}/delivery` ? ok(delivery) : undefined),
    });
    const table = within(card('Times of India, Front page')).getByRole('table', { name: 'Schedule' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 2 + 2));
    const rows = within(table).getAllByRole('row').slice(3);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^25 Mar 20251Make-goodNo chargeOn Proof & delivery$/),
      expect.stringMatching(/^26 Mar 20251Make-goodNo chargeOn Proof & delivery$/),
    ]);
    fireEvent.click(within(rows[0]!).getByRole('link', { name: 'On Proof & delivery' }));
    expect(await screen.findByRole('tab', { name: 'Proof & delivery', selected: true })).toBeInTheDocument();
  });

  it('each schedule row says what its day\'s checked proofs cover, with a link to them; a day without any says "No proof yet"', async () => {
    const day = (d: string, over: object) => ({ day: d, bought: 1, verified: 0, submitted: 0, rejected: 0, short: 0, open: false, makeGood: false, ...over });
    const delivery = ledger({
      campaignId: draft()._id,
      lines: [lineLedger({ days: [day('2025-03-10', { verified: 1 }), day('2025-03-17', { rejected: 1, short: 1 })], proposal: null })],
    });
    await renderCampaign({ campaign: draft(), tab: 'media', routes: (req) => (req.path.endsWith('/delivery') ? ok(delivery) : undefined) });
    const table = within(card('Times of India, Front page')).getByRole('table', { name: 'Schedule' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('1 of 1 verified'));
    expect(rows()[1]).toHaveTextContent('1 rejected');
    expect(within(rows()[0]!).getByRole('link', { name: 'See proof' })).toBeInTheDocument();
    expect(within(card('Radio City, Morning drive')).getByText('No schedule yet.')).toBeInTheDocument();
  });

  it('a declined make-good adds no day', async () => {
    const declined = {
      _id: 'mg-2', lineId: 'mo-1', shortUnits: 1, form: 'extra' as const, extraUnits: 1, credit: 0, unitRate: 100000,
      extraDays: [{ day: '2025-03-25', units: 1 }], decision: 'declined' as const, decidedAt: '2025-03-21T06:00:00.000Z', decidedBy: 'u-1',
    };
    const delivery = ledger({ campaignId: draft()._id, lines: [lineLedger({ makeGoods: [declined], proposal: null })] });
    const { requests } = await renderCampaign({ campaign: draft(), tab: 'media', routes: (req) => (req.path.endsWith('/delivery') ? ok(delivery) : undefined) });
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/delivery'))).toBe(true));
    const table = within(card('Times of India, Front page')).getByRole('table', { name: 'Schedule' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByText('Make-good')).not.toBeInTheDocument();
  });

  it('a ledger that cannot be read leaves the schedule as it is: its own entries, "No proof yet", no error over it', async () => {
    const { requests, unmount } = await renderCampaign({ campaign: draft(), tab: 'media', routes: (req) => (req.path.endsWith('/delivery') ? fail(500, 'down') : undefined) });
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/delivery'))).toBe(true));
    const table = within(card('Times of India, Front page')).getByRole('table', { name: 'Schedule' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => within(r).getByText('No proof yet'))).toHaveLength(2);
    expect(within(card('Times of India, Front page')).queryByRole('alert')).not.toBeInTheDocument();
    unmount();
  });
});

describe('Media options', () => {
  it('shows each option priced, its schedule with PO and invoice badges, and the totals', async () => {
    await renderCampaign({ campaign: draft(), tab: 'media' });
    const toi = card('Times of India, Front page');
    expect(toi).toHaveTextContent('Insertions: 2 · Edition: Delhi');
    expect(toi).toHaveTextContent('Offer rate₹1,00,000');
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

  it('shows card total, offer total and the minimum-billing top-up apart, adding up to the subtotal', async () => {
    // The seed's display ad: ₹2,990 per sq cm per insertion, 4 × 5 cm once, against a ₹2,40,000 minimum.
    const display = priceOption({
      _id: 'mo-3', _mediaOption: 'opt-3', _media: 'media-3', select: true,
      pricingUnits: [{ name: 'Insertions', value: 1, min: 1 }],
      variablePricingUnits: [
        { name: 'Width (cm)', type: 'number', defaultValue: 8, min: 4, value: 4 },
        { name: 'Height (cm)', type: 'number', defaultValue: 10, min: 5, value: 5 },
      ],
      rates: { defaultRates: { cardRate: 3920, discountedRate: 2990, vendorRate: 2430, minimumBilling: 240000 } },
      minimumBilling: 240000,
      serviceTaxPercentage: 5,
      display: { mediaName: 'Times of India Bangalore', optionName: 'Display Ad', category: 'newspaper', slug: 'toi-blr', logoUrl: null },
    });
    await renderCampaign({ campaign: campaignDetail({ status: 'Draft', mediaOptions: [display] }), tab: 'media' });
    const figures = within(card('Times of India Bangalore, Display Ad')).getByLabelText('Price of Times of India Bangalore, Display Ad');
    const rows = within(figures).getAllByRole('term').map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Units chargedInsertions: 1 · Width (cm): 4 · Height (cm): 5 = 20',
      'Card total₹3,920 × 20 = ₹78,400',
      'Offer total₹2,990 × 20 = ₹59,800',
      'Minimum-billing top-upto the minimum of ₹2,40,000 = +₹1,80,200',
      'Subtotal = ₹2,40,000',
      'GST (5%) = ₹12,000',
      'Total = ₹2,52,000',
    ]);
    // No "₹2,990 × 1 = ₹2,40,000": the card total is struck beside the offer total, not beside the raised subtotal.
    expect(within(figures).getByLabelText('Card total ₹78,400').tagName).toBe('S');
    expect(figures).not.toHaveTextContent('Quantity');
    // No media logo: its generated mark.
    expect(within(card('Times of India Bangalore, Display Ad')).getByTestId('media-monogram')).toHaveTextContent('TI');
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
    it('set a PO on a schedule entry; the stepper says execution is under way', async () => {
      const campaign = campaignDetail({ status: 'Paid', mediaOptions: [radio, mediaOption({ schedule: [{ date: '2025-03-10', units: 1 }] })] });
      const { writes } = await renderCampaign({
        campaign,
        tab: 'media',
        user: STAFF,
        // Service B answers the media option with its schedule.
        routes: (r) =>
          r.method === 'PUT' ? ok(mediaOption({ schedule: [{ date: '2025-03-10', units: 1, po: { id: 'PO-77' } }] })) : undefined,
      });
      // Paid but nothing ordered yet: execution waits for a PO or invoice.
      expect(stepStates()).toEqual(['Done', 'In Progress', 'Pending']);
      expect(stepNotes()[1]).toBe('Plan approved; waiting for a purchase order or invoice');
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
      expect(stepNotes()[1]).toBe('Purchase order or invoice issued; runs until the campaign ends');
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

    describe('proof of execution', () => {
      const entry = { date: '2025-03-10', units: 1, po: { id: 'PO-1' } };
      const proven = (proofs: unknown[]) => mediaOption({ schedule: [{ ...entry, proofs } as never] });
      const open = () => {
        fireEvent.click(screen.getByRole('button', { name: 'Add proof for 10 Mar 2025, Times of India, Front page' }));
        return screen.getByRole('dialog', { name: 'Proof of execution: 10 Mar 2025' });
      };
      const firstRow = () => within(card('Times of India, Front page')).getAllByRole('row')[1]!;

      it('records a link with a note; a link that is not http(s) is refused in place', async () => {
        const link = { _id: 'pr-1', url: 'https://photos.example.in/album/42', note: 'Front page, Mumbai edition', createdAt: '2025-03-11T06:00:00.000Z', createdBy: 'u-staff' };
        const { writes, bus } = await renderCampaign({
          campaign: campaignDetail({ status: 'In Execution', mediaOptions: [mediaOption({ schedule: [entry] })] }),
          tab: 'media',
          user: STAFF,
          routes: (r) => (r.method === 'POST' && r.path === '/campaigns/c-diwali/media-options/mo-1/schedule/0/proof' ? { status: 201, body: proven([link]) } : undefined),
        });
        expect(firstRow()).toHaveTextContent('No proof yet');
        let dialog = open();
        fireEvent.click(within(dialog).getByLabelText('A link'));
        fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'photos.example.in/album/42' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record proof' }));
        expect(within(dialog).getByText('Enter a full link starting with http:// or https://, such as https://example.com/photo.jpg')).toBeInTheDocument();
        expect(within(dialog).getByLabelText('Link')).toHaveAttribute('aria-invalid', 'true');
        expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveFocus();
        expect(writes()).toHaveLength(0);

        fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: ' https://photos.example.in/album/42 ' } });
        fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: ' Front page, Mumbai edition ' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record proof' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(writes()).toEqual([
          expect.objectContaining({ method: 'POST', body: { url: 'https://photos.example.in/album/42', note: 'Front page, Mumbai edition' } }),
        ]);
        const shown = within(firstRow()).getByRole('link', { name: 'photos.example.in/album/42' });
        expect(shown).toHaveAttribute('href', 'https://photos.example.in/album/42');
        expect(shown).toHaveAttribute('target', '_blank');
        expect(shown.getAttribute('rel')).toContain('noopener');
        expect(firstRow()).toHaveTextContent('Front page, Mumbai edition');
        expect(firstRow()).toHaveTextContent('Recorded 11 Mar 2025');
        expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Proof of execution recorded' }]);
        dialog = open();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record proof' }));
        expect(within(dialog).getByText('Choose the file to record as proof')).toBeInTheDocument();
      });

      it('uploads a file as proof, then records it on the entry; the file downloads with the token', async () => {
        const saved = { _id: 'f-5', name: 'tear-sheet.pdf', size: 4, type: 'application/pdf', kind: 'proof', createdAt: '2025-03-11T06:00:00.000Z' };
        const recorded = { _id: 'pr-2', uploadId: 'f-5', name: 'tear-sheet.pdf', note: '', createdAt: '2025-03-11T06:00:00.000Z', createdBy: 'u-staff' };
        const { writes, requests } = await renderCampaign({
          campaign: campaignDetail({ status: 'In Execution', mediaOptions: [mediaOption({ schedule: [entry] })] }),
          tab: 'media',
          user: STAFF,
          routes: (r) => {
            if (r.method === 'POST' && r.path === '/campaigns/c-diwali/uploads') return { status: 201, body: saved };
            if (r.method === 'POST' && r.path.endsWith('/proof')) return { status: 201, body: proven([recorded]) };
            if (r.method === 'GET' && r.path === '/campaigns/c-diwali/uploads/f-5') return ok(new Blob(['%PDF']));
            return undefined;
          },
        });
        const dialog = open();
        const file = new File(['%PDF'], 'tear-sheet.pdf', { type: 'application/pdf' });
        fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file] } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record proof' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(writes()).toEqual([
          expect.objectContaining({ method: 'POST', path: '/campaigns/c-diwali/uploads', params: { name: 'tear-sheet.pdf', kind: 'proof' }, body: file }),
          expect.objectContaining({ method: 'POST', path: '/campaigns/c-diwali/media-options/mo-1/schedule/0/proof', body: { uploadId: 'f-5', note: '' } }),
        ]);
        fireEvent.click(within(firstRow()).getByRole('button', { name: 'Download proof tear-sheet.pdf' }));
        await waitFor(() => expect(requests.some((r) => r.path === '/campaigns/c-diwali/uploads/f-5')).toBe(true));
        expect(requests.find((r) => r.path === '/campaigns/c-diwali/uploads/f-5')!.headers.Authorization).toBe('Bearer tok-1');
      });

      it('a refused proof removes the file it uploaded and keeps the dialog with the reason', async () => {
        const { writes } = await renderCampaign({
          campaign: campaignDetail({ status: 'In Execution', mediaOptions: [mediaOption({ schedule: [entry] })] }),
          tab: 'media',
          user: STAFF,
          routes: (r) => {
            if (r.method === 'POST' && r.path === '/campaigns/c-diwali/uploads') return { status: 201, body: { _id: 'f-6', name: 'x.png', size: 1, type: 'image/png', kind: 'proof', createdAt: '' } };
            if (r.method === 'POST' && r.path.endsWith('/proof')) return fail(404, 'Schedule entry 0 not found');
            if (r.method === 'DELETE') return { status: 204, body: '' };
            return undefined;
          },
        });
        const dialog = open();
        fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [new File(['x'], 'x.png', { type: 'image/png' })] } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record proof' }));
        expect(await within(dialog).findByRole('alert')).toHaveTextContent('Schedule entry 0 not found');
        expect(writes().map((w) => `${w.method} ${w.path}`)).toEqual([
          'POST /campaigns/c-diwali/uploads',
          'POST /campaigns/c-diwali/media-options/mo-1/schedule/0/proof',
          'DELETE /campaigns/c-diwali/uploads/f-6',
        ]);
        expect(firstRow()).toHaveTextContent('No proof yet');
      });

      it('checks the file against the server’s limits before sending, and a refusal goes when the file changes', async () => {
        const limits = { maxBytes: 1024, maxFiles: 200, extensions: ['png', 'pdf'] };
        const { writes } = await renderCampaign({
          campaign: campaignDetail({ status: 'In Execution', mediaOptions: [mediaOption({ schedule: [entry] })] }),
          tab: 'media',
          user: STAFF,
          routes: (r) => {
            if (r.method === 'GET' && r.path === '/campaigns/c-diwali/uploads') return ok({ uploads: [], limits });
            if (r.method === 'POST' && r.path === '/campaigns/c-diwali/uploads') return fail(415, 'photo.png is not a real PNG image');
            return undefined;
          },
        });
        const dialog = open();
        const fileInput = within(dialog).getByLabelText('File');
        await waitFor(() => expect(fileInput).toHaveAttribute('accept', '.png,.pdf'));
        fireEvent.change(fileInput, { target: { files: [new File(['MZ'], 'setup.exe')] } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record proof' }));
        expect(within(dialog).getByText('setup.exe: .exe files are not accepted. Use PNG, PDF.')).toBeInTheDocument();
        expect(writes()).toHaveLength(0);

        fireEvent.change(fileInput, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record proof' }));
        expect(await within(dialog).findByText('photo.png is not a real PNG image')).toBeInTheDocument();
        fireEvent.change(fileInput, { target: { files: [new File(['%PDF'], 'tear-sheet.pdf', { type: 'application/pdf' })] } });
        expect(within(dialog).queryByText('photo.png is not a real PNG image')).not.toBeInTheDocument();
      });

      it('advertisers see the proofs but cannot add one', async () => {
        await renderCampaign({
          campaign: campaignDetail({ status: 'In Execution', mediaOptions: [proven([{ _id: 'pr-1', url: 'https://a.example/p', note: 'Hoarding lit at night', createdAt: '2025-03-11T06:00:00.000Z', createdBy: 'u-staff' }])] }),
          tab: 'media',
        });
        expect(within(firstRow()).getByRole('link', { name: 'a.example/p' })).toBeInTheDocument();
        expect(firstRow()).toHaveTextContent('Hoarding lit at night');
        expect(screen.queryByRole('button', { name: /add proof/i })).not.toBeInTheDocument();
      });
    });
  });
});
