/**
 * Who may use the release routes: staff see, register, check and preview; a release manager
 * (or an admin) also switches live and makes deploy tokens; a deploy token its own remote's
 * releases (register, check, preview; switch only when made to) and nothing else; a revoked or
 * unknown token, a buyer and nobody are refused before anything is read or stored.
 */
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { DEPLOY_TOKEN_PREFIX, REMOTE_ROUTES, type CreatedDeployToken, type DeployToken, type RemoteName, type RemoteRelease } from 'shared-domain';
import { as, createReleaseTestApp, releaseArchive, releaseFiles, type ReleaseTestApp } from '../../test/support/release.fixtures';
import { hashDeployToken } from './deploy-token.repository';

let t: ReleaseTestApp;
let bagToken: CreatedDeployToken;
beforeAll(async () => {
  t = await createReleaseTestApp();
  t.setNow(new Date('2025-05-01T09:00:00.000Z'));
});
afterAll(async () => {
  await t.close();
});

const api = (url: string) => `/api${url}`;
const uploadAs = (who: Parameters<typeof as>[0], name: RemoteName, version: string) => t.app.inject({
  method: 'POST', url: `${api(REMOTE_ROUTES.releases(name))}?version=${version}`, headers: { ...as(who), 'content-type': 'application/gzip' },
  payload: releaseArchive(releaseFiles(name)),
});
const releaseCount = async () => Number((await t.db.selectFrom('remote_releases').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('deploy tokens', () => {
  it('are made by a release manager for one remote: the secret is answered once and stored only as its SHA-256', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.tokens('mf-bag')), headers: as(t.staff), payload: { label: '  bag CI  ' } });
    expect(res.statusCode).toBe(201);
    bagToken = res.json() as CreatedDeployToken;
    expect(bagToken).toMatchObject({ remote: 'mf_bag', label: 'bag CI', mayGoLive: false, createdBy: `staff ${t.staff.email}`, createdAt: '2025-05-01T09:00:00.000Z', lastUsedAt: null });
    expect(bagToken.token).toMatch(new RegExp(`^${DEPLOY_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    const row = await t.db.selectFrom('deploy_tokens').selectAll().where('id', '=', bagToken.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashDeployToken(bagToken.token));
    expect(JSON.stringify(row)).not.toContain(bagToken.token.slice(DEPLOY_TOKEN_PREFIX.length));
    const list = await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(t.staff) });
    expect(list.json()).toEqual({ tokens: [{ id: bagToken.id, remote: 'mf_bag', label: 'bag CI', mayGoLive: false, createdAt: bagToken.createdAt, createdBy: bagToken.createdBy, lastUsedAt: null }] });
    expect((await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.tokens('mf_catalog')), headers: as(t.staff) })).json()).toEqual({ tokens: [] });
    const blank = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(t.staff), payload: { label: ' ' } });
    expect(blank.statusCode).toBe(400);
  });

  it("let CI register, check and preview its own remote's releases, named by the token's label; switch only when made to", async () => {
    t.setNow(new Date('2025-05-01T09:30:00.000Z'));
    const res = await uploadAs(bagToken.token, 'mf_bag', '2.0.0');
    expect(res.statusCode).toBe(201);
    expect((res.json().release as RemoteRelease).createdBy).toBe('token bag CI');
    const check = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.check('mf_bag', '2.0.0')), headers: { 'x-access-token': bagToken.token } });
    expect(check.statusCode).toBe(200);
    const preview = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.preview('mf_bag', '2.0.0')), headers: as(bagToken.token) });
    expect(preview.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live('mf_bag')), headers: as(bagToken.token), payload: { version: '2.0.0' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^This deploy token may register and preview releases, not switch them live/);
    const made = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(t.staff), payload: { label: 'bag CD', mayGoLive: true } });
    const liveToken = made.json() as CreatedDeployToken;
    expect(liveToken.mayGoLive).toBe(true);
    const live = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live('mf_bag')), headers: as(liveToken.token), payload: { version: '2.0.0' } });
    expect(live.statusCode).toBe(200);
    expect(live.json().remote.live).toEqual({ version: '2.0.0', since: '2025-05-01T09:30:00.000Z', by: 'token bag CD' });
    const revoked = await t.app.inject({ method: 'DELETE', url: api(REMOTE_ROUTES.token('mf_bag', liveToken.id)), headers: as(t.staff) });
    expect(revoked.statusCode).toBe(204);
    const [listed] = (await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(t.staff) })).json().tokens as DeployToken[];
    expect(listed!.lastUsedAt).toBe('2025-05-01T09:30:00.000Z');
  });

  it("cannot touch another remote (the bag's token cannot release the catalog), list remotes or manage tokens", async () => {
    const before = await releaseCount();
    const catalog = await uploadAs(bagToken.token, 'mf_catalog', '2.0.0');
    expect(catalog.statusCode).toBe(403);
    expect(catalog.json()).toEqual({ error: 'forbidden', message: 'This deploy token is for mf_bag; it cannot release mf_catalog' });
    const refused = [
      await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live('mf_catalog')), headers: as(bagToken.token), payload: { version: 'built-in' } }),
      await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.preview('mf_catalog', 'built-in')), headers: as(bagToken.token) }),
      await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.list), headers: as(bagToken.token) }),
      await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(bagToken.token) }),
      await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(bagToken.token), payload: { label: 'mine' } }),
      await t.app.inject({ method: 'DELETE', url: api(REMOTE_ROUTES.token('mf_bag', bagToken.id)), headers: as(bagToken.token) }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().error])).toEqual(Array(6).fill([403, 'forbidden']));
    expect(await releaseCount()).toBe(before);
  });

  it('refuse a buyer (403), nobody and an unknown token (401) before reading the upload', async () => {
    const before = await releaseCount();
    const buyer = await uploadAs(t.buyer, 'mf_bag', '3.0.0');
    expect([buyer.statusCode, buyer.json().error]).toEqual([403, 'forbidden']);
    expect((await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.list), headers: as(t.buyer) })).statusCode).toBe(403);
    expect((await uploadAs(null, 'mf_bag', '3.0.0')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.list) })).statusCode).toBe(401);
    const unknown = await uploadAs(`${DEPLOY_TOKEN_PREFIX}${'A'.repeat(43)}`, 'mf_bag', '3.0.0');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'unauthorized', message: 'The deploy token is not valid or was revoked; ask staff for a new one' });
    expect(await releaseCount()).toBe(before);
  });

  it('stop working once revoked (401), and disappear from the list; revoking twice is 404', async () => {
    const other = (await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(t.staff), payload: { label: 'backup' } })).json() as CreatedDeployToken;
    const wrongRemote = await t.app.inject({ method: 'DELETE', url: api(REMOTE_ROUTES.token('mf_catalog', bagToken.id)), headers: as(t.staff) });
    expect(wrongRemote.statusCode).toBe(404);
    const revoke = await t.app.inject({ method: 'DELETE', url: api(REMOTE_ROUTES.token('mf_bag', bagToken.id)), headers: as(t.staff) });
    expect(revoke.statusCode).toBe(204);
    expect(revoke.body).toBe('');
    expect((await uploadAs(bagToken.token, 'mf_bag', '3.0.0')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live('mf_bag')), headers: as(bagToken.token), payload: { version: 'built-in' } })).statusCode).toBe(401);
    const list = (await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(t.staff) })).json().tokens as DeployToken[];
    expect(list.map((tk) => tk.label)).toEqual(['backup']);
    expect((await t.app.inject({ method: 'DELETE', url: api(REMOTE_ROUTES.token('mf_bag', bagToken.id)), headers: as(t.staff) })).statusCode).toBe(404);
    expect((await uploadAs(other.token, 'mf_bag', '3.0.0')).statusCode).toBe(201);
  });

  it('answer 404 for a remote there is not, after the caller is known', async () => {
    expect((await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.tokens('mf_shop')), headers: as(t.staff) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live('mf_shop')), headers: as(t.staff), payload: { version: '1.0.0' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live('mf_shop')), payload: { version: '1.0.0' } })).statusCode).toBe(401);
  });
});

describe('release managers', () => {
  let planner: Actor;
  let manager: Actor;
  beforeAll(async () => {
    planner = await makeUser(t.db, 'Media planner', 'media-planner');
    manager = await makeUser(t.db, 'Release manager', 'release-manager');
  });

  it('any staff member sees the releases, registers, checks and previews one', async () => {
    const list = await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.list), headers: as(planner) });
    expect(list.statusCode).toBe(200);
    expect(list.json().releaseManager).toBe(false);
    expect((await uploadAs(planner, 'mf_bag', '4.0.0')).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.check('mf_bag', '4.0.0')), headers: as(planner) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.preview('mf_bag', '4.0.0')), headers: as(planner) })).statusCode).toBe(200);
  });

  it('only a release manager or an admin switches live and makes or revokes deploy tokens; nothing changes for anyone else', async () => {
    const liveBefore = await t.db.selectFrom('remote_live').selectAll().where('remote', '=', 'mf_bag').executeTakeFirst();
    const tokensBefore = await t.db.selectFrom('deploy_tokens').select('id').execute();
    const refused = [
      await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live('mf_bag')), headers: as(planner), payload: { version: '4.0.0' } }),
      await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(planner), payload: { label: 'mine', mayGoLive: true } }),
      await t.app.inject({ method: 'DELETE', url: api(REMOTE_ROUTES.token('mf_bag', tokensBefore[0]!.id)), headers: as(planner) }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(Array(3).fill([403, 'Only a release manager (or an admin) can switch releases live and make deploy tokens; ask one']));
    expect(await t.db.selectFrom('remote_live').selectAll().where('remote', '=', 'mf_bag').executeTakeFirst()).toEqual(liveBefore);
    expect(await t.db.selectFrom('deploy_tokens').select('id').execute()).toEqual(tokensBefore);

    expect((await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.list), headers: as(manager) })).json().releaseManager).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.list), headers: as(t.staff) })).json().releaseManager).toBe(true);
    const live = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live('mf_bag')), headers: as(manager), payload: { version: '4.0.0' } });
    expect(live.statusCode).toBe(200);
    const token = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.tokens('mf_bag')), headers: as(manager), payload: { label: 'bag CI 2' } });
    expect(token.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: api(REMOTE_ROUTES.token('mf_bag', (token.json() as CreatedDeployToken).id)), headers: as(manager) })).statusCode).toBe(204);
  });
});
