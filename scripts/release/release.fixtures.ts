// Test support for the release command: a fake site (node:http on a free port) that records
// every request, a temporary remote workspace with a dist/ folder, and a runner of the command.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const COMMAND = path.join(__dirname, 'release.mjs');
export const TOKEN = 'mmrt_0123456789abcdefSECRETsecret';

export type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };
export type Answer = { status: number; body: unknown };
export type Handler = (req: Recorded) => Answer;

export type FakeSite = { url: string; requests: Recorded[]; close(): Promise<void> };

/** A site answering every request with `handler` (JSON), recording the requests. */
export async function fakeSite(handler: Handler): Promise<FakeSite> {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const answer = handler(recorded);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const PASSED_CHECK = {
  ok: true,
  parts: [
    { part: 'manifest', ok: true, message: "The manifest is mf_bag's" },
    { part: 'exposes', ok: true, message: 'Exposes ./routes, ./BagDrawer, ./mount' },
    { part: 'shared', ok: true, message: "react, react-dom are singletons compatible with the host's versions" },
    { part: 'remoteEntry', ok: true, message: 'remoteEntry.js answers 200' },
    { part: 'assets', ok: true, message: 'The files of 3 exposes answer 200' },
  ],
};

export const FAILED_CHECK = {
  ok: false,
  parts: [
    { part: 'manifest', ok: true, message: "The manifest is mf_bag's" },
    { part: 'exposes', ok: false, message: 'Does not expose ./mount (the host needs ./routes, ./BagDrawer, ./mount)' },
    { part: 'shared', ok: false, message: "react 18.3.1 is not compatible with the host's 19.3.1" },
  ],
};

export function release(version: string, check: unknown): Record<string, unknown> {
  return {
    remote: 'mf_bag', version, commit: null, notes: '', source: 'upload',
    manifestUrl: `/mf/mf-bag/${version}/mf-manifest.json`, check, createdAt: '2026-11-26T23:00:00.000Z',
    createdBy: 'token ci', live: false,
  };
}

/** A site where every route works: upload (201 with a passed check), preview, live. */
export function happySite(req: Recorded): Answer {
  const { pathname, searchParams } = new URL(req.url, 'http://x');
  if (pathname === '/api/remotes/mf_bag/releases') return { status: 201, body: { release: release(searchParams.get('version') ?? '', { ...PASSED_CHECK, checkedAt: 'now' }) } };
  const preview = /^\/api\/remotes\/mf_bag\/releases\/([^/]+)\/preview$/.exec(pathname);
  if (preview) {
    // As the server answers it: the PreviewLink itself, its url absolute on the requested origin.
    return { status: 200, body: { remote: 'mf_bag', version: decodeURIComponent(preview[1]!), url: `http://${req.headers.host}/preview?token=pv.abc.def`, expiresAt: '2026-11-27T23:00:00.000Z' } };
  }
  if (pathname === '/api/remotes/mf_bag/live') return { status: 200, body: { remote: { remote: 'mf_bag', live: { version: 'x' } } } };
  return { status: 404, body: { error: 'not_found', message: `No route ${req.method} ${pathname}` } };
}

/** The files of the fake build, by path (the hidden build stamp is not part of a release). */
export const DIST_FILES: Record<string, string> = {
  'mf-manifest.json': JSON.stringify({ id: 'mf_bag', name: 'mf_bag', metaData: { name: 'mf_bag' }, exposes: [], shared: [] }),
  'remoteEntry.js': 'var mf_bag;/* entry */',
  '421.3f2a.js': 'console.log("chunk");'.repeat(400),
  'server/remoteEntry.js': 'module.exports = {};',
  'server/421.js': 'exports.x = 1;',
  // mf_bag's agency embed (remote-list's `embed`) and a chunk beside it.
  'embed/mediamart-bag.js': 'window.MediaMartBag = {};',
  'embed/chunks/plan.0a1b2c3d.js': '/* embed chunk */',
  [`assets/${'deep-folder-name/'.repeat(6)}long-file-name-for-the-ustar-prefix.js`]: '/* a path over 100 characters */',
};

export type Workspace = { dir: string; dist: string; root: string };

/** A temporary remote workspace `mf-bag` (package.json version 1.2.0) with a built dist/. */
export function workspace(options: { git?: boolean } = {}): Workspace {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-release-'));
  const dir = path.join(root, 'mf-bag');
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-bag', version: '1.2.0', scripts: { build: 'exit 3' } }));
  for (const [file, text] of Object.entries(DIST_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  fs.writeFileSync(path.join(dist, '.mediamart-built'), '');
  if (options.git) {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=CI', ...args], { cwd: dir, stdio: 'pipe' });
    git('init', '-q');
    git('add', 'package.json');
    git('commit', '-q', '-m', 'release test');
  }
  return { dir, dist, root };
}

export function headOf(dir: string): string {
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
}

export type Run = { code: number; stdout: string; stderr: string };

/** Runs the command in `cwd` (asynchronously: the fake site answers from this process). */
export function runRelease(cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, RELEASE_TOKEN: '', ...env };
    execFile(process.execPath, [COMMAND, ...args], { cwd, env: childEnv, timeout: 20_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** The files of a .tar.gz, unpacked by the system's tar: path → text. */
export function untar(archive: Buffer): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-release-untar-'));
  fs.writeFileSync(path.join(dir, 'release.tar.gz'), archive);
  fs.mkdirSync(path.join(dir, 'out'));
  execFileSync('tar', ['-xzf', path.join(dir, 'release.tar.gz'), '-C', path.join(dir, 'out')]);
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, 'out', rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files[child] = fs.readFileSync(path.join(dir, 'out', child), 'utf8');
    }
  };
  walk('');
  fs.rmSync(dir, { recursive: true, force: true });
  return files;
}
