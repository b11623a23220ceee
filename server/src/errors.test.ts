import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { ConflictError, ForbiddenError, errorHandler } from './errors';

async function appWith(error: Error) {
  const app = Fastify({ logger: { level: 'silent' } });
  app.setErrorHandler(errorHandler);
  app.get('/boom', async () => { throw error; });
  app.post('/typed', { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }, { additionalProperties: false }) } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('errorHandler', () => {
  it('hides the details of unexpected errors behind a 500', async () => {
    const app = await appWith(new Error('connection string postgres://secret@db'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'Internal server error' });
    expect(res.body).not.toContain('secret');
    await app.close();
  });

  it('maps typed errors to their status and code', async () => {
    for (const [error, status, code] of [[new ForbiddenError('Not yours'), 403, 'forbidden'], [new ConflictError('Taken'), 409, 'conflict']] as const) {
      const app = await appWith(error);
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: code, message: error.message });
      await app.close();
    }
  });

  it('explains body validation failures', async () => {
    const app = await appWith(new Error('unused'));
    const res = await app.inject({ method: 'POST', url: '/typed', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'body/name must NOT have fewer than 1 characters' });
    await app.close();
  });
});
