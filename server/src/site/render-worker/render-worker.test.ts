import Fastify, { type FastifyInstance } from 'fastify';
import { workerMessageOf } from './render-protocol';
import { findBwrap, nodeFlags, NOBODY, workerEnv, workerLaunch } from './sandbox';
import { workerServices } from './worker-services';
import type { LiveMap } from '../../releases/site-releases';

// The render worker's boundary, piece by piece: what it is started with, what the server
// accepts from it, and what the server answers it. The whole worker is tried against hostile
// releases in hostile-release.test.ts.

describe('how a worker is started', () => {
  const base = { script: '/srv/server/dist/site/render-worker/render-worker.js', arg: '/srv/host-shell/dist/server/render.js', readable: ['/srv/server/dist/site/render-worker', '/srv/host-shell/dist/server'], heapMb: 128, nodeEnv: 'production' };

  it('gives the worker nothing of the server\'s environment', () => {
    expect(workerEnv('production')).toEqual({ NODE_ENV: 'production', LANG: 'C.UTF-8', TZ: 'UTC' });
    const launch = workerLaunch({ ...base, bwrap: null });
    expect(launch.options.env).toEqual(workerEnv('production'));
    expect(JSON.stringify(launch)).not.toContain('DATABASE_URL');
  });

  it('turns on the permission model with reads of the worker and the host build only, and caps the heap', () => {
    expect(nodeFlags(base.readable, 128)).toEqual([
      '--experimental-permission',
      '--allow-fs-read=/srv/server/dist/site/render-worker/',
      '--allow-fs-read=/srv/host-shell/dist/server/',
      '--max-old-space-size=128',
      '--disable-warning=ExperimentalWarning',
    ]);
    const flags = nodeFlags(base.readable, 128).join(' ');
    expect(flags).not.toMatch(/allow-fs-write|allow-child-process|allow-worker|allow-addons/);
  });

  it('in bubblewrap: every namespace of its own, the two folders read-only, nothing else of the machine but its programs', () => {
    const launch = workerLaunch({ ...base, bwrap: '/usr/bin/bwrap' });
    expect(launch.isolation).toBe('sandbox');
    expect(launch.command).toBe('/usr/bin/bwrap');
    const args = launch.args.join(' ');
    for (const flag of ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop ALL']) expect(args).toContain(flag);
    expect(args).toContain('--ro-bind /srv/host-shell/dist/server /srv/host-shell/dist/server');
    expect(args).toContain('--ro-bind /srv/server/dist/site/render-worker /srv/server/dist/site/render-worker');
    expect(args).not.toMatch(/--bind |--bind-try|--tmpfs|--share-net/);
    expect(args).not.toMatch(/--ro-bind \/srv |\/data|\/tmp/);
    if (process.getuid?.() === 0) expect(args).toContain(`--uid ${NOBODY} --gid ${NOBODY}`);
    expect(launch.args.slice(-3)).toEqual(['--disable-warning=ExperimentalWarning', base.script, base.arg]);
  });

  it('as a plain process: the unprivileged user when the server is root', () => {
    const launch = workerLaunch({ ...base, bwrap: null });
    expect(launch.isolation).toBe('process');
    expect(launch.command).toBe(process.execPath);
    if (process.getuid?.() === 0) expect(launch.options).toMatchObject({ uid: NOBODY, gid: NOBODY });
  });

  it('finds the bubblewrap of this machine when it works here (npm test installs it)', () => {
    expect(findBwrap()).toBe('/usr/bin/bwrap');
  });
});

describe('what the server accepts from a worker', () => {
  it('takes messages of the known shapes', () => {
    expect(workerMessageOf({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(workerMessageOf({ type: 'rendered', id: 3, result: null, rss: 1 })).toEqual({ type: 'rendered', id: 3, result: null, rss: 1 });
    expect(workerMessageOf({ type: 'inject', id: 1, request: { method: 'GET', url: '/api/x', headers: { accept: 'application/json' } } }))
      .toEqual({ type: 'inject', id: 1, request: { method: 'GET', url: '/api/x', headers: { accept: 'application/json' } } });
  });

  it.each([
    ['nothing', null],
    ['an unknown type', { type: 'exec', id: 1, command: 'id' }],
    ['a negative id', { type: 'file', id: -1, pathname: '/mf/x' }],
    ['a page that is not text', { type: 'rendered', id: 1, result: { html: 1, styles: '', data: {}, remoteId: 'x' }, rss: 1 }],
    ['a page too large', { type: 'rendered', id: 1, result: { html: 'x'.repeat(9 * 1024 * 1024), styles: '', data: {}, remoteId: 'x' }, rss: 1 }],
    ['headers that are not text', { type: 'inject', id: 1, request: { method: 'GET', url: '/api', headers: { a: 1 } } }],
    ['a memory figure that is no number', { type: 'failed', id: 1, message: 'x', rss: 'lots' }],
  ])('refuses %s', (_what, message) => {
    expect(workerMessageOf(message)).toBeNull();
  });
});

describe('what the server answers a worker', () => {
  let app: FastifyInstance;
  const seen: Record<string, unknown>[] = [];
  const live = { mf_catalog: { remote: 'mf_catalog', version: '1.0.0', manifestUrl: 'https://cdn.example.com/mf-catalog/mf-manifest.json', source: 'url' } } as unknown as LiveMap;
  const services = () => workerServices(app, { read: async (p) => (p === '/mf/mf-bag/remoteEntry.js' ? 'code' : null), live: async () => live, localOrigin: 'http://site.local' });
  beforeAll(async () => {
    app = Fastify();
    app.all('/api/echo', async (request, reply) => {
      seen.push({ method: request.method, headers: request.headers });
      return reply.header('set-cookie', 'sid=1').header('content-type', 'application/json').send({ ok: true });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a read of the site\'s API without anyone\'s credentials, and sends no cookie back', async () => {
    const res = await services().inject({ method: 'GET', url: '/api/echo', headers: { accept: 'application/json', cookie: 'sid=staff', 'x-access-token': 'tok', authorization: 'Bearer x', 'x-forwarded-for': '10.0.0.1' } });
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' });
    const headers = seen.at(-1)!.headers as Record<string, string>;
    expect(headers.accept).toBe('application/json');
    for (const name of ['cookie', 'x-access-token', 'authorization', 'x-forwarded-for']) expect(headers).not.toHaveProperty(name);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('refuses a %s: a render only reads', async (method) => {
    const before = seen.length;
    await expect(services().inject({ method, url: '/api/echo', headers: {} })).rejects.toThrow(/may only read/);
    expect(seen.length).toBe(before);
  });

  it.each(['http://169.254.169.254/latest', '//evil.example/x', 'api/echo'])('refuses an address off the site (%s)', async (url) => {
    await expect(services().inject({ method: 'GET', url, headers: {} })).rejects.toThrow(/own API/);
  });

  it('reads the site\'s own remote files, and fetches only from the origin of a live remote', async () => {
    expect(await services().file('/mf/mf-bag/remoteEntry.js')).toBe('code');
    expect(await services().fetch('http://site.local/mf/mf-bag/remoteEntry.js')).toEqual({ status: 200, contentType: 'text/javascript', body: 'code' });
    expect((await services().fetch('http://site.local/mf/mf-bag/none.js')).status).toBe(404);
    await expect(services().fetch('http://127.0.0.1:5432/')).rejects.toThrow('http://127.0.0.1:5432 is not the origin of a live remote');
    await expect(services().fetch('file:///etc/passwd')).rejects.toThrow(/not the origin of a live remote/);
    await expect(services().fetch('not a url')).rejects.toThrow('not an address');
  });
});
