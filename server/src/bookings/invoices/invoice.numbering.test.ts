import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign, type Actor } from '../../../test/support/campaign.fixtures';
import { DEVELOPMENT_INVOICE_CONFIG } from './invoice-config';
import { INVOICE_MESSAGES } from './invoice-errors';
import { createInvoiceRepository } from './invoice.repository';
import { renderInvoicePdf } from '../pdf/invoice-pdf';
import { insertOrder, KARNATAKA_AGENCY, setAgencyDetails } from '../../../test/support/invoices.fixtures';

let t: TestApp;
let owner: Actor;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db, 'Asha');
  staff = await makeUser(t.db, 'Accounts', 'media-planner');
  await setAgencyDetails(t.db, owner.id, KARNATAKA_AGENCY);
});
afterAll(async () => {
  await t.close();
});

async function post(who: Actor, path: string, payload: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/campaign-api${path}`, headers: bearer(who), payload });
  return { status: res.statusCode, body: res.json() };
}

/** A campaign of the owner with one fully signed order (March). */
async function billableCampaign(): Promise<{ id: string; lineId: string }> {
  const seeded = await seedCampaign(t.db, owner, { status: 'Approved', options: [sampleOption(`n-${Math.random().toString(36).slice(2, 9)}`)] });
  await insertOrder(t.db, { campaignId: seeded.id, buyerId: owner.id, lineId: seeded.optionIds[0], from: '2026-03-01', to: '2026-03-31', rate: 1000 });
  return { id: seeded.id, lineId: seeded.optionIds[0]! };
}

const counter = async (fy: string) =>
  (await t.db.selectFrom('invoice_counters').select('last_number').where('financial_year', '=', fy).executeTakeFirst())?.last_number;

describe('issue 37: invoice numbers, unique and consecutive within the financial year', () => {
  it('20 invoices at once on 20 campaigns get 1..20: no gap, no repeat', async () => {
    t.setNow(new Date('2021-06-15T06:00:00Z'));
    const campaigns = await Promise.all(Array.from({ length: 20 }, () => billableCampaign()));
    const answers = await Promise.all(campaigns.map((c) => post(owner, `/campaigns/${c.id}/invoices`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `MM/21-22/${String(i + 1).padStart(5, '0')}`));
    expect(Number(await counter('2021-22'))).toBe(20);
  });

  // PostgreSQL only: two SQLite connections in one process cannot wait for each other (better-sqlite3 blocks the one
  // thread both run on); separate processes on one SQLite file wait their turn on the write lock the invoice takes first.
  (process.env.DATABASE_URL ? it : it.skip)('two instances (two connections) issuing at once still give consecutive numbers', async () => {
    const at = new Date('2020-08-10T06:00:00Z');
    const first = createInvoiceRepository(t.db, renderInvoicePdf);
    const second = createInvoiceRepository(t.connect(), renderInvoicePdf);
    const campaigns = await Promise.all(Array.from({ length: 10 }, () => billableCampaign()));
    const issued = await Promise.all(campaigns.map((c, i) => (i % 2 ? second : first).issue({
      campaignId: c.id, campaignName: 'Two instances', ownerId: owner.id, issuedBy: owner.id, actorRole: 'buyer', period: null,
      at, supplier: DEVELOPMENT_INVOICE_CONFIG.supplier!, prefix: 'MM',
    })));
    expect(issued.map((invoice) => invoice.number).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `MM/20-21/${String(i + 1).padStart(5, '0')}`));
  });

  it('two invoices of one campaign at once bill its order once', async () => {
    t.setNow(new Date('2021-07-01T06:00:00Z'));
    const { id } = await billableCampaign();
    const answers = await Promise.all([post(owner, `/campaigns/${id}/invoices`), post(staff, `/campaigns/${id}/invoices`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(Number(await counter('2021-22'))).toBe(21);
  });

  it('a failed invoice does not take a number: the next one gets it', async () => {
    t.setNow(new Date('2022-05-10T06:00:00Z'));
    const failing = createInvoiceRepository(t.db, async () => {
      throw new Error('the PDF could not be written');
    });
    const { id: failedCampaign } = await billableCampaign();
    const input = {
      campaignId: failedCampaign, campaignName: 'Failing', ownerId: owner.id, issuedBy: owner.id, actorRole: 'buyer' as const, period: null,
      at: new Date('2022-05-10T06:00:00Z'), supplier: DEVELOPMENT_INVOICE_CONFIG.supplier!, prefix: 'MM',
    };
    const others = await Promise.all([billableCampaign(), billableCampaign()]);
    const [failed, ...made] = await Promise.allSettled([failing.issue(input), ...others.map((c) => post(owner, `/campaigns/${c.id}/invoices`))]);
    expect(failed!.status).toBe('rejected');
    expect(made.map((m) => (m.status === 'fulfilled' ? m.value.body.number : null)).sort()).toEqual(['MM/22-23/00001', 'MM/22-23/00002']);
    expect(await t.db.selectFrom('invoices').select('id').where('campaign_id', '=', failedCampaign).execute()).toEqual([]);
    expect((await post(owner, `/campaigns/${failedCampaign}/invoices`)).body.number).toBe('MM/22-23/00003');
    expect(Number(await counter('2022-23'))).toBe(3);
  });

  it('a new financial year starts at 1 on 1 April, India time', async () => {
    t.setNow(new Date('2024-03-31T18:29:00Z')); // 23:59 IST, 31 March 2024
    const before = await post(owner, `/campaigns/${(await billableCampaign()).id}/invoices`);
    expect(before.body).toMatchObject({ number: 'MM/23-24/00001', financialYear: '2023-24', date: '2024-03-31' });
    t.setNow(new Date('2024-03-31T18:30:00Z')); // 00:00 IST, 1 April 2024
    const after = await post(owner, `/campaigns/${(await billableCampaign()).id}/invoices`);
    expect(after.body).toMatchObject({ number: 'MM/24-25/00001', financialYear: '2024-25', date: '2024-04-01' });
    const next = await post(owner, `/campaigns/${(await billableCampaign()).id}/invoices`);
    expect(next.body.number).toBe('MM/24-25/00002');
  });
});

describe('issue 37: the finance view of a campaign', () => {
  it('ordered (signed orders), delivered (proven schedule), invoiced, paid (verified) and the balance', async () => {
    t.setNow(new Date('2026-04-10T06:00:00Z'));
    const proof = { _id: 'p1', url: 'https://example.com/photo.jpg', note: 'Photo', createdAt: '2026-03-02T00:00:00.000Z', createdBy: staff.id };
    const line = { ...sampleOption('fin-line'), schedule: [{ date: '2026-03-01', units: 3, proofs: [proof] }, { date: '2026-03-20', units: 1 }] };
    const seeded = await seedCampaign(t.db, owner, {
      status: 'Approved', options: [line],
      payments: [{ amount: 50000, mode: 'bank', reference: 'UTR000111', state: 'verified' }, { amount: 1000, mode: 'upi', reference: 'upi-1', state: 'pending' }],
    });
    const id = seeded.id;
    const first = await insertOrder(t.db, { campaignId: id, buyerId: owner.id, lineId: seeded.optionIds[0], from: '2026-03-01', to: '2026-03-31', rate: 100000 });
    const read = async () => (await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${id}/finance`, headers: bearer(owner) })).json();
    expect(await read()).toEqual({
      currency: 'INR', ordered: 118000, delivered: 88500, invoiced: 0, paid: 50000, balance: -50000,
      lines: [{ orderId: first.orderId, description: expect.stringContaining(first.content.number), ordered: 118000, delivered: 88500, invoiced: 0 }],
      makeGoodCredits: { total: 0, items: [] },
      makeGoodExtras: [],
    });
    expect((await post(owner, `/campaigns/${id}/invoices`)).status).toBe(201);
    const second = await insertOrder(t.db, { campaignId: id, buyerId: owner.id, from: '2026-04-01', to: '2026-04-30', category: 'newspaper', rate: 1000 });
    await insertOrder(t.db, { campaignId: id, buyerId: owner.id, from: '2026-04-01', to: '2026-04-30', rate: 99999, status: 'awaiting-signatures' });
    expect(await read()).toMatchObject({
      ordered: 119050, delivered: 88500, invoiced: 118000, paid: 50000, balance: 68000,
      lines: [{ orderId: first.orderId, invoiced: 118000 }, { orderId: second.orderId, ordered: 1050, delivered: 0, invoiced: 0 }],
    });
  });
});

describe('issue 37: production without INVOICE_SUPPLIER', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('answers 503 invoicing_not_configured and writes nothing', async () => {
    const buyer = await makeUser(prod.db, 'Prod');
    await setAgencyDetails(prod.db, buyer.id, KARNATAKA_AGENCY);
    const { id } = await seedCampaign(prod.db, buyer, { status: 'Approved', options: [sampleOption('prod-1')] });
    await insertOrder(prod.db, { campaignId: id, buyerId: buyer.id, from: '2026-03-01', to: '2026-03-31', rate: 1000 });
    const res = await prod.app.inject({ method: 'POST', url: `/campaign-api/campaigns/${id}/invoices`, headers: bearer(buyer), payload: {} });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'invoicing_not_configured', message: INVOICE_MESSAGES.notConfigured });
    expect(await prod.db.selectFrom('invoice_counters').selectAll().execute()).toEqual([]);
    expect(await prod.db.selectFrom('invoices').selectAll().execute()).toEqual([]);
  });
});
