/**
 * The embedded index as Elasticsearch clients see it: the official Elasticsearch 8 and
 * OpenSearch JavaScript clients against a real listening server, on SQLite and PostgreSQL,
 * with the query DSL they send (match, multi_match, bool with term/terms/match, query_string),
 * an index name in the path, the read-only credentials, and writes refused.
 */
import { Client as ElasticClient, errors as elasticErrors } from '@elastic/elasticsearch';
import { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import { media } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const catalog = {
  media: [
    media({ id: 'np-toi', category: 'newspaper', slug: 'times-of-india-delhi', name: 'Times of India', city: 'Delhi', popularity: 40 }),
    media({ id: 'np-toi-kol', category: 'newspaper', slug: 'times-of-india-kolkata', name: 'Times of India Kolkata', city: 'Kolkata', popularity: 45 }),
    media({ id: 'tv-times-now', category: 'television', slug: 'times-now', name: 'Times Now', city: 'Mumbai', popularity: 30 }),
    media({ id: 'np-et', category: 'newspaper', slug: 'economic-times', name: 'Economic Times', city: 'Mumbai', popularity: 90 }),
    media({ id: 'radio-mirchi', category: 'radio', slug: 'radio-mirchi-delhi', name: 'Radio Mirchi', city: 'Delhi', popularity: 20 }),
    media({ id: 'radio-city', category: 'radio', slug: 'radio-city-delhi', name: 'Radio City', city: 'Delhi', popularity: 95 }),
    media({ id: 'radio-mirchi-mum', category: 'radio', slug: 'radio-mirchi-mumbai', name: 'Radio Mirchi Mumbai', city: 'Mumbai', popularity: 60 }),
  ],
};

const CREDENTIALS = { username: 'search', password: 'search' };
const AUTH = `Basic ${Buffer.from('search:search').toString('base64')}`;

let t: TestApp;
let url: string;
let elastic: ElasticClient;
let elasticOnIndex: ElasticClient;
let opensearch: OpenSearchClient;

beforeAll(async () => {
  t = await createTestApp({ catalog });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  elastic = new ElasticClient({ node: url, auth: CREDENTIALS, maxRetries: 0 });
  // A client configured with the index's URL and its own index name: /search-index/media/_search.
  elasticOnIndex = new ElasticClient({ node: `${url}/search-index`, auth: CREDENTIALS, maxRetries: 0 });
  opensearch = new OpenSearchClient({ node: url, auth: CREDENTIALS, maxRetries: 0 });
});
afterAll(async () => {
  await elastic.close();
  await elasticOnIndex.close();
  await opensearch.close();
  await t.close();
});

type Hit = { _id: string; _source?: { name?: string } };
const ids = (hits: readonly Hit[]) => hits.map((h) => h._id);

/** The same query through the Elasticsearch client (both ways of naming the index) and the OpenSearch client: the hit ids each answers. */
async function everyClient(query: Record<string, unknown>, size = 10): Promise<string[][]> {
  const a = await elastic.search({ index: 'search-index', query, size });
  const b = await elasticOnIndex.search({ index: 'media', query, size });
  const c = await opensearch.search({ index: 'search-index', body: { query, size } });
  return [ids(a.hits.hits as Hit[]), ids(b.hits.hits as Hit[]), ids((c.body.hits.hits ?? []) as Hit[])];
}

describe('the official clients query the index', () => {
  it('match: analysed words of one field, OR by default, AND on request, typos forgiven', async () => {
    for (const found of await everyClient({ match: { name: 'radio mirchi' } })) {
      expect(found.slice(0, 2)).toEqual(['radio-mirchi', 'radio-mirchi-mum']);
      expect(found).toContain('radio-city');
    }
    for (const found of await everyClient({ match: { name: { query: 'Radio Mirchy', operator: 'and' } } })) {
      expect(found).toEqual(['radio-mirchi', 'radio-mirchi-mum']);
    }
    for (const found of await everyClient({ match: { name: { query: 'mirchy', fuzziness: 0 } } })) expect(found).toEqual([]);
  });

  it('multi_match: fields with boosts, best_fields and phrase_prefix', async () => {
    for (const found of await everyClient({ multi_match: { query: 'tims of inda', fields: ['name^3', 'keywords'], operator: 'and' } })) {
      expect(found).toEqual(['np-toi', 'np-toi-kol']);
    }
    for (const found of await everyClient({ multi_match: { query: 'times of ind', fields: ['name'], type: 'phrase_prefix' } })) {
      expect(found).toEqual(['np-toi', 'np-toi-kol']);
    }
  });

  it('bool: must, should, filter and must_not with term, terms and match', async () => {
    const query = {
      bool: {
        must: [{ match: { name: 'times' } }],
        filter: [{ terms: { toolName: ['newspaper', 'television'] } }],
        must_not: [{ term: { _id: 'np-toi-kol' } }, { match: { name: 'economic' } }],
        should: [{ term: { type: 'media' } }],
      },
    };
    for (const found of await everyClient(query)) expect(found).toEqual(['np-toi', 'tv-times-now']);
    // Only should clauses: one of them must match (the television category page is a document too).
    for (const found of await everyClient({ bool: { should: [{ term: { toolName: 'television' } }, { match: { name: 'city' } }] } })) {
      expect(found.sort()).toEqual(['category:television', 'radio-city', 'tv-times-now']);
    }
  });

  it('query_string, as the site sends it, and match_all', async () => {
    const site = { query_string: { query: '(radio mirchi)^4 OR radio* AND *mirchi', fields: ['toolKeywords^4', 'name^3', 'keywords'] } };
    for (const found of await everyClient(site)) expect(found).toEqual(['radio-mirchi', 'radio-mirchi-mum']);
    const all = await elastic.search({ index: 'search-index', query: { match_all: {} }, size: 0 });
    expect(all.hits.total).toEqual({ value: 7 + 11, relation: 'eq' });
  });

  it('refuses a bad query with a 400 the clients raise as a response error', async () => {
    // Typed loosely: the client's own types would refuse it before it is sent.
    const query: Record<string, unknown> = { match: { name: { query: 'x', operator: 'xor' } } };
    const err = await elastic.search({ index: 'search-index', query }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(elasticErrors.ResponseError);
    expect((err as InstanceType<typeof elasticErrors.ResponseError>).meta.statusCode).toBe(400);
    expect((err as InstanceType<typeof elasticErrors.ResponseError>).meta.body).toEqual({ error: 'bad_request', message: 'query.match.name.operator must be AND or OR, got "xor"' });
  });

  it('needs the read-only credentials, and refuses every write with 403', async () => {
    const stranger = new ElasticClient({ node: url, auth: { username: 'search', password: 'nope' }, maxRetries: 0 });
    try {
      const err = await stranger.search({ index: 'search-index', query: { match_all: {} } }).catch((e: { meta?: { statusCode?: number } }) => e);
      expect((err as { meta: { statusCode: number } }).meta.statusCode).toBe(401);
    } finally {
      await stranger.close();
    }
    const writes: Array<() => Promise<unknown>> = [
      () => elastic.index({ index: 'search-index', id: 'x', document: { name: 'x' } }),
      () => elastic.index({ index: 'search-index', document: { name: 'x' } }),
      () => elastic.delete({ index: 'search-index', id: 'np-toi' }),
      () => elastic.deleteByQuery({ index: 'search-index', query: { match_all: {} } }),
      () => elastic.indices.delete({ index: 'search-index' }),
      () => elasticOnIndex.index({ index: 'media', id: 'x', document: { name: 'x' } }),
      () => opensearch.index({ index: 'search-index', id: 'x', body: { name: 'x' } }),
      () => opensearch.bulk({ index: 'search-index', body: [{ index: { _id: 'x' } }, { name: 'x' }] }),
    ];
    for (const write of writes) {
      const err = (await write().catch((e: unknown) => e)) as { meta?: { statusCode?: number } };
      expect(err.meta?.statusCode).toBe(403);
    }
    expect((await elastic.search({ index: 'search-index', query: { match_all: {} }, size: 0 })).hits.total).toEqual({ value: 18, relation: 'eq' });
  });
});

describe('what Elasticsearch clients check, over HTTP', () => {
  const post = (path: string, headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: path, headers: { authorization: AUTH, ...headers }, payload });

  it('reads the compatible JSON media type and answers in it, as Elasticsearch', async () => {
    const res = await post('/search-index/_search', {
      'content-type': 'application/vnd.elasticsearch+json; compatible-with=8',
      accept: 'application/vnd.elasticsearch+json; compatible-with=8',
    }, JSON.stringify({ query: { bool: { filter: [{ term: { toolName: 'television' } }, { term: { type: 'media' } }] } } }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-elastic-product']).toBe('Elasticsearch');
    expect(res.headers['content-type']).toBe('application/vnd.elasticsearch+json;compatible-with=8');
    expect(res.json().hits.hits.map((h: Hit) => h._id)).toEqual(['tv-times-now']);
    // Plain JSON stays plain JSON.
    const plain = await post('/search-index/_search', { 'content-type': 'application/json' }, '{}');
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers['x-elastic-product']).toBe('Elasticsearch');
  });

  it('refuses a compatible-with version it does not speak, and other media types', async () => {
    const nine = await post('/search-index/_search', { 'content-type': 'application/vnd.elasticsearch+json; compatible-with=9' }, '{}');
    expect(nine.statusCode).toBe(400);
    expect(nine.json().message).toBe('The content-type asks for compatible-with=9; the index answers the Elasticsearch 7 and 8 APIs');
    const xml = await post('/search-index/_search', { 'content-type': 'application/xml' }, '{}');
    expect(xml.statusCode).toBe(415);
  });

  it('reads /{index}/_search with GET and POST, and refuses names Elasticsearch would', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/search-index/media/_search?q=mirchi&size=1', headers: { authorization: AUTH } });
    expect(get.statusCode).toBe(200);
    expect(get.json().hits.total.value).toBe(2);
    const postOnIndex = await post('/search-index/media,other/_search?size=1', { 'content-type': 'application/json' }, JSON.stringify({ query: { match: { name: 'radio' } }, size: 5 }));
    expect(postOnIndex.statusCode).toBe(200);
    expect(postOnIndex.json().hits.hits).toHaveLength(1);
    const upper = await post('/search-index/Media/_search', { 'content-type': 'application/json' }, '{}');
    expect(upper.statusCode).toBe(400);
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/search-index/media/_search', headers: { authorization: AUTH }, payload: {} });
      expect(res.statusCode).toBe(403);
    }
  });

  it.each([
    [{ query: { match: { name: 'a', toolName: 'b' } } }, 'query.match must name exactly one field'],
    [{ query: { bool: { must: [{ match: { name: { query: 'a', slop: 2 } } }] } } }, 'query.bool.must[0].match.name has an unknown field "slop"'],
    [{ query: { bool: { filter: { terms: { toolName: 'radio' } } } } }, 'query.bool.filter.terms.toolName must be a list of at most 1024 values'],
    [{ query: { bool: { should: [{ match_all: {} }], minimum_should_match: 2 } } }, 'query.bool.minimum_should_match: only 0 or 1 are supported'],
    [{ query: { multi_match: { query: 'a', type: 'cross' } } }, 'query.multi_match.type must be one of best_fields, most_fields, cross_fields, phrase, phrase_prefix, bool_prefix'],
    [{ query: { match: { name: { query: 'a', fuzziness: 3 } } } }, 'query.match.name.fuzziness must be AUTO, 0, 1 or 2'],
    [{ query: { term: { name: { boost: 2 } } } }, 'query.term.name.value is required'],
    [{ query: [] }, 'body/query must be object'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const res = await post('/search-index/_search', { 'content-type': 'application/json' }, JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message });
  });
});
