/**
 * How a render worker is started so that the code a release brings can do no harm, using the
 * platform's own isolation rather than anything home-made:
 *
 * - `sandbox` (bubblewrap, `bwrap`, when it is installed and may create namespaces): a new
 *   user, network, PID, IPC and UTS namespace; a file system holding only the system's
 *   programs and libraries and, read-only, the worker and the host's server build (no data
 *   directory, no database file, no repository, no /tmp, nothing writable); no network but
 *   its own empty loopback; the unprivileged user `nobody` when the server runs as root.
 * - `process` (no usable bubblewrap): a plain child process, with the same environment and
 *   Node's permission model as below, as `nobody` when the server runs as root. The network
 *   is NOT closed; the server therefore only uses it when told to (RENDER_SANDBOX=process).
 *
 * Both: an environment with nothing of the server's (no DATABASE_URL, no keys, no secrets);
 * Node's permission model (reads only of the worker and the host's build, no writes, no
 * child processes, no worker threads, no native addons); a capped heap.
 */
import { spawnSync, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type Isolation = 'sandbox' | 'process';

export type WorkerLaunch = { command: string; args: string[]; options: SpawnOptions; isolation: Isolation };

/** The unprivileged user and group a worker runs as when the server is root. */
export const NOBODY = 65534;

const BWRAP_CANDIDATES = ['/usr/bin/bwrap', '/bin/bwrap', '/usr/local/bin/bwrap'];

/** The system folders the worker's node needs, each bound read-only or re-created as the symbolic link it is here. */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

function systemBinds(): string[] {
  const args: string[] = [];
  for (const dir of SYSTEM_DIRS) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push('--symlink', fs.readlinkSync(dir), dir);
    else if (stat.isDirectory()) args.push('--ro-bind', dir, dir);
  }
  return args;
}

/** Where this node lives when it is not a system one (nvm, a tarball): its installation folder. */
function nodeHome(): string | null {
  const real = fs.realpathSync(process.execPath);
  if (SYSTEM_DIRS.some((dir) => real.startsWith(`${dir}/`))) return null;
  return path.dirname(path.dirname(real));
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** The node flags of a worker: the permission model (reads of `readable` only) and the heap cap. */
export function nodeFlags(readable: readonly string[], heapMb: number): string[] {
  return [
    '--experimental-permission',
    ...readable.map((dir) => `--allow-fs-read=${dir.endsWith('/') ? dir : `${dir}/`}`),
    `--max-old-space-size=${heapMb}`,
    '--disable-warning=ExperimentalWarning',
  ];
}

/** The worker's whole environment: the mode, and nothing of the server's. */
export function workerEnv(nodeEnv: string): NodeJS.ProcessEnv {
  return { NODE_ENV: nodeEnv, LANG: 'C.UTF-8', TZ: 'UTC' };
}

let probed: Map<string, boolean> | undefined;

/** Whether `bwrap` at `file` can create the sandbox here (it needs namespaces); asked once per process. */
export function bwrapWorks(file: string): boolean {
  probed ??= new Map();
  const known = probed.get(file);
  if (known !== undefined) return known;
  let ok = false;
  if (fs.existsSync(file)) {
    const res = spawnSync(file, [...systemBinds(), '--unshare-all', '--die-with-parent', '--', process.execPath, '-e', '0'], { stdio: 'ignore', timeout: 5000 });
    ok = res.status === 0;
  }
  probed.set(file, ok);
  return ok;
}

/** The bubblewrap found on this machine that works, or null. */
export function findBwrap(): string | null {
  return BWRAP_CANDIDATES.find((file) => bwrapWorks(file)) ?? null;
}

/**
 * The command that starts a worker running `script` with `arg`, reading only `readable`
 * (folders); inside bubblewrap when `bwrap` is given, else as a plain child process.
 */
export function workerLaunch(o: { script: string; arg: string; readable: readonly string[]; heapMb: number; nodeEnv: string; bwrap: string | null }): WorkerLaunch {
  const flags = nodeFlags(o.readable, o.heapMb);
  const cwd = o.readable[o.readable.length - 1]!;
  const stdio: SpawnOptions['stdio'] = ['ignore', 'pipe', 'pipe', 'ipc'];
  if (o.bwrap) {
    const home = nodeHome();
    const args = [
      ...systemBinds(),
      ...(home ? ['--ro-bind', home, home] : []),
      ...o.readable.flatMap((dir) => ['--ro-bind', dir, dir]),
      '--proc', '/proc', '--dev', '/dev',
      '--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL',
      ...(isRoot() ? ['--uid', String(NOBODY), '--gid', String(NOBODY)] : []),
      '--chdir', cwd,
      '--', process.execPath, ...flags, o.script, o.arg,
    ];
    return { command: o.bwrap, args, options: { stdio, env: workerEnv(o.nodeEnv), cwd }, isolation: 'sandbox' };
  }
  return {
    command: process.execPath,
    args: [...flags, o.script, o.arg],
    options: { stdio, env: workerEnv(o.nodeEnv), cwd, ...(isRoot() ? { uid: NOBODY, gid: NOBODY } : {}) },
    isolation: 'process',
  };
}
