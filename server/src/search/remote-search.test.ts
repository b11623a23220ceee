import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../test/support/test-app';

type Seen = { method: string; url: string; authorization?: string; contentType?: string; body: unknown };
type Answer = { status: number; body: unknown } | 'hang';

/** A tiny stand-in for an OpenSearch cluster: records requests and answers what the test says. */
function fakeCluster() {
  const seen: Seen[] = [];
  let answer: Answer = { status: 200, body: {} };
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => { text += chunk.toString('utf8'); });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, contentType: req.headers['content-type'], body: text ? JSON.parse(text) : null });
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    seen,
    answer(next: Answer) {
      answer = next;
    },
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

const cluster = fakeCluster();
let t: TestApp;
beforeAll(async () => {
  const port = await cluster.listen();
  t = await createTestApp({ env: { SEARCH_URL: `http://elastic:pa%3Ass@127.0.0.1:${port}/media/`, SEARCH_TIMEOUT_MS: '300' } });
});
afterAll(async () => {
  await t.close();
  await cluster.close();
});
beforeEach(() => {
  cluster.seen.length = 0;
});

const AUTH = `Basic ${Buffer.from('search:search').toString('base64')}`;
const SITE_BODY = { size: 30, from: 0, query: { query_string: { query: '(radio mirchi)^4 OR radio* AND *mirchi', fields: ['toolKeywords^4', 'name^3', 'keywords'] } } };
const post = (payload: unknown, authorization: string | null = AUTH) => t.app.inject({
  method: 'POST', url: '/search-index/_search', payload: payload as object,
  headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
});

const clusterHit = {
  _index: 'media', _id: 'm1', _score: 7.5,
  _source: { name: 'Radio Mirchi', toolName: 'radio', urlSlug: 'radio-mirchi-delhi', type: 'media', url: '/radio/radio-mirchi-delhi', subTitle: 'Delhi · Hindi', city: 'Delhi' },
};

describe('SEARCH_URL: forwarding to an OpenSearch/Elasticsearch cluster', () => {
  it('forwards the same body to {SEARCH_URL}/_search with the URL\'s credentials, and passes the hits back', async () => {
    cluster.answer({ status: 200, body: { took: 3, timed_out: false, hits: { total: { value: 1, relation: 'eq' }, max_score: 7.5, hits: [clusterHit] } } });
    const res = await post(SITE_BODY);
    expect(res.statusCode).toBe(200);
    expect(cluster.seen).toEqual([{
      method: 'POST', url: '/media/_search', authorization: `Basic ${Buffer.from('elastic:pa:ss').toString('base64')}`,
      contentType: 'application/json', body: SITE_BODY,
    }]);
    expect(res.json()).toEqual({ took: 3, timed_out: false, hits: { total: { value: 1, relation: 'eq' }, max_score: 7.5, hits: [clusterHit] } });
  });

  it('answers an Elasticsearch 6 numeric total as { value, relation }', async () => {
    cluster.answer({ status: 200, body: { hits: { total: 42, max_score: null, hits: [] } } });
    expect((await post(SITE_BODY)).json().hits.total).toEqual({ value: 42, relation: 'eq' });
  });

  it('still asks for the read-only credentials, and forwards nothing without them', async () => {
    expect((await post(SITE_BODY, null)).statusCode).toBe(401);
    expect((await post({ query: { query_string: { query: 'a' } }, aggs: {} })).statusCode).toBe(400);
    expect(cluster.seen).toEqual([]);
  });

  it('turns cluster errors into 400 (a refused query), 502 (an error or not JSON) and 504 (too slow)', async () => {
    cluster.answer({ status: 400, body: { error: { root_cause: [{ type: 'query_shard_exception', reason: 'Failed to parse query [(]' }], type: 'search_phase_execution_exception' }, status: 400 } });
    let res = await post(SITE_BODY);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The search cluster refused the query: Failed to parse query [(]' });

    cluster.answer({ status: 503, body: { error: 'cluster_block_exception' } });
    res = await post(SITE_BODY);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'bad_gateway', message: expect.stringMatching(/^The search cluster at 127\.0\.0\.1:\d+ answered 503: cluster_block_exception$/) });

    cluster.answer({ status: 200, body: { nothing: true } });
    expect((await post(SITE_BODY)).statusCode).toBe(502);

    cluster.answer('hang');
    res = await post(SITE_BODY);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ error: 'gateway_timeout', message: expect.stringMatching(/did not answer within 300 ms$/) });
  });

  it('forwards the old search too, with the site\'s query for the text', async () => {
    cluster.answer({ status: 200, body: { hits: { total: { value: 1, relation: 'eq' }, max_score: 7.5, hits: [clusterHit] } } });
    const res = await t.app.inject({ method: 'GET', url: '/api/gapi/suggestions?name=radio%20mirchi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ suggestions: [{ _id: 'm1', name: 'Radio Mirchi', toolName: 'radio', urlSlug: 'radio-mirchi-delhi', type: 'media', url: '/radio/radio-mirchi-delhi', subTitle: 'Delhi · Hindi' }], total: 1 });
    expect(cluster.seen[0].body).toEqual({ size: 10, from: 0, query: { query_string: { query: '(radio mirchi)^4 OR radio* AND mirchi*', fields: ['toolKeywords^4', 'name^3', 'keywords'] } } });
  });

  it('answers 502 when nothing listens at SEARCH_URL', async () => {
    const closed = fakeCluster();
    const port = await closed.listen();
    await closed.close();
    const other = await createTestApp({ env: { SEARCH_URL: `http://127.0.0.1:${port}/media` } });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/search-index/_search', payload: SITE_BODY, headers: { authorization: AUTH } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(`The search cluster at 127.0.0.1:${port} could not be reached`);
    } finally {
      await other.close();
    }
  });
});

describe('search settings', () => {
  it('reads SEARCH_URL, the index credentials and the timeout, with defaults', () => {
    expect(loadConfig({}).search).toEqual({ url: null, user: 'search', password: 'search', timeoutMs: 5_000 });
    expect(loadConfig({ SEARCH_URL: ' http://opensearch:9200/media/ ', SEARCH_INDEX_USER: 'r', SEARCH_INDEX_PASSWORD: 'p', SEARCH_TIMEOUT_MS: '800' }).search)
      .toEqual({ url: 'http://opensearch:9200/media', user: 'r', password: 'p', timeoutMs: 800 });
    expect(() => loadConfig({ SEARCH_URL: 'opensearch:9200' })).toThrow('SEARCH_URL must be an absolute http(s) URL of an index such as http://opensearch:9200/media, got "opensearch:9200"');
    expect(() => loadConfig({ SEARCH_TIMEOUT_MS: '0' })).toThrow('SEARCH_TIMEOUT_MS must be a positive integer, got "0"');
  });
});
