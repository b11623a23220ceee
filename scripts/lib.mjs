// Helpers shared by start, test and bench. Node built-ins only: these run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WORKSPACES = ['shared-domain', 'server', 'mf-catalog', 'mf-bag', 'mf-dashboard', 'mf-auth', 'mf-landing', 'host-shell'];

export function log(msg) {
  process.stdout.write(`\x1b[36m[mediamart]\x1b[0m ${msg}\n`);
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    log(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(marker)
    || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000)
    || WORKSPACES.some((w) => !fs.existsSync(path.join(root, 'node_modules', w)));
  if (!stale) return;
  log('installing dependencies (npm install)…');
  // `npm install`, not `npm ci`: see STACK.md (the registry here lacks other platforms' optional packages).
  await runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds every package whose sources are newer than its build output (lerna, dependency order). */
export async function ensureBuilt({ force = false } = {}) {
  const stale = WORKSPACES.filter((w) => {
    const dist = path.join(root, w, 'dist');
    if (!fs.existsSync(dist)) return true;
    const built = fs.statSync(dist).mtimeMs;
    return newestMtime(path.join(root, w)) > built || newestMtime(path.join(root, 'scripts/webpack')) > built;
  });
  if (!force && stale.length === 0) return;
  // Every package bundles or imports shared-domain: when it changes, everything is rebuilt.
  if (stale.includes('shared-domain')) force = true;
  log(`building ${force ? 'everything' : stale.join(', ')}…`);
  const scope = force ? [] : stale.flatMap((w) => ['--scope', w]);
  await runOrExit('npx', ['lerna', 'run', 'build', '--stream', ...scope]);
  // Touch dist folders so the next start sees them as fresh.
  const now = new Date();
  for (const w of WORKSPACES) {
    const dist = path.join(root, w, 'dist');
    if (fs.existsSync(dist)) fs.utimesSync(dist, now, now);
  }
}

/** True when something answers on host:port. */
export function portOpen(port, host = '127.0.0.1') {
  const r = spawnSync(process.execPath, ['-e', `
    const s=require('net').connect(${port},'${host}');
    s.on('connect',()=>{s.end();process.exit(0)});s.on('error',()=>process.exit(1));
    setTimeout(()=>process.exit(1),1500);`]);
  return r.status === 0;
}
