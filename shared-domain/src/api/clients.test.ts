import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-error';
import { callKindOf, createApiClients, createServiceAClient, createServiceBClient, DEFAULT_API_TIMEOUTS } from './clients';

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
    } else if (req.url?.startsWith('/hang')) {
      // Never answers: the client's timeout must end the call.
      req.resume();
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
afterAll(() => new Promise<void>((r) => {
  server.closeAllConnections();
  server.close(() => r());
}));

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
    const api = createServiceAClient({ baseURL: 'http://127.0.0.1:9', timeouts: { read: 2000 } });
    const err = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.isNetwork).toBe(true);
    expect(err.isTimeout).toBe(false);
    expect(err.isTransient).toBe(true);
    expect(err.message).toBe(NETWORK_MESSAGE);
  });
});

describe('timeouts per kind of call', () => {
  const elapsed = async (call: () => Promise<unknown>) => {
    const started = Date.now();
    const err = await call().then(() => null, (e: unknown) => e);
    return { err: err as ApiError, ms: Date.now() - started };
  };

  it('a read, a write and an upload each end at their own timeout with a timeout error a person can read', async () => {
    const api = createServiceBClient({ baseURL: base, timeouts: { read: 150, write: 400, upload: 800 } });
    const read = await elapsed(() => api.get('/hang'));
    expect(read.err).toBeInstanceOf(ApiError);
    expect(read.err).toMatchObject({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE });
    expect(read.err.isTimeout).toBe(true);
    expect(read.err.isTransient).toBe(true);
    expect(read.ms).toBeGreaterThanOrEqual(140);
    expect(read.ms).toBeLessThan(390);

    const write = await elapsed(() => api.post('/hang', { a: 1 }));
    expect(write.err.isTimeout).toBe(true);
    expect(write.ms).toBeGreaterThanOrEqual(390);
    expect(write.ms).toBeLessThan(790);

    const upload = await elapsed(() => api.put('/hang', 'file bytes', { callKind: 'upload' }));
    expect(upload.err.isTimeout).toBe(true);
    expect(upload.ms).toBeGreaterThanOrEqual(790);
  });

  it('no call goes without a timeout: the defaults apply when none are given', async () => {
    const seenTimeouts: number[] = [];
    const api = createServiceAClient({
      baseURL: '/api',
      adapter: async (config) => {
        seenTimeouts.push(config.timeout ?? 0);
        return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    await api.get('/a');
    await api.patch('/b', {});
    await api.delete('/c');
    await api.post('/d', 'x', { callKind: 'upload' });
    await api.get('/e', { timeout: 0 }); // a caller cannot turn the timeout off
    expect(seenTimeouts).toEqual([
      DEFAULT_API_TIMEOUTS.read, DEFAULT_API_TIMEOUTS.write, DEFAULT_API_TIMEOUTS.write, DEFAULT_API_TIMEOUTS.upload, DEFAULT_API_TIMEOUTS.read,
    ]);
  });

  it('the kind of a call comes from its method unless it says otherwise', () => {
    expect(callKindOf({ method: 'GET' })).toBe('read');
    expect(callKindOf({ method: 'head' })).toBe('read');
    expect(callKindOf({})).toBe('read');
    expect(callKindOf({ method: 'put' })).toBe('write');
    expect(callKindOf({ method: 'get', callKind: 'upload' })).toBe('upload');
  });

  it('an answer that refuses the request is not transient; one that says "not now" is', () => {
    expect(new ApiError(400, 'bad_request', 'x').isTransient).toBe(false);
    expect(new ApiError(409, 'conflict', 'x').isTransient).toBe(false);
    expect(new ApiError(429, 'too_many_requests', 'x').isTransient).toBe(true);
    expect(new ApiError(503, 'unavailable', 'x').isTransient).toBe(true);
  });

  it('createApiClients gives one client per service over the same token', async () => {
    const { serviceA, serviceB } = createApiClients({ apiBase: base + '/api', getToken: () => 'tok' });
    await serviceA.get('/ok');
    expect(seen.at(-1)?.['x-access-token']).toBe('tok');
    expect(serviceB.defaults.baseURL).toBe(`${base}/campaign-api`);
  });
});
