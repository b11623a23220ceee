import net from 'node:net';
import { headOf } from '../../test/support/page-head';
import { createSiteTestApp, type TestApp } from '../../test/support/test-app';
import { isValidHostHeader } from './host-header';

const BAD_HOSTS = ['a b', 'x/y', 'host:99999', 'host:abc', '<script>', 'host:0', 'host:', ':8080', '[::1', '[nope]:80', 'a@b', 'a\tb'];
const GOOD_HOSTS = ['localhost:8080', '127.0.0.1', '[::1]:8080', 'example.co.in', 'localhost', 'media.acme-site.in:65535', '[2001:db8::1]'];

describe('isValidHostHeader', () => {
  it.each(BAD_HOSTS.concat(''))('refuses %j', (host) => {
    expect(isValidHostHeader(host)).toBe(false);
  });
  it.each(GOOD_HOSTS)('takes %j', (host) => {
    expect(isValidHostHeader(host)).toBe(true);
  });
});

describe('a request with a malformed or missing Host', () => {
  let t: TestApp;
  beforeAll(async () => {
    const index = '<!doctype html><html><head><title>MediaMart</title></head><body><div id="root"></div></body></html>';
    t = await createSiteTestApp(index, { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it.each(BAD_HOSTS)('is refused 400 with a short error, before any route or page: Host %j', async (host) => {
    for (const url of ['/', '/newspaper', '/no-such-page', '/api/health']) {
      const res = await get(url, { host });
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 400, type: 'application/json; charset=utf-8' });
      expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/^The Host header must be/) });
      expect(res.body).not.toContain(host);
    }
  });

  it.each(GOOD_HOSTS)('is served as before with a valid Host %j', async (host) => {
    const page = await get('/newspaper', { host });
    expect(page.statusCode).toBe(200);
    expect(headOf(page.body).canonical).toBe(`http://${host}/newspaper`);
    expect((await get('/api/health', { host })).json()).toEqual({ status: 'ok' });
  });

  it('refuses what a trusted proxy forwards when it is not a host', async () => {
    const res = await get('/', { host: 'localhost', 'x-forwarded-host': 'a b' });
    expect(res.statusCode).toBe(400);
    const good = await get('/newspaper', { host: 'localhost', 'x-forwarded-host': 'example.co.in' });
    expect({ status: good.statusCode, canonical: headOf(good.body).canonical }).toEqual({ status: 200, canonical: 'http://example.co.in/newspaper' });
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });

    /** Sends `head` as the request line and headers; answers the status line and the body. */
    const send = (head: string) => new Promise<{ status: string; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}Connection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => { text += chunk.toString('utf8'); });
      socket.on('error', reject);
      socket.on('close', () => resolve({ status: text.split('\r\n', 1)[0]!, body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n') }));
    });

    it('refuses an HTTP/1.1 request with no Host, an empty one or two', async () => {
      // Node's server answers a request without a Host line itself (requireHostHeader).
      expect((await send('GET /api/health HTTP/1.1\r\n')).status).toBe('HTTP/1.1 400 Bad Request');
      const empty = await send('GET /api/health HTTP/1.1\r\nHost:\r\n');
      expect(empty.status).toBe('HTTP/1.1 400 Bad Request');
      expect(empty.body).toContain('"error":"bad_request"');
      const two = await send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nHost: example.co.in\r\n');
      expect(two.status).toBe('HTTP/1.1 400 Bad Request');
      expect(two.body).toContain('The request must carry one Host header');
      expect((await send('GET /api/health HTTP/1.1\r\nHost: a b\r\n')).status).toBe('HTTP/1.1 400 Bad Request');
    });

    it('serves a valid Host, and an HTTP/1.0 request without one', async () => {
      expect((await send('GET /api/health HTTP/1.1\r\nHost: localhost:8080\r\n')).status).toBe('HTTP/1.1 200 OK');
      expect((await send('GET /api/health HTTP/1.0\r\n')).status).toBe('HTTP/1.1 200 OK');
    });
  });
});
