import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandler } from '../errors';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { createDatabaseRateLimiter } from './database-rate-limiter.repository';
import { byClient, rateLimitHook } from './rate-limit.hook';

// The hook as a future route would take it: POST /leads (anyone may call it) limited per client.

let testDb: TestDatabase;
let app: FastifyInstance;
let clock = Date.parse('2025-09-01T10:00:00.000Z');

beforeAll(async () => {
  testDb = await createTestDatabase();
  const limiter = createDatabaseRateLimiter(testDb.db, () => new Date(clock));
  app = Fastify();
  app.setErrorHandler(errorHandler);
  const leadLimit = rateLimitHook(limiter, { name: 'lead', what: 'Too many forms sent', limit: 2, windowMs: 60_000 }, byClient, {
    skip: (request) => request.headers['x-test-skip'] === 'yes',
    eventIdOf: (request) => (typeof request.headers['x-test-event'] === 'string' ? request.headers['x-test-event'] : undefined),
  });
  app.post('/leads', { onRequest: leadLimit }, async (_request, reply) => reply.code(201).send({ _id: 'lead' }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});
beforeEach(() => {
  clock += 60 * 60 * 1000;
});

const lead = (remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/leads', remoteAddress, headers, payload: {} });

describe('rateLimitHook', () => {
  it('answers 429 with Retry-After and the error body past the limit, per client', async () => {
    expect((await lead('192.0.2.1')).statusCode).toBe(201);
    clock += 20_000;
    expect((await lead('192.0.2.1')).statusCode).toBe(201);
    const refused = await lead('192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: 'Too many forms sent. Try again in 40 seconds.' });
    expect((await lead('192.0.2.2')).statusCode).toBe(201);
  });

  it('counts one IPv6 /64 as one client', async () => {
    expect((await lead('2001:db8:5:5::1')).statusCode).toBe(201);
    expect((await lead('2001:db8:5:5::2')).statusCode).toBe(201);
    expect((await lead('2001:db8:5:5::3')).statusCode).toBe(429);
  });

  it('skips what it is told to, and counts a named event once', async () => {
    for (let i = 0; i < 3; i += 1) expect((await lead('192.0.2.3', { 'x-test-skip': 'yes' })).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await lead('192.0.2.3', { 'x-test-event': 'same' })).statusCode).toBe(201);
    expect((await lead('192.0.2.3')).statusCode).toBe(201);
    expect((await lead('192.0.2.3')).statusCode).toBe(429);
  });
});
