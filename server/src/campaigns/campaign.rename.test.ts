import { createTestApp, type TestApp } from '../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign, storedCampaign, type Actor } from '../../test/support/campaign.fixtures';

/**
 * PATCH /campaigns/{id} (rename), and who owns a campaign in every campaign answer
 * (`owner: { _id, name, email }` next to `ownerId`).
 */
let t: TestApp;
let owner: Actor;
let shared: Actor;
let other: Actor;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db, 'Asha Rao');
  shared = await makeUser(t.db, 'Meera Iyer');
  other = await makeUser(t.db, 'Other');
  staff = await makeUser(t.db, 'Ravi Ops', 'ops');
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const seeded = async (status = 'Draft') =>
  (await seedCampaign(t.db, owner, { status, options: [sampleOption(`o-${(n += 1)}`)], sharedWith: [shared] })).id;

const url = (id: string) => `/campaign-api/campaigns/${id}`;
const rename = (who: Actor | null, id: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: url(id), headers: bearer(who), payload: payload as object });
const read = (who: Actor, id: string) => t.app.inject({ method: 'GET', url: url(id), headers: bearer(who) });

describe('PATCH /campaigns/{id}', () => {
  it('the owner renames a campaign: the name is trimmed and the answer is the campaign as GET answers it', async () => {
    const id = await seeded();
    const res = await rename(owner, id, { name: '  Diwali print push  ' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ _id: id, name: 'Diwali print push', access: 'owner', ownerId: owner.id, status: 'Draft' });
    expect(answer).toEqual((await read(owner, id)).json());
    const listed = await t.app.inject({ method: 'GET', url: '/campaign-api/campaigns', headers: bearer(owner) });
    expect(listed.json().campaigns).toContainEqual(expect.objectContaining({ _id: id, name: 'Diwali print push' }));
    expect((await storedCampaign(t.db, id)).row.name).toBe('Diwali print push');
  });

  it('staff rename any campaign; names of 120 characters and in any script are kept as typed', async () => {
    const id = await seeded('In Execution');
    const long = 'क'.repeat(60) + 'a'.repeat(60);
    const res = await rename(staff, id, { name: ` ${long} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: long, access: 'staff', status: 'In Execution' });
    expect((await read(shared, id)).json().name).toBe(long);
  });

  it.each([
    ['shared', 403, { error: 'forbidden', message: 'Only the owner of this campaign or staff may rename it' }],
    ['other', 404, { error: 'not_found', message: 'Campaign not found' }],
    ['anonymous', 401, { error: 'unauthorized', message: expect.any(String) }],
  ] as const)('%s → %i, and nothing changes', async (role, status, body) => {
    const id = await seeded();
    const before = await storedCampaign(t.db, id);
    const who = { shared, other, anonymous: null }[role];
    const res = await rename(who, id, { name: 'Mine now' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    expect(await storedCampaign(t.db, id)).toEqual(before);
  });

  it('renames only: a body with another field is refused, naming it, and changes nothing', async () => {
    const id = await seeded();
    const res = await rename(owner, id, { name: 'Diwali', status: 'Closed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'body has an unknown field "status"' });
    expect((await storedCampaign(t.db, id)).row).toMatchObject({ status: 'Draft' });
    expect((await storedCampaign(t.db, id)).row.name).not.toBe('Diwali');
  });

  it('an unknown campaign is 404; a white-label admin is not staff', async () => {
    expect((await rename(owner, 'no-such-campaign', { name: 'X' })).statusCode).toBe(404);
    const admin = await makeUser(t.db, 'Agency admin', 'white-label-admin');
    expect((await rename(admin, await seeded(), { name: 'X' })).statusCode).toBe(404);
  });

  it.each([
    [{ name: '' }, 'Enter a name for the campaign'],
    [{ name: '    ' }, 'Enter a name for the campaign'],
    [{ name: 'x'.repeat(121) }, 'A campaign name can be at most 120 characters; this one has 121'],
    [{ name: 'Diwali\npush' }, 'A campaign name must be one line, without tabs, line breaks or control characters'],
    [{}, "body must have required property 'name'"],
    [{ name: true }, 'body/name must be string'],
    [{ name: '\u200B\u200D' }, 'Enter a name for the campaign'],
    [{ name: 'Diwali\u202E' }, 'body/name holds a text-direction control character'],
  ])('a bad name %j is a 400 saying what is wrong, and changes nothing', async (payload, message) => {
    const id = await seeded();
    const before = await storedCampaign(t.db, id);
    const res = await rename(owner, id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message });
    expect(await storedCampaign(t.db, id)).toEqual(before);
  });
});

describe('owner in the campaign view', () => {
  it('a user the campaign is shared with, staff and the owner all learn who owns it', async () => {
    const id = await seeded();
    for (const who of [owner, shared, staff]) {
      const res = await read(who, id);
      expect(res.json()).toMatchObject({ ownerId: owner.id, owner: { _id: owner.id, name: 'Asha Rao', email: owner.email } });
    }
  });

  it('answers built from a write carry it too, and it is never stored in the document', async () => {
    const id = await seeded();
    const res = await t.app.inject({ method: 'PUT', url: `${url(id)}/status`, headers: bearer(staff), payload: { status: 'Closed' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().owner).toEqual({ _id: owner.id, name: 'Asha Rao', email: owner.email });
    expect((await rename(staff, id, { name: 'Closed out' })).json().owner).toEqual({ _id: owner.id, name: 'Asha Rao', email: owner.email });
    expect(JSON.parse((await storedCampaign(t.db, id)).row.data_json)).not.toHaveProperty('owner');
  });
});
