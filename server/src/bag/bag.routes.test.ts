import type { LightMyRequestResponse } from 'fastify';
import { newBagLine, priceOption } from 'shared-domain';
import { createTokenRepository } from '../auth/token.repository';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUserRepository } from '../users/user.repository';

let t: TestApp;

beforeAll(async () => {
  const catalog = smallCatalog();
  const toi = catalog.media.find((m) => m._id === 'np-toi-delhi')!;
  // A minimum billing with paise (read back in whole rupees) and a number unit with a min.
  toi.mediaOptions[0].minimumBilling = 12000.5;
  toi.mediaOptions[1].variablePricingUnits.push({ name: 'Area', type: 'number', min: 20, inUse: true });
  toi.mediaOptions[2].variablePricingUnits.push({ name: 'Seconds', type: 'number', defaultValue: 10, min: 5, value: 30 });
  t = await createTestApp({ catalog });
});
/**
 * The parallel tests leave the pool with many connections. `pool.end()` resolves before
 * their backends exit, and the harness then terminates whatever is left, which surfaces as
 * an unhandled pool error; so wait for this database's connections to close first.
 */
afterAll(async () => {
  await t.close();
});

async function signedInUser(name: string): Promise<{ id: string; token: string }> {
  const user = await createUserRepository(t.db).create({ name });
  const { token } = await createTokenRepository(t.db).issueToken(user._id);
  return { id: user._id, token };
}

const item = (id: string, mediaId = 'np-toi-delhi') => ({ _id: id, _media: { _id: mediaId, discountedRate: 1 }, tobeLoaded: true });

function addToBag(token: string | null, body: unknown, key?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (token) headers['x-access-token'] = token;
  if (key) headers['idempotency-key'] = key;
  return t.app.inject({ method: 'POST', url: '/api/bag', headers, payload: body as object });
}

async function countOf(token: string): Promise<{ count: number; items: Array<{ _mediaOption: string; minBilling: number; _media: string }> }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/bag/count', headers: { 'x-access-token': token } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function bagOf(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/bag', headers: { 'x-access-token': token } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('bag (service A)', () => {
  it('answers 401 without a valid token, before looking at the body', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/bag' },
      { method: 'GET' as const, url: '/api/bag/count' },
      { method: 'POST' as const, url: '/api/bag', payload: { items: [item('np-toi-delhi-o0')] } },
      { method: 'POST' as const, url: '/api/bag', payload: { items: [] } },
    ];
    for (const call of calls) {
      for (const headers of [{}, { 'x-access-token': 'not-a-token' }, { authorization: 'Bearer x' }] as Record<string, string>[]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
    expect(Number((await t.db.selectFrom('bag_items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it('answers an empty bag and count for a user without a bag', async () => {
    const { token } = await signedInUser('Empty');
    expect(await countOf(token)).toEqual({ count: 0, items: [] });
    // A buyer's totals: what is owed to the vendors (payable) is for staff alone.
    const zero = { count: 0, cardTotal: 0, subTotal: 0, discountOnTotal: 0, serviceTax: 0, totalPrice: 0, savings: 0, receivable: 0, totalReceivable: 0 };
    expect(await bagOf(token)).toEqual({
      _id: null, name: 'untitled-campaign', items: [], startDate: null, endDate: null,
      discountOnTotal: null, requestedDiscountOnTotal: null, totals: zero, selectedTotals: zero, distinctPricingUnits: [],
    });
  });

  it('adds two items and counts them with minBilling and _media', async () => {
    const { token } = await signedInUser('Two');
    const res = await addToBag(token, { items: [item('np-toi-delhi-o0'), item('radio-mirchi-delhi-o0', 'wrong-media-id')] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect(await countOf(token)).toEqual({
      count: 2,
      items: [
        { _mediaOption: 'np-toi-delhi-o0', minBilling: 12001, _media: 'np-toi-delhi' },
        // The media comes from the catalog, not from what the client sent.
        { _mediaOption: 'radio-mirchi-delhi-o0', minBilling: 0, _media: 'radio-mirchi-delhi' },
      ],
    });
    // A later add appends and answers the bag's new total.
    const more = await addToBag(token, { items: [item('np-ht-mumbai-o0', 'np-ht-mumbai')] });
    expect(more.json()).toEqual({ count: 3 });
    expect((await countOf(token)).items.map((i) => i._mediaOption)).toEqual(['np-toi-delhi-o0', 'radio-mirchi-delhi-o0', 'np-ht-mumbai-o0']);
  });

  it('refuses an unknown option with 400 and writes nothing', async () => {
    const { id, token } = await signedInUser('Unknown');
    await addToBag(token, { items: [item('np-toi-delhi-o0')] });
    const res = await addToBag(token, { items: [item('np-toi-delhi-o1'), item('no-such-option'), item('also-missing')] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'Unknown media option: no-such-option' });
    expect((await countOf(token)).count).toBe(1);

    // Nothing at all for a user whose first add fails: not even the bag.
    const other = await signedInUser('Unknown first');
    expect((await addToBag(other.token, { items: [item('nope')] })).statusCode).toBe(400);
    expect(await t.db.selectFrom('bags').select('id').where('user_id', '=', other.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('bags').select('id').where('user_id', '=', id).execute()).toHaveLength(1);
  });

  it('validates the body: 1 to 50 items, each with a string _id', async () => {
    const { token } = await signedInUser('Limits');
    const many = Array.from({ length: 51 }, () => item('np-toi-delhi-o0'));
    for (const body of [{ items: [] }, { items: many }, {}, { items: [{ _media: { _id: 'x' } }] }, { items: [{ _id: 5 }] }]) {
      const res = await addToBag(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    }
    expect((await countOf(token)).count).toBe(0);
    const fifty = await addToBag(token, { items: many.slice(0, 50) });
    expect(fifty.json()).toEqual({ count: 50 });
  });

  it('adds the same option twice as two lines with their own ids', async () => {
    const { token } = await signedInUser('Twice');
    expect((await addToBag(token, { items: [item('np-toi-delhi-o1'), item('np-toi-delhi-o1')] })).json()).toEqual({ count: 2 });
    expect((await addToBag(token, { items: [item('np-toi-delhi-o1')] })).json()).toEqual({ count: 3 });
    const bag = await bagOf(token);
    expect(bag.items.map((l: { _mediaOption: string }) => l._mediaOption)).toEqual(['np-toi-delhi-o1', 'np-toi-delhi-o1', 'np-toi-delhi-o1']);
    const ids = bag.items.map((l: { _id: string }) => l._id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('returns the bag with lines initialised from the catalog option', async () => {
    const { token } = await signedInUser('Shape');
    await addToBag(token, { items: [item('np-toi-delhi-o1'), item('np-toi-delhi-o2')] });
    const bag = await bagOf(token);
    expect(bag).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'untitled-campaign', items: expect.any(Array), startDate: null, endDate: null,
      discountOnTotal: null, requestedDiscountOnTotal: null, totals: expect.any(Object), selectedTotals: expect.any(Object), distinctPricingUnits: expect.any(Array),
    });
    // Stored fields as initialised (the read adds the priced figures beside them).
    expect(bag.items[0]).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      _mediaOption: 'np-toi-delhi-o1',
      _media: 'np-toi-delhi',
      select: true,
      pricingUnits: [{ name: 'Insertions', value: 1, min: 1, inUse: true }],
      variablePricingUnits: [
        { name: 'Colour', type: 'select', values: ['B/W', 'Colour'], defaultValue: 'Colour', value: 'Colour', inUse: true },
        // A number unit without a default starts at its min.
        { name: 'Area', type: 'number', min: 20, value: 20, inUse: true },
      ],
      // No vendor rate in a buyer's answer (issue 32).
      rates: { defaultRates: { cardRate: 90000, discountedRate: 60000, minimumBilling: 0 }, otherRates: [] },
      minimumBilling: 0,
      serviceTaxPercentage: 18,
    });
    // A number unit with a default starts at the default, whatever value the catalog shows.
    expect(bag.items[0].variablePricingUnits).toHaveLength(2);
    expect(bag.items[0].agencyRate).toBeUndefined();
    expect(bag.items[0].discount).toBeUndefined();
    // Priced on read: 60000 × Area 20 × 1 insertion.
    expect(bag.items[0]).toMatchObject({ discountedRate: 60000, quantity: 1, subTotal: 1200000 });
    expect(bag.items[1].variablePricingUnits[1]).toEqual({ name: 'Seconds', type: 'number', defaultValue: 10, min: 5, value: 10 });
    // The bag id is stable across adds.
    await addToBag(token, { items: [item('np-toi-delhi-o0')] });
    expect((await bagOf(token))._id).toBe(bag._id);
  });

  it('stores display info from the catalog on each added line', async () => {
    const { token } = await signedInUser('Display');
    await addToBag(token, { items: [item('np-toi-delhi-o1'), item('radio-mirchi-delhi-o0', 'wrong-media-id')] });
    const bag = await bagOf(token);
    expect(bag.items.map((l: { display: unknown }) => l.display)).toEqual([
      {
        mediaName: 'Times of India', optionName: 'Option 2', category: 'newspaper', slug: 'times-of-india-delhi',
        logoUrl: '/logos/times-of-india-delhi.svg', city: 'Delhi', unitLabel: 'insertion',
      },
      {
        mediaName: 'Radio Mirchi', optionName: 'Option 1', category: 'radio', slug: 'radio-mirchi-delhi',
        logoUrl: '/logos/radio-mirchi-delhi.svg', city: 'Delhi', unitLabel: 'insertion',
      },
    ]);
    // Stored with the line, so reads need no catalog join.
    const row = await t.db.selectFrom('bag_items').select('data_json').where('id', '=', bag.items[0]._id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data_json).display).toEqual(bag.items[0].display);
    // The line is exactly what shared-domain's newBagLine builds from GET /catalog/options (the guest bag's path).
    const options = (await t.app.inject({ method: 'GET', url: '/api/catalog/options?ids=np-toi-delhi-o1' })).json().data;
    const guestLine = newBagLine(options[0].option, options[0].media, bag.items[0]._id);
    expect(bag.items[0]).toMatchObject(JSON.parse(JSON.stringify(guestLine)));
    expect(priceOption(guestLine).subTotal).toBe(bag.items[0].subTotal);
  });

  it('reads a line stored before display was kept (no display) as before', async () => {
    const { token } = await signedInUser('Old line');
    await addToBag(token, { items: [item('np-toi-delhi-o0')] });
    const [line] = (await bagOf(token)).items;
    const row = await t.db.selectFrom('bag_items').select('data_json').where('id', '=', line._id).executeTakeFirstOrThrow();
    const { display: _display, ...old } = JSON.parse(row.data_json);
    await t.db.updateTable('bag_items').set({ data_json: JSON.stringify(old) }).where('id', '=', line._id).execute();
    const [read] = (await bagOf(token)).items;
    expect(read).not.toHaveProperty('display');
    expect(read).toMatchObject({ _id: line._id, _mediaOption: 'np-toi-delhi-o0', subTotal: line.subTotal });
  });

  it("keeps each user's bag separate", async () => {
    const a = await signedInUser('A');
    const b = await signedInUser('B');
    await addToBag(a.token, { items: [item('np-toi-delhi-o0'), item('np-toi-delhi-o1')] });
    await addToBag(b.token, { items: [item('radio-mirchi-delhi-o0')] });
    expect((await countOf(a.token)).items.map((i) => i._mediaOption)).toEqual(['np-toi-delhi-o0', 'np-toi-delhi-o1']);
    expect((await countOf(b.token)).items.map((i) => i._mediaOption)).toEqual(['radio-mirchi-delhi-o0']);
    const bagA = await bagOf(a.token);
    const bagB = await bagOf(b.token);
    expect(bagA._id).not.toBe(bagB._id);
    // The same Idempotency-Key used by two users is two keys.
    expect((await addToBag(a.token, { items: [item('np-ht-mumbai-o0')] }, 'shared-key')).json()).toEqual({ count: 3 });
    expect((await addToBag(b.token, { items: [item('np-ht-mumbai-o0')] }, 'shared-key')).json()).toEqual({ count: 2 });
  });

  describe('Idempotency-Key', () => {
    afterEach(() => t.setNow(new Date()));

    it('replays the first answer for a repeat without adding again', async () => {
      const { token } = await signedInUser('Replay');
      const body = { items: [item('np-toi-delhi-o0'), item('np-toi-delhi-o2')] };
      const first = await addToBag(token, body, 'sync-1');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ count: 2 });
      // Another add in between changes the bag, but the repeat still answers the first count.
      expect((await addToBag(token, { items: [item('np-ht-mumbai-o0')] })).json()).toEqual({ count: 3 });
      const again = await addToBag(token, body, 'sync-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ count: 2 });
      expect((await countOf(token)).count).toBe(3);
      // A new key adds.
      expect((await addToBag(token, body, 'sync-2')).json()).toEqual({ count: 5 });
    });

    it('refuses a key reused for a different request with 409', async () => {
      const { token } = await signedInUser('Reuse');
      await addToBag(token, { items: [item('np-toi-delhi-o0')] }, 'k-1');
      const res = await addToBag(token, { items: [item('np-toi-delhi-o1')] }, 'k-1');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'conflict' });
      expect((await countOf(token)).count).toBe(1);
    });

    it('does not spend the key on a refused request', async () => {
      const { token } = await signedInUser('Refused');
      expect((await addToBag(token, { items: [item('missing')] }, 'k-2')).statusCode).toBe(400);
      expect((await addToBag(token, { items: [item('np-toi-delhi-o0')] }, 'k-2')).json()).toEqual({ count: 1 });
    });

    it('forgets a key after 24 hours', async () => {
      const { token } = await signedInUser('Expiry');
      const body = { items: [item('np-toi-delhi-o0')] };
      const start = new Date();
      expect((await addToBag(token, body, 'daily')).json()).toEqual({ count: 1 });
      t.setNow(new Date(start.getTime() + 23 * 3600_000));
      expect((await addToBag(token, body, 'daily')).json()).toEqual({ count: 1 });
      t.setNow(new Date(start.getTime() + 24 * 3600_000 + 1000));
      expect((await addToBag(token, body, 'daily')).json()).toEqual({ count: 2 });
      expect((await countOf(token)).count).toBe(2);
    });

    it('adds once for 20 identical requests sent at the same time', async () => {
      const { token } = await signedInUser('Parallel');
      const body = { items: [item('np-toi-delhi-o0'), item('np-ht-mumbai-o0', 'np-ht-mumbai'), item('np-toi-delhi-o0')] };
      const answers = await Promise.all(Array.from({ length: 20 }, () => addToBag(token, body, 'login-sync-abc')));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ count: 3 });
      }
      expect((await countOf(token)).count).toBe(3);
    });

    it('without a key, parallel adds for a new user make one bag with every line', async () => {
      const { id, token } = await signedInUser('Parallel no key');
      const answers = await Promise.all(Array.from({ length: 10 }, () => addToBag(token, { items: [item('np-toi-delhi-o0')] })));
      for (const res of answers) expect(res.statusCode).toBe(200);
      expect(answers.map((r) => r.json().count).sort((x: number, y: number) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await t.db.selectFrom('bags').select('id').where('user_id', '=', id).execute()).toHaveLength(1);
      expect((await countOf(token)).count).toBe(10);
    });
  });
});
