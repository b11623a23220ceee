import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { COMPRESSION, negotiateEncoding, prepareAnswer, sendPrepared } from './prepared-answer';

const BODY = JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Paper ${i} · Delhi` })) });

/** The plugin as app.ts registers it, a route it compresses and one that sends a prepared answer. */
async function appWithBoth(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(compress, { global: true, threshold: COMPRESSION.threshold, encodings: [...COMPRESSION.encodings] });
  const answer = prepareAnswer(BODY);
  app.get('/plugin', async (_request, reply) => reply.type('application/json; charset=utf-8').send(BODY));
  app.get('/prepared', async (request, reply) => sendPrepared(request, reply, answer));
  await app.ready();
  return app;
}

const HEADERS = [
  'gzip', 'br', 'deflate', 'gzip, deflate, br', 'br;q=0.5, gzip', 'gzip;q=0.5, br;q=0.9', 'deflate;q=1, br;q=1', '*', 'x-gzip',
  'identity', 'gzip;q=0', 'compress', 'GZIP', ' br , gzip ', 'br;q=0, *;q=0.1', 'gzip;q=0.8, deflate;q=0.8',
];

describe('prepared answers are compressed as @fastify/compress would', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithBoth();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(HEADERS)('Accept-Encoding "%s": the same encoding and vary', async (header) => {
    const plugin = await app.inject({ method: 'GET', url: '/plugin', headers: { 'accept-encoding': header } });
    const prepared = await app.inject({ method: 'GET', url: '/prepared', headers: { 'accept-encoding': header } });
    expect(prepared.headers['content-encoding']).toBe(plugin.headers['content-encoding']);
    expect(negotiateEncoding(header)).toBe(plugin.headers['content-encoding'] ?? null);
    expect(prepared.headers.vary).toBe(plugin.headers.vary);
    expect(prepared.headers['content-type']).toBe(plugin.headers['content-type']);
  });

  it('sends plain bytes on `x-no-compression` and below the threshold', async () => {
    const res = await app.inject({ method: 'GET', url: '/prepared', headers: { 'accept-encoding': 'br', 'x-no-compression': '1' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BODY);
    expect(prepareAnswer('{"a":1}').compressible).toBe(false);
  });

  it('makes each encoding once and gives the same bytes after', async () => {
    const answer = prepareAnswer(BODY);
    expect(answer.encodedNow('br')).toBeUndefined();
    const made = await answer.encoded('br');
    expect(answer.encodedNow('br')).toBe(made);
    expect(await answer.encoded('br')).toBe(made);
    expect(answer.etag).toBe(prepareAnswer(BODY).etag);
    expect(answer.etag).not.toBe(prepareAnswer(`${BODY} `).etag);
  });
});
