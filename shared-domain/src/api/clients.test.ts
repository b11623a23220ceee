import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from './api-error';
import { createServiceAClient, createServiceBClient } from './clients';

let server: http.Server;
let base = '';
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/bad') {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'bad_request', message: 'page must be a positive integer' }));
    } else if (req.url === '/boom') {
      res.statusCode = 500;
      res.end('{}');
    } else {
      res.end(JSON.stringify({ ok: true, token: 'fresh-token' }));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('API clients', () => {
  it('service A sends x-access-token and reports a token in the answer', async () => {
    const tokens: string[] = [];
    const api = createServiceAClient({ baseURL: base, getToken: () => 'tok-a', onToken: (t) => tokens.push(t) });
    await api.get('/ok');
    expect(seen.at(-1)?.['x-access-token']).toBe('tok-a');
    expect(seen.at(-1)?.authorization).toBeUndefined();
    expect(tokens).toEqual(['fresh-token']);
  });

  it('service B sends a bearer token', async () => {
    const api = createServiceBClient({ baseURL: base, getToken: () => 'tok-b' });
    await api.get('/ok');
    expect(seen.at(-1)?.authorization).toBe('Bearer tok-b');
  });

  it('rejects with one error type carrying the server code and message', async () => {
    const api = createServiceAClient({ baseURL: base });
    await expect(api.get('/bad')).rejects.toEqual(new ApiError(400, 'bad_request', 'page must be a positive integer'));
    const err = await api.get('/boom').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Server Error!');
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createServiceAClient({ baseURL: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const err = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.isNetwork).toBe(true);
  });
});
