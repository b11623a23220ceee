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

type Method = 'GET' | 'POST' | 'PUT';
async function call(who: Actor | null, method: Method, path: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/campaign-api${path}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

const BRIEF = {
  brand: { name: 'Chai Point', salesChannel: ['Online'], category: 'Food and beverage' },
  targetGroup: { age: { from: 22, to: 40 }, gender: ['Male', 'Female'], geos: ['Bengaluru'] },
  campaignDetails: { objective: 'Brand awareness', budget: 750000, duration: { startDate: '2099-03-01', endDate: '2099-03-31' }, expectedOutcome: ['Reach'] },
  mediaPreference: ['radio'],
};

describe('SPEC.md 3.11: the campaign fields, written and read by the campaign service', () => {
  it('SPEC.md 3.11: a brief carries the client, request a callback and execute with TMA onto the campaign; PUT brief changes them', async () => {
    const created = await call(owner, 'POST', '/campaigns/brief', { ...BRIEF, client: '  Acme Foods ', requestCallback: true, executeWithTma: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ client: 'Acme Foods', requestCallback: true, executeWithTma: true });
    expect(created.body.brief).not.toHaveProperty('client');
    const id = created.body._id as string;
    expect((await call(owner, 'GET', `/campaigns/${id}`)).body).toMatchObject({ client: 'Acme Foods', requestCallback: true, executeWithTma: true });
    expect((await call(colleague, 'GET', `/campaigns/${id}`)).status).toBe(404);

    const updated = await call(owner, 'PUT', `/campaigns/${id}/brief`, { ...BRIEF, client: '', requestCallback: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ requestCallback: false, executeWithTma: true });
    expect(updated.body).not.toHaveProperty('client');
  });

  it('SPEC.md 3.11: a bad client or choice is a 400 and changes nothing', async () => {
    const created = await call(owner, 'POST', '/campaigns/brief', { ...BRIEF, client: 'Acme' });
    const id = created.body._id as string;
    const before = await storedCampaign(t.db, id);
    for (const bad of [{ client: 'two\nlines' }, { client: 'x'.repeat(121) }, { requestCallback: 'yes' }, { executeWithTma: 1 }]) {
      expect((await call(owner, 'PUT', `/campaigns/${id}/brief`, { ...BRIEF, ...bad })).status).toBe(400);
    }
    expect(await storedCampaign(t.db, id)).toEqual(before);
    expect((await call(owner, 'POST', '/campaigns/brief', { ...BRIEF, client: 'a\u0000b' })).status).toBe(400);
  });

  it('SPEC.md 3.11: staff set the estimate (an amount, or the latest plan\'s total); the owner may not, and a bad one changes nothing', async () => {
    const { id } = await seedCampaign(t.db, owner, { status: 'Plan Shared', options: [sampleOption('e1', 2, 1000)], plans: [{ version: 1 }] });
    const byStaff = await call(staff, 'PUT', `/campaigns/${id}/estimate`, { amount: 250000, validUntil: '2099-01-31', note: 'Includes GST' });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.estimate).toEqual({
      amount: 250000, validUntil: '2099-01-31', note: 'Includes GST', source: 'staff', createdAt: expect.any(String), createdBy: staff.id,
    });
    const fromPlan = await call(staff, 'PUT', `/campaigns/${id}/estimate`, { validUntil: '2099-02-28' });
    expect(fromPlan.body.estimate).toMatchObject({ amount: fromPlan.body.plans[0].totals.totalPrice, source: 'plan', planId: fromPlan.body.plans[0]._id });
    expect((await call(owner, 'GET', `/campaigns/${id}`)).body.estimate).toMatchObject({ source: 'plan' });

    const before = await storedCampaign(t.db, id);
    expect((await call(owner, 'PUT', `/campaigns/${id}/estimate`, { amount: 1, validUntil: '2099-01-31' })).status).toBe(403);
    expect((await call(staff, 'PUT', `/campaigns/${id}/estimate`, { amount: 1, validUntil: '2000-01-31' })).status).toBe(400);
    expect((await call(staff, 'PUT', `/campaigns/${id}/estimate`, { amount: -5, validUntil: '2099-01-31' })).status).toBe(400);
    expect((await call(staff, 'PUT', `/campaigns/${id}/estimate`, { amount: 5, validUntil: '31-01-2099' })).status).toBe(400);
    expect(await storedCampaign(t.db, id)).toEqual(before);

    const noPlan = await seedCampaign(t.db, owner, { status: 'Draft', options: [sampleOption('e2')] });
    expect((await call(staff, 'PUT', `/campaigns/${noPlan.id}/estimate`, { validUntil: '2099-01-31' })).status).toBe(400);
  });

  it('SPEC.md 3.11: the owner and staff add creatives (a link or a file of the campaign); a shared user may not; bad ones change nothing', async () => {
    const { id, optionIds } = await seedCampaign(t.db, owner, { status: 'Draft', options: [sampleOption('c1')], sharedWith: [colleague] });
    const added = await call(owner, 'POST', `/campaigns/${id}/creatives`, { name: 'Hero banner', url: 'https://cdn.example.com/hero.png', mediaOptionId: optionIds[0] });
    expect(added.status).toBe(201);
    expect(added.body.creatives).toEqual([{
      _id: expect.any(String), name: 'Hero banner', url: 'https://cdn.example.com/hero.png', mediaOptionId: optionIds[0], createdAt: expect.any(String), addedBy: owner.id,
    }]);
    expect((await call(staff, 'POST', `/campaigns/${id}/creatives`, { name: 'Jingle', url: 'https://cdn.example.com/jingle.mp3' })).status).toBe(201);
    expect((await call(colleague, 'GET', `/campaigns/${id}`)).body.creatives.map((c: { name: string }) => c.name)).toEqual(['Hero banner', 'Jingle']);

    const before = await storedCampaign(t.db, id);
    expect((await call(colleague, 'POST', `/campaigns/${id}/creatives`, { name: 'x', url: 'https://a.in/x' })).status).toBe(403);
    for (const bad of [{ name: 'x' }, { name: 'x', url: 'javascript:alert(1)' }, { name: 'x', fileId: 'not-a-file' }, { name: ' ', url: 'https://a.in' }, { name: 'x', url: 'https://a.in', mediaOptionId: 'nope' }]) {
      expect((await call(owner, 'POST', `/campaigns/${id}/creatives`, bad)).status).toBe(400);
    }
    expect(await storedCampaign(t.db, id)).toEqual(before);
  });

  it('SPEC.md 3.11: the owner saves versions of the media plan (its total and option count then); others may not', async () => {
    const { id } = await seedCampaign(t.db, owner, { status: 'Draft', options: [sampleOption('v1'), sampleOption('v2')], sharedWith: [colleague] });
    const saved = await call(owner, 'POST', `/campaigns/${id}/versions`, { note: 'Before the festive push' });
    expect(saved.status).toBe(201);
    expect(saved.body.versions).toEqual([{
      _id: expect.any(String), createdAt: expect.any(String), totalPrice: saved.body.totalPrice, count: 2, note: 'Before the festive push', savedBy: owner.id,
    }]);
    const before = await storedCampaign(t.db, id);
    expect((await call(colleague, 'POST', `/campaigns/${id}/versions`, {})).status).toBe(403);
    expect((await call(owner, 'POST', `/campaigns/${id}/versions`, { note: 'x'.repeat(501) })).status).toBe(400);
    expect(await storedCampaign(t.db, id)).toEqual(before);
  });
});

describe('SPEC.md 3.12: a plan carries its brand and its dates', () => {
  it('SPEC.md 3.12: a shared plan carries the brief\'s brand; updatedAt moves when it is replaced, commented on and approved', async () => {
    const start = Date.now();
    const at = (minutes: number) => t.setNow(new Date(start + minutes * 60_000));
    at(0);
    const id = (await call(owner, 'POST', '/campaigns/brief', BRIEF)).body._id as string;
    const v1 = await call(staff, 'POST', `/campaigns/${id}/plans`, { mediaOptions: [sampleOption('p1')] });
    const shared = new Date(start).toISOString();
    expect(v1.body.plans[0]).toMatchObject({ brand: { name: 'Chai Point', industry: 'Food and beverage' }, createdAt: shared, updatedAt: shared });
    at(1);
    const v2 = await call(staff, 'POST', `/campaigns/${id}/plans`, { mediaOptions: [sampleOption('p2')] });
    expect(v2.body.plans[0]).toMatchObject({ createdAt: shared, updatedAt: new Date(start + 60_000).toISOString() });
    at(2);
    const changes = await call(owner, 'POST', `/campaigns/${id}/plans/${v2.body.plans[1]._id}/changes`, { comment: 'More radio' });
    expect(changes.body).toMatchObject({ brand: { name: 'Chai Point' }, updatedAt: new Date(start + 120_000).toISOString() });
    at(3);
    const v3 = await call(staff, 'POST', `/campaigns/${id}/plans`, { mediaOptions: [sampleOption('p3')] });
    at(4);
    const approved = await call(owner, 'POST', `/campaigns/${id}/plans/${v3.body.plans[2]._id}/approve`);
    expect(approved.body.plans[2]).toMatchObject({ createdAt: new Date(start + 180_000).toISOString(), updatedAt: new Date(start + 240_000).toISOString() });
    t.setNow(new Date());
  });
});
