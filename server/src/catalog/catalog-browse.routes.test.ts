import {
  INDUSTRIES, type CatalogHighlights, type IndustryCount, type IndustryDetail, type MediaFacets, type MediaFacetsResponse,
  type MediaSummary, type Page,
} from 'shared-domain';
import type { SeedCatalog, SeedMedia } from '../seed/seed';
import { media } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/**
 * A catalog made for the browse filters: 4 newspapers, 2 radio stations, 2 sports
 * properties and a magazine without options, each tagged with facets. Figures are picked so
 * every filter, order and count below has one clear answer.
 */
function browseCatalog(): SeedCatalog {
  const tagged = (m: SeedMedia, facets: MediaFacets): SeedMedia => ({ ...m, facets });
  return {
    media: [
      tagged(media({ id: 'np-toi-delhi', category: 'newspaper', slug: 'toi-delhi', name: 'Times of India', city: 'Delhi', audience: 900_000, popularity: 90, score: 82, rates: [[50_000, 40_000], [90_000, 60_000]] }),
        { edition: ['Main Edition'], format: ['Display', 'Jacket'], industry: ['real-estate', 'education'] }),
      tagged(media({ id: 'np-toi-mumbai', category: 'newspaper', slug: 'toi-mumbai', name: 'Times of India', city: 'Mumbai', audience: 800_000, popularity: 85, score: 80, rates: [[45_000, 36_000]] }),
        { edition: ['Main Edition'], format: ['Display'], industry: ['real-estate', 'retail'] }),
      tagged(media({ id: 'np-dainik-jaipur', category: 'newspaper', slug: 'dainik-jaipur', name: 'Dainik Bhaskar', city: 'Jaipur', language: 'Hindi', audience: 200_000, popularity: 60, score: 70, rates: [[6_000, 3_000]] }),
        { edition: ['City Edition'], format: ['Display', 'Classified'], industry: ['retail', 'jewellery'] }),
      tagged(media({ id: 'np-lokmat-pune', category: 'newspaper', slug: 'lokmat-pune', name: 'Lokmat', city: 'Pune', language: 'Marathi', audience: 150_000, popularity: 55, score: 65, rates: [[4_000, 4_000]] }),
        { edition: ['City Supplement'], format: ['Classified'], industry: ['education'] }),
      tagged(media({ id: 'radio-mirchi-delhi', category: 'radio', slug: 'mirchi-delhi', name: 'Radio Mirchi', city: 'Delhi', language: 'Hindi', audience: 3_000_000, popularity: 95, score: 60, rates: [[2_000, 1_500]] }),
        { genre: ['Radio Mirchi'], format: ['Radio Spot'], industry: ['retail', 'fmcg'] }),
      tagged(media({ id: 'radio-red-mumbai', category: 'radio', slug: 'red-mumbai', name: 'Red FM', city: 'Mumbai', language: 'Hindi', audience: 2_500_000, popularity: 80, score: 55, rates: [[1_800, 1_700]] }),
        { genre: ['Red FM'], format: ['Radio Spot', 'RJ Mention'], industry: ['fmcg'] }),
      tagged(media({ id: 'sp-mi', category: 'sports-marketing', slug: 'mumbai-indians', name: 'Mumbai Indians', city: 'Mumbai', audience: 250_000_000, popularity: 99, score: 90, rates: [[5_000_000, 4_000_000]] }),
        { genre: ['IPL'], format: ['Team'], industry: ['gaming', 'fmcg'] }),
      tagged(media({ id: 'sp-umumba', category: 'sports-marketing', slug: 'u-mumba', name: 'U Mumba', city: 'Mumbai', language: 'Hindi', audience: 40_000_000, popularity: 40, score: 50, rates: [[500_000, 300_000]] }),
        { genre: ['Pro Kabaddi'], format: ['Team'], industry: ['fmcg'] }),
      tagged(media({ id: 'mag-empty', category: 'magazine', slug: 'empty', name: 'Empty Monthly', city: 'Delhi', popularity: 100, rates: [] }),
        { genre: ['News'], industry: ['banking-finance'] }),
    ],
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: browseCatalog() });
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error?: string; message?: string };
async function get<T>(url: string): Promise<{ status: number; body: T & ErrorBody }> {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json() };
}
const list = (query: string) => get<Page<MediaSummary>>(`/catalog/media${query}`);
async function ids(query: string): Promise<string[]> {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return body.items.map((m) => m._id);
}

describe('GET /api/catalog/media — list filters', () => {
  it('matches any of several comma-joined values, ignoring case and spaces', async () => {
    expect(await ids('?category=newspaper&city=delhi,%20MUMBAI')).toEqual(['np-toi-delhi', 'np-toi-mumbai']);
    expect(await ids('?language=hindi,Marathi&category=newspaper')).toEqual(['np-dainik-jaipur', 'np-lokmat-pune']);
  });

  it('filters by edition, format, genre and industry', async () => {
    expect(await ids('?edition=main%20edition')).toEqual(['np-toi-delhi', 'np-toi-mumbai']);
    expect(await ids(`?edition=${encodeURIComponent('City Edition,City Supplement')}`)).toEqual(['np-dainik-jaipur', 'np-lokmat-pune']);
    expect(await ids('?category=newspaper&format=CLASSIFIED')).toEqual(['np-dainik-jaipur', 'np-lokmat-pune']);
    expect(await ids('?genre=IPL')).toEqual(['sp-mi']);
    expect(await ids('?industry=fmcg')).toEqual(['sp-mi', 'radio-mirchi-delhi', 'radio-red-mumbai', 'sp-umumba']);
  });

  it('needs every filter to match (AND across filters, OR within one)', async () => {
    expect(await ids('?category=newspaper&format=Display&language=Hindi')).toEqual(['np-dainik-jaipur']);
    expect(await ids('?industry=retail,education&city=Delhi')).toEqual(['radio-mirchi-delhi', 'np-toi-delhi']);
    expect(await ids('?format=Radio%20Spot&industry=retail')).toEqual(['radio-mirchi-delhi']);
  });

  it('lets a value nothing has match nothing, without an error', async () => {
    for (const query of ['?city=Atlantis', '?format=Hologram', '?industry=space-travel', '?edition=x&category=radio']) {
      expect(await list(query)).toMatchObject({ status: 200, body: { items: [], total: 0 } });
    }
  });

  it('filters by an audience range and a price range together', async () => {
    expect(await ids('?minAudience=1000000&maxAudience=3000000')).toEqual(['radio-mirchi-delhi', 'radio-red-mumbai']);
    expect(await ids('?minAudience=800000&maxPrice=40000&sort=price-asc')).toEqual(['radio-mirchi-delhi', 'radio-red-mumbai', 'np-toi-mumbai', 'np-toi-delhi']);
  });

  it('ignores query parameters it does not know (tracking tags)', async () => {
    expect(await ids('?category=radio&utm_source=google&utm_campaign=x')).toEqual(['radio-mirchi-delhi', 'radio-red-mumbai']);
  });
});

describe('GET /api/catalog/media — sort and paging', () => {
  it.each([
    ['popularity', ['np-toi-delhi', 'np-toi-mumbai', 'np-dainik-jaipur', 'np-lokmat-pune']],
    ['saving', ['np-dainik-jaipur', 'np-toi-delhi', 'np-toi-mumbai', 'np-lokmat-pune']],
    ['price-asc', ['np-dainik-jaipur', 'np-lokmat-pune', 'np-toi-mumbai', 'np-toi-delhi']],
    ['price-desc', ['np-toi-delhi', 'np-toi-mumbai', 'np-lokmat-pune', 'np-dainik-jaipur']],
    ['reach', ['np-toi-delhi', 'np-toi-mumbai', 'np-dainik-jaipur', 'np-lokmat-pune']],
    ['score', ['np-toi-delhi', 'np-toi-mumbai', 'np-dainik-jaipur', 'np-lokmat-pune']],
    ['name', ['np-dainik-jaipur', 'np-lokmat-pune', 'np-toi-delhi', 'np-toi-mumbai']],
  ])('sorts newspapers by %s', async (sort, expected) => {
    expect(await ids(`?category=newspaper&sort=${sort}`)).toEqual(expected);
  });

  it('pages a filtered list without overlaps or gaps', async () => {
    const all = await ids('?industry=fmcg,retail,education&sort=reach');
    expect(all).toHaveLength(8);
    const pages = await Promise.all([1, 2, 3].map((p) => list(`?industry=fmcg,retail,education&sort=reach&pageSize=3&page=${p}`)));
    expect(pages.map((p) => p.body.total)).toEqual([8, 8, 8]);
    expect(pages.flatMap((p) => p.body.items.map((m) => m._id))).toEqual(all);
    expect(pages[2].body).toMatchObject({ page: 3, pageSize: 3 });
  });
});

describe('GET /api/catalog/media — bad input', () => {
  const tooMany = Array.from({ length: 21 }, (_, i) => `c${i}`).join(',');
  it.each([
    [`?city=${tooMany}`, 'city may list at most 20 values; got 21'],
    [`?format=Display,${'x'.repeat(101)}`, 'format: value 2 has 101 characters; at most 100 are allowed'],
    [`?genre=${'x'.repeat(2101)}`, 'querystring/genre must NOT have more than 2100 characters'],
    ['?minAudience=5000&maxAudience=10', 'minAudience (5000) must not be more than maxAudience (10)'],
    ['?minPrice=500&maxPrice=100', 'minPrice (500) must not be more than maxPrice (100)'],
    ['?minAudience=-1', 'querystring/minAudience must be >= 0'],
    ['?maxAudience=lots', 'querystring/maxAudience must be integer'],
    ['?maxAudience=1.5', 'querystring/maxAudience must be integer'],
    ['?maxAudience=1e20', 'querystring/maxAudience must be <= 10000000000'],
    ['?minPrice=1e300', 'querystring/minPrice must be <= 10000000000'],
    ['?page=10001', 'querystring/page must be <= 10000'],
    ['?city=Delhi&city=Mumbai', 'querystring/city must be string'],
    ['?sort=cheapest', 'querystring/sort must be one of: popularity, price-asc, price-desc, reach, score, saving, name'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message });
  });
});

describe('GET /api/catalog/facets', () => {
  const facets = (query: string) => get<MediaFacetsResponse>(`/catalog/facets${query}`);

  it('counts each filter\'s values with the other filters applied, not its own', async () => {
    const { status, body } = await facets('?category=newspaper&city=Delhi');
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    // Ticking another city would add to the list, so all four cities are offered.
    expect(body.facets.city).toEqual([
      { value: 'Delhi', count: 1 }, { value: 'Jaipur', count: 1 }, { value: 'Mumbai', count: 1 }, { value: 'Pune', count: 1 },
    ]);
    expect(body.facets.edition).toEqual([{ value: 'Main Edition', count: 1 }]);
    expect(body.facets.format).toEqual([{ value: 'Display', count: 1 }, { value: 'Jacket', count: 1 }]);
    expect(body.facets.industry).toEqual([{ value: 'education', count: 1 }, { value: 'real-estate', count: 1 }]);
    expect(body.facets.genre).toEqual([]);
    expect(body.price).toEqual({ min: 40_000, max: 40_000 });
    expect(body.audience).toEqual({ min: 900_000, max: 900_000 });
  });

  it('orders values by count, then by name', async () => {
    const { body } = await facets('?category=newspaper');
    expect(body.facets.format).toEqual([{ value: 'Display', count: 3 }, { value: 'Classified', count: 2 }, { value: 'Jacket', count: 1 }]);
    expect(body.facets.edition).toEqual([
      { value: 'Main Edition', count: 2 }, { value: 'City Edition', count: 1 }, { value: 'City Supplement', count: 1 },
    ]);
    expect(body.facets.language).toEqual([{ value: 'English', count: 2 }, { value: 'Hindi', count: 1 }, { value: 'Marathi', count: 1 }]);
  });

  it('gives the price and audience ranges present regardless of the range filters', async () => {
    const { body } = await facets('?category=newspaper&minPrice=10000');
    expect(body.total).toBe(2);
    expect(body.price).toEqual({ min: 3_000, max: 40_000 });
    expect(body.audience).toEqual({ min: 150_000, max: 900_000 });
    expect(body.facets.city.map((c) => c.value)).toEqual(['Delhi', 'Mumbai']);
  });

  it('answers empty lists and null ranges when nothing matches', async () => {
    const { status, body } = await facets('?category=airport');
    expect(status).toBe(200);
    expect(body).toEqual({
      total: 0,
      facets: { city: [], language: [], edition: [], format: [], genre: [], industry: [] },
      price: null,
      audience: null,
    });
  });

  it('validates like the list', async () => {
    expect(await facets('?minPrice=9&maxPrice=1')).toEqual({
      status: 400, body: { error: 'bad_request', message: 'minPrice (9) must not be more than maxPrice (1)' },
    });
    expect((await facets('?sort=name')).status).toBe(200);
  });
});

describe('GET /api/catalog/highlights', () => {
  it('lists popular media and deals with the best of each category first, and industries with media', async () => {
    const { status, body } = await get<CatalogHighlights>('/catalog/highlights');
    expect(status).toBe(200);
    // The magazine has no options, so it is not offered although it is the most popular.
    expect(body.popular.map((m) => m._id)).toEqual([
      'sp-mi', 'radio-mirchi-delhi', 'np-toi-delhi', 'np-toi-mumbai', 'radio-red-mumbai', 'sp-umumba', 'np-dainik-jaipur', 'np-lokmat-pune',
    ]);
    // Only profiles with a saving; Lokmat has none.
    expect(body.deals.map((m) => [m._id, m.maxSavingPercent])).toEqual([
      ['np-dainik-jaipur', 50], ['sp-umumba', 40], ['radio-mirchi-delhi', 25],
      ['np-toi-delhi', 33], ['sp-mi', 20], ['radio-red-mumbai', 6], ['np-toi-mumbai', 20],
    ]);
    expect(body.industries).toEqual([
      { key: 'fmcg', label: 'FMCG', mediaCount: 4 },
      { key: 'retail', label: 'Retail', mediaCount: 3 },
      { key: 'real-estate', label: 'Real Estate', mediaCount: 2 },
      { key: 'education', label: 'Education', mediaCount: 2 },
      { key: 'banking-finance', label: 'Banking & Finance', mediaCount: 1 },
      { key: 'jewellery', label: 'Jewellery', mediaCount: 1 },
      { key: 'gaming', label: 'Gaming', mediaCount: 1 },
    ]);
  });
});

describe('GET /api/catalog/industries', () => {
  it('lists every industry with its media count', async () => {
    const { status, body } = await get<{ industries: IndustryCount[] }>('/catalog/industries');
    expect(status).toBe(200);
    expect(body.industries.map((i) => i.key)).toEqual(INDUSTRIES.map((i) => i.key));
    expect(body.industries.find((i) => i.key === 'fmcg')?.mediaCount).toBe(4);
    expect(body.industries.find((i) => i.key === 'telecom')?.mediaCount).toBe(0);
  });

  it('answers one industry (any case) with its categories and most popular media', async () => {
    const { status, body } = await get<IndustryDetail>('/catalog/industries/FMCG');
    expect(status).toBe(200);
    expect(body.industry).toEqual({ key: 'fmcg', label: 'FMCG', description: expect.stringMatching(/\S/), mediaCount: 4 });
    expect(body.categories).toEqual([
      { key: 'radio', label: 'Radio', path: '/radio', mediaCount: 2 },
      { key: 'sports-marketing', label: 'Sports Marketing', path: '/sports-marketing', mediaCount: 2 },
    ]);
    expect(body.items.map((m) => m._id)).toEqual(['sp-mi', 'radio-mirchi-delhi', 'radio-red-mumbai', 'sp-umumba']);
  });

  it('answers a known industry without media with empty lists', async () => {
    const { status, body } = await get<IndustryDetail>('/catalog/industries/telecom');
    expect(status).toBe(200);
    expect(body).toMatchObject({ industry: { key: 'telecom', mediaCount: 0 }, categories: [], items: [] });
  });

  it('answers 404 for an industry that does not exist', async () => {
    expect(await get('/catalog/industries/space-travel')).toEqual({
      status: 404, body: { error: 'not_found', message: 'There is no industry called "space-travel"' },
    });
  });
});
