import { priceBag, sumTotals, withoutVendorCosts } from 'shared-domain';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign, storedCampaign, type Actor } from '../../test/support/campaign.fixtures';

let t: TestApp;
let owner: Actor;
let colleague: Actor;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db, 'Asha');
  colleague = await makeUser(t.db, 'Ravi');
  staff = await makeUser(t.db, 'Planner', 'media-planner');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(who: Actor | null, method: Method, path: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/campaign-api${path}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

const BRIEF = {
  brand: { name: 'Chai Point', url: 'chaipoint.com', salesChannel: ['Online', ' Retail stores '], category: 'Food and beverage' },
  targetGroup: { description: 'Office goers', age: { from: 22, to: 40 }, gender: ['Male', 'Female'], geos: ['Bengaluru'] },
  campaignDetails: { objective: 'Brand awareness', budget: 750000, duration: { startDate: '2099-03-01', endDate: '2099-03-31' }, expectedOutcome: ['Reach'] },
  mediaPreference: ['Radio', 'Outdoor'],
};

describe('campaign life cycle, end to end', () => {
  it('brief → plan shared → changes → plan v2 → approved → part paid → paid → in execution → ended → completed', async () => {
    // The advertiser sends a brief: a campaign asking for a plan.
    const created = await call(owner, 'POST', '/campaigns/brief', BRIEF);
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    expect(created.body).toMatchObject({
      name: 'Chai Point', status: 'Plan Requested', access: 'owner', ownerId: owner.id, plans: [], mediaOptions: [], totalPrice: 0,
      planRequestedAt: expect.any(String), startDate: '2099-03-01', endDate: '2099-03-31',
      brief: {
        brand: { name: 'Chai Point', url: 'https://chaipoint.com/', salesChannel: ['Online', 'Retail stores'], category: 'Food and beverage' },
        targetGroup: { age: { from: 22, to: 40 }, geos: ['Bengaluru'] },
        campaignDetails: { budget: 750000 },
      },
    });
    expect((await call(owner, 'GET', '/campaigns')).body).toMatchObject({ count: 1, campaigns: [{ _id: id, status: 'Plan Requested', startDate: '2099-03-01' }] });

    // Sharing with a colleague, who may read and comment.
    const sharedWith = await call(owner, 'PUT', `/campaigns/${id}/users`, { add: [colleague.email.toUpperCase()] });
    expect(sharedWith).toEqual({ status: 200, body: { _users: [{ _id: colleague.id, name: 'Ravi', email: colleague.email }] } });

    // The team shares plan v1 with its own options (priced by priceBag on the server).
    const v1Options = [sampleOption('radio-1', 10, 1200), sampleOption('print-1', 2, 50000)];
    const v1 = await call(staff, 'POST', `/campaigns/${id}/plans`, { mediaOptions: v1Options, discountOnTotal: '5%', note: 'Radio heavy' });
    expect(v1.status).toBe(201);
    expect(v1.body.status).toBe('Plan Shared');
    const expectedV1 = priceBag(v1Options, { discountOnTotal: '5%' });
    expect(v1.body.plans).toEqual([expect.objectContaining({
      version: 1, name: 'Plan v1', note: 'Radio heavy', approved: false, totals: expectedV1.totals, sharedBy: staff.id,
    })]);
    expect(v1.body.plans[0].mediaOptions).toEqual(JSON.parse(JSON.stringify(expectedV1.options)));
    // A proposal does not change the campaign's own options until it is approved.
    expect(v1.body.mediaOptions).toEqual([]);
    const planV1 = v1.body.plans[0]._id as string;

    // The colleague asks for changes.
    const changes = await call(colleague, 'POST', `/campaigns/${id}/plans/${planV1}/changes`, { comment: 'Add outdoor', remarks: 'Keep it under budget' });
    expect(changes).toEqual({ status: 200, body: expect.objectContaining({ _id: planV1, comment: 'Add outdoor', remarks: 'Keep it under budget', approved: false }) });
    expect((await call(owner, 'GET', `/campaigns/${id}`)).body.status).toBe('Changes Requested');

    // v2 replaces v1: v1 can no longer be approved; v2 can.
    const v2Options = [sampleOption('radio-1', 10, 1200), sampleOption('outdoor-1', 4, 30000)];
    const v2 = await call(staff, 'POST', `/campaigns/${id}/plans`, { mediaOptions: v2Options, name: 'With outdoor' });
    expect(v2.body).toMatchObject({ status: 'Plan Shared', plans: [{ version: 1 }, { version: 2, name: 'With outdoor' }] });
    const planV2 = v2.body.plans[1]._id as string;
    expect(await call(owner, 'POST', `/campaigns/${id}/plans/${planV1}/approve`)).toMatchObject({ status: 409, body: { message: 'Plan v1 was replaced by v2; approve the latest plan' } });

    const approved = await call(owner, 'POST', `/campaigns/${id}/plans/${planV2}/approve`);
    expect(approved.status).toBe(200);
    const total = priceBag(v2Options).totals.totalPrice;
    expect(approved.body).toMatchObject({
      status: 'Approved', totalPrice: total, amountPaid: 0, balanceDue: total,
      // Approving starts execution; it is not Done until it has happened (no PO or invoice yet).
      progress: [
        { name: 'Planning', state: 'Done', description: 'Plan approved' },
        { name: 'Execution', state: 'In Progress', description: 'Plan approved; waiting for a purchase order or invoice' },
        { name: 'Analytics & Report', state: 'Pending', description: 'Waits for the campaign to run and end' },
      ],
    });
    expect(approved.body.plans[1]).toMatchObject({ approved: true, approvedAt: expect.any(String) });
    expect(approved.body.mediaOptions.map((o: { _id: string }) => o._id)).toEqual(['radio-1', 'outdoor-1']);
    // The advertiser's answer: the buyer's figures, none of what is owed to the vendors.
    expect(approved.body.totals).toEqual(withoutVendorCosts(sumTotals(approved.body.mediaOptions)));
    expect(await call(owner, 'POST', `/campaigns/${id}/plans/${planV2}/approve`)).toMatchObject({ status: 409, body: { message: 'Plan v2 is already approved' } });
    // Once approved, options and the brief are fixed.
    expect((await call(owner, 'DELETE', `/campaigns/${id}/media-options/radio-1`)).status).toBe(409);
    expect((await call(owner, 'PUT', `/campaigns/${id}/brief`, BRIEF)).status).toBe(409);

    // A part payment by bank transfer, then the rest by card.
    const part = await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'bank', amount: 10000, reference: 'hdfc-n522-0624-1234' });
    expect(part).toEqual({ status: 200, body: { status: 'Payment Pending', payments: [expect.objectContaining({ amount: 10000, mode: 'bank', reference: 'HDFCN52206241234', state: 'pending' })] } });
    // The advertiser's bank transfer counts once staff have verified it.
    const verified = await call(staff, 'POST', `/campaigns/${id}/payments/${part.body.payments[0]._id}/verify`, { approved: true });
    expect(verified).toMatchObject({ status: 200, body: { status: 'Payment Pending', payments: [{ state: 'verified', verifiedBy: staff.id }] } });
    const order = await call(owner, 'POST', `/campaigns/${id}/payments/order`, {});
    const rest = Math.round((total - 10000) * 100) / 100;
    expect(order).toEqual({ status: 200, body: { orderId: expect.stringMatching(/^order_/), amount: rest, amountInPaise: Math.round(rest * 100), currency: 'INR', keyId: expect.stringMatching(/^rzp_test_/), testMode: true } });
    // The test gateway's checkout charges the card and hands back what the page posts.
    const charged = await t.app.inject({
      method: 'POST', url: `/campaign-api/test-gateway/orders/${order.body.orderId}/pay`, payload: { key_id: order.body.keyId },
    });
    expect(charged.statusCode).toBe(200);
    const proof = { body: { orderId: charged.json().razorpay_order_id, paymentId: charged.json().razorpay_payment_id, signature: charged.json().razorpay_signature } };
    const paid = await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'card', ...proof.body });
    expect(paid.body.status).toBe('Paid');
    expect(paid.body.payments).toHaveLength(2);
    expect(paid.body.payments[1]).toMatchObject({ mode: 'card', amount: rest, reference: proof.body.paymentId, orderId: order.body.orderId });
    expect((await call(owner, 'GET', `/campaigns/${id}`)).body).toMatchObject({ amountPaid: total, balanceDue: 0 });
    expect(await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'upi', amount: 1, reference: '412345678901' })).toMatchObject({ status: 409 });

    // Staff run it: live, then finished.
    expect((await call(staff, 'PUT', `/campaigns/${id}/status`, { status: 'In Execution' })).body.status).toBe('In Execution');
    expect((await call(owner, 'GET', '/campaigns')).body).toMatchObject({ liveCampaigns: 1, endedCampaigns: 0, totalSpend: total });
    expect((await call(staff, 'PUT', `/campaigns/${id}/status`, { status: 'Ended' })).body.status).toBe('Ended');
    const done = await call(staff, 'PUT', `/campaigns/${id}/status`, { status: 'Completed' });
    expect(done.body).toMatchObject({ status: 'Completed', progress: [{ state: 'Done' }, { state: 'Done' }, { state: 'In Progress' }] });
    expect((await call(owner, 'GET', '/campaigns')).body).toMatchObject({ liveCampaigns: 0, endedCampaigns: 1 });
    expect(await call(staff, 'PUT', `/campaigns/${id}/status`, { status: 'In Execution' })).toMatchObject({
      status: 409, body: { message: 'A campaign that is Completed cannot become In Execution; staff may set: nothing (it is final)' },
    });
    expect(done.body.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'Plan Requested', 'Plan Shared', 'Changes Requested', 'Plan Shared', 'Approved', 'Payment Pending', 'Paid', 'In Execution', 'Ended', 'Completed',
    ]);
  });

  it('a draft saved from the bag: request approval, staff share its options as the plan, approve', async () => {
    const { id } = await seedCampaign(t.db, owner, { status: 'Draft', options: [sampleOption('o-1'), sampleOption('o-2', 3, 900)] });
    expect(await call(owner, 'POST', `/campaigns/${id}/request-approval`)).toEqual({ status: 200, body: { status: 'Approval Requested' } });
    expect(await call(owner, 'POST', `/campaigns/${id}/request-approval`)).toMatchObject({ status: 409, body: { message: 'Approval can be requested only for a draft campaign; this one is Approval Requested' } });
    const shared = await call(staff, 'POST', `/campaigns/${id}/plans`, {});
    expect(shared.body.plans[0].mediaOptions).toEqual(shared.body.mediaOptions);
    expect(shared.body.plans[0].totals).toEqual(shared.body.totals);
    const approved = await call(owner, 'POST', `/campaigns/${id}/plans/${shared.body.plans[0]._id}/approve`);
    expect(approved.body).toMatchObject({ status: 'Approved', mediaOptions: withoutVendorCosts(shared.body.mediaOptions), totalPrice: shared.body.totalPrice });
  });

  it('request approval needs options; staff status moves follow the life cycle', async () => {
    const empty = await seedCampaign(t.db, owner, { status: 'Draft' });
    expect(await call(owner, 'POST', `/campaigns/${empty.id}/request-approval`)).toMatchObject({ status: 409, body: { message: 'Add media options to the campaign before requesting approval' } });
    expect(await call(staff, 'POST', `/campaigns/${empty.id}/plans`, {})).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^A plan needs media options/) } });
    expect(await call(staff, 'PUT', `/campaigns/${empty.id}/status`, { status: 'In Execution' })).toMatchObject({ status: 409 });
    expect(await call(staff, 'PUT', `/campaigns/${empty.id}/status`, { status: 'Draft' })).toMatchObject({ status: 409, body: { message: 'The campaign is already Draft' } });
    expect(await call(staff, 'PUT', `/campaigns/${empty.id}/status`, { status: 'Live' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^body\/status must be one of: Draft, /) } });
    expect((await call(staff, 'PUT', `/campaigns/${empty.id}/status`, { status: 'Closed' })).body.status).toBe('Closed');
    expect((await storedCampaign(t.db, empty.id)).row.status).toBe('Closed');
  });

  it('staff cannot set a status that follows an action: Plan Shared → Approved needs the advertiser to approve the plan', async () => {
    const shared = await seedCampaign(t.db, owner, { status: 'Plan Shared', options: [sampleOption('s1')], plans: [{ version: 1 }] });
    const before = await storedCampaign(t.db, shared.id);
    expect(await call(staff, 'PUT', `/campaigns/${shared.id}/status`, { status: 'Approved' })).toMatchObject({
      status: 409, body: { message: 'Only the advertiser approves a shared plan; a campaign cannot be Approved without an approved plan; staff may set: Closed' },
    });
    expect(await call(staff, 'PUT', `/campaigns/${shared.id}/status`, { status: 'Changes Requested' })).toMatchObject({ status: 409 });
    expect(await storedCampaign(t.db, shared.id)).toEqual(before);

    const approved = await seedCampaign(t.db, owner, { status: 'Approved', options: [sampleOption('s2')], plans: [{ version: 1, approved: true }] });
    expect(await call(staff, 'PUT', `/campaigns/${approved.id}/status`, { status: 'Paid' })).toMatchObject({
      status: 409, body: { message: expect.stringMatching(/^The status follows the payments/) },
    });
    expect((await call(staff, 'PUT', `/campaigns/${approved.id}/status`, { status: 'In Execution' })).body.status).toBe('In Execution');
  });

  it('a plan version must grow; changes need a shared plan and a comment', async () => {
    const { id } = await seedCampaign(t.db, owner, { status: 'Plan Shared', options: [sampleOption('v-1')], plans: [{ version: 3 }] });
    expect(await call(staff, 'POST', `/campaigns/${id}/plans`, { version: 2 })).toMatchObject({ status: 409, body: { message: 'Plan v3 is already shared; share v4 or later' } });
    const v5 = await call(staff, 'POST', `/campaigns/${id}/plans`, { version: 5 });
    expect(v5.body.plans.map((p: { version: number }) => p.version)).toEqual([3, 5]);
    const planId = v5.body.plans[1]._id;
    expect(await call(owner, 'POST', `/campaigns/${id}/plans/${planId}/changes`, { comment: '   ' })).toMatchObject({ status: 400 });
    expect(await call(owner, 'POST', `/campaigns/${id}/plans/${planId}/changes`, {})).toMatchObject({ status: 400 });
    expect(await call(owner, 'POST', `/campaigns/${id}/plans/nope/changes`, { comment: 'x' })).toMatchObject({ status: 404, body: { message: 'Plan not found' } });
  });
});

describe('media options, sharing and the brief', () => {
  it('DELETE a media option answers the rest with totals priced by shared-domain, and updates the campaign', async () => {
    const lines = [sampleOption('d-1'), sampleOption('d-2', 3, 1100), sampleOption('d-3', 1, 2500)];
    const { id } = await seedCampaign(t.db, owner, { status: 'Draft', options: lines });
    const res = await call(owner, 'DELETE', `/campaigns/${id}/media-options/d-2`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['mediaOptions', 'totals']);
    expect(res.body.mediaOptions.map((o: { _id: string }) => o._id)).toEqual(['d-1', 'd-3']);
    expect(res.body.totals).toEqual(withoutVendorCosts(priceBag([lines[0], lines[2]]).totals));
    const after = await call(owner, 'GET', `/campaigns/${id}`);
    expect(after.body).toMatchObject({ totalPrice: res.body.totals.totalPrice, totals: res.body.totals });
    const list = await call(owner, 'GET', '/campaigns');
    expect(list.body.campaigns.find((c: { _id: string }) => c._id === id)).toMatchObject({ totalPrice: res.body.totals.totalPrice, mediaOptionCount: 2 });
    expect(await call(owner, 'DELETE', `/campaigns/${id}/media-options/d-2`)).toMatchObject({ status: 404, body: { message: 'Media option not found in this campaign' } });
  });

  it('DELETE a media option takes it out of every plan awaiting approval, so approving cannot bring it back', async () => {
    const lines = [sampleOption('r-1'), sampleOption('r-2', 3, 1100), sampleOption('r-3', 1, 2500)];
    const { id, planIds } = await seedCampaign(t.db, owner, {
      status: 'Plan Shared',
      options: lines,
      plans: [
        // v1 was approved once (a record); v2 holds r-2 among its own options; v3 does not hold it; v4 is the campaign's options.
        { version: 1, approved: true },
        { version: 2, options: [sampleOption('r-2', 3, 1100), sampleOption('x-9', 5, 700)] },
        { version: 3, options: [sampleOption('x-1')] },
        { version: 4 },
      ],
    });
    const before = (await call(owner, 'GET', `/campaigns/${id}`)).body;
    expect(before.plans[3].totals.totalPrice).toBe(before.totals.totalPrice);

    const removedAt = new Date(Date.now() + 60_000);
    t.setNow(removedAt);
    const res = await call(owner, 'DELETE', `/campaigns/${id}/media-options/r-2`).finally(() => t.setNow(new Date()));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['mediaOptions', 'totals']);

    const after = (await call(owner, 'GET', `/campaigns/${id}`)).body;
    const ids = (p: { mediaOptions: { _id: string }[] }) => p.mediaOptions.map((o) => o._id);
    expect(after.plans.map(ids)).toEqual([['r-1', 'r-2', 'r-3'], ['x-9'], ['x-1'], ['r-1', 'r-3']]);
    // The approved version and the version without the option are untouched.
    expect(after.plans[0]).toEqual(before.plans[0]);
    expect(after.plans[2]).toEqual(before.plans[2]);
    // The changed versions are re-totalled from what is left, as the campaign is.
    expect(after.plans[1].totals).toEqual(withoutVendorCosts(sumTotals(after.plans[1].mediaOptions)));
    expect(after.plans[1].totals.totalPrice).toBeLessThan(before.plans[1].totals.totalPrice);
    expect(after.plans[3].totals).toEqual(res.body.totals);
    expect(after.plans[3].totals.totalPrice).toBeLessThan(before.plans[3].totals.totalPrice);
    expect([after.plans[1].updatedAt, after.plans[3].updatedAt]).toEqual([removedAt.toISOString(), removedAt.toISOString()]);

    // Approving the latest version keeps the option out, at the lower total.
    const approved = await call(owner, 'POST', `/campaigns/${id}/plans/${planIds[3]}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.mediaOptions.map((o: { _id: string }) => o._id)).toEqual(['r-1', 'r-3']);
    expect(approved.body).toMatchObject({ status: 'Approved', totalPrice: res.body.totals.totalPrice, totals: res.body.totals });
  });

  it('a removal that empties a plan leaves nothing to approve; a refused removal changes no plan', async () => {
    const { id, planIds } = await seedCampaign(t.db, owner, {
      status: 'Plan Shared', options: [sampleOption('e-1'), sampleOption('e-2')], plans: [{ version: 1, options: [sampleOption('e-1')] }],
    });
    const untouched = await storedCampaign(t.db, id);
    expect(await call(owner, 'DELETE', `/campaigns/${id}/media-options/nope`)).toMatchObject({ status: 404 });
    expect(await storedCampaign(t.db, id)).toEqual(untouched);

    expect((await call(owner, 'DELETE', `/campaigns/${id}/media-options/e-1`)).status).toBe(200);
    const plan = (await call(owner, 'GET', `/campaigns/${id}`)).body.plans[0];
    expect(plan).toMatchObject({ mediaOptions: [], totals: { count: 0, totalPrice: 0 } });
    const stored = await storedCampaign(t.db, id);
    expect(await call(owner, 'POST', `/campaigns/${id}/plans/${planIds[0]}/approve`)).toMatchObject({
      status: 409, body: { message: 'Plan v1 has no media options left; ask our team for a new version' },
    });
    expect(await storedCampaign(t.db, id)).toEqual(stored);
  });

  it('sharing: add by e-mail, remove by id; bad and unknown e-mails, the owner and too many are 400 and change nothing', async () => {
    const a = await makeUser(t.db, 'Share A');
    const b = await makeUser(t.db, 'Share B');
    const { id } = await seedCampaign(t.db, owner, { status: 'Draft', options: [sampleOption('s-1')] });
    const added = await call(owner, 'PUT', `/campaigns/${id}/users`, { add: [a.email, b.email, a.email] });
    expect(added.body._users.map((u: { _id: string }) => u._id).sort()).toEqual([a.id, b.id].sort());
    expect((await call(b, 'GET', `/campaigns/${id}`)).status).toBe(200);
    const before = await storedCampaign(t.db, id);
    for (const [payload, message] of [
      [{ add: ['not-an-email'] }, 'Not an e-mail address: not-an-email'],
      [{ add: ['nobody@example.com'] }, /^No account uses nobody@example.com/],
      [{ add: [owner.email] }, 'You own this campaign; share it with someone else'],
      [{ add: [a.email], remove: [''] }, /body\/remove\/0 must NOT have fewer than 1 characters/],
      [{ add: Array.from({ length: 51 }, (_, i) => `u${i}@example.com`) }, /body\/add must NOT have more than 50 items/],
    ] as [object, string | RegExp][]) {
      const res = await call(owner, 'PUT', `/campaigns/${id}/users`, payload);
      expect(res).toEqual({ status: 400, body: { error: 'bad_request', message: expect.stringMatching(message) } });
    }
    expect(await storedCampaign(t.db, id)).toEqual(before);
    expect((await call(owner, 'PUT', `/campaigns/${id}/users`, { remove: [b.id, 'not-shared'] })).body._users.map((u: { _id: string }) => u._id)).toEqual([a.id]);
    expect((await call(b, 'GET', `/campaigns/${id}`)).status).toBe(404);
    // A shared user may not share onwards.
    expect((await call(a, 'PUT', `/campaigns/${id}/users`, { add: [b.email] })).status).toBe(403);
  });

  it('a brief sent without an income (the chat assistant asks none) is kept without one: no income is assumed', async () => {
    const withoutIncome = BRIEF.targetGroup;
    const created = await call(owner, 'POST', '/campaigns/brief', BRIEF);
    expect(created.status).toBe(201);
    expect(created.body.brief.targetGroup).not.toHaveProperty('income');
    expect(created.body.brief.targetGroup.age).toEqual(BRIEF.targetGroup.age);
    // A half-given income still takes the other end from the form's default, and is checked.
    const half = await call(owner, 'POST', '/campaigns/brief', { ...BRIEF, targetGroup: { ...withoutIncome, income: { from: 20000 } } });
    expect(half.body.brief.targetGroup.income).toEqual({ from: 20000, to: 100000 });
  });

  it('the brief is validated by shared-domain rules: 400 with every problem, nothing stored', async () => {
    const before = await call(owner, 'GET', '/campaigns');
    const bad = {
      brand: { name: ' ', url: 'not a site' },
      targetGroup: { age: { from: 40, to: 20 }, income: { from: -5 } },
      campaignDetails: { budget: 0, duration: { startDate: '2099-05-10', endDate: '2099-05-01' } },
    };
    const res = await call(owner, 'POST', '/campaigns/brief', bad);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
    for (const part of ['brand name', 'website', 'category', 'upper age', 'income', 'objective', 'budget', 'end date must be on or after the start date']) {
      expect(res.body.message.toLowerCase()).toContain(part);
    }
    expect((await call(owner, 'POST', '/campaigns/brief', { ...BRIEF, campaignDetails: { ...BRIEF.campaignDetails, duration: { startDate: '2020-01-01', endDate: '2020-02-01' } } })).body.message).toMatch(/start date cannot be in the past/);
    expect((await call(owner, 'POST', '/campaigns/brief', { ...BRIEF, campaignDetails: { ...BRIEF.campaignDetails, budget: 'lots' } })).body.message).toBe('body/campaignDetails/budget must be number');
    expect((await call(owner, 'POST', '/campaigns/brief', { ...BRIEF, campaignDetails: { ...BRIEF.campaignDetails, duration: { startDate: '2099-02-30', endDate: '2099-03-01' } } })).body.message).toMatch(/Enter the start date/);
    expect(await call(owner, 'GET', '/campaigns')).toEqual(before);

    const { id } = await seedCampaign(t.db, owner, { status: 'Draft', options: [sampleOption('b-1')] });
    const stored = await storedCampaign(t.db, id);
    expect((await call(owner, 'PUT', `/campaigns/${id}/brief`, bad)).status).toBe(400);
    expect(await storedCampaign(t.db, id)).toEqual(stored);
    const ok = await call(owner, 'PUT', `/campaigns/${id}/brief`, BRIEF);
    expect(ok.body).toMatchObject({ status: 'Draft', brief: { brand: { name: 'Chai Point' }, campaignDetails: { budget: 750000 } } });
  });
});
