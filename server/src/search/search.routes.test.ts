import Fastify from 'fastify';
import { errorHandler } from '../errors';
import type { TypeBoxProvider } from '../http/type-provider';
import type { SeedCatalog } from '../seed/seed';
import type { SearchBackend } from './search-backend';
import { registerSearchRoutes } from './search.routes';
import { media } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/**
 * Names chosen so each ranking rule has one clear expected order: popularity would put the
 * partial matches first every time, so an exact or prefix match winning proves the rule.
 */
function searchCatalog(): SeedCatalog {
  return {
    media: [
      media({ id: 'np-toi', category: 'newspaper', slug: 'times-of-india-delhi', name: 'Times of India', city: 'Delhi', popularity: 60 }),
      media({ id: 'np-toi-kol', category: 'newspaper', slug: 'times-of-india-kolkata', name: 'Times of India Kolkata', city: 'Kolkata', popularity: 99 }),
      media({ id: 'np-et', category: 'newspaper', slug: 'economic-times-mumbai', name: 'Economic Times', city: 'Mumbai', popularity: 80 }),
      media({ id: 'tv-times-now', category: 'television', slug: 'times-now', name: 'Times Now', city: 'Mumbai', popularity: 65 }),
      media({ id: 'np-bhaskar', category: 'newspaper', slug: 'dainik-bhaskar-bhopal', name: 'दैनिक भास्कर', city: 'Bhopal', language: 'Hindi', popularity: 70 }),
      media({ id: 'np-amar', category: 'newspaper', slug: 'amar-ujala-lucknow', name: 'अमर उजाला', city: 'Lucknow', language: 'Hindi', popularity: 50 }),
      media({ id: 'radio-mirchi', category: 'radio', slug: 'radio-mirchi-delhi', name: 'Radio Mirchi', city: 'Delhi', language: 'Hindi', popularity: 95 }),
      media({ id: 'radio-mirchi-mum', category: 'radio', slug: 'radio-mirchi-mumbai', name: 'Radio Mirchi Mumbai', city: 'Mumbai', language: 'Hindi', popularity: 85 }),
      media({ id: 'radio-city', category: 'radio', slug: 'radio-city-bangalore', name: 'Radio City', city: 'Bangalore', popularity: 75 }),
      media({ id: 'radio-mirchi-love', category: 'radio', slug: 'mirchi-love-delhi', name: 'Mirchi Love', city: 'Delhi', popularity: 10 }),
      media({ id: 'mag-india-today', category: 'magazine', slug: 'india-today', name: 'India Today', city: 'Delhi', popularity: 40 }),
      media({ id: 'btl-metro', category: 'nontraditional', slug: 'delhi-metro-yellow-line', name: 'Delhi Metro Yellow Line', city: 'Delhi', popularity: 30 }),
      media({ id: 'btl-cafe', category: 'nontraditional', slug: 'cafe-coffee-day', name: 'Café Coffee Day', city: 'Bangalore', popularity: 20 }),
    ],
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: searchCatalog() });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => jest.restoreAllMocks());

type Suggestion = { suggestion: string; score: number; toolName: string };

async function suggest(q: string, raw = false): Promise<{ status: number; body: { suggestions: Suggestion[]; error?: string; message?: string } }> {
  const value = raw ? q : JSON.stringify(q);
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(value)}` });
  return { status: res.statusCode, body: res.json() };
}
const texts = async (q: string) => (await suggest(q)).body.suggestions.map((s) => `${s.suggestion} in ${s.toolName}`);

describe('GET /api/search/suggestions', () => {
  it('answers { suggestions: [{ suggestion, score, toolName }] } best first, scores descending', async () => {
    const { status, body } = await suggest('times of');
    expect(status).toBe(200);
    expect(body.suggestions[0]).toEqual({ suggestion: 'Times of India Kolkata', score: expect.any(Number), toolName: 'newspaper' });
    const scores = body.suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('puts the exact name before partial ones, however popular they are', async () => {
    expect((await texts('times of india')).slice(0, 2)).toEqual(['Times of India in newspaper', 'Times of India Kolkata in newspaper']);
  });

  it('puts names that start with the text before names with it in a later word', async () => {
    // Mirchi Love (popularity 10) starts with it; Radio Mirchi (95) has it second.
    expect(await texts('mirchi')).toEqual(['Mirchi Love in radio', 'Radio Mirchi in radio', 'Radio Mirchi Mumbai in radio']);
    expect((await texts('times')).slice(0, 3)).toEqual(['Times of India Kolkata in newspaper', 'Times Now in television', 'Times of India in newspaper']);
    expect((await texts('times')).slice(3)).toEqual(['Economic Times in newspaper']);
  });

  it('matches words in any order, more matched words first', async () => {
    expect(await texts('mumbai mirchi')).toEqual([
      'Radio Mirchi Mumbai in radio',
      // one word of two, by popularity: the city suggestions weigh their most popular media
      'Radio Mirchi in radio', 'Mumbai in radio', 'Mumbai in newspaper', 'Mumbai in television', 'Mirchi Love in radio',
    ]);
    const four = await texts('radio mirchi mumbai love');
    expect(four.slice(0, 3)).toEqual(['Radio Mirchi Mumbai in radio', 'Radio Mirchi in radio', 'Mirchi Love in radio']);
  });

  it('suggests categories (BTL for nontraditional), cities and keywords', async () => {
    expect((await texts('radio'))[0]).toBe('Radio in radio');
    expect(await texts('btl')).toEqual(['BTL in nontraditional']);
    expect((await texts('below the')).slice(0, 1)).toEqual(['Below the Line in nontraditional']);
    expect(await texts('lucknow')).toEqual(['Lucknow in newspaper']);
    expect((await texts('hindi'))).toEqual(['Hindi in radio', 'Hindi in newspaper']);
    expect((await texts('half pa'))[0]).toMatch(/^Half Page in /);
  });

  it('matches Hindi names by prefix and by later word, and folds accents, width and case', async () => {
    expect(await texts('दैनि')).toEqual(['दैनिक भास्कर in newspaper']);
    expect(await texts('भास्')).toEqual(['दैनिक भास्कर in newspaper']);
    expect(await texts('अमर उजाला')).toEqual(['अमर उजाला in newspaper']);
    expect(await texts('cafe')).toEqual(['Café Coffee Day in nontraditional']);
    expect((await texts('ＲＡＤＩＯ ＣＩ'))[0]).toBe('Radio City in radio');
  });

  it('finds a word inside a longer one last', async () => {
    // Two letters short of "mirchi": too far to be a typo of it, so found inside the word, by popularity.
    expect(await texts('rchi')).toEqual(['Radio Mirchi in radio', 'Radio Mirchi Mumbai in radio', 'Mirchi Love in radio']);
    expect(await texts('zzqx')).toEqual([]);
  });

  it('answers at most 10, and accepts plain (unquoted) text too', async () => {
    const { body } = await suggest('i');
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
    expect((await suggest('Radio Ci', true)).body.suggestions[0].suggestion).toBe('Radio City');
  });

  it('answers an empty list for empty, blank or missing text without touching the index', async () => {
    const reads = jest.spyOn(t.db.getExecutor(), 'executeQuery');
    for (const url of ['/api/search/suggestions?q=%22%22', '/api/search/suggestions?q=%22%20%20%5Ct%22', '/api/search/suggestions?q=', '/api/search/suggestions', '/api/search/suggestions?q=%20%20']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ suggestions: [] });
    }
    expect(reads).not.toHaveBeenCalled();
    await suggest('radio');
    expect(reads).toHaveBeenCalled();
  });

  it.each([
    ['"radio', 'q must be JSON-quoted text such as "times of" (or plain text); its quoting is not valid JSON'],
    ['"a" "b"', 'q must be JSON-quoted text such as "times of" (or plain text); its quoting is not valid JSON'],
    [JSON.stringify('x'.repeat(201)), 'q is too long: at most 200 characters of text, got 201'],
    ['y'.repeat(201), 'q is too long: at most 200 characters of text, got 201'],
  ])('answers 400 for %j', async (q, message) => {
    const reads = jest.spyOn(t.db.getExecutor(), 'executeQuery');
    const { status, body } = await suggest(q, true);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message });
    expect(reads).not.toHaveBeenCalled();
  });

  it('accepts exactly 200 characters', async () => {
    expect((await suggest('r'.repeat(200))).status).toBe(200);
  });
});

describe('the suggestion route alone, with a fake repository', () => {
  it('hands the repository the decoded text, and never calls it for blank text', async () => {
    const suggest = jest.fn(async () => [{ suggestion: 'Times of India', score: 1, toolName: 'newspaper' }]);
    const search = jest.fn<ReturnType<SearchBackend['search']>, Parameters<SearchBackend['search']>>();
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    registerSearchRoutes(app.withTypeProvider<TypeBoxProvider>(), { suggestions: { suggest }, backend: { search } });
    try {
      const ok = await app.inject({ method: 'GET', url: `/search/suggestions?q=${encodeURIComponent('"times of \\u0939"')}` });
      expect(ok.json()).toEqual({ suggestions: [{ suggestion: 'Times of India', score: 1, toolName: 'newspaper' }] });
      expect(suggest).toHaveBeenCalledWith('times of \u0939');
      suggest.mockClear();
      for (const q of ['""', '"   "', '%20', '"\\n\\t"']) {
        expect((await app.inject({ method: 'GET', url: `/search/suggestions?q=${q}` })).json()).toEqual({ suggestions: [] });
      }
      expect((await app.inject({ method: 'GET', url: '/gapi/suggestions?name=%20' })).json()).toEqual({ suggestions: [], total: 0 });
      expect(suggest).not.toHaveBeenCalled();
      expect(search).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/gapi/suggestions (old search)', () => {
  it('lists hits with name, url, subTitle and toolName for a results list', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/gapi/suggestions?name=${encodeURIComponent('radio mir')}` });
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json() as { suggestions: Array<Record<string, string>> };
    expect(suggestions[0]).toEqual({
      _id: 'radio-mirchi', name: 'Radio Mirchi', toolName: 'radio', urlSlug: 'radio-mirchi-delhi', type: 'media',
      url: '/radio/radio-mirchi-delhi', subTitle: 'Radio Mirchi, Delhi',
    });
    expect(suggestions.map((s) => s.name)).toEqual(['Radio Mirchi', 'Radio Mirchi Mumbai', 'Mirchi Love']);
  });

  it('answers an empty list for blank text and 400 for text over 200 characters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/gapi/suggestions?name=%20' })).json()).toEqual({ suggestions: [], total: 0 });
    const res = await t.app.inject({ method: 'GET', url: `/api/gapi/suggestions?name=${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('name is too long: at most 200 characters of text, got 201');
  });
});

const AUTH = `Basic ${Buffer.from('search:search').toString('base64')}`;
const SITE_BODY = (query: string) => ({ size: 30, from: 0, query: { query_string: { query, fields: ['toolKeywords^4', 'name^3', 'keywords'] } } });

type Hits = { hits: { total: { value: number; relation: string }; max_score: number | null; hits: Array<{ _id: string; _score: number; _source?: Record<string, string> }> } };

async function search(body: unknown, authorization: string | null = AUTH): Promise<{ status: number; body: Hits & { error?: string; message?: string }; headers: Record<string, unknown> }> {
  const res = await t.app.inject({
    method: 'POST', url: '/search-index/_search', payload: body as object,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
const ids = (body: Hits) => body.hits.hits.map((h) => h._id);

describe('POST /search-index/_search', () => {
  it('answers the site\'s body in the Elasticsearch 7 shape', async () => {
    const { status, body } = await search(SITE_BODY('(radio mirchi)^4 OR radio* AND *mirchi'));
    expect(status).toBe(200);
    expect(body.hits.total).toEqual({ value: 3, relation: 'eq' });
    // The name that is the text, then the name that starts with it, then the rest by score.
    expect(ids(body)).toEqual(['radio-mirchi', 'radio-mirchi-mum', 'radio-mirchi-love']);
    expect(body.hits.hits[0]).toEqual({
      _index: 'search-index', _id: 'radio-mirchi', _score: expect.any(Number),
      _source: { name: 'Radio Mirchi', toolName: 'radio', urlSlug: 'radio-mirchi-delhi', type: 'media', url: '/radio/radio-mirchi-delhi', subTitle: 'Radio Mirchi, Delhi' },
    });
    expect(body.hits.max_score).toBe(Math.max(...body.hits.hits.map((h) => h._score)));
    expect(body).toMatchObject({ timed_out: false, _shards: { total: 1, successful: 1, failed: 0 } });
  });

  it('weighs fields by their boosts: a name match beats a keyword (city) match', async () => {
    const { body } = await search(SITE_BODY('delhi'));
    expect(ids(body)[0]).toBe('btl-metro');
    expect(ids(body)).toEqual(expect.arrayContaining(['np-toi', 'radio-mirchi', 'mag-india-today']));
    expect(body.hits.total.value).toBe(5);
  });

  it('finds category pages through toolKeywords (BTL, below the line)', async () => {
    const { body } = await search(SITE_BODY('(btl)^4 OR btl*'));
    expect(ids(body)[0]).toBe('category:nontraditional');
    expect(body.hits.hits[0]._source).toEqual({ name: 'BTL', toolName: 'nontraditional', urlSlug: 'nontraditional', type: 'category', url: '/nontraditional', subTitle: 'BTL advertising in India' });
    expect(ids(body)).toEqual(expect.arrayContaining(['btl-metro', 'btl-cafe']));
  });

  it('pages with from and size, keeps total exact, and honours _source: false', async () => {
    const all = await search({ query: { query_string: { query: 'radio' } }, size: 100 });
    const page = await search({ query: { query_string: { query: 'radio' } }, from: 1, size: 2, _source: false });
    expect(page.body.hits.total.value).toBe(all.body.hits.total.value);
    expect(ids(page.body)).toEqual(ids(all.body).slice(1, 3));
    expect(page.body.hits.hits[0]._source).toBeUndefined();
    const none = await search({ query: { match_all: {} }, size: 0 });
    expect(none.body.hits.total.value).toBe(13 + 11);
    expect(none.body.hits.hits).toEqual([]);
  });

  it('understands NOT, +/-, phrases, fields, Hindi and leading wildcards', async () => {
    expect(ids((await search({ query: { query_string: { query: 'name:radio -mirchi' } } })).body)).toEqual(['category:radio', 'radio-city']);
    expect(ids((await search({ query: { query_string: { query: '"times of india"', fields: ['name'] } } })).body)).toEqual(['np-toi', 'np-toi-kol']);
    expect(ids((await search({ query: { query_string: { query: 'दैनिक*', fields: ['name'] } } })).body)).toEqual(['np-bhaskar']);
    expect(ids((await search({ query: { query_string: { query: '*ujala', fields: ['name'] } } })).body)).toEqual([]);
    expect(ids((await search({ query: { query_string: { query: '*जाला', fields: ['name'] } } })).body)).toEqual(['np-amar']);
    expect(ids((await search({ query: { query_string: { query: '*afe AND coffee' } } })).body)).toEqual(['btl-cafe']);
    const negative = await search({ query: { query_string: { query: '-radio' } }, size: 0 });
    expect(negative.body.hits.total.value).toBe(24 - 5);
  });

  it.each([
    [{ query: { query_string: { query: '(radio' } } }, 'query_string: unclosed parenthesis at position 1'],
    [{ query: { query_string: { query: 'radio AND' } } }, 'query_string: the query ends where a term was expected at position 10'],
    [{ query: { query_string: { query: 'a', default_operator: 'XOR' } } }, 'query.query_string.default_operator must be AND or OR, got "XOR"'],
    [{ from: 9_990, size: 30, query: { match_all: {} } }, 'Result window is too large: from + size must be at most 10000, but was 10020'],
    [{ query: { match_all: {}, query_string: { query: 'a' } } }, 'query must hold exactly one query (query_string, match_all, match, multi_match, bool, term, terms)'],
    [{ query: { query_string: { query: 'a' } }, script: 'x' }, 'body has an unknown field "script"'],
    [{ query: { query_string: { query: 'a', fuzzy_max_expansions: 2 } } }, 'query.query_string has an unknown field "fuzzy_max_expansions"'],
    [{ query: { regexp: { name: 'r.*' } } }, 'query has an unknown query type "regexp"; the index answers query_string, match_all, match, multi_match, bool, term, terms'],
    [{ query: { query_string: { query: 'a', fields: ['name^x'] } } }, 'query_string.fields: "name^x" is not a field name with an optional ^boost'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message });
  });

  it('treats a missing or empty body as match_all, 10 hits', async () => {
    for (const payload of [undefined, '']) {
      const res = await t.app.inject({ method: 'POST', url: '/search-index/_search', payload, headers: { authorization: AUTH, 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().hits.total.value).toBe(24);
      expect(res.json().hits.hits).toHaveLength(10);
    }
  });

  it('answers the URI search GET /search-index/_search?q=', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search-index/_search?q=mirchi&size=1', headers: { authorization: AUTH } });
    expect(res.statusCode).toBe(200);
    // The name that starts with the text first.
    expect(res.json().hits.hits.map((h: { _id: string }) => h._id)).toEqual(['radio-mirchi-love']);
  });

  it('answers 401 with WWW-Authenticate without the read-only credentials', async () => {
    const wrong = [null, 'Basic ' + Buffer.from('search:wrong').toString('base64'), 'Basic ' + Buffer.from('elastic:changeme').toString('base64'), 'Bearer search', 'Basic !!!'];
    for (const authorization of wrong) {
      const res = await search(SITE_BODY('radio'), authorization);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Basic realm="search-index", charset="UTF-8"');
      expect(res.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
  });

  it('refuses every write: 401 without credentials, 403 with the read-only ones, whatever the path', async () => {
    const writes: Array<[string, string]> = [
      ['PUT', '/search-index/_doc/1'], ['POST', '/search-index/_doc'], ['POST', '/search-index/_bulk'],
      ['POST', '/search-index/_update/1'], ['POST', '/search-index/_delete_by_query'], ['DELETE', '/search-index'],
      ['DELETE', '/search-index/_doc/1'], ['PUT', '/search-index'], ['PATCH', '/search-index/_settings'],
    ];
    for (const [method, url] of writes) {
      const anonymous = await t.app.inject({ method: method as 'PUT', url, payload: { a: 1 } });
      expect(anonymous.statusCode).toBe(401);
      const admin = await t.app.inject({ method: method as 'PUT', url, payload: { a: 1 }, headers: { authorization: 'Basic ' + Buffer.from('admin:admin').toString('base64') } });
      expect(admin.statusCode).toBe(401);
      const reader = await t.app.inject({ method: method as 'PUT', url, payload: { a: 1 }, headers: { authorization: AUTH } });
      expect(reader.statusCode).toBe(403);
      expect(reader.json()).toEqual({ error: 'forbidden', message: `The search credentials are read-only: ${method} is not allowed on the index` });
    }
    const read = await t.app.inject({ method: 'GET', url: '/search-index/_mapping', headers: { authorization: AUTH } });
    expect(read.statusCode).toBe(404);
    // Nothing changed.
    expect((await search({ query: { match_all: {} }, size: 0 })).body.hits.total.value).toBe(24);
  });

  it('answers a CORS preflight without credentials, allowing the Authorization header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS', url: '/search-index/_search',
      headers: { origin: 'https://agency.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('is served at the site root, not under /api', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search-index/_search', payload: SITE_BODY('radio'), headers: { authorization: AUTH } });
    expect(res.statusCode).toBe(404);
  });
});

describe('search index credentials from the environment', () => {
  it('uses SEARCH_INDEX_USER / SEARCH_INDEX_PASSWORD instead of search / search', async () => {
    const other = await createTestApp({ catalog: { media: [] }, env: { SEARCH_INDEX_USER: 'reader', SEARCH_INDEX_PASSWORD: 's3cret:with colon' } });
    try {
      const post = (user: string) => other.app.inject({
        method: 'POST', url: '/search-index/_search', payload: { query: { match_all: {} } },
        headers: { authorization: 'Basic ' + Buffer.from(user).toString('base64') },
      });
      expect((await post('search:search')).statusCode).toBe(401);
      const ok = await post('reader:s3cret:with colon');
      expect(ok.statusCode).toBe(200);
      expect(ok.json().hits.total).toEqual({ value: 11, relation: 'eq' });
    } finally {
      await other.close();
    }
  });
});
