import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign, storedCampaign, type Actor, type SeedOptions } from '../../test/support/campaign.fixtures';
import { createCampaignRepository } from './campaign.repository';
import { loadPaymentConfig } from './payments/payment-config';
import { paymentSignature } from './payments/payment-gateway';
import { makeOrganization, makeWhiteLabelAdmin } from '../../test/support/organization.fixtures';

/**
 * The authorization matrix of service B: every campaign route × owner, shared user, other
 * user, anonymous, staff, and the white-label-admin of the organisation the owner signed up
 * in (`orgAdmin`: reads, every write 403). Each cell gets a fresh campaign in the state the route needs, so
 * allowed calls succeed; refused calls must leave the campaign exactly as it was.
 */
let t: TestApp;
let owner: Actor;
let shared: Actor;
let other: Actor;
let staff: Actor;
let friend: Actor;
let orgAdmin: Actor;
const keySecret = loadPaymentConfig(process.env, 'test').keySecret;

beforeAll(async () => {
  t = await createTestApp();
  const org = await makeOrganization(t.db);
  owner = await makeUser(t.db, 'Owner', '', org._org);
  orgAdmin = await makeWhiteLabelAdmin(t.db, org._org);
  shared = await makeUser(t.db, 'Shared');
  other = await makeUser(t.db, 'Other');
  staff = await makeUser(t.db, 'Staff', 'ops');
  friend = await makeUser(t.db, 'Friend');
});
afterAll(async () => {
  await t.close();
});

type Role = 'owner' | 'shared' | 'other' | 'anonymous' | 'staff' | 'orgAdmin';
const ROLES: Role[] = ['owner', 'shared', 'other', 'anonymous', 'staff', 'orgAdmin'];
const actor = (role: Role): Actor | null => ({ owner, shared, other, staff, orgAdmin, anonymous: null }[role]);

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
type Row = {
  route: string;
  /** Seeds a campaign in the state the route needs; answers the call to make. */
  setup: () => Promise<{ id: string; call: Call }>;
  /** orgAdmin, when not given: 200 for a read (GET), 403 for every write. */
  expected: Record<Exclude<Role, 'orgAdmin'>, number> & { orgAdmin?: number };
};
const expectedFor = (row: Row, role: Role): number =>
  role === 'orgAdmin' ? row.expected.orgAdmin ?? (row.route.startsWith('GET ') ? 200 : 403) : row.expected[role];

const alnum = (n: number) => randomBytes(n).toString('hex').slice(0, n);
const reader = { owner: 200, shared: 200, other: 404, anonymous: 401, staff: 200 };
const ownerOnly = (ok = 200) => ({ owner: ok, shared: 403, other: 404, anonymous: 401, staff: 403 });
const staffOnly = (ok = 200) => ({ owner: 403, shared: 403, other: 403, anonymous: 401, staff: ok });
const base = (id: string) => `/campaign-api/campaigns/${id}`;
const options = () => [sampleOption(`a-${alnum(6)}`), sampleOption(`b-${alnum(6)}`, 1, 1500)];

async function seeded(status: string, extra: Partial<SeedOptions> = {}) {
  return seedCampaign(t.db, owner, { status, options: options(), sharedWith: [shared], ...extra });
}

async function withOrder(id: string): Promise<string> {
  const orderId = `order_${alnum(14)}`;
  await createCampaignRepository(t.db).modify(id, owner.id, async (_l, writer) => {
    await writer.insertOrder({ id: orderId, userId: owner.id, amount: 100, currency: 'INR' });
  });
  return orderId;
}

const ROWS: Row[] = [
  {
    route: 'GET /campaigns/{id}', expected: reader,
    setup: async () => {
      const { id } = await seeded('Draft');
      return { id, call: { method: 'GET', url: base(id) } };
    },
  },
  {
    route: 'POST /campaigns/{id}/plans/{planId}/approve', expected: ownerOnly(),
    setup: async () => {
      const { id, planIds } = await seeded('Plan Shared', { plans: [{ version: 1 }] });
      return { id, call: { method: 'POST', url: `${base(id)}/plans/${planIds[0]}/approve` } };
    },
  },
  {
    route: 'POST /campaigns/{id}/plans/{planId}/changes', expected: { owner: 200, shared: 200, other: 404, anonymous: 401, staff: 403 },
    setup: async () => {
      const { id, planIds } = await seeded('Plan Shared', { plans: [{ version: 1 }] });
      return { id, call: { method: 'POST', url: `${base(id)}/plans/${planIds[0]}/changes`, payload: { comment: 'More radio, less print' } } };
    },
  },
  {
    route: 'POST /campaigns/{id}/request-approval', expected: ownerOnly(),
    setup: async () => {
      const { id } = await seeded('Draft');
      return { id, call: { method: 'POST', url: `${base(id)}/request-approval` } };
    },
  },
  {
    route: 'DELETE /campaigns/{id}/media-options/{optionId}', expected: ownerOnly(),
    setup: async () => {
      const { id, optionIds } = await seeded('Draft');
      return { id, call: { method: 'DELETE', url: `${base(id)}/media-options/${optionIds[0]}` } };
    },
  },
  {
    route: 'PUT /campaigns/{id}/users', expected: ownerOnly(),
    setup: async () => {
      const { id } = await seeded('Draft');
      return { id, call: { method: 'PUT', url: `${base(id)}/users`, payload: { add: [friend.email], remove: [] } } };
    },
  },
  {
    route: 'PUT /campaigns/{id}/brief', expected: ownerOnly(),
    setup: async () => {
      const { id } = await seeded('Plan Requested');
      const payload = {
        brand: { name: 'Chai Point', category: 'Food and beverage' },
        campaignDetails: { objective: 'Brand awareness', budget: 500000, duration: { startDate: '2099-01-01', endDate: '2099-02-01' } },
      };
      return { id, call: { method: 'PUT', url: `${base(id)}/brief`, payload } };
    },
  },
  {
    route: 'POST /campaigns/{id}/payments/order', expected: ownerOnly(),
    setup: async () => {
      const { id } = await seeded('Approved');
      return { id, call: { method: 'POST', url: `${base(id)}/payments/order`, payload: { amount: 100 } } };
    },
  },
  {
    route: 'POST /campaigns/{id}/payments (bank)', expected: ownerOnly(),
    setup: async () => {
      const { id } = await seeded('Approved');
      return { id, call: { method: 'POST', url: `${base(id)}/payments`, payload: { mode: 'bank', amount: 100, reference: `UTR${alnum(13).toUpperCase()}` } } };
    },
  },
  {
    route: 'POST /campaigns/{id}/payments (card)', expected: ownerOnly(),
    setup: async () => {
      const { id } = await seeded('Approved');
      const orderId = await withOrder(id);
      const paymentId = `pay_${alnum(14)}`;
      const payload = { mode: 'card', orderId, paymentId, signature: paymentSignature(orderId, paymentId, keySecret) };
      return { id, call: { method: 'POST', url: `${base(id)}/payments`, payload } };
    },
  },
  {
    route: 'POST /campaigns/{id}/plans (staff)', expected: staffOnly(201),
    setup: async () => {
      const { id } = await seeded('Plan Requested');
      return { id, call: { method: 'POST', url: `${base(id)}/plans`, payload: { note: 'Our plan' } } };
    },
  },
  {
    route: 'PATCH /campaigns/{id}', expected: { owner: 200, shared: 403, other: 404, anonymous: 401, staff: 200 },
    setup: async () => {
      const { id } = await seeded('Draft');
      return { id, call: { method: 'PATCH', url: base(id), payload: { name: 'Diwali push' } } };
    },
  },
  {
    route: 'POST /campaigns/{id}/payments/{paymentId}/verify (staff)', expected: { owner: 403, shared: 403, other: 404, anonymous: 401, staff: 200 },
    setup: async () => {
      const { id } = await seeded('Payment Pending', { payments: [{ amount: 100, mode: 'upi', reference: `7${String(Date.now()).slice(-11)}`, state: 'pending' }] });
      const paymentId = ((await storedDocument(id)).payments as { _id: string }[])[0]!._id;
      return { id, call: { method: 'POST', url: `${base(id)}/payments/${paymentId}/verify`, payload: { approved: true } } };
    },
  },
  {
    route: 'PUT /campaigns/{id}/status (staff)', expected: staffOnly(),
    setup: async () => {
      const { id } = await seeded('Draft');
      return { id, call: { method: 'PUT', url: `${base(id)}/status`, payload: { status: 'Closed' } } };
    },
  },
  {
    route: 'POST /campaigns/{id}/media-options/{optionId}/rate-request/accept (staff)', expected: staffOnly(),
    setup: async () => {
      const { id, optionIds } = await seeded('Draft', { options: [{ ...sampleOption(`r-${alnum(6)}`), requestedRate: 100 }] });
      return { id, call: { method: 'POST', url: `${base(id)}/media-options/${optionIds[0]}/rate-request/accept` } };
    },
  },
  {
    route: 'POST /campaigns/{id}/media-options/{optionId}/rate-request/refuse (staff)', expected: staffOnly(),
    setup: async () => {
      const { id, optionIds } = await seeded('Draft', { options: [{ ...sampleOption(`r-${alnum(6)}`), requestedDiscount: '50%' }] });
      return { id, call: { method: 'POST', url: `${base(id)}/media-options/${optionIds[0]}/rate-request/refuse`, payload: { reason: 'Too low' } } };
    },
  },
  {
    route: 'POST /campaigns/{id}/rate-request/accept (staff)', expected: staffOnly(),
    setup: async () => {
      const { id } = await seeded('Draft');
      await withRequestedBulkDiscount(id);
      return { id, call: { method: 'POST', url: `${base(id)}/rate-request/accept` } };
    },
  },
  {
    route: 'POST /campaigns/{id}/rate-request/refuse (staff)', expected: staffOnly(),
    setup: async () => {
      const { id } = await seeded('Draft');
      await withRequestedBulkDiscount(id);
      return { id, call: { method: 'POST', url: `${base(id)}/rate-request/refuse`, payload: {} } };
    },
  },
  {
    route: 'PUT /campaigns/{id}/estimate (staff)', expected: staffOnly(),
    setup: async () => {
      const { id } = await seeded('Draft');
      return { id, call: { method: 'PUT', url: `${base(id)}/estimate`, payload: { amount: 120000, validUntil: '2099-01-31' } } };
    },
  },
  {
    route: 'POST /campaigns/{id}/creatives', expected: { owner: 201, shared: 403, other: 404, anonymous: 401, staff: 201 },
    setup: async () => {
      const { id } = await seeded('Draft');
      return { id, call: { method: 'POST', url: `${base(id)}/creatives`, payload: { name: 'Hero banner', url: 'https://cdn.example.com/hero.png' } } };
    },
  },
  {
    route: 'POST /campaigns/{id}/versions', expected: ownerOnly(201),
    setup: async () => {
      const { id } = await seeded('Draft');
      return { id, call: { method: 'POST', url: `${base(id)}/versions`, payload: { note: 'First cut' } } };
    },
  },
];

/** The campaign carries a bulk discount its buyer requested in the bag. */
async function withRequestedBulkDiscount(id: string): Promise<void> {
  const doc = { ...(await storedDocument(id)), requestedDiscountOnTotal: '10%' };
  await t.db.updateTable('campaigns').set({ data_json: JSON.stringify(doc) }).where('id', '=', id).execute();
}

/** The stored document of a campaign (to find the id of a seeded payment). */
async function storedDocument(id: string): Promise<Record<string, unknown>> {
  const row = await t.db.selectFrom('campaigns').select('data_json').where('id', '=', id).executeTakeFirstOrThrow();
  return JSON.parse(row.data_json) as Record<string, unknown>;
}

/**
 * Routes of service B whose matrix lives beside their code, with the same five callers:
 * reports, schedule entries and proof (reports/reports.routes.test.ts), files
 * (files/uploads.routes.test.ts), and the routes that take no campaign id (the payment
 * settings are anyone's to read: payments/payment.routes.test.ts; a bag's card order is its
 * signed-in user's: campaign.save.test.ts).
 */
const MATRIX_ELSEWHERE = [
  'GET /campaigns', 'POST /campaigns/bag', 'POST /campaigns/brief', 'GET /payments/config', 'POST /bag/payments/order',
  'GET /campaigns/{id}/report', 'POST /campaigns/{id}/report/rows', 'POST /campaigns/{id}/report/rows.csv',
  'PUT /campaigns/{id}/media-options/{optionId}/schedule/{index}', 'POST /campaigns/{id}/media-options/{optionId}/schedule/{index}/proof',
  'GET /campaigns/{id}/uploads', 'POST /campaigns/{id}/uploads', 'GET /campaigns/{id}/uploads/{uploadId}', 'DELETE /campaigns/{id}/uploads/{uploadId}',
  // Bookings (issue 37), each covered by the suite beside it: bookings/availability, bookings/holds, bookings/requests,
  // bookings/orders and bookings/invoices.
  'GET /availability', 'PUT /availability/{optionId}', 'PUT /availability/{optionId}/settings',
  'POST /holds', 'GET /holds', 'DELETE /holds/{id}', 'POST /campaigns/{id}/booking-requests',
  'POST /campaigns/{id}/invoices', 'GET /campaigns/{id}/invoices', 'GET /campaigns/{id}/invoices/{invoiceId}/pdf',
  'GET /campaigns/{id}/invoices/{invoiceId}/e-invoice', 'GET /campaigns/{id}/finance',
  'GET /seller/booking-requests', 'GET /booking-requests', 'GET /booking-requests/{id}', 'POST /booking-requests/{id}/viewed', 'POST /booking-requests/{id}/accept',
  'POST /booking-requests/{id}/decline', 'POST /booking-requests/{id}/counter', 'POST /booking-requests/{id}/counter-answer',
  'GET /insertion-orders/{id}', 'GET /insertion-orders/{id}/pdf', 'POST /insertion-orders/{id}/signatures',
  'DELETE /insertion-orders/{id}/signatures/{signatureId}', 'POST /insertion-orders/{id}/revise', 'GET /campaigns/{id}/bookings',
  // Proofs (issue 38), covered by proofs/files/proof-upload.test.ts and proofs/queue/proof-review.test.ts.
  'POST /campaigns/{id}/lines/{lineId}/proofs', 'GET /campaigns/{id}/proofs', 'GET /proofs/{proofId}/file', 'GET /proofs/{proofId}/preview',
  'GET /proofs/queue', 'POST /proofs/{proofId}/verify', 'POST /proofs/{proofId}/reject', 'GET /seller/proof-lines',
  // The delivery ledger and make-goods (issue 38): proofs/delivery/delivery.routes.test.ts.
  'GET /campaigns/{id}/delivery', 'POST /campaigns/{id}/make-goods',
  // An option's site location (issue 38): proofs/places/option-place.routes.test.ts.
  'GET /options/{optionId}/place', 'PUT /options/{optionId}/place',
];

describe('authorization matrix', () => {
  it('covers every route of service B (here or in the suite beside the route)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/campaign-api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const served = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const covered = new Set([...ROWS.map((r) => r.route.replace(/ \(.*\)$/, '')), ...MATRIX_ELSEWHERE]);
    expect(served.filter((route) => !covered.has(route) && !route.startsWith('GET /health')).sort()).toEqual([]);
    expect(MATRIX_ELSEWHERE.filter((route) => !served.includes(route))).toEqual([]);
  });

  const cells = ROWS.flatMap((row) => ROLES.map((role) => [row.route, role, expectedFor(row, role), row] as const));
  it.each(cells)('%s as %s → %i', async (_route, role, status, row) => {
    const { id, call } = await row.setup();
    const before = await storedCampaign(t.db, id);
    const res = await t.app.inject({ method: call.method, url: call.url, headers: bearer(actor(role)), ...(call.payload ? { payload: call.payload } : {}) });
    expect(res.statusCode).toBe(status);
    if (status >= 400) {
      expect(res.json()).toEqual({ error: { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' }[status], message: expect.any(String) });
      expect(await storedCampaign(t.db, id)).toEqual(before);
    }
  });

  it('an unknown campaign: 404 for every signed-in caller, 403 on staff routes for non-staff, 401 anonymous', async () => {
    const id = 'no-such-campaign';
    for (const call of [
      { method: 'GET', url: base(id) },
      { method: 'POST', url: `${base(id)}/request-approval` },
      { method: 'DELETE', url: `${base(id)}/media-options/x` },
      { method: 'POST', url: `${base(id)}/plans/p/approve` },
    ] as Call[]) {
      for (const role of ROLES) {
        const res = await t.app.inject({ method: call.method, url: call.url, headers: bearer(actor(role)) });
        expect({ role, url: call.url, status: res.statusCode }).toEqual({ role, url: call.url, status: role === 'anonymous' ? 401 : 404 });
      }
    }
    for (const role of ROLES) {
      const res = await t.app.inject({ method: 'PUT', url: `${base(id)}/status`, headers: bearer(actor(role)), payload: { status: 'Closed' } });
      expect({ role, status: res.statusCode }).toEqual({ role, status: { anonymous: 401, staff: 404, owner: 403, shared: 403, other: 403, orgAdmin: 403 }[role] });
    }
  });

  it('anonymous calls get 401 before the body is validated', async () => {
    const { id } = await seeded('Approved');
    const res = await t.app.inject({ method: 'POST', url: `${base(id)}/payments`, payload: { mode: 'cash' } });
    expect(res.statusCode).toBe(401);
  });

  it('the list shows owned and shared campaigns only, and says how each is held', async () => {
    const o = await makeUser(t.db, 'List owner');
    const s = await makeUser(t.db, 'List shared');
    const mine = await seedCampaign(t.db, o, { status: 'Draft', options: options(), sharedWith: [s] });
    const list = async (who: Actor | null) => t.app.inject({ method: 'GET', url: '/campaign-api/campaigns', headers: bearer(who) });
    expect((await list(o)).json().campaigns).toEqual([expect.objectContaining({ _id: mine.id, access: 'owner', mediaOptionCount: 2 })]);
    expect((await list(s)).json().campaigns).toEqual([expect.objectContaining({ _id: mine.id, access: 'shared' })]);
    const stranger = await makeUser(t.db, 'List stranger');
    const strangerStaff = await makeUser(t.db, 'List staff', 'sales');
    expect((await list(stranger)).json()).toEqual({ campaigns: [], count: 0, totalSpend: 0, liveCampaigns: 0, endedCampaigns: 0 });
    expect((await list(strangerStaff)).json().count).toBe(0);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('the detail says how the caller holds the campaign', async () => {
    const { id } = await seeded('Draft');
    for (const [who, access] of [[owner, 'owner'], [shared, 'shared'], [staff, 'staff']] as const) {
      const res = await t.app.inject({ method: 'GET', url: base(id), headers: bearer(who) });
      expect(res.json()).toMatchObject({ _id: id, access, ownerId: owner.id, _users: [{ _id: shared.id, name: 'Shared', email: shared.email }] });
    }
  });

  it('a white-label admin is not staff', async () => {
    const admin = await makeUser(t.db, 'Agency admin', 'white-label-admin');
    const { id } = await seeded('Draft');
    expect((await t.app.inject({ method: 'GET', url: base(id), headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${base(id)}/status`, headers: bearer(admin), payload: { status: 'Closed' } })).statusCode).toBe(403);
  });
});
