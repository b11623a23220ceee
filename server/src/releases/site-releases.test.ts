import type { FastifyRequest } from 'fastify';
import { PREVIEW_COOKIE } from 'shared-domain';
import { createFakeReleaseRegistry } from '../../test/support/fake-release-registry';
import { createLocalChannel } from '../changes/change-channel';
import { signPreview } from './preview-token';
import type { RemoteChange } from './release-registry';
import { cookieValue, createSiteReleases, isReleaseVersion, releaseFileAddress, safeReleasePath } from './site-releases';

const requestWith = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as unknown as FastifyRequest;
const HOUR = 60 * 60 * 1000;

describe('release file addresses', () => {
  it.each([
    ['/mf/mf-bag/1.2.0/remoteEntry.js', { remote: 'mf_bag', version: '1.2.0', path: 'remoteEntry.js' }],
    ['/mf/mf-bag/1.2.0-rc.1/server/remoteEntry.js', { remote: 'mf_bag', version: '1.2.0-rc.1', path: 'server/remoteEntry.js' }],
    ['/mf/mf-catalog/10.0.3/static/js/412.3f9a.js', { remote: 'mf_catalog', version: '10.0.3', path: 'static/js/412.3f9a.js' }],
  ])('%s is a release file', (pathname, address) => {
    expect(releaseFileAddress(pathname)).toEqual(address);
  });

  it.each([
    '/mf/mf-bag/remoteEntry.js', // the built-in's
    '/mf/mf-bag/server/remoteEntry.js', // the built-in's server container
    '/mf/mf-bag/built-in/remoteEntry.js',
    '/mf/mf-bag/1.2/remoteEntry.js',
    '/mf/mf-bag/01.2.0/remoteEntry.js',
    '/mf/mf-bag/1.2.0/../../etc/passwd',
    '/mf/mf-bag/1.2.0/./remoteEntry.js',
    '/mf/mf-bag/1.2.0/a//b.js',
    '/mf/mf-nothing/1.2.0/remoteEntry.js',
    '/mf/mf-bag/1.2.0/',
  ])('%s is not', (pathname) => {
    expect(releaseFileAddress(pathname)).toBeNull();
  });

  it('checks versions and paths on their own', () => {
    expect(isReleaseVersion('1.2.3-beta.2')).toBe(true);
    expect(isReleaseVersion('1.2.3+build')).toBe(false);
    expect(isReleaseVersion(`1.2.3-${'a'.repeat(40)}`)).toBe(false);
    expect(safeReleasePath('a/b c.js')).toBeNull();
    expect(safeReleasePath('..')).toBeNull();
    expect(safeReleasePath('static/css/main.css')).toBe('static/css/main.css');
  });
});

describe('cookieValue', () => {
  it('finds one cookie among others, and nothing otherwise', () => {
    expect(cookieValue('a=1; mm_preview=x.y; b=2', 'mm_preview')).toBe('x.y');
    expect(cookieValue('mm_preview_banner=mf_bag@1.0.0', 'mm_preview')).toBeNull();
    expect(cookieValue(undefined, 'mm_preview')).toBeNull();
  });
});

describe('the site\'s live map', () => {
  it('without a cache, reads the registry on every call', async () => {
    const registry = createFakeReleaseRegistry();
    const site = createSiteReleases(registry, { changes: createLocalChannel<RemoteChange>(), cache: false });
    registry.upload('mf_bag', '1.3.0', {});
    expect((await site.live()).mf_bag.version).toBe('built-in');
    registry.setLive('mf_bag', '1.3.0');
    // No notice: read again all the same.
    expect((await site.live()).mf_bag).toEqual({ remote: 'mf_bag', version: '1.3.0', manifestUrl: '/mf/mf-bag/1.3.0/mf-manifest.json', source: 'upload' });
    expect(registry.reads.live).toBe(2);
    site.close();
  });

  it('with a cache, keeps the map until a change notice or its age runs out', async () => {
    const registry = createFakeReleaseRegistry();
    const changes = createLocalChannel<RemoteChange>();
    let age = 60_000;
    const site = createSiteReleases(registry, { changes, cache: true, maxAgeMs: age });
    registry.upload('mf_bag', '1.3.0', {});
    expect((await site.live()).mf_bag.version).toBe('built-in');
    registry.setLive('mf_bag', '1.3.0');
    expect((await site.live()).mf_bag.version).toBe('built-in');
    expect(registry.reads.live).toBe(1);
    await changes.publish({ remote: 'mf_bag', version: '1.3.0' });
    expect((await site.live()).mf_bag.version).toBe('1.3.0');
    expect(registry.reads.live).toBe(2);
    site.close();

    // A notice lost (Redis away): the map is read again once its age runs out.
    age = 30;
    const short = createSiteReleases(registry, { changes, cache: true, maxAgeMs: age });
    await short.live();
    registry.setLive('mf_bag', 'built-in');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await short.live()).mf_bag.version).toBe('built-in');
    short.close();
  });

  it('does not keep a read that began before a notice', async () => {
    const registry = createFakeReleaseRegistry();
    const changes = createLocalChannel<RemoteChange>();
    const site = createSiteReleases(registry, { changes, cache: true, maxAgeMs: 60_000 });
    const slowRead = registry.liveReleases.bind(registry);
    let release: () => void = () => undefined;
    registry.liveReleases = async () => {
      const map = await slowRead();
      await new Promise<void>((resolve) => { release = resolve; });
      return map;
    };
    const inFlight = site.live();
    await new Promise((resolve) => setImmediate(resolve));
    // The switch lands and its notice arrives while the old map is still on its way.
    registry.upload('mf_bag', '2.0.0', {});
    registry.setLive('mf_bag', '2.0.0');
    await changes.publish({ remote: 'mf_bag', version: '2.0.0' });
    release();
    expect((await inFlight).mf_bag.version).toBe('built-in');
    registry.liveReleases = slowRead;
    expect((await site.live()).mf_bag.version).toBe('2.0.0');
    site.close();
  });

  it('stops following notices once closed', async () => {
    const registry = createFakeReleaseRegistry();
    const changes = createLocalChannel<RemoteChange>();
    const site = createSiteReleases(registry, { changes, cache: true, maxAgeMs: 60_000 });
    await site.live();
    site.close();
    registry.upload('mf_bag', '2.0.0', {});
    registry.setLive('mf_bag', '2.0.0');
    await changes.publish({ remote: 'mf_bag', version: '2.0.0' });
    expect((await site.live()).mf_bag.version).toBe('built-in');
  });
});

describe('a request\'s preview', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const registry = createFakeReleaseRegistry('s3cret');
  registry.upload('mf_bag', '1.3.0', {});
  const site = createSiteReleases(registry, { changes: createLocalChannel<RemoteChange>(), cache: false, now: () => now });
  afterAll(() => site.close());
  const token = (version: string, expiresAt = new Date(now.getTime() + HOUR), secret = 's3cret') => signPreview({ remote: 'mf_bag', version, expiresAt }, secret);

  it('is none without the cookie, and the registered release for a valid one', async () => {
    expect(await site.preview(requestWith())).toEqual({ kind: 'none' });
    expect(await site.preview(requestWith('other=1'))).toEqual({ kind: 'none' });
    const preview = await site.preview(requestWith(`${PREVIEW_COOKIE}=${token('1.3.0')}`));
    expect(preview).toEqual({ kind: 'preview', release: expect.objectContaining({ remote: 'mf_bag', version: '1.3.0', source: 'upload' }), expiresAt: new Date(now.getTime() + HOUR) });
    const map = await site.liveFor(preview);
    expect(map.mf_bag.version).toBe('1.3.0');
    expect(map.mf_catalog.version).toBe('built-in');
    expect((await site.liveFor({ kind: 'stale' })).mf_bag.version).toBe('built-in');
  });

  it.each([
    ['expired', () => token('1.3.0', new Date(now.getTime() - 1))],
    ['signed with another secret', () => token('1.3.0', undefined, 'other')],
    ['for a release that is not registered', () => token('9.9.9')],
    ['garbage', () => 'not-a-token'],
  ])('is stale for a cookie %s', async (_what, make) => {
    expect(await site.preview(requestWith(`${PREVIEW_COOKIE}=${make()}`))).toEqual({ kind: 'stale' });
  });
});

describe('release files', () => {
  it('are read from the registry once, then from the process\'s cache, with an entity tag', async () => {
    const registry = createFakeReleaseRegistry();
    registry.upload('mf_bag', '1.3.0', { 'remoteEntry.js': 'var x = 1;', '121.1cdd5f55.js': 'var y = 2;', 'big.js': Buffer.alloc(600) });
    const site = createSiteReleases(registry, { changes: createLocalChannel<RemoteChange>(), cache: false, fileCacheBytes: 2_000 });
    const first = await site.file('mf_bag', '1.3.0', '121.1cdd5f55.js');
    expect(first?.bytes.toString()).toBe('var y = 2;');
    expect(first?.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await site.file('mf_bag', '1.3.0', '121.1cdd5f55.js')).toBe(first);
    expect(registry.reads.file).toBe(1);
    // Entry files keep their names: read every time (a pruned version registered again may change them).
    expect((await site.file('mf_bag', '1.3.0', 'remoteEntry.js'))?.bytes.toString()).toBe('var x = 1;');
    await site.file('mf_bag', '1.3.0', 'remoteEntry.js');
    expect(registry.reads.file).toBe(3);
    // Over a quarter of the cache: never kept.
    await site.file('mf_bag', '1.3.0', 'big.js');
    await site.file('mf_bag', '1.3.0', 'big.js');
    expect(registry.reads.file).toBe(5);
    // Unknown files are not remembered either (a release registered later may have them).
    expect(await site.file('mf_bag', '1.3.0', 'nope.js')).toBeNull();
    expect(await site.file('mf_bag', '2.0.0', 'remoteEntry.js')).toBeNull();
    site.close();
  });

  it('are none of a release the registry does not serve, even one already in the cache', async () => {
    const registry = createFakeReleaseRegistry();
    registry.upload('mf_bag', '1.3.0', { '121.1cdd5f55.js': 'var y = 2;' });
    const site = createSiteReleases(registry, { changes: createLocalChannel<RemoteChange>(), cache: false });
    expect((await site.file('mf_bag', '1.3.0', '121.1cdd5f55.js'))?.bytes.toString()).toBe('var y = 2;');
    // Its check failed on a re-check: the kept copy is not answered.
    registry.setServed('mf_bag', '1.3.0', false);
    expect(await site.file('mf_bag', '1.3.0', '121.1cdd5f55.js')).toBeNull();
    registry.setServed('mf_bag', '1.3.0', true);
    expect((await site.file('mf_bag', '1.3.0', '121.1cdd5f55.js'))?.bytes.toString()).toBe('var y = 2;');
    expect(registry.reads.file).toBe(1);
    site.close();
  });

  it('keeps the most recently used files within its bytes', async () => {
    const registry = createFakeReleaseRegistry();
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.js`, Buffer.alloc(200, i)]));
    registry.upload('mf_bag', '1.3.0', files);
    const site = createSiteReleases(registry, { changes: createLocalChannel<RemoteChange>(), cache: false, fileCacheBytes: 1_000 });
    for (let i = 0; i < 5; i += 1) await site.file('mf_bag', '1.3.0', `f${i}.js`);
    await site.file('mf_bag', '1.3.0', 'f0.js'); // f0 is now the most recent
    await site.file('mf_bag', '1.3.0', 'f5.js'); // evicts f1, the least recent
    const before = registry.reads.file;
    await site.file('mf_bag', '1.3.0', 'f0.js');
    expect(registry.reads.file).toBe(before);
    await site.file('mf_bag', '1.3.0', 'f1.js');
    expect(registry.reads.file).toBe(before + 1);
    site.close();
  });
});
