import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { REMOTE_FOLDERS, REMOTE_ROUTES } from 'shared-domain';

import { unpackReleaseArchive } from '../../server/src/releases/release-archive';

import {
  DIST_FILES, FAILED_CHECK, PASSED_CHECK, TOKEN, fakeSite, happySite, headOf, release, runRelease, untar, workspace,
  type FakeSite, type Handler, type Run,
} from './release.fixtures';

let site: FakeSite | null = null;
const temps: string[] = [];

async function start(handler: Handler): Promise<FakeSite> {
  site = await fakeSite(handler);
  return site;
}

function ws(options: { git?: boolean } = {}) {
  const w = workspace(options);
  temps.push(w.root);
  return w;
}

afterEach(async () => {
  await site?.close();
  site = null;
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function expectNoToken(run: Run) {
  expect(run.stdout).not.toContain(TOKEN);
  expect(run.stderr).not.toContain(TOKEN);
  expect(`${run.stdout}${run.stderr}`).not.toContain('SECRET');
}

const paths = (s: FakeSite) => s.requests.map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`);

describe('npm run release', () => {
  test('uploads dist/ as a .tar.gz with the token, prints the check and a preview link, and does not switch without --live', async () => {
    const s = await start(happySite);
    const w = ws({ git: true });
    const run = await runRelease(w.dir, ['--to', `${s.url}/`, '--skip-build', '--notes', 'New drawer'], { RELEASE_TOKEN: TOKEN });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(paths(s)).toEqual([
      `POST /api${REMOTE_ROUTES.releases('mf_bag')}`,
      `POST /api${REMOTE_ROUTES.preview('mf_bag', '1.2.0')}`,
    ]);

    const upload = s.requests[0]!;
    expect(upload.headers['content-type']).toBe('application/gzip');
    expect(upload.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const query = new URL(upload.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ version: '1.2.0', commit: headOf(w.dir), notes: 'New drawer' });
    expect(gunzipSync(upload.body).length % 512).toBe(0);
    expect(untar(upload.body)).toEqual(DIST_FILES);
    expect(s.requests[1]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(s.requests[1]!.body.toString())).toEqual({});

    expect(run.stdout).toContain(`Packed dist: ${Object.keys(DIST_FILES).length} files`);
    expect(run.stdout).toContain(`Uploading mf_bag 1.2.0 (commit ${headOf(w.dir).slice(0, 12)})`);
    expect(run.stdout).toContain('Check: passed');
    for (const part of PASSED_CHECK.parts) expect(run.stdout).toMatch(new RegExp(`ok +${part.part} +${part.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(run.stdout).toContain(`Preview link (until 2026-11-27T23:00:00.000Z): ${s.url}/preview?token=pv.abc.def`);
    expect(run.stdout).toContain('Not live');
    expectNoToken(run);
  });

  test('the server unpacks the upload to the same files (server/src/releases/release-archive.ts)', async () => {
    const s = await start(happySite);
    const run = await runRelease(ws().dir, ['--to', s.url, '--token', TOKEN, '--skip-build']);
    expect(run.code).toBe(0);
    const unpacked = unpackReleaseArchive(s.requests[0]!.body);
    if (!unpacked.ok) throw new Error(unpacked.message);
    expect(Object.fromEntries([...unpacked.files].map(([file, data]) => [file, data.toString()]))).toEqual(DIST_FILES);
  });

  test('packs the same files to the same bytes twice', async () => {
    const s = await start(happySite);
    const w = ws();
    await runRelease(w.dir, ['--to', s.url, '--token', TOKEN, '--skip-build']);
    await runRelease(w.dir, ['--to', s.url, '--token', TOKEN, '--skip-build']);
    expect(s.requests[0]!.body.equals(s.requests[2]!.body)).toBe(true);
  });

  test('--live switches to the release after the preview; --version, --commit, --preview-minutes and --dist are sent as given', async () => {
    const s = await start(happySite);
    const w = ws();
    const other = path.join(w.root, 'other-dist');
    fs.cpSync(w.dist, other, { recursive: true });
    fs.writeFileSync(path.join(other, 'remoteEntry.js'), 'var mf_bag;/* 1.3.0 */');
    const run = await runRelease(w.dir, ['--to', s.url, '--token', TOKEN, '--skip-build', '--live', '--version', '1.3.0-rc.1',
      '--commit', 'ABCDEF1234567', '--preview-minutes', '30', '--dist', other]);
    expect(run.code).toBe(0);
    expect(paths(s)).toEqual([
      `POST /api${REMOTE_ROUTES.releases('mf_bag')}`,
      `POST /api${REMOTE_ROUTES.preview('mf_bag', '1.3.0-rc.1')}`,
      `POST /api${REMOTE_ROUTES.live('mf_bag')}`,
    ]);
    expect(Object.fromEntries(new URL(s.requests[0]!.url, 'http://x').searchParams)).toEqual({ version: '1.3.0-rc.1', commit: 'abcdef1234567' });
    expect(untar(s.requests[0]!.body)['remoteEntry.js']).toBe('var mf_bag;/* 1.3.0 */');
    expect(JSON.parse(s.requests[1]!.body.toString())).toEqual({ minutes: 30 });
    const live = s.requests[2]!;
    expect(live.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(live.headers['content-type']).toBe('application/json');
    expect(JSON.parse(live.body.toString())).toEqual({ version: '1.3.0-rc.1' });
    expect(run.stdout).toContain('Live: buyers now get mf_bag 1.3.0-rc.1');
    expectNoToken(run);
  });

  test('a deploy token goes only as a bearer token; a staff session token also in x-access-token, as service A reads sessions', async () => {
    const s = await start(happySite);
    const w = ws();
    await runRelease(w.dir, ['--to', s.url, '--skip-build'], { RELEASE_TOKEN: TOKEN });
    expect(s.requests[0]!.headers['x-access-token']).toBeUndefined();
    const session = 'eyJhbGciOiJIUzI1NiJ9.staff-session.sig';
    const run = await runRelease(w.dir, ['--to', s.url, '--skip-build', '--version', '1.2.1'], { RELEASE_TOKEN: session });
    expect(run.code).toBe(0);
    for (const req of s.requests.slice(2)) {
      expect(req.headers['x-access-token']).toBe(session);
      expect(req.headers.authorization).toBe(`Bearer ${session}`);
    }
    expect(run.stdout).not.toContain(session);
  });

  test('a release the server has not checked yet is checked through the check route', async () => {
    const s = await start((req) => {
      const { pathname } = new URL(req.url, 'http://x');
      if (pathname === '/api/remotes/mf_bag/releases') return { status: 201, body: { release: release('1.2.0', null) } };
      if (pathname.endsWith('/check')) return { status: 200, body: { release: release('1.2.0', PASSED_CHECK) } };
      return happySite(req);
    });
    const run = await runRelease(ws().dir, ['--to', s.url, '--token', TOKEN, '--skip-build']);
    expect(run.code).toBe(0);
    expect(paths(s)[1]).toBe(`POST /api${REMOTE_ROUTES.check('mf_bag', '1.2.0')}`);
    expect(run.stdout).toContain('Check: passed');
  });

  test.each([
    ['registered with a failed check (201)', 201, { release: release('1.2.0', FAILED_CHECK) }],
    ['refused with the check (409 release_check_failed)', 409, { error: 'release_check_failed', message: 'mf_bag 1.2.0 did not pass its check', check: FAILED_CHECK }],
  ])('a failed check, %s: exits 1 with every part printed, no preview and no switch even with --live', async (_name, status, body) => {
    const s = await start((req) => (new URL(req.url, 'http://x').pathname === '/api/remotes/mf_bag/releases' ? { status, body } : happySite(req)));
    const run = await runRelease(ws().dir, ['--to', s.url, '--token', TOKEN, '--skip-build', '--live']);
    expect(run.code).toBe(1);
    expect(paths(s)).toEqual([`POST /api${REMOTE_ROUTES.releases('mf_bag')}`]);
    expect(run.stdout).toContain('Check: FAILED');
    expect(run.stdout).toMatch(/ok +manifest +The manifest is mf_bag's/);
    expect(run.stdout).toMatch(/FAIL +exposes +Does not expose \.\/mount/);
    expect(run.stdout).toMatch(/FAIL +shared +react 18\.3\.1 is not compatible/);
    expect(run.stdout).not.toContain('Preview link');
    expect(run.stderr).not.toBe('');
    expectNoToken(run);
  });

  test('a version that is already registered (409) exits 1 and says so', async () => {
    const s = await start(() => ({ status: 409, body: { error: 'conflict', message: 'mf_bag 1.2.0 is already registered; give the release a new version' } }));
    const run = await runRelease(ws().dir, ['--to', s.url, '--token', TOKEN, '--skip-build', '--live']);
    expect(run.code).toBe(1);
    expect(s.requests).toHaveLength(1);
    expect(run.stderr).toContain('mf_bag 1.2.0 is already registered on');
    expect(run.stderr).toContain('bump the version in package.json or pass --version');
    expect(run.stderr).toContain('give the release a new version (conflict)');
    expect(run.stderr).not.toContain('check');
  });

  test('a refused token exits 1 with the server\'s message, the token masked even when the server repeats it', async () => {
    const s = await start(() => ({ status: 403, body: { error: 'forbidden', message: `The token ${TOKEN} releases mf_catalog only` } }));
    const run = await runRelease(ws().dir, ['--to', s.url, '--token', TOKEN, '--skip-build']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The upload was refused: The token *** releases mf_catalog only (forbidden)');
    expectNoToken(run);
  });

  test('a refused switch exits 1 with the server\'s message (and the check it ran) after the preview link was printed', async () => {
    const s = await start((req) => (req.url.endsWith('/live')
      ? { status: 409, body: { error: 'release_check_failed', message: 'mf_bag 1.2.0 did not pass its check', check: FAILED_CHECK } }
      : happySite(req)));
    const run = await runRelease(ws().dir, ['--to', s.url, '--token', TOKEN, '--skip-build', '--live']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Preview link');
    expect(run.stdout).toMatch(/FAIL +exposes +Does not expose \.\/mount/);
    expect(run.stderr).toContain('The switch was refused: mf_bag 1.2.0 did not pass its check (release_check_failed)');
    expect(run.stdout).not.toContain('Live: buyers now get');
  });

  test('an unreachable site exits 1 and names it', async () => {
    const s = await start(happySite);
    const url = s.url;
    await s.close();
    site = null;
    const run = await runRelease(ws().dir, ['--to', url, '--token', TOKEN, '--skip-build']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^Could not reach ${url.replace(/[.]/g, '\\.')} \\(POST /api/remotes/mf_bag/releases\\)`));
    expect(run.stderr).toContain('ECONNREFUSED');
  });

  test.each([
    ['a dist/ folder that is missing', (dist: string) => fs.rmSync(dist, { recursive: true }), 'is not a folder'],
    ['a dist/ without mf-manifest.json', (dist: string) => fs.rmSync(path.join(dist, 'mf-manifest.json')), 'has no mf-manifest.json'],
    ['a dist/ of mf-bag without its agency embed', (dist: string) => fs.rmSync(path.join(dist, 'embed'), { recursive: true }), 'has no embed/mediamart-bag.js: mf_bag\'s agency embed'],
  ])('%s exits 1 before anything is sent', async (_name, spoil, message) => {
    const s = await start(happySite);
    const w = ws();
    spoil(w.dist);
    const run = await runRelease(w.dir, ['--to', s.url, '--token', TOKEN, '--skip-build']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(s.requests).toHaveLength(0);
  });

  test('runs the workspace\'s build first, and a failing build exits 1 before anything is sent', async () => {
    const s = await start(happySite);
    const w = ws();
    const run = await runRelease(w.dir, ['--to', s.url, '--token', TOKEN]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Building mf-bag (npm run build)');
    expect(run.stderr).toContain('The build of mf-bag failed (exit code 3)');
    expect(s.requests).toHaveLength(0);
  });

  test('the build gets no RELEASE_TOKEN, and the release goes on once it built', async () => {
    const s = await start(happySite);
    const w = ws();
    const probe = path.join(w.root, 'build-env.txt');
    const script = `node -e "require('fs').writeFileSync('${probe}', String(process.env.RELEASE_TOKEN))"`;
    fs.writeFileSync(path.join(w.dir, 'package.json'), JSON.stringify({ name: 'mf-bag', version: '1.2.0', scripts: { build: script } }));
    const run = await runRelease(w.dir, ['--to', s.url], { RELEASE_TOKEN: TOKEN });
    expect(run.code).toBe(0);
    expect(fs.readFileSync(probe, 'utf8')).toBe('undefined');
    expect(s.requests).toHaveLength(2);
  });

  test('a folder that is no workspace with a build script exits 2 unless --skip-build', async () => {
    const s = await start(happySite);
    const w = ws();
    fs.writeFileSync(path.join(w.dir, 'package.json'), JSON.stringify({ name: 'mf-bag', version: '1.2.0' }));
    const run = await runRelease(w.dir, ['--to', s.url, '--token', TOKEN]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no workspace with a build script');
    expect(s.requests).toHaveLength(0);
  });

  test.each([
    ['no --to', ['--token', TOKEN], '--to is missing'],
    ['no token (neither --token nor RELEASE_TOKEN)', ['--to', 'http://127.0.0.1:9'], 'No token'],
    ['--to that is not http(s)', ['--to', 'ftp://site', '--token', TOKEN], 'must be an http(s) URL'],
    ['an unknown option', ['--to', 'http://127.0.0.1:9', '--token', TOKEN, '--force'], "Unknown option '--force'"],
    ['a version that is not semver', ['--to', 'http://127.0.0.1:9', '--token', TOKEN, '--version', 'v2'], '--version: The version must look like 1.2.3'],
    ['a commit that is not hexadecimal', ['--to', 'http://127.0.0.1:9', '--token', TOKEN, '--commit', 'main'], '--commit: The commit must be 7 to 40'],
    ['zero preview minutes', ['--to', 'http://127.0.0.1:9', '--token', TOKEN, '--preview-minutes', '0'], '--preview-minutes must be'],
    ['too many preview minutes', ['--to', 'http://127.0.0.1:9', '--token', TOKEN, '--preview-minutes', '20000'], '--preview-minutes can be at most 10080'],
    ['a remote that does not exist', ['--to', 'http://127.0.0.1:9', '--token', TOKEN, '--remote', 'mf_cart'], 'mf_cart is not a remote'],
    ['a positional argument', ['--to', 'http://127.0.0.1:9', '--token', TOKEN, 'mf-bag'], 'positional'],
  ])('bad arguments, %s: exit 2 with the usage, nothing sent', async (_name, args, message) => {
    const s = await start(happySite);
    const run = await runRelease(ws().dir, [...args, '--skip-build']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: npm run release -w <remote>');
    expect(s.requests).toHaveLength(0);
    expectNoToken(run);
  });

  test('--help prints the usage and exits 0', async () => {
    const run = await runRelease(ws().dir, ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--preview-minutes N');
  });

  test('every remote workspace runs the command as its release script', () => {
    const root = path.join(__dirname, '../..');
    for (const folder of REMOTE_FOLDERS) {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
      expect(pkg.scripts.release).toBe('node ../scripts/release/release.mjs');
    }
  });
});
