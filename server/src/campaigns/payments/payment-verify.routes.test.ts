import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign, storedCampaign, type Actor } from '../../../test/support/campaign.fixtures';

/**
 * Offline payments an advertiser records await verification; staff verify or reject them
 * with POST /campaigns/{id}/payments/{paymentId}/verify.
 */
let t: TestApp;
let owner: Actor;
let shared: Actor;
let other: Actor;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db, 'Advertiser');
  shared = await makeUser(t.db, 'Colleague');
  other = await makeUser(t.db, 'Stranger');
  staff = await makeUser(t.db, 'Accounts', 'finance');
});
afterAll(async () => {
  await t.close();
});

async function call(who: Actor | null, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/campaign-api${path}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

let refs = 0;
/** A fresh 12-digit UPI reference. */
const upiRef = () => `7${String(Date.now() % 1e8).padStart(8, '0')}${String(++refs).padStart(3, '0')}`;

/** A campaign of ₹1,888 (2 × ₹800 + 18 % GST) in `status`, shared with `shared`. */
async function campaign(status = 'Approved', payments?: { amount: number; mode: string; reference: string }[]): Promise<string> {
  const { id } = await seedCampaign(t.db, owner, { status, options: [sampleOption(`v-${Math.random().toString(36).slice(2, 8)}`)], sharedWith: [shared], payments });
  return id;
}

/** The owner records a UPI payment; answers the new payment's id. */
async function ownerPays(id: string, amount: number): Promise<string> {
  const res = await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'upi', amount, reference: upiRef() });
  expect(res.status).toBe(200);
  return res.body.payments.at(-1)._id;
}

const verify = (who: Actor | null, id: string, paymentId: string, body: object) => call(who, 'POST', `/campaigns/${id}/payments/${paymentId}/verify`, body);
const detail = async (id: string) => (await call(owner, 'GET', `/campaigns/${id}`)).body;

describe('an advertiser’s offline payment', () => {
  it('awaits verification: listed, not counted, the campaign Payment Pending rather than Paid', async () => {
    const id = await campaign();
    const res = await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'upi', amount: 1888, reference: '9876 5432 1012' });
    expect(res).toEqual({
      status: 200,
      body: {
        status: 'Payment Pending',
        payments: [{ _id: expect.any(String), amount: 1888, mode: 'upi', reference: '987654321012', createdAt: expect.any(String), paidBy: owner.id, state: 'pending' }],
      },
    });
    expect(await detail(id)).toMatchObject({ status: 'Payment Pending', amountPaid: 0, balanceDue: 1888, payments: [{ state: 'pending' }] });
  });

  it('staff verify it: it counts and the campaign becomes Paid when the total is covered', async () => {
    const id = await campaign();
    const first = await ownerPays(id, 888);
    const second = await ownerPays(id, 1000);
    const one = await verify(staff, id, first, { approved: true });
    expect(one.status).toBe(200);
    expect(one.body.status).toBe('Payment Pending');
    expect(one.body.payments[0]).toEqual(expect.objectContaining({ _id: first, state: 'verified', verifiedAt: expect.any(String), verifiedBy: staff.id }));
    expect(one.body.payments[1]).toMatchObject({ _id: second, state: 'pending' });
    expect(await detail(id)).toMatchObject({ amountPaid: 888, balanceDue: 1000 });

    const two = await verify(staff, id, second, { approved: true, note: '  Seen in the HDFC statement ' });
    expect(two).toMatchObject({ status: 200, body: { status: 'Paid', payments: [{ state: 'verified' }, { state: 'verified', note: 'Seen in the HDFC statement' }] } });
    const after = await detail(id);
    expect(after).toMatchObject({ status: 'Paid', amountPaid: 1888, balanceDue: 0 });
    expect(after.statusHistory.map((h: { status: string }) => h.status)).toEqual(['Payment Pending', 'Paid']);
  });

  it('staff reject it with a reason: it never counts and the campaign is not Paid', async () => {
    const id = await campaign();
    const paymentId = await ownerPays(id, 1888);
    const rejected = await verify(staff, id, paymentId, { approved: false, note: ' No such UTR in our account ' });
    expect(rejected).toEqual({
      status: 200,
      body: {
        status: 'Payment Pending',
        payments: [expect.objectContaining({ _id: paymentId, state: 'rejected', note: 'No such UTR in our account', rejectedAt: expect.any(String), rejectedBy: staff.id })],
      },
    });
    expect(await detail(id)).toMatchObject({ amountPaid: 0, balanceDue: 1888 });
    // The balance is open again for a correct payment.
    expect((await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'upi', amount: 1888, reference: upiRef() })).status).toBe(200);
  });

  it('a payment is reviewed once (409); an unknown payment is 404; a bad review is 400; none changes anything', async () => {
    const id = await campaign();
    const paymentId = await ownerPays(id, 500);
    expect((await verify(staff, id, paymentId, { approved: true })).status).toBe(200);
    const before = await storedCampaign(t.db, id);
    for (const [paymentRef, body, expected] of [
      [paymentId, { approved: true }, { status: 409, body: { error: 'conflict', message: 'This payment was already verified' } }],
      [paymentId, { approved: false, note: 'Changed my mind' }, { status: 409, body: { error: 'conflict', message: 'This payment was already verified' } }],
      ['no-such-payment', { approved: true }, { status: 404, body: { error: 'not_found', message: 'Payment not found' } }],
      [paymentId, { approved: false }, { status: 400, body: { error: 'bad_request', message: 'Enter the reason for rejecting this payment' } }],
      [paymentId, { approved: false, note: '   ' }, { status: 400, body: { error: 'bad_request', message: 'Enter the reason for rejecting this payment' } }],
      [paymentId, { approved: false, note: 'x'.repeat(501) }, { status: 400, body: { error: 'bad_request', message: 'The note can be at most 500 characters' } }],
      [paymentId, { approved: 'yes' }, { status: 400, body: { error: 'bad_request', message: 'body/approved must be boolean' } }],
      [paymentId, {}, { status: 400, body: { error: 'bad_request', message: "body must have required property 'approved'" } }],
    ] as [string, object, object][]) {
      expect(await verify(staff, id, paymentRef, body)).toEqual(expected);
    }
    expect(await storedCampaign(t.db, id)).toEqual(before);

    const rejectedId = await ownerPays(id, 100);
    expect((await verify(staff, id, rejectedId, { approved: false, note: 'Wrong amount' })).status).toBe(200);
    expect(await verify(staff, id, rejectedId, { approved: true })).toEqual({ status: 409, body: { error: 'conflict', message: 'This payment was already rejected' } });
  });

  it('only staff verify: 403 for the owner and shared users, 404 for others, 401 anonymous; nothing changes', async () => {
    const id = await campaign();
    const paymentId = await ownerPays(id, 1888);
    const before = await storedCampaign(t.db, id);
    for (const [who, status] of [[owner, 403], [shared, 403], [other, 404], [null, 401]] as [Actor | null, number][]) {
      const res = await verify(who, id, paymentId, { approved: true });
      expect({ who: who?.email ?? 'anonymous', status: res.status }).toEqual({ who: who?.email ?? 'anonymous', status });
      // Access is decided before the body is read: a bad body tells a stranger nothing either.
      expect((await verify(who, id, paymentId, { approved: 'maybe' })).status).toBe(status);
    }
    expect((await verify(owner, id, paymentId, { approved: true })).body).toEqual({ error: 'forbidden', message: 'Only staff may verify payments' });
    expect(await storedCampaign(t.db, id)).toEqual(before);
    // An unknown campaign: 404 for everyone signed in.
    expect((await verify(staff, 'no-such-campaign', paymentId, { approved: true })).status).toBe(404);
    expect((await verify(owner, 'no-such-campaign', paymentId, { approved: true })).status).toBe(404);
  });

  it('parallel verifications of one payment: one succeeds, the others are 409', async () => {
    const id = await campaign();
    const paymentId = await ownerPays(id, 1888);
    const results = await Promise.all(Array.from({ length: 5 }, () => verify(staff, id, paymentId, { approved: true })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const after = await detail(id);
    expect(after).toMatchObject({ status: 'Paid', amountPaid: 1888 });
    expect(after.statusHistory.map((h: { status: string }) => h.status)).toEqual(['Payment Pending', 'Paid']);
  });
});

describe('which payments count', () => {
  it('payments stored before verification existed count as verified', async () => {
    const id = await campaign('Payment Pending', [{ amount: 1000, mode: 'bank', reference: 'HDFC00000000000001' }]);
    expect(await detail(id)).toMatchObject({ amountPaid: 1000, balanceDue: 888 });
    const old = (await detail(id)).payments[0]._id;
    expect(await verify(staff, id, old, { approved: true })).toMatchObject({ status: 409, body: { message: 'This payment was already verified' } });
  });

  it('a payment staff record on their own campaign is verified at once', async () => {
    const { id } = await seedCampaign(t.db, staff, { status: 'Approved', options: [sampleOption('staff-own')] });
    const res = await call(staff, 'POST', `/campaigns/${id}/payments`, { mode: 'bank', amount: 1888, reference: 'ICIC00000000000042' });
    expect(res).toMatchObject({ status: 200, body: { status: 'Paid', payments: [{ state: 'verified', verifiedBy: staff.id }] } });
  });
});

describe('when payments are taken', () => {
  it('an ended campaign with a balance due takes a payment; its status stays Ended', async () => {
    for (const status of ['Ended', 'Completed', 'In Execution']) {
      const id = await campaign(status);
      const paymentId = await ownerPays(id, 1888);
      expect((await detail(id)).status).toBe(status);
      expect(await verify(staff, id, paymentId, { approved: true })).toMatchObject({ status: 200, body: { status } });
      expect(await detail(id)).toMatchObject({ amountPaid: 1888, balanceDue: 0 });
      expect(await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'upi', amount: 1, reference: upiRef() })).toEqual({
        status: 409, body: { error: 'conflict', message: 'This campaign is paid in full.' },
      });
    }
  });

  it('a closed campaign takes none; a balance covered by payments awaiting verification takes no more', async () => {
    const closed = await campaign('Closed');
    expect(await call(owner, 'POST', `/campaigns/${closed}/payments`, { mode: 'upi', amount: 10, reference: upiRef() })).toEqual({
      status: 409, body: { error: 'conflict', message: 'This campaign is closed.' },
    });
    const id = await campaign();
    await ownerPays(id, 1000);
    expect(await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'upi', amount: 900, reference: upiRef() })).toEqual({
      status: 400, body: { error: 'bad_request', message: '₹1,000 of the balance is awaiting verification; you can pay up to ₹888 now' },
    });
    await ownerPays(id, 888);
    expect(await call(owner, 'POST', `/campaigns/${id}/payments`, { mode: 'upi', amount: 1, reference: upiRef() })).toEqual({
      status: 409, body: { error: 'conflict', message: 'The balance due is covered by payments awaiting verification.' },
    });
  });
});
