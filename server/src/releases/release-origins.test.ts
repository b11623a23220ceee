/**
 * In production a release's manifest URL must be on a registered origin (RELEASE_ORIGINS or a
 * REMOTE_URL_MF_* origin): 400 `origin_not_registered` otherwise, and nothing is stored.
 * Browsers' remote load failures (analytics `remote_error`) give each remote's error rate.
 */
import { REMOTE_ERROR_DAYS, REMOTE_NAMES, REMOTE_ROUTES, type RemoteStatus } from 'shared-domain';
import { loadConfig, parseReleaseOrigins } from '../config';
import { as, createReleaseTestApp, releaseFiles, startReleaseServer, type ReleaseServer, type ReleaseTestApp } from '../../test/support/release.fixtures';
import { originPolicyOf, releaseOptionsOf } from './release.module';
import { manifestUrlProblem } from './release-checker';

let t: ReleaseTestApp;
let cdn: ReleaseServer;
beforeAll(async () => {
  cdn = await startReleaseServer();
  t = await createReleaseTestApp({
    env: { RELEASE_ORIGINS: `${cdn.origin}/`, REMOTE_URL_MF_CATALOG: 'https://catalog.example.com/mf/mf-manifest.json' },
    releases: { production: true },
  });
});
afterAll(async () => {
  await Promise.all([t.close(), cdn.close()]);
});

const register = (name: string, version: string, manifestUrl: string) => t.app.inject({ method: 'POST', url: `/api${REMOTE_ROUTES.releases(name)}`, headers: as(t.staff), payload: { version, manifestUrl } });

describe('release origins', () => {
  it('RELEASE_ORIGINS is a list of http(s) origins; anything else stops the start', () => {
    expect(parseReleaseOrigins(' https://CDN.example.com/ , http://127.0.0.1:9000,https://cdn.example.com ')).toEqual(['https://cdn.example.com', 'http://127.0.0.1:9000']);
    expect(parseReleaseOrigins(undefined)).toEqual([]);
    expect(() => parseReleaseOrigins('https://cdn.example.com/path')).toThrow('RELEASE_ORIGINS must list http(s) origins such as https://cdn.example.com, got "https://cdn.example.com/path"');
    expect(() => loadConfig({ RELEASE_ORIGINS: 'ftp://x.example.com' })).toThrow(/RELEASE_ORIGINS/);
  });

  it('in production: only listed origins and those of REMOTE_URL_MF_*; elsewhere any http(s) origin', () => {
    const policy = originPolicyOf(releaseOptionsOf(loadConfig({ NODE_ENV: 'production', RELEASE_ORIGINS: 'https://cdn.example.com', REMOTE_URL_MF_BAG: 'https://bag.example.com:8443/x/mf-manifest.json' })));
    expect(policy).toEqual({ production: true, origins: ['https://cdn.example.com', 'https://bag.example.com:8443'] });
    expect(manifestUrlProblem('https://CDN.example.com:443/bag/mf-manifest.json', policy)).toBeNull();
    expect(manifestUrlProblem('https://bag.example.com:8443/y/mf-manifest.json', policy)).toBeNull();
    expect(manifestUrlProblem('https://evil.example.com/mf-manifest.json', policy)).toEqual({
      error: 'origin_not_registered', message: 'https://evil.example.com is not a registered release origin; add it to RELEASE_ORIGINS',
    });
    expect(manifestUrlProblem('https://user:pw@cdn.example.com/mf-manifest.json', policy)?.error).toBe('bad_request');
    const development = originPolicyOf(releaseOptionsOf(loadConfig({ NODE_ENV: 'development' })));
    expect(manifestUrlProblem('http://anywhere.example.com/mf-manifest.json', development)).toBeNull();
  });

  it('registers a release on a listed origin, and refuses one elsewhere with 400 origin_not_registered, storing nothing', async () => {
    expect((await register('mf_bag', '1.0.0', cdn.serve('bag/1.0.0', releaseFiles('mf_bag')))).statusCode).toBe(201);
    const elsewhere = await register('mf_bag', '1.0.1', 'http://localhost:1/bag/mf-manifest.json');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ error: 'origin_not_registered', message: 'http://localhost:1 is not a registered release origin; add it to RELEASE_ORIGINS' });
    const rows = await t.db.selectFrom('remote_releases').select('version').execute();
    expect(rows).toEqual([{ version: '1.0.0' }]);
  });
});

describe('the error rate of each remote', () => {
  const base = { sessionId: 'session-1234', path: '/bag' };
  const post = (events: Record<string, unknown>[]) => t.app.inject({ method: 'POST', url: '/api/events', payload: { events } });
  const rates = async () => {
    const list = (await t.app.inject({ method: 'GET', url: `/api${REMOTE_ROUTES.list}`, headers: as(t.staff) })).json().remotes as RemoteStatus[];
    return Object.fromEntries(list.map((r) => [r.remote, r.errors]));
  };

  it('counts page views in which a remote failed, once per remote per view, stored with the remote and release', async () => {
    await t.db.deleteFrom('events').execute();
    const now = new Date();
    t.setNow(now);
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    const views = Array.from({ length: 8 }, (_, i) => ({ ...base, type: 'pageview', at: at(i), viewId: `view-000${i}` }));
    const res = await post([
      ...views,
      { ...base, type: 'remote_error', remote: 'mf_bag', release: '1.0.0', at: at(1), viewId: 'view-0001' },
      // The same view again (a retry that failed too): still one.
      { ...base, type: 'remote_error', remote: 'mf_bag', release: '1.0.0', at: at(1), viewId: 'view-0001' },
      { ...base, type: 'remote_error', remote: 'mf_bag', at: at(2), viewId: 'view-0002' },
      { ...base, type: 'remote_error', remote: 'mf_catalog', release: 'built-in', at: at(3), viewId: 'view-0002' },
    ]);
    expect(res.statusCode).toBe(202);
    const rows = await t.db.selectFrom('events').select(['remote', 'release', 'view_id']).where('type', '=', 'remote_error').orderBy('at', 'desc').orderBy('remote').execute();
    expect(rows).toEqual([
      { remote: 'mf_bag', release: '1.0.0', view_id: 'view-0001' }, { remote: 'mf_bag', release: '1.0.0', view_id: 'view-0001' },
      { remote: 'mf_bag', release: null, view_id: 'view-0002' }, { remote: 'mf_catalog', release: 'built-in', view_id: 'view-0002' },
    ]);
    // Older than the window: not counted.
    await t.db.insertInto('events').values({
      id: 'old', type: 'remote_error', path: '/bag', label: null, seconds: null, action: null, referrer: null, session_id: 'session-1234', user_id: null,
      utm_source: null, utm_medium: null, utm_campaign: null, at: new Date(now.getTime() - (REMOTE_ERROR_DAYS + 1) * 86_400_000).toISOString(),
      received_at: now.toISOString(), remote: 'mf_bag', release: null, view_id: 'view-0003',
    }).execute();

    const bad = await post([{ ...base, type: 'remote_error', remote: 'mf_shop', at: at(0) }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`events[0].remote must be one of ${REMOTE_NAMES.join(', ')}`);

    const errors = await rates();
    expect(errors.mf_bag).toEqual({ days: REMOTE_ERROR_DAYS, pageViews: 8, failures: 2, perThousand: 250 });
    expect(errors.mf_catalog).toEqual({ days: REMOTE_ERROR_DAYS, pageViews: 8, failures: 1, perThousand: 125 });
    expect(errors.mf_auth).toEqual({ days: REMOTE_ERROR_DAYS, pageViews: 8, failures: 0, perThousand: 0 });
  });

  it('ignores reports of no recorded page view of the same visitor, so a flood of them never takes the rate past 100%', async () => {
    await t.db.deleteFrom('events').execute();
    const now = new Date();
    t.setNow(now);
    const at = now.toISOString();
    expect((await post([{ ...base, type: 'pageview', at, viewId: 'view-real' }])).statusCode).toBe(202);
    // Anonymous reports: no view id, a view nobody recorded, another visitor's view; then the same view 50 times.
    const flood = [
      ...Array.from({ length: 20 }, () => ({ ...base, type: 'remote_error', remote: 'mf_bag', at })),
      ...Array.from({ length: 20 }, (_, i) => ({ ...base, type: 'remote_error', remote: 'mf_bag', at, viewId: `view-made-up-${i}` })),
      { ...base, sessionId: 'someone-else', type: 'remote_error', remote: 'mf_bag', at, viewId: 'view-real' },
    ];
    expect((await post(flood)).statusCode).toBe(202);
    expect((await rates()).mf_bag).toEqual({ days: REMOTE_ERROR_DAYS, pageViews: 1, failures: 0, perThousand: 0 });
    expect((await post(Array.from({ length: 50 }, () => ({ ...base, type: 'remote_error', remote: 'mf_bag', at, viewId: 'view-real' })))).statusCode).toBe(202);
    expect((await rates()).mf_bag).toEqual({ days: REMOTE_ERROR_DAYS, pageViews: 1, failures: 1, perThousand: 1000 });
  });
});
