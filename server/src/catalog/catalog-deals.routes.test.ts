import type { DealsResponse } from 'shared-domain';
import { seedCatalog, type SeedCatalog } from '../seed/seed';
import { media } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/**
 * Rates ([card, offer] per option) chosen so the order has one answer: shares 50%, 40%, 25%,
 * 25% (ties broken by rupees, then id) and profiles without any discount.
 */
function dealsCatalog(): SeedCatalog {
  return {
    media: [
      // Best option 60,000 of 90,000 → 33%; the 40,000-of-50,000 one is only 20%.
      media({ id: 'np-toi-delhi', category: 'newspaper', slug: 'toi-delhi', name: 'Times of India', city: 'Delhi', rates: [[50_000, 40_000], [90_000, 60_000]] }),
      // 50%: the best share.
      media({ id: 'np-dainik-jaipur', category: 'newspaper', slug: 'dainik-jaipur', name: 'Dainik Bhaskar', city: 'Jaipur', rates: [[6_000, 3_000], [6_000, 4_000]] }),
      // No discount at all: never a deal.
      media({ id: 'np-lokmat-pune', category: 'newspaper', slug: 'lokmat-pune', name: 'Lokmat', city: 'Pune', rates: [[4_000, 4_000]] }),
      // 25% with ₹500 off, and 25% with ₹50 off: equal shares, more rupees first.
      media({ id: 'radio-mirchi-delhi', category: 'radio', slug: 'mirchi-delhi', name: 'Radio Mirchi', city: 'Delhi', rates: [[2_000, 1_500]] }),
      media({ id: 'radio-red-mumbai', category: 'radio', slug: 'red-mumbai', name: 'Red FM', city: 'Mumbai', rates: [[200, 150]] }),
      // 25% and ₹50 off as well: same as Red FM, so the id decides (radio-fever… before radio-red…).
      media({ id: 'radio-fever-delhi', category: 'radio', slug: 'fever-delhi', name: 'Fever FM', city: 'Delhi', rates: [[200, 150]] }),
      // 40%.
      media({ id: 'sp-mi', category: 'sports-marketing', slug: 'mumbai-indians', name: 'Mumbai Indians', city: 'Mumbai', rates: [[5_000_000, 3_000_000]] }),
      media({ id: 'mag-empty', category: 'magazine', slug: 'empty', name: 'Empty Monthly', city: 'Delhi', rates: [] }),
    ],
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: dealsCatalog() });
});
afterAll(async () => {
  await t.close();
});

async function deals(query = ''): Promise<{ status: number; body: DealsResponse & { error?: string; message?: string } }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/catalog/deals${query}` });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/catalog/deals', () => {
  it('lists one option per profile, the largest card-to-offer discount first', async () => {
    const { status, body } = await deals();
    expect(status).toBe(200);
    expect(body.items.map((d) => [d._id, d.deal.discountPercent, d.deal.discount])).toEqual([
      ['np-dainik-jaipur', 50, 3_000],
      ['sp-mi', 40, 2_000_000],
      ['np-toi-delhi', 33, 30_000],
      ['radio-mirchi-delhi', 25, 500],
      ['radio-fever-delhi', 25, 50],
      ['radio-red-mumbai', 25, 50],
    ]);
    expect(new Set(body.items.map((d) => d._id)).size).toBe(body.items.length);
  });

  it('answers each item in the listing shape with the option the deal is on', async () => {
    const { body } = await deals('?limit=3');
    const toi = body.items.find((d) => d._id === 'np-toi-delhi')!;
    expect(toi).toMatchObject({ category: 'newspaper', slug: 'toi-delhi', name: 'Times of India', city: 'Delhi', optionCount: 2, minPrice: 40_000 });
    expect(toi.deal).toEqual({
      optionId: 'np-toi-delhi-o1', optionName: expect.any(String), unitLabel: expect.any(String),
      cardRate: 90_000, offerRate: 60_000, discount: 30_000, discountPercent: 33, gstPercent: expect.any(Number),
    });
  });

  it('takes a limit and a category', async () => {
    expect((await deals('?limit=2')).body.items.map((d) => d._id)).toEqual(['np-dainik-jaipur', 'sp-mi']);
    expect((await deals('?category=radio')).body.items.map((d) => d._id)).toEqual(['radio-mirchi-delhi', 'radio-fever-delhi', 'radio-red-mumbai']);
    expect((await deals('?category=radio&limit=1')).body.items.map((d) => d._id)).toEqual(['radio-mirchi-delhi']);
    expect((await deals('?category=magazine')).body.items).toEqual([]);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=49', 'limit'],
    ['?limit=two', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?category=podcasts', 'category'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await deals(query);
    expect(status).toBe(400);
    expect(body.error).toBeTruthy();
    expect(body.message).toContain(field);
  });

  it('answers a repeat from the cache (a profile written behind its back shows once the query differs)', async () => {
    const first = await deals('?limit=4&category=newspaper');
    await seedCatalog(t.db, { media: [media({ id: 'np-cheap', category: 'newspaper', slug: 'cheap', name: 'Cheap Daily', city: 'Agra', rates: [[1_000, 100]] })] });
    expect((await deals('?limit=4&category=newspaper')).body).toEqual(first.body);
    expect((await deals('?limit=5&category=newspaper')).body.items[0]?._id).toBe('np-cheap');
  });
});
