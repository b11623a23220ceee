// Helpers shared by start, test and bench. Node built-ins only: these run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readPackage = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
/** The packages that build: npm's workspaces (package.json) with a build script, e2e left out. */
export const WORKSPACES = readPackage('.').workspaces.filter((w) => readPackage(w).scripts?.build);

const started = Date.now();

/** A line of our own, with the minutes and seconds since this script started (where a run spends its time). */
export function log(msg) {
  const s = Math.round((Date.now() - started) / 1000);
  const since = `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  process.stdout.write(`\x1b[36m[mediamart ${since}]\x1b[0m ${msg}\n`);
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a command, inheriting stdio (or, with `opts.prefix`, printing each line of its output
 * after that prefix, so two commands can run side by side); resolves with its exit code. A
 * signal we receive meanwhile is passed on, so stopping `npm start` or `npm test` never leaves
 * a build or server behind.
 */
export function run(cmd, args, opts = {}) {
  const { prefix, ...spawnOpts } = opts;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', cwd: root, ...spawnOpts, env: { ...process.env, ...(opts.env ?? {}) } });
    if (prefix) {
      for (const [stream, sink] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        readline.createInterface({ input: stream }).on('line', (line) => sink.write(`${prefix} ${line}\n`));
      }
    }
    const forward = (signal) => {
      child.kill(signal);
      process.exitCode = 130;
    };
    for (const s of SIGNALS) process.on(s, forward);
    child.on('exit', (code, signal) => {
      for (const s of SIGNALS) process.off(s, forward);
      if (process.exitCode === 130) process.exit(130);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

export async function runOrExit(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    log(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/** Newest file time below `dir`, skipping node_modules (and dist unless `includeDist`). */
function newestMtime(dir, includeDist = false) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || (!includeDist && entry.name === 'dist')) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p, includeDist) : fs.statSync(p).mtimeMs);
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
  log('installing dependencies (npm ci)…');
  // `npm ci`: exactly the committed lockfile, which lists every platform's optional packages
  // (STACK.md); a lockfile out of step with package.json stops here instead of drifting.
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

// Written into a package's dist/ after a successful build by ensureBuilt; a build is fresh
// when its stamp is newer than every source file. (Build outputs keep old times: webpack does
// not rewrite unchanged files.)
const STAMP = '.mediamart-built';

/** Builds every package whose sources changed since its last build (lerna, dependency order). */
export async function ensureBuilt({ force = false } = {}) {
  const factory = newestMtime(path.join(root, 'scripts/webpack'));
  const stale = WORKSPACES.filter((w) => {
    const stamp = path.join(root, w, 'dist', STAMP);
    if (!fs.existsSync(stamp)) return true;
    const built = fs.statSync(stamp).mtimeMs;
    return newestMtime(path.join(root, w)) > built || factory > built;
  });
  if (!force && stale.length === 0) return;
  // Every package bundles or imports shared-domain (and the front ends shared-ui): when one
  // changes, everything is rebuilt.
  if (stale.includes('shared-domain') || stale.includes('shared-ui')) force = true;
  const targets = force ? WORKSPACES : stale;
  log(`building ${force ? 'everything' : targets.join(', ')}…`);
  const scope = force ? [] : targets.flatMap((w) => ['--scope', w]);
  await runOrExit('npx', ['lerna', 'run', 'build', '--stream', ...scope]);
  for (const w of targets) {
    const dist = path.join(root, w, 'dist');
    if (fs.existsSync(dist)) fs.writeFileSync(path.join(dist, STAMP), `${new Date().toISOString()}\n`);
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

/**
 * Installs Debian's `pkg` (which provides `file`) when it is missing and we may (root, apt-get);
 * resolves true when `file` is there afterwards. Nothing else is downloaded: these machines
 * reach Debian's packages and the npm registry only.
 */
export async function ensureDebianPackage(pkg, file) {
  if (fs.existsSync(file)) return true;
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return false;
  log(`installing Debian's ${pkg} (apt-get install -y ${pkg})…`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  return fs.existsSync(file);
}

/**
 * The render workers' sandbox (server/src/site/render-worker/sandbox.ts) is bubblewrap: without
 * it, pages of uploaded releases are rendered in the browser only in production.
 */
export async function ensureSandbox() {
  if (await ensureDebianPackage('bubblewrap', '/usr/bin/bwrap')) return true;
  log('bubblewrap (bwrap) is not installed: pages of uploaded releases render in the browser only in production; install it with "sudo apt-get install -y bubblewrap"');
  return false;
}
