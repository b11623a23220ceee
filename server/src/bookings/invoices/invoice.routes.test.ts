import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign, type Actor } from '../../../test/support/campaign.fixtures';
import { pdfText } from '../pdf/pdf-text';
import { INVOICE_MESSAGES } from './invoice-errors';
import { insertOrder, KARNATAKA_AGENCY, MAHARASHTRA_AGENCY, setAgencyDetails, UNREGISTERED_AGENCY } from '../../../test/support/invoices.fixtures';

let t: TestApp;
let owner: Actor;
let interstate: Actor;
let unregistered: Actor;
let colleague: Actor;
let stranger: Actor;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db, 'Asha');
  interstate = await makeUser(t.db, 'Ravi');
  unregistered = await makeUser(t.db, 'Meena');
  colleague = await makeUser(t.db, 'Colleague');
  stranger = await makeUser(t.db, 'Stranger');
  staff = await makeUser(t.db, 'Planner', 'media-planner');
  await setAgencyDetails(t.db, owner.id, KARNATAKA_AGENCY);
  await setAgencyDetails(t.db, interstate.id, MAHARASHTRA_AGENCY);
  await setAgencyDetails(t.db, unregistered.id, UNREGISTERED_AGENCY);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
async function call(who: Actor | null, method: Method, path: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/campaign-api${path}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json') ? res.json() : undefined;
  return { status: res.statusCode, body: json, headers: res.headers, raw: res.rawPayload };
}

async function campaignOf(who: Actor, sharedWith: Actor[] = []): Promise<string> {
  return (await seedCampaign(t.db, who, { status: 'Approved', options: [sampleOption(`l-${Math.random().toString(36).slice(2, 8)}`)], sharedWith })).id;
}

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

describe('issue 37: GST tax invoices of a campaign', () => {
  it('within one state: CGST + SGST, the totals in figures and words, the PDF and the e-invoice JSON', async () => {
    t.setNow(new Date('2026-11-30T06:00:00Z'));
    const id = await campaignOf(owner);
    const { orderId } = await insertOrder(t.db, { campaignId: id, buyerId: owner.id, ...MARCH, rate: 205200 });
    const issued = await call(owner, 'POST', `/campaigns/${id}/invoices`, {});
    expect(issued.status).toBe(201);
    const invoice = issued.body;
    expect(invoice).toMatchObject({
      financialYear: '2026-27', date: '2026-11-30', campaignId: id, period: null, intraState: true, demo: true,
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
      recipient: { legalName: 'Asha Ads LLP', gstin: '29AAPFU0939F1ZR', state: 'Karnataka', stateCode: '29', pincode: '560025', city: 'Bengaluru' },
      supplier: { stateCode: '29', gstin: '29AAAAA0000A1ZY' },
      lines: [{ orderId, sac: '998366', from: '2026-03-01', to: '2026-03-31', quantity: 1, rate: 205200, taxable: 205200, gstRate: 18, cgst: 18468, sgst: 18468, igst: 0, total: 242136 }],
      totals: { taxable: 205200, cgst: 18468, sgst: 18468, igst: 0, tax: 36936, total: 242136, totalInWords: 'Rupees Two Lakh Forty-Two Thousand One Hundred Thirty-Six Only' },
    });
    expect(invoice.number).toMatch(/^MM\/26-27\/\d{5}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);

    const pdf = await call(owner, 'GET', `/campaigns/${id}/invoices/${invoice._id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number.replace(/\//g, '-')}.pdf"`);
    const text = pdfText(pdf.raw);
    for (const expected of ['DEMO — not a valid tax invoice', 'TAX INVOICE', invoice.number, 'Rs. 2,42,136.00', 'Rs. 18,468.00', 'GSTIN: 29AAPFU0939F1ZR', '998366', invoice.totals.totalInWords]) {
      expect(text).toContain(expected);
    }

    const json = await call(owner, 'GET', `/campaigns/${id}/invoices/${invoice._id}/e-invoice`);
    expect(json.status).toBe(200);
    expect(json.headers['content-disposition']).toBe(`attachment; filename="${invoice.number.replace(/\//g, '-')}.json"`);
    expect(json.body).toMatchObject({
      Version: '1.1', TranDtls: { TaxSch: 'GST', SupTyp: 'B2B' }, DocDtls: { Typ: 'INV', No: invoice.number, Dt: '30/11/2026' },
      SellerDtls: { Gstin: '29AAAAA0000A1ZY', Stcd: '29' }, BuyerDtls: { Gstin: '29AAPFU0939F1ZR', Pos: '29', Pin: 560025 },
      ItemList: [{ HsnCd: '998366', AssAmt: 205200, CgstAmt: 18468, SgstAmt: 18468, IgstAmt: 0, TotItemVal: 242136 }],
      ValDtls: { AssVal: 205200, CgstVal: 18468, SgstVal: 18468, IgstVal: 0, TotInvVal: 242136 },
    });

    const listed = await call(owner, 'GET', `/campaigns/${id}/invoices`);
    expect(listed.body).toEqual({ invoices: [invoice] });
    const events = await t.db.selectFrom('booking_events').selectAll().where('invoice_id', '=', invoice._id).execute();
    expect(events.map((e) => [e.action, e.actor_role, e.campaign_id])).toEqual([['invoice.issued', 'buyer', id]]);
    // Billed once: nothing is left.
    expect(await call(owner, 'POST', `/campaigns/${id}/invoices`, {})).toMatchObject({ status: 409, body: { error: 'nothing_to_invoice', message: INVOICE_MESSAGES.nothing } });
  });

  it('another state: IGST; a print order at 5 %; an unregistered recipient has no e-invoice (409)', async () => {
    const id = await campaignOf(interstate);
    await insertOrder(t.db, { campaignId: id, buyerId: interstate.id, ...MARCH, rate: 205200 });
    await insertOrder(t.db, { campaignId: id, buyerId: interstate.id, ...MARCH, category: 'newspaper', rate: 1000.1 });
    const issued = await call(staff, 'POST', `/campaigns/${id}/invoices`, {});
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      intraState: false, placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
      lines: [{ sac: '998366', igst: 36936, cgst: 0, sgst: 0 }, { sac: '998363', gstRate: 5, taxable: 1000.1, igst: 50.01, total: 1050.11 }],
      totals: { taxable: 206200.1, cgst: 0, sgst: 0, igst: 36986.01, tax: 36986.01, total: 243186.11, totalInWords: 'Rupees Two Lakh Forty-Three Thousand One Hundred Eighty-Six and Paise Eleven Only' },
    });
    expect(pdfText((await call(interstate, 'GET', `/campaigns/${id}/invoices/${issued.body._id}/pdf`)).raw)).toContain('IGST');

    const plain = await campaignOf(unregistered);
    await insertOrder(t.db, { campaignId: plain, buyerId: unregistered.id, ...MARCH, rate: 5000 });
    const b2c = await call(unregistered, 'POST', `/campaigns/${plain}/invoices`, {});
    // Tamil Nadu by the agency details' state, no GSTIN.
    expect(b2c.body).toMatchObject({ intraState: false, placeOfSupply: { state: 'Tamil Nadu', stateCode: '33' }, recipient: { gstin: null } });
    const refused = await call(unregistered, 'GET', `/campaigns/${plain}/invoices/${b2c.body._id}/e-invoice`);
    expect(refused).toMatchObject({ status: 409, body: { error: 'not_invoiceable', message: expect.stringContaining('registered recipient') } });
  });

  it('who may: owner or staff issue; people it is shared with read; anyone else gets 404', async () => {
    const id = await campaignOf(owner, [colleague]);
    await insertOrder(t.db, { campaignId: id, buyerId: owner.id, ...MARCH, rate: 1000 });
    expect((await call(colleague, 'POST', `/campaigns/${id}/invoices`, {})).status).toBe(403);
    expect((await call(null, 'POST', `/campaigns/${id}/invoices`, {})).status).toBe(401);
    expect((await call(stranger, 'POST', `/campaigns/${id}/invoices`, {})).status).toBe(404);
    const issued = await call(owner, 'POST', `/campaigns/${id}/invoices`, {});
    expect(issued.status).toBe(201);
    const invoiceId = issued.body._id as string;
    for (const path of [`/campaigns/${id}/invoices`, `/campaigns/${id}/invoices/${invoiceId}/pdf`, `/campaigns/${id}/invoices/${invoiceId}/e-invoice`, `/campaigns/${id}/finance`]) {
      expect((await call(stranger, 'GET', path)).status).toBe(404);
      expect((await call(colleague, 'GET', path)).status).toBe(200);
      expect((await call(staff, 'GET', path)).status).toBe(200);
    }
    // An invoice of another campaign is not found through this one.
    const other = await campaignOf(owner);
    expect((await call(owner, 'GET', `/campaigns/${other}/invoices/${invoiceId}/pdf`)).status).toBe(404);
  });

  it('refuses without agency details, with nothing signed, and a bad period (400 naming the field), writing nothing', async () => {
    const bare = await makeUser(t.db, 'Bare');
    const id = await campaignOf(bare);
    await insertOrder(t.db, { campaignId: id, buyerId: bare.id, ...MARCH, rate: 1000 });
    expect(await call(bare, 'POST', `/campaigns/${id}/invoices`, {})).toMatchObject({ status: 409, body: { error: 'agency_details_missing', message: INVOICE_MESSAGES.agencyDetails } });
    await setAgencyDetails(t.db, bare.id, { agencyName: 'No State Ltd', city: 'Pune' });
    expect((await call(bare, 'POST', `/campaigns/${id}/invoices`, {})).body.error).toBe('agency_details_missing');

    const unsigned = await campaignOf(owner);
    await insertOrder(t.db, { campaignId: unsigned, buyerId: owner.id, ...MARCH, rate: 1000, status: 'awaiting-signatures' });
    await insertOrder(t.db, { campaignId: unsigned, buyerId: owner.id, ...MARCH, rate: 1000, status: 'superseded' });
    expect((await call(owner, 'POST', `/campaigns/${unsigned}/invoices`, {})).body.error).toBe('nothing_to_invoice');

    const signed = await campaignOf(owner);
    await insertOrder(t.db, { campaignId: signed, buyerId: owner.id, ...MARCH, rate: 1000 });
    for (const [body, field] of [
      [{ periodFrom: '2026-03-01' }, 'periodTo'], [{ periodTo: '2026-03-01' }, 'periodFrom'], [{ periodFrom: '2026-03-31', periodTo: '2026-03-01' }, 'periodTo'],
      [{ periodFrom: '1 March', periodTo: '2026-03-31' }, 'periodFrom'],
    ] as const) {
      const res = await call(owner, 'POST', `/campaigns/${signed}/invoices`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await call(owner, 'POST', `/campaigns/${signed}/invoices`, { periodFrom: '2026-06-01', periodTo: '2026-06-30' })).body).toEqual({ error: 'nothing_to_invoice', message: INVOICE_MESSAGES.nothingInPeriod });
    expect(await t.db.selectFrom('invoices').select('id').where('campaign_id', 'in', [id, unsigned, signed]).execute()).toEqual([]);
  });

  it('bills by period: two months sum to the order, the last takes the remainder', async () => {
    const id = await campaignOf(owner);
    const { content } = await insertOrder(t.db, { campaignId: id, buyerId: owner.id, from: '2026-03-01', to: '2026-04-30', rate: 100000 });
    const march = await call(owner, 'POST', `/campaigns/${id}/invoices`, { periodFrom: '2026-03-01', periodTo: '2026-03-31' });
    expect(march.body).toMatchObject({ period: { from: '2026-03-01', to: '2026-03-31' }, lines: [{ from: '2026-03-01', to: '2026-03-31', quantity: 31, taxable: 50819.67 }] });
    const april = await call(owner, 'POST', `/campaigns/${id}/invoices`, { periodFrom: '2026-04-01', periodTo: '2026-04-30' });
    expect(april.body).toMatchObject({ lines: [{ from: '2026-04-01', to: '2026-04-30', quantity: 30, taxable: 49180.33 }] });
    expect(Math.round((march.body.totals.taxable + april.body.totals.taxable) * 100)).toBe(Math.round(content.amounts.subTotal * 100));
    expect(Number(april.body.number.slice(-5))).toBe(Number(march.body.number.slice(-5)) + 1);
    expect((await call(owner, 'POST', `/campaigns/${id}/invoices`, {})).status).toBe(409);
  });
});
