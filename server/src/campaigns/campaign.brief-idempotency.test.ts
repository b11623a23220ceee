import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/**
 * POST /campaigns/brief with an `Idempotency-Key`: the brief page promises that sending twice
 * is safe. Fifty parallel sends with one key make one campaign, on SQLite and PostgreSQL.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const brief = (name = 'Amul') => ({
  brand: { name, category: 'FMCG' },
  campaignDetails: { objective: 'Sales', budget: 500000, duration: { startDate: day(5), endDate: day(40) } },
});

function send(actor: Actor, body: object, key?: string) {
  return t.app.inject({
    method: 'POST', url: '/campaign-api/campaigns/brief', payload: body,
    headers: { authorization: `Bearer ${actor.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function count(actor: Actor): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/campaign-api/campaigns', headers: { authorization: `Bearer ${actor.token}` } });
  return res.json().count;
}

describe('POST /campaigns/brief with an Idempotency-Key', () => {
  it('50 parallel sends with one key create one campaign, and every answer names it', async () => {
    const owner = await makeUser(t.db, 'Double clicker');
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(owner, brief(), 'brief-key-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((a) => a.json()._id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await count(owner)).toBe(1);
  });

  it('a later repeat answers the same campaign; another key or no key makes a new one', async () => {
    const owner = await makeUser(t.db, 'Retrier');
    const first = await send(owner, brief(), 'k-a');
    const again = await send(owner, brief(), 'k-a');
    expect(again.json()._id).toBe(first.json()._id);
    expect((await send(owner, brief(), 'k-b')).json()._id).not.toBe(first.json()._id);
    await send(owner, brief());
    expect(await count(owner)).toBe(3);
  });

  it('a key reused for another brief is a 409 and creates nothing', async () => {
    const owner = await makeUser(t.db, 'Key reuser');
    expect((await send(owner, brief('Amul'), 'k-c')).statusCode).toBe(201);
    const other = await send(owner, brief('Parle'), 'k-c');
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('conflict');
    expect(await count(owner)).toBe(1);
  });

  it("keys are each user's own; a refused brief keeps no key", async () => {
    const a = await makeUser(t.db, 'User A');
    const b = await makeUser(t.db, 'User B');
    expect((await send(a, brief(), 'shared-key')).statusCode).toBe(201);
    expect((await send(b, brief(), 'shared-key')).statusCode).toBe(201);
    expect(await count(b)).toBe(1);
    const bad = await send(b, { brand: { name: '' } }, 'k-bad');
    expect(bad.statusCode).toBe(400);
    expect((await send(b, brief(), 'k-bad')).statusCode).toBe(201);
    expect(await count(b)).toBe(2);
  });
});
