import { CATEGORY_KEYS, type BagLineMedia, type CatalogMediaOption, type CategoryCount, type MediaDetail, type MediaSummary, type Page } from 'shared-domain';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { smallCatalog } from '../../test/support/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: smallCatalog() });
});
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<{ status: number; body: Page<MediaSummary> & { error?: string; message?: string } }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/catalog/media${query}` });
  return { status: res.statusCode, body: res.json() };
}
const ids = (page: Page<MediaSummary>) => page.items.map((m) => m._id);

describe('GET /api/catalog/categories', () => {
  it('lists all eleven categories in order with counts (0 when empty)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/categories' });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as { categories: CategoryCount[] };
    expect(categories.map((c) => c.key)).toEqual([...CATEGORY_KEYS]);
    const byKey = Object.fromEntries(categories.map((c) => [c.key, c]));
    expect(byKey.newspaper).toMatchObject({ label: 'Newspaper', path: '/newspaper', mediaCount: 3, optionCount: 6 });
    expect(byKey.radio).toMatchObject({ mediaCount: 1, optionCount: 1 });
    expect(byKey.magazine).toMatchObject({ mediaCount: 1, optionCount: 0 });
    expect(byKey.airport).toMatchObject({ mediaCount: 0, optionCount: 0 });
  });
});

describe('GET /api/catalog/media', () => {
  it('pages all media by popularity by default, ties broken by id', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 24 });
    expect(ids(body)).toEqual(['radio-mirchi-delhi', 'np-toi-delhi', 'np-amar-ujala', 'np-ht-mumbai', 'mag-india-today']);
  });

  it('returns summaries with derived price figures', async () => {
    const { body } = await list('?category=newspaper&sort=name');
    const toi = body.items.find((m) => m._id === 'np-toi-delhi');
    expect(toi).toEqual({
      _id: 'np-toi-delhi', category: 'newspaper', slug: 'times-of-india-delhi', name: 'Times of India',
      city: 'Delhi', language: 'English', logoUrl: '/logos/times-of-india-delhi.svg', audience: 900000,
      score: 82, popularity: 90, optionCount: 3, minPrice: 19000, minPriceUnit: 'per sq cm per insertion', maxSavingPercent: 33,
      subTitle: 'Times of India, Delhi',
    });
    // "from ₹…" carries the unit of the option that has that rate.
    expect(body.items.find((m) => m._id === 'np-amar-ujala')).toMatchObject({ minPrice: 6000, minPriceUnit: 'insertion', maxSavingPercent: 50 });
  });

  it.each([
    ['price-asc', ['np-amar-ujala', 'np-toi-delhi', 'np-ht-mumbai']],
    ['price-desc', ['np-ht-mumbai', 'np-toi-delhi', 'np-amar-ujala']],
    ['reach', ['np-toi-delhi', 'np-amar-ujala', 'np-ht-mumbai']],
    ['score', ['np-toi-delhi', 'np-amar-ujala', 'np-ht-mumbai']],
    ['name', ['np-amar-ujala', 'np-ht-mumbai', 'np-toi-delhi']],
  ])('sorts newspapers by %s', async (sort, expected) => {
    const { status, body } = await list(`?category=newspaper&sort=${sort}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected);
  });

  it('filters by city and language ignoring case', async () => {
    expect(ids((await list('?city=delhi&sort=name')).body)).toEqual(['mag-india-today', 'radio-mirchi-delhi', 'np-toi-delhi']);
    expect(ids((await list('?language=HINDI&sort=name')).body)).toEqual(['np-amar-ujala', 'radio-mirchi-delhi']);
  });

  it('matches q against name and city, with LIKE wildcards taken literally', async () => {
    expect(ids((await list('?q=MIRCHI')).body)).toEqual(['radio-mirchi-delhi']);
    expect(ids((await list('?q=mumbai')).body)).toEqual(['np-ht-mumbai']);
    expect(ids((await list(`?q=${encodeURIComponent('100%_')}`)).body)).toEqual(['np-amar-ujala']);
    expect((await list('?q=%25')).body.total).toBe(1);
    expect((await list('?q=_')).body.total).toBe(1);
    expect((await list('?q=nothing-like-this')).body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by price range on the lowest offer rate', async () => {
    expect(ids((await list('?minPrice=10000&maxPrice=30000&sort=price-asc')).body)).toEqual(['np-toi-delhi', 'np-ht-mumbai']);
    expect(ids((await list('?maxPrice=4500&category=radio')).body)).toEqual(['radio-mirchi-delhi']);
  });

  it('pages with a stable order and a total of all matches', async () => {
    const first = (await list('?pageSize=2&page=1')).body;
    const second = (await list('?pageSize=2&page=2')).body;
    const third = (await list('?pageSize=2&page=3')).body;
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids((await list('')).body));
    expect((await list('?pageSize=2&page=9')).body).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it.each([
    ['?page=0', 'querystring/page must be >= 1'],
    ['?pageSize=101', 'querystring/pageSize must be <= 100'],
    ['?pageSize=0', 'querystring/pageSize must be >= 1'],
    ['?minPrice=cheap', 'querystring/minPrice must be number'],
    ['?page=1.5', 'querystring/page must be integer'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message });
  });

  it('names the allowed values for an unknown category or sort', async () => {
    const cat = await list('?category=billboards');
    expect(cat.status).toBe(400);
    expect(cat.body.error).toBe('bad_request');
    expect(cat.body.message).toMatch(/^querystring\/category must be one of: airport, cinema, .*sports-marketing$/);
    const sort = await list('?sort=cheapest');
    expect(sort.body).toEqual({
      error: 'bad_request',
      message: 'querystring/sort must be one of: popularity, price-asc, price-desc, reach, score, saving, name',
    });
  });

  it('rejects minPrice above maxPrice', async () => {
    expect(await list('?minPrice=500&maxPrice=100')).toEqual({
      status: 400,
      body: { error: 'bad_request', message: 'minPrice (500) must not be more than maxPrice (100)' },
    });
  });
});

describe('GET /api/catalog/media/:category/:slug', () => {
  it('answers the profile with its options in position order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/media/newspaper/times-of-india-delhi' });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as MediaDetail;
    expect(detail).toMatchObject({
      _id: 'np-toi-delhi', name: 'Times of India', optionCount: 3, minPrice: 19000,
      attributes: { circulation: { value: 900000, toolTip: 'Copies a day' } },
      sections: [{ title: 'About', contents: [{ type: 'text', value: 'About Times of India' }] }],
      mediaKitUrl: null,
      logo: { url: '/logos/times-of-india-delhi.svg', width: 120, height: 40 },
    });
    expect(detail.demographics[0].data).toHaveLength(2);
    expect(detail.mediaOptions.map((o) => o._id)).toEqual(['np-toi-delhi-o0', 'np-toi-delhi-o1', 'np-toi-delhi-o2']);
    expect(detail.mediaOptions[1]).toMatchObject({
      _media: 'np-toi-delhi',
      rates: { defaultRates: { cardRate: 90000, discountedRate: 60000 } },
      variablePricingUnits: [{ name: 'Colour', type: 'select', values: ['B/W', 'Colour'] }],
      creativeSpecs: [{ type: 'image', fields: [{ key: 'format', value: 'PDF' }] }],
    });
  });

  it('answers a profile with no options', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/media/magazine/india-today' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ optionCount: 0, minPrice: 0, minPriceUnit: '', mediaOptions: [] });
  });

  it('answers 404 with a readable message for an unknown slug or category', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/catalog/media/newspaper/x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'No newspaper media called "x"' });
    const wrongCategory = await t.app.inject({ method: 'GET', url: '/api/catalog/media/radio/times-of-india-delhi' });
    expect(wrongCategory.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/catalog/media/billboards/x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'There is no media category called "billboards"' });
  });
});

describe('GET /api/catalog/options', () => {
  type OptionsBody = { data: Array<{ option: CatalogMediaOption; media: BagLineMedia }> };
  const options = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/options${query}` });
    return { status: res.statusCode, body: res.json() as OptionsBody & { error?: string; message?: string } };
  };

  it('answers each option with its media, in the order of the ids, without a token', async () => {
    const { status, body } = await options('?ids=radio-mirchi-delhi-o0,np-toi-delhi-o2,np-toi-delhi-o0');
    expect(status).toBe(200);
    expect(body.data.map((d) => d.option._id)).toEqual(['radio-mirchi-delhi-o0', 'np-toi-delhi-o2', 'np-toi-delhi-o0']);
    expect(body.data[1].media).toEqual({
      _id: 'np-toi-delhi', name: 'Times of India', category: 'newspaper', slug: 'times-of-india-delhi',
      logoUrl: '/logos/times-of-india-delhi.svg', city: 'Delhi',
    });
    expect(body.data[0].media).toMatchObject({ _id: 'radio-mirchi-delhi', category: 'radio', slug: 'radio-mirchi-delhi' });
    // The whole catalog option, as the media profile shows it.
    const detail = (await t.app.inject({ method: 'GET', url: '/api/catalog/media/newspaper/times-of-india-delhi' })).json() as MediaDetail;
    expect(body.data[1].option).toEqual(detail.mediaOptions[2]);
  });

  it('answers a repeated id once, leaves unknown ids out, and trims spaces around ids', async () => {
    const { status, body } = await options('?ids=np-ht-mumbai-o0,%20nope%20,np-toi-delhi-o1,np-ht-mumbai-o0');
    expect(status).toBe(200);
    expect(body.data.map((d) => d.option._id)).toEqual(['np-ht-mumbai-o0', 'np-toi-delhi-o1']);
    expect((await options('?ids=nope,also-nope')).body).toEqual({ data: [] });
  });

  it('takes up to 50 ids', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => (i === 49 ? 'np-amar-ujala-o1' : `unknown-${i}`));
    const { status, body } = await options(`?ids=${ids.join(',')}`);
    expect(status).toBe(200);
    expect(body.data.map((d) => d.option._id)).toEqual(['np-amar-ujala-o1']);
  });

  it.each([
    ['', "querystring must have required property 'ids'"],
    ['?ids=', 'ids must name 1 to 50 media option ids, comma-separated'],
    ['?ids=,,', 'ids must name 1 to 50 media option ids, comma-separated'],
    ['?ids=np-toi-delhi-o0,,np-toi-delhi-o1', 'ids has an empty id at position 2; separate ids with single commas'],
    ['?ids=np-toi-delhi-o0,', 'ids has an empty id at position 2; separate ids with single commas'],
    [`?ids=${Array.from({ length: 51 }, (_, i) => `o${i}`).join(',')}`, 'ids may name at most 50 media option ids; got 51'],
    [`?ids=np-toi-delhi-o0,${'x'.repeat(101)}`, 'ids: the id at position 2 has 101 characters; at most 100 are allowed'],
    [`?ids=${'x'.repeat(5051)}`, 'querystring/ids must NOT have more than 5050 characters'],
    ['?ids=a&ids=b', 'querystring/ids must be string'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const { status, body } = await options(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message });
  });
});
