import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './session';
import { apiToken } from './staff';

// Support of the release tests (issue 20): a site server of its own (switching a remote's live
// release must not change what the other tests' shared server serves), a staff user in its
// SQLite file, a changed copy of a remote's build, and the release command.

export const root = path.resolve(__dirname, '../../..');

/** A port nobody listens on (asked of the system, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type SiteServer = { url: string; dataDir: string; process: ChildProcess; log: () => string; stop: () => Promise<void> };

/**
 * `node server/dist/serve.js` on a free port with a fresh data folder, as the shared e2e server
 * is started, plus `env` (settings a test needs that the shared server must not have); answers
 * once /api/health does.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-releases-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'server/dist/serve.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: root,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      OTP_IP_BACKOFF_SECONDS: '0',
      OTP_MAX_SENDS_PER_IP: '500',
      EVENTS_RATE_LIMIT: '100000',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-20_000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The release test's server exited (${child.exitCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The release test's server did not answer /api/health:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dataDir, process: child, log: () => output, stop };
}

type Statement = { run(...params: unknown[]): { changes: number } };
type SqliteDb = { prepare(sql: string): Statement; pragma(sql: string): unknown; close(): void };

/** Makes a signed-up user staff in the server's SQLite file, as an administrator would (`npm run user -- grant`). */
export function makeStaffIn(dataDir: string, email: string): void {
  const Database = createRequire(path.join(root, 'package.json'))('better-sqlite3') as new (file: string) => SqliteDb;
  const db = new Database(path.join(dataDir, 'mediamart.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email).changes).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * A copy of a remote's build (`folder`: mf-bag) in a temporary folder with `from` replaced by
 * `to` in every JavaScript file (browser chunks and the server render's); answers the folder
 * and how many files changed.
 */
export function changedBuild(folder: string, from: string, to: string): { dir: string; changed: string[] } {
  const dist = path.join(root, folder, 'dist');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mm-e2e-${folder}-release-`));
  fs.cpSync(dist, dir, { recursive: true });
  const changed: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const file = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        if (text.includes(from)) {
          fs.writeFileSync(path.join(dir, file), text.split(from).join(to));
          changed.push(file);
        }
      }
    }
  };
  walk('');
  return { dir, changed };
}

export type CommandRun = { code: number; stdout: string; stderr: string };

/** `npm run release -w <folder> -- …args` as CI runs it (the script itself, in the remote's folder: mf-bag). */
export function releaseCommand(folder: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'scripts/release/release.mjs'), ...args],
      { cwd: path.join(root, folder), env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout: String(stdout), stderr: String(stderr) }));
  });
}

/** The test file's own site server and an API client on it, with the folders to remove when the file is done. */
export type OwnSite = {
  readonly server: SiteServer;
  readonly api: APIRequestContext;
  /** A page in a fresh browser context (its own cookies) on the server. */
  newPage(browser: Browser): Promise<Page>;
  /** Removes `dir` once the file's tests are done. */
  removeAfter(dir: string): void;
};

/** Starts a site server before the file's tests (startSiteServer, with `env` given when they start) and stops it after them. */
export function ownSiteServer(env: () => Record<string, string> = () => ({})): OwnSite {
  let server: SiteServer | undefined;
  let api: APIRequestContext | undefined;
  const dirs: string[] = [];
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startSiteServer(env());
    api = await playwrightRequest.newContext({ baseURL: server.url });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site server starts in beforeAll');
    return value;
  };
  return {
    get server() { return started(server); },
    get api() { return started(api); },
    newPage: async (browser) => (await browser.newContext({ baseURL: started(server).url })).newPage(),
    removeAfter: (dir) => { dirs.push(dir); },
  };
}

/** A staff user of the site (signed up, made staff in its database) and a deploy token it creates for `remote`. */
export async function staffDeployToken(site: OwnSite, remote: string): Promise<{ staff: Record<string, string>; deployToken: string }> {
  const email = uniqueEmail(`release-${remote}`);
  await apiToken(site.api, email);
  makeStaffIn(site.server.dataDir, email);
  const staff = { 'x-access-token': await apiToken(site.api, email) };
  const created = await site.api.post(`/api/remotes/${remote}/tokens`, { headers: staff, data: { label: `e2e ${remote}` } });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { token: string | { token: string } };
  const deployToken = typeof body.token === 'string' ? body.token : body.token.token;
  expect(deployToken).toMatch(/^mmrt_/);
  return { staff, deployToken };
}

/** `npm run release -w <folder>` of the build in `dir` to the site: uploaded, its check passed, the token not printed; answers the preview link. */
export async function releaseForPreview(folder: string, site: OwnSite, o: { dir: string; version: string; notes: string; deployToken: string }): Promise<string> {
  const released = await releaseCommand(folder, ['--to', site.server.url, '--skip-build', '--dist', o.dir, '--version', o.version, '--notes', o.notes],
    { RELEASE_TOKEN: o.deployToken });
  expect(released.stderr).toBe('');
  expect(released.code).toBe(0);
  expect(released.stdout).toContain('Check: passed');
  expect(released.stdout).not.toContain(o.deployToken);
  const previewUrl = /^Preview link.*: (https?:\/\/\S+)$/m.exec(released.stdout)?.[1];
  expect(previewUrl, released.stdout).toMatch(/\/preview\?token=/);
  return previewUrl!;
}
