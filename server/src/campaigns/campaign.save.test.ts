import { priceBag, round2, sumTotals, withoutVendorCosts } from 'shared-domain';
import { setUpBagSaveApp, type User } from '../../test/support/bag-save-app';
import { makeUser } from '../../test/support/campaign.fixtures';
import { loadPaymentConfig } from './payments/payment-config';
import { paymentSignature } from './payments/payment-gateway';

const saveApp = setUpBagSaveApp();
const { signedInUser, addToBag, bagLines, save, campaign, campaignCount } = saveApp;

async function setLineSelected(lineId: string, select: boolean): Promise<void> {
  const row = await saveApp.t.db.selectFrom('bag_items').select('data_json').where('id', '=', lineId).executeTakeFirstOrThrow();
  await saveApp.t.db.updateTable('bag_items').set({ data_json: JSON.stringify({ ...JSON.parse(row.data_json), select }) }).where('id', '=', lineId).execute();
}

const CAMPAIGN_FIELDS = ['totalPrice', 'receivable', 'payable', 'totalReceivable', 'totalPayable'] as const;

describe('POST /campaign-api/campaigns/bag', () => {
  it('answers 401 without a bearer token, before reading the body, and changes nothing', async () => {
    const user = await signedInUser('Anon');
    await addToBag(user, 'np-toi-delhi-o0');
    for (const headers of [{}, { 'x-access-token': user.token }, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      for (const payload of [{}, { selectedMOs: 'bad' }]) {
        const res = await saveApp.t.app.inject({ method: 'POST', url: '/campaign-api/campaigns/bag', headers, payload });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
    const get = await saveApp.t.app.inject({ method: 'GET', url: '/campaign-api/campaigns/whatever' });
    expect(get.statusCode).toBe(401);
    expect(await bagLines(user)).toHaveLength(1);
    expect(await campaignCount(user)).toBe(0);
  });

  it('saves the priced options and totals exactly as priceBag prices the bag (bulk discount included)', async () => {
    const user = await signedInUser('Saver');
    await addToBag(user, 'np-toi-delhi-o0', 'np-toi-delhi-o1', 'np-toi-delhi-o2', 'radio-mirchi-delhi-o0');
    await saveApp.t.db.updateTable('bags').set({ discount_on_total: '7%', name: 'Diwali push' }).where('user_id', '=', user.id).execute();
    const lines = await bagLines(user);
    const expected = priceBag(lines, { discountOnTotal: '7%' });

    const res = await save(user);
    expect(res.statusCode).toBe(201);
    const { _id } = res.json();
    expect(Object.keys(res.json())).toEqual(['_id']);

    const saved = await campaign(user, _id);
    expect(saved).toMatchObject({ _id, name: 'Diwali push', status: 'Draft', planRequestedAt: null, plans: [], payments: [], _users: [] });
    // The owner reads the buyer's figures; what is owed to the vendors is stored, and read by staff alone.
    expect(saved.mediaOptions).toEqual(withoutVendorCosts(JSON.parse(JSON.stringify(expected.options))));
    for (const f of ['receivable', 'totalReceivable', 'totalPrice'] as const) expect(saved[f]).toBe(expected.totals[f]);
    const whole = await campaign(await makeUser(saveApp.t.db, 'Save staff', 'admin'), _id);
    expect(whole.mediaOptions).toEqual(JSON.parse(JSON.stringify(expected.options)));
    for (const o of whole.mediaOptions) {
      for (const f of ['receivable', 'taxReceivable', 'totalReceivable', 'payable', 'taxPayable', 'totalPayable'] as const) {
        expect(typeof o[f]).toBe('number');
      }
    }
    for (const f of CAMPAIGN_FIELDS) expect(whole[f]).toBe(expected.totals[f]);
    expect(saved.taxReceivable).toBe(round2(expected.options.reduce((s, o) => s + o.taxReceivable, 0)));
    expect(whole.taxPayable).toBe(round2(expected.options.reduce((s, o) => s + o.taxPayable, 0)));
    expect(expected.totals.discountOnTotal).toBeGreaterThan(0);
    expect(saved.progress).toEqual([
      { name: 'Planning', state: 'In Progress', description: 'Waiting for a plan to be shared and approved' },
      { name: 'Execution', state: 'Pending', description: 'Waits for an approved plan, then a purchase order or invoice' },
      { name: 'Analytics & Report', state: 'Pending', description: 'Waits for the campaign to run and end' },
    ]);

    // Every line was selected, so all left the bag.
    expect(await bagLines(user)).toEqual([]);

    const list = await saveApp.t.app.inject({ method: 'GET', url: '/campaign-api/campaigns', headers: { authorization: `Bearer ${user.token}` } });
    expect(list.json()).toMatchObject({ count: 1, totalSpend: expected.totals.totalPrice, campaigns: [{ _id, name: 'Diwali push', status: 'Draft', totalPrice: expected.totals.totalPrice }] });
  });

  it("keeps each line's display info on the saved campaign", async () => {
    const user = await signedInUser('Display');
    await addToBag(user, 'np-ht-mumbai-o0', 'radio-mirchi-delhi-o0');
    const lines = await bagLines(user);
    expect(lines.map((l) => l.display?.mediaName)).toEqual(['Hindustan Times', 'Radio Mirchi']);
    const res = await save(user);
    expect(res.statusCode).toBe(201);
    const saved = await campaign(user, res.json()._id);
    expect(saved.mediaOptions.map((o: { display: unknown }) => o.display)).toEqual(lines.map((l) => l.display));
    expect(saved.mediaOptions[0].display).toEqual({
      mediaName: 'Hindustan Times', optionName: 'Option 1', category: 'newspaper', slug: 'hindustan-times-mumbai',
      logoUrl: '/logos/hindustan-times-mumbai.svg', city: 'Mumbai', unitLabel: 'insertion',
    });
  });

  it('names a campaign saved from an unnamed bag after its first media and month; the next bag starts afresh', async () => {
    const user = await signedInUser('Unnamed');
    await addToBag(user, 'np-ht-mumbai-o0', 'radio-mirchi-delhi-o0', 'np-toi-delhi-o0');
    const lines = await bagLines(user);
    await setLineSelected(lines[2]._id, false);
    const put = await saveApp.t.app.inject({
      method: 'PUT', url: '/api/bag/update-info', headers: { 'x-access-token': user.token }, payload: { startDate: '2099-12-05', endDate: '2099-12-20' },
    });
    expect(put.statusCode).toBe(200);
    const res = await save(user);
    expect(res.statusCode).toBe(201);
    expect((await campaign(user, res.json()._id)).name).toBe('Hindustan Times – December 2099');

    // The line left behind is the next bag's: no old name, no old dates.
    const next = await saveApp.t.app.inject({ method: 'GET', url: '/api/bag', headers: { 'x-access-token': user.token } });
    expect(next.json().data).toMatchObject({ name: 'untitled-campaign', startDate: null, endDate: null, items: [{ _id: lines[2]._id }] });
  });

  it('a bag the buyer named gives its name to one campaign only', async () => {
    const user = await signedInUser('Named');
    await addToBag(user, 'np-ht-mumbai-o0');
    const renamed = await saveApp.t.app.inject({ method: 'PATCH', url: '/api/bag/changeName', headers: { 'x-access-token': user.token }, payload: { name: 'Monsoon sale' } });
    expect(renamed.statusCode).toBe(200);
    expect((await campaign(user, (await save(user)).json()._id)).name).toBe('Monsoon sale');
    await addToBag(user, 'radio-mirchi-delhi-o0');
    expect((await campaign(user, (await save(user)).json()._id)).name).toMatch(/^Radio Mirchi – [A-Z][a-z]+ \d{4}$/);
  });

  it('saves only the selected lines by default; unselected lines stay in the bag', async () => {
    const user = await signedInUser('Picky');
    await addToBag(user, 'np-toi-delhi-o0', 'np-ht-mumbai-o0', 'radio-mirchi-delhi-o0');
    const lines = await bagLines(user);
    await setLineSelected(lines[1]._id, false);
    const res = await save(user, { body: {} });
    expect(res.statusCode).toBe(201);
    const saved = await campaign(user, res.json()._id);
    expect(saved.mediaOptions.map((o: { _id: string }) => o._id)).toEqual([lines[0]._id, lines[2]._id]);
    expect(saved.totalPrice).toBe(priceBag(lines.map((l, i) => (i === 1 ? { ...l, select: false } : l))).selectedTotals.totalPrice);
    expect((await bagLines(user)).map((l) => l._id)).toEqual([lines[1]._id]);
  });

  it('saves the lines named in selectedMOs, and every line when none is selected', async () => {
    const user = await signedInUser('Explicit');
    await addToBag(user, 'np-toi-delhi-o0', 'np-toi-delhi-o1', 'np-amar-ujala-o1');
    const lines = await bagLines(user);
    const first = await save(user, { body: { selectedMOs: [lines[2]._id, lines[0]._id] } });
    expect(first.statusCode).toBe(201);
    expect((await campaign(user, first.json()._id)).mediaOptions.map((o: { _id: string }) => o._id)).toEqual([lines[0]._id, lines[2]._id]);
    expect((await bagLines(user)).map((l) => l._id)).toEqual([lines[1]._id]);

    await setLineSelected(lines[1]._id, false);
    const second = await save(user);
    expect(second.statusCode).toBe(201);
    expect((await campaign(user, second.json()._id)).mediaOptions.map((o: { _id: string }) => o._id)).toEqual([lines[1]._id]);
    expect(await bagLines(user)).toEqual([]);
  });

  it("lookingForRates=true saves a quote request: 'Plan Requested' with planRequestedAt", async () => {
    const user = await signedInUser('Quote');
    await addToBag(user, 'np-toi-delhi-o0');
    const at = new Date(Date.now() + 60 * 60 * 1000);
    saveApp.t.setNow(at);
    try {
      const res = await save(user, { query: '?lookingForRates=true' });
      expect(res.statusCode).toBe(201);
      expect(await campaign(user, res.json()._id)).toMatchObject({ status: 'Plan Requested', planRequestedAt: at.toISOString() });
    } finally {
      saveApp.t.setNow(new Date());
    }
    const bad = await save(user, { query: '?lookingForRates=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
  });

  describe('SPEC.md 7.14: pay now by card at the save', () => {
    const keySecret = loadPaymentConfig(process.env, 'test').keySecret;
    const order = async (user: User, payload: object = {}) => {
      const res = await saveApp.t.app.inject({ method: 'POST', url: '/campaign-api/bag/payments/order', headers: { authorization: `Bearer ${user.token}` }, payload });
      return { status: res.statusCode, body: res.json() };
    };
    const proof = (orderId: string, paymentId: string) => ({ transactionId: paymentId, orderId, signature: paymentSignature(orderId, paymentId, keySecret) });

    it('SPEC.md 7.14: the order is the server\'s price of the chosen lines; the save verifies the signature and records the payment, verified, on the new campaign', async () => {
      const user = await signedInUser('Card payer');
      await addToBag(user, 'radio-mirchi-delhi-o0', 'np-toi-delhi-o0');
      const lines = await bagLines(user);
      const made = await order(user, { selectedMOs: [lines[0]!._id] });
      expect(made.status).toBe(200);
      const expected = priceBag(lines).options.find((o) => o._id === lines[0]!._id)!.totalPrice;
      expect(made.body).toMatchObject({ orderId: expect.stringMatching(/^order_/), amount: expected, amountInPaise: Math.round(expected * 100), testMode: true });

      const res = await save(user, { body: { selectedMOs: [lines[0]!._id], ...proof(made.body.orderId, 'pay_BagPayment0001') } });
      expect(res.statusCode).toBe(201);
      const saved = await campaign(user, res.json()._id);
      expect(saved.payments).toEqual([{
        _id: expect.any(String), amount: expected, mode: 'card', reference: 'pay_BagPayment0001', orderId: made.body.orderId, createdAt: expect.any(String),
        paidBy: user.id, state: 'verified', verifiedAt: expect.any(String), verifiedBy: 'gateway',
      }]);
      expect(saved).toMatchObject({ amountPaid: expected, balanceDue: 0 });
      const row = await saveApp.t.db.selectFrom('bag_payment_orders').selectAll().where('id', '=', made.body.orderId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'paid', payment_id: 'pay_BagPayment0001', campaign_id: res.json()._id });

      // The same payment again (another save with its proof) records nothing.
      await addToBag(user, 'np-toi-delhi-o1');
      const again = await save(user, { body: proof(made.body.orderId, 'pay_BagPayment0001') });
      expect(again.statusCode).toBe(409);
      expect(await bagLines(user)).toHaveLength(2);
    });

    it('SPEC.md 7.14: a forged signature, a missing part, another user\'s order or a bare transactionId saves nothing', async () => {
      const user = await signedInUser('Forger');
      const other = await signedInUser('Other payer');
      await addToBag(user, 'radio-mirchi-delhi-o0');
      await addToBag(other, 'radio-mirchi-delhi-o0');
      const mine = await order(user);
      const theirs = await order(other);
      const bad = [
        { ...proof(mine.body.orderId, 'pay_Forged00000001'), signature: paymentSignature(mine.body.orderId, 'pay_Forged00000001', 'guessed-secret') },
        { transactionId: 'pay_Forged00000001' },
        { transactionId: 'pay_Forged00000001', orderId: mine.body.orderId },
        proof(theirs.body.orderId, 'pay_Forged00000002'),
        { orderId: mine.body.orderId },
      ];
      for (const body of bad) expect((await save(user, { body })).statusCode).toBe(400);
      expect(await bagLines(user)).toHaveLength(1);
      expect(await campaignCount(user)).toBe(0);
      expect((await order(await signedInUser('Empty bag'))).status).toBe(400);
      const anonymous = await saveApp.t.app.inject({ method: 'POST', url: '/campaign-api/bag/payments/order', payload: {} });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('campaignId appends to an existing campaign and recomputes its totals; another user\'s or unknown is a 404', async () => {
    const owner = await signedInUser('Appender');
    const other = await signedInUser('Intruder');
    await addToBag(owner, 'np-toi-delhi-o0');
    const first = await save(owner);
    const id = first.json()._id;
    const before = await campaign(owner, id);

    await addToBag(owner, 'np-ht-mumbai-o0', 'radio-mirchi-delhi-o0');
    const lines = await bagLines(owner);
    const res = await save(owner, { query: `?campaignId=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: id });
    const after = await campaign(owner, id);
    expect(after.mediaOptions).toHaveLength(3);
    expect(after.mediaOptions[0]).toEqual(before.mediaOptions[0]);
    // The sums of what is owed to the vendors too: staff read them.
    const whole = await campaign(await makeUser(saveApp.t.db, 'Append staff', 'admin'), id);
    expect(after).toEqual({ ...withoutVendorCosts(whole), access: after.access });
    const expected = sumTotals(whole.mediaOptions);
    for (const f of CAMPAIGN_FIELDS) expect(whole[f]).toBe(expected[f]);
    expect(after.totalPrice).toBe(round2(before.totalPrice + priceBag(lines).totals.totalPrice));
    expect(await campaignCount(owner)).toBe(1);

    await addToBag(other, 'np-toi-delhi-o1');
    for (const campaignId of [id, 'no-such-campaign']) {
      const denied = await save(other, { query: `?campaignId=${campaignId}` });
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toMatchObject({ error: 'not_found' });
    }
    expect(await bagLines(other)).toHaveLength(1);
    expect((await campaign(owner, id)).mediaOptions).toHaveLength(3);
  });

  it('the start and end dates set in the bag reach the campaign, its list row, and a campaign added to that has none', async () => {
    const setDates = async (user: User, dates: { startDate?: string | null; endDate?: string | null }) => {
      const res = await saveApp.t.app.inject({ method: 'PUT', url: '/api/bag/update-info', headers: { 'x-access-token': user.token }, payload: dates });
      expect(res.statusCode).toBe(200);
    };
    const owner = await signedInUser('Dated');
    await addToBag(owner, 'np-toi-delhi-o0');
    await setDates(owner, { startDate: '2099-01-10', endDate: '2099-02-10' });
    const created = await save(owner);
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect(await campaign(owner, id)).toMatchObject({ startDate: '2099-01-10', endDate: '2099-02-10' });
    const list = await saveApp.t.app.inject({ method: 'GET', url: '/campaign-api/campaigns', headers: { authorization: `Bearer ${owner.token}` } });
    expect(list.json().campaigns.find((c: { _id: string }) => c._id === id)).toMatchObject({ startDate: '2099-01-10', endDate: '2099-02-10' });

    // Added to a campaign that has its own dates: they stay.
    await addToBag(owner, 'np-ht-mumbai-o0');
    await setDates(owner, { startDate: '2099-05-01', endDate: '2099-06-01' });
    expect((await save(owner, { query: `?campaignId=${id}` })).statusCode).toBe(200);
    expect(await campaign(owner, id)).toMatchObject({ startDate: '2099-01-10', endDate: '2099-02-10' });

    // Added to a campaign without dates: the bag's fill them.
    await setDates(owner, { startDate: null, endDate: null });
    await addToBag(owner, 'radio-mirchi-delhi-o0');
    const undated = await save(owner);
    const undatedId = undated.json()._id as string;
    expect(await campaign(owner, undatedId)).toMatchObject({ startDate: null, endDate: null });
    await addToBag(owner, 'np-toi-delhi-o1');
    await setDates(owner, { startDate: '2099-03-03', endDate: '2099-04-04' });
    expect((await save(owner, { query: `?campaignId=${undatedId}` })).statusCode).toBe(200);
    expect(await campaign(owner, undatedId)).toMatchObject({ startDate: '2099-03-03', endDate: '2099-04-04' });
  });
});
