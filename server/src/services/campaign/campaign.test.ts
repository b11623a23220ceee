import { createTokenRepository } from '../../auth/token.repository';
import { createUserRepository } from '../../users/user.repository';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedInUser(name: string): Promise<{ id: string; token: string }> {
  const user = await createUserRepository(t.db).create({ name });
  const { token } = await createTokenRepository(t.db).issueToken(user._id);
  return { id: user._id, token };
}

async function addCampaign(ownerId: string, id: string, status: string, totalPrice: number, updatedAt: string): Promise<void> {
  await t.db.insertInto('campaigns').values({
    id, owner_id: ownerId, name: `Campaign ${id}`, status, created_at: updatedAt, updated_at: updatedAt, total_price: totalPrice,
    data_json: JSON.stringify({ totalPrice, plans: [], payments: [], _users: [], mediaOptions: [] }),
  }).execute();
}

const campaigns = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/campaign-api/campaigns', headers });

describe('service B (Authorization: Bearer)', () => {
  it('GET /campaign-api/health answers ok without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/campaign-api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 401 without a token, with a malformed header, or with x-access-token only', async () => {
    const { token } = await signedInUser('Header test');
    for (const headers of [{}, { authorization: token }, { authorization: 'Bearer' }, { 'x-access-token': token }, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const res = await campaigns(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('answers an empty list for a new user', async () => {
    const { token } = await signedInUser('New');
    const res = await campaigns({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ campaigns: [], count: 0, totalSpend: 0, liveCampaigns: 0, endedCampaigns: 0 });
  });

  it("lists only the user's own campaigns with dashboard figures", async () => {
    const owner = await signedInUser('Owner');
    const other = await signedInUser('Other');
    await addCampaign(owner.id, 'c-live', 'In Execution', 1000, '2025-03-02T00:00:00.000Z');
    await addCampaign(owner.id, 'c-closed', 'Closed', 250.5, '2025-03-03T00:00:00.000Z');
    await addCampaign(owner.id, 'c-draft', 'Draft', 0, '2025-03-01T00:00:00.000Z');
    await addCampaign(other.id, 'c-other', 'Completed', 99, '2025-03-04T00:00:00.000Z');
    const res = await campaigns({ authorization: `bearer ${owner.token}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, totalSpend: 1250.5, liveCampaigns: 1, endedCampaigns: 1 });
    expect(body.campaigns.map((c: { _id: string }) => c._id)).toEqual(['c-closed', 'c-live', 'c-draft']);
    expect(body.campaigns[0]).toEqual({
      _id: 'c-closed', name: 'Campaign c-closed', status: 'Closed', totalPrice: 250.5, mediaOptionCount: 0,
      startDate: null, endDate: null, createdAt: '2025-03-03T00:00:00.000Z', updatedAt: '2025-03-03T00:00:00.000Z', access: 'owner',
    });
  });

  it('reads a stored campaign missing its amounts as zeros instead of failing', async () => {
    const owner = await signedInUser('Sparse');
    await t.db.insertInto('campaigns').values({
      id: 'c-sparse', owner_id: owner.id, name: 'Sparse', status: 'Draft',
      created_at: '2025-03-01T00:00:00.000Z', updated_at: '2025-03-01T00:00:00.000Z', data_json: '{}',
    }).execute();
    const res = await campaigns({ authorization: `Bearer ${owner.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, totalSpend: 0, campaigns: [{ _id: 'c-sparse', totalPrice: 0, mediaOptionCount: 0 }] });
    const detail = await t.app.inject({ method: 'GET', url: '/campaign-api/campaigns/c-sparse', headers: { authorization: `Bearer ${owner.token}` } });
    expect(detail.json()).toMatchObject({ _id: 'c-sparse', totalPrice: 0, plans: [], payments: [], _users: [], mediaOptions: [], amountPaid: 0, balanceDue: 0 });
  });

  it('serves its own OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/campaign-api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { servers: { url: string }[]; paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    expect(doc.servers).toEqual([{ url: '/campaign-api' }]);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/availability',
      '/availability/{optionId}',
      '/availability/{optionId}/settings',
      '/bag/payments/order',
      '/booking-requests',
      '/booking-requests/{id}',
      '/booking-requests/{id}/accept',
      '/booking-requests/{id}/counter',
      '/booking-requests/{id}/counter-answer',
      '/booking-requests/{id}/decline',
      '/booking-requests/{id}/viewed',
      '/campaigns',
      '/campaigns/bag',
      '/campaigns/brief',
      '/campaigns/{id}',
      '/campaigns/{id}/booking-requests',
      '/campaigns/{id}/bookings',
      '/campaigns/{id}/brief',
      '/campaigns/{id}/creatives',
      '/campaigns/{id}/delivery',
      '/campaigns/{id}/estimate',
      '/campaigns/{id}/finance',
      '/campaigns/{id}/invoices',
      '/campaigns/{id}/invoices/{invoiceId}/e-invoice',
      '/campaigns/{id}/invoices/{invoiceId}/pdf',
      '/campaigns/{id}/lines/{lineId}/proofs',
      '/campaigns/{id}/make-goods',
      '/campaigns/{id}/media-options/{optionId}',
      '/campaigns/{id}/media-options/{optionId}/rate-request/accept',
      '/campaigns/{id}/media-options/{optionId}/rate-request/refuse',
      '/campaigns/{id}/media-options/{optionId}/schedule/{index}',
      '/campaigns/{id}/media-options/{optionId}/schedule/{index}/proof',
      '/campaigns/{id}/payments',
      '/campaigns/{id}/payments/order',
      '/campaigns/{id}/payments/{paymentId}/verify',
      '/campaigns/{id}/plans',
      '/campaigns/{id}/plans/{planId}/approve',
      '/campaigns/{id}/plans/{planId}/changes',
      '/campaigns/{id}/proofs',
      '/campaigns/{id}/rate-request/accept',
      '/campaigns/{id}/rate-request/refuse',
      '/campaigns/{id}/report',
      '/campaigns/{id}/report/rows',
      '/campaigns/{id}/report/rows.csv',
      '/campaigns/{id}/request-approval',
      '/campaigns/{id}/status',
      '/campaigns/{id}/uploads',
      '/campaigns/{id}/uploads/{uploadId}',
      '/campaigns/{id}/users',
      '/campaigns/{id}/versions',
      '/health',
      '/holds',
      '/holds/{id}',
      '/insertion-orders/{id}',
      '/insertion-orders/{id}/pdf',
      '/insertion-orders/{id}/revise',
      '/insertion-orders/{id}/signatures',
      '/insertion-orders/{id}/signatures/{signatureId}',
      '/options/{optionId}/place',
      '/payments/config',
      '/proofs/queue',
      '/proofs/{proofId}/file',
      '/proofs/{proofId}/preview',
      '/proofs/{proofId}/reject',
      '/proofs/{proofId}/verify',
      '/seller/booking-requests',
      '/seller/proof-lines',
    ]);
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
  });

  it('answers 404 JSON for an unknown route', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/campaign-api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no DELETE route at this address' });
  });
});
