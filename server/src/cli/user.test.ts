import { createTokenRepository } from '../auth/token.repository';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUserRepository } from '../users/user.repository';
import { runUserCommand, UsageError } from './user';

/** `npm run user`: the way to make the first staff user; the role takes effect on the next request. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const run = (...argv: string[]) => runUserCommand(t.db, argv);

async function canListEveryCampaign(token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/campaign-api/campaigns?scope=all', headers: { authorization: `Bearer ${token}` } });
  return res.statusCode;
}

describe('npm run user', () => {
  it('grant makes an existing user staff at once; revoke takes it away at once', async () => {
    const user = await createUserRepository(t.db).create({ name: 'Asha', email: 'asha@mediamart.in' });
    const { token } = await createTokenRepository(t.db).issueToken(user._id);
    expect(await canListEveryCampaign(token)).toBe(403);

    expect(await run('grant', 'Asha@MediaMart.in', 'admin')).toBe('asha@mediamart.in (Asha) now has the role "admin".');
    expect(await canListEveryCampaign(token)).toBe(200);
    expect(await run('list')).toMatch(/^admin\s+staff\s+asha@mediamart\.in \(Asha\)$/m);

    expect(await run('revoke', 'asha@mediamart.in')).toMatch(/no longer has the role "admin"/);
    expect(await canListEveryCampaign(token)).toBe(403);
    expect(await run('revoke', 'asha@mediamart.in')).toBe('asha@mediamart.in (Asha) has no role; nothing changed.');
  });

  it('grant to an address with no account creates it; a phone number works too; white-label-admin is not staff', async () => {
    expect(await run('grant', 'new.planner@mediamart.in', 'media-planner')).toMatch(/^Created new\.planner@mediamart\.in \(New Planner\) now has the role "media-planner"\. They sign in/);
    expect((await createUserRepository(t.db).findByEmail('new.planner@mediamart.in'))?.role).toBe('media-planner');
    expect(await run('grant', '98765 43210', 'white-label-admin')).toMatch(/\+919876543210 now has the role "white-label-admin" \(not staff/);
    expect(await run('list')).toMatch(/white-label-admin\s+agency admin\s+\+919876543210/);
  });

  it('grant --org makes a white-label-admin of that organisation, who then reads it', async () => {
    const { makeOrganization } = await import('../../test/support/organization.fixtures');
    const org = await makeOrganization(t.db);
    const out = await run('grant', 'admin@agency-cli.in', 'white-label-admin', '--org', org._org);
    expect(out).toMatch(/^Created admin@agency-cli\.in \(Admin\) now has the role "white-label-admin" \(not staff.*They belong to organisation /);
    const user = (await createUserRepository(t.db).findByEmail('admin@agency-cli.in'))!;
    expect(user.organizationId).toBe(org._org);
    const { token } = await createTokenRepository(t.db).issueToken(user._id);
    const res = await t.app.inject({ method: 'GET', url: `/api/organizations/${org._org}`, headers: { 'x-access-token': token } });
    expect(res.statusCode).toBe(200);
    expect(await run('list')).toMatch(new RegExp(`white-label-admin\\s+agency admin\\s+admin@agency-cli\\.in \\(Admin\\)  organisation ${org._org}`));
    expect(await run('grant', 'loose@agency-cli.in', 'white-label-admin')).toMatch(/They see no organisation until given one with --org <id>/);
  });

  it.each([
    [['grant', 'a@b.in', 'white-label-admin', '--org', 'no-such-org'], 'No organisation has the id "no-such-org"'],
    [['grant', 'a@b.in', 'white-label-admin', '--org'], 'Give the organisation id after --org'],
    [['revoke', 'a@b.in', '--org', 'x'], 'No organisation has the id "x"'],
    [[], 'Give a command'],
    [['promote', 'a@b.in'], 'Unknown command "promote"'],
    [['grant'], "Give the person's e-mail address or phone number"],
    [['grant', 'not-an-address', 'admin'], '"not-an-address" is neither an e-mail address nor an Indian mobile number'],
    [['grant', 'a@b.in'], 'Give the role to grant, e.g. admin'],
    [['grant', 'a@b.in', 'Super Admin'], '"Super Admin" is not a role: use lower-case words joined by dashes, e.g. media-planner'],
    [['revoke', 'nobody@nowhere.in'], 'No account has nobody@nowhere.in'],
  ])('refuses %j, changing nothing', async (argv, message) => {
    const before = await createUserRepository(t.db).listWithRoles();
    await expect(run(...argv)).rejects.toThrow(new UsageError(message));
    expect(await createUserRepository(t.db).listWithRoles()).toEqual(before);
  });
});
