#!/usr/bin/env node
// `npm run release -w mf-bag -- --to https://site [--live] …` (the token in RELEASE_TOKEN):
// builds the remote, uploads its dist/ as a .tar.gz release, prints the server's check part by
// part and a preview link, and with --live switches buyers to it. See USAGE in args.mjs.
// Exit codes: 0 released, 1 the check failed or the server refused, 2 bad arguments.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ReleaseError, releaseApi, unwrap } from './api.mjs';
import { UsageError, USAGE, readArgs } from './args.mjs';
import { createTarGz, readDist } from './tar.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Prints to stdout or stderr, never the token (a server that echoes it back is masked too). */
function printer(secret) {
  const mask = (text) => (secret ? String(text).split(secret).join('***') : String(text));
  return {
    out: (text) => process.stdout.write(`${mask(text)}\n`),
    err: (text) => process.stderr.write(`${mask(text)}\n`),
  };
}

function readPackage(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** shared-domain's Node entry (its built dist): REMOTE_ROUTES, the names and the input rules. */
function loadSharedDomain() {
  try {
    return createRequire(path.join(root, 'package.json'))('shared-domain');
  } catch (error) {
    throw new ReleaseError(`shared-domain is not built (${error.code ?? error.message}): run "npm run build -w shared-domain" first`);
  }
}

/**
 * The workspace's own build (`npm run build` in it; shared-domain and shared-ui must have been
 * built, as for any remote build). The token is not passed on.
 */
function build(pkgName, dir, print) {
  print.out(`Building ${pkgName} (npm run build)…`);
  const env = { ...process.env };
  delete env.RELEASE_TOKEN;
  const result = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) throw new ReleaseError(`The build of ${pkgName} failed (exit code ${result.status ?? result.signal}); nothing was uploaded`);
}

function gitHead(dir) {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The remote's federation name from --remote or the workspace (`mf-bag` → `mf_bag`). */
function remoteName(shared, given, pkg) {
  const raw = given ?? pkg?.name;
  if (!raw) throw new UsageError('Run it in a remote\'s workspace (npm run release -w mf-bag …) or pass --remote mf_bag');
  const name = shared.isRemoteName(raw) ? raw : shared.remoteNameOf(raw);
  if (!name) {
    throw new UsageError(`${raw} is not a remote (one of ${shared.REMOTE_NAMES.join(', ')}): run it with -w <remote> or pass --remote`);
  }
  return name;
}

/** The release's version, commit and notes, checked by shared-domain's checkReleaseInput. */
function releaseFields(shared, opts, pkg, dir) {
  const input = { version: opts.version ?? pkg?.version, commit: opts.commit ?? gitHead(dir) ?? undefined, notes: opts.notes };
  const checked = shared.checkReleaseInput(input);
  if (!checked.ok) {
    const problems = Object.entries(checked.errors).map(([field, message]) => `--${field}: ${message}`);
    throw new UsageError(problems.join('\n'));
  }
  if (opts.previewMinutes !== undefined && opts.previewMinutes > shared.PREVIEW_MINUTES.max) {
    throw new UsageError(`--preview-minutes can be at most ${shared.PREVIEW_MINUTES.max}`);
  }
  return checked.value;
}

function kilobytes(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

/**
 * dist/ as a .tar.gz (all of it: the agency embed's `embed/` too), after checking it is a
 * build of `remote` (its embed included, which the server's check asks for too) and within
 * the server's limits.
 */
function pack(shared, remote, distDir, print) {
  if (!fs.existsSync(distDir) || !fs.statSync(distDir).isDirectory()) {
    throw new ReleaseError(`${distDir} is not a folder: build the remote first (or leave out --skip-build)`);
  }
  const files = readDist(distDir);
  for (const needed of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!files.some((f) => f.path === needed)) throw new ReleaseError(`${distDir} has no ${needed}: is it a remote's build?`);
  }
  const embed = shared.remoteEmbedFile(remote);
  if (embed && !files.some((f) => f.path === embed)) {
    throw new ReleaseError(`${distDir} has no ${embed}: ${remote}'s agency embed is built with it (npm run build), and a release without it fails its check`);
  }
  const limits = shared.RELEASE_ARCHIVE_LIMITS;
  const unpacked = files.reduce((sum, f) => sum + f.data.length, 0);
  if (files.length > limits.files) throw new ReleaseError(`dist/ holds ${files.length} files; a release may hold ${limits.files}`);
  if (unpacked > limits.unpackedBytes) throw new ReleaseError(`dist/ holds ${kilobytes(unpacked)}; a release may hold ${kilobytes(limits.unpackedBytes)}`);
  const archive = createTarGz(files);
  if (archive.length > limits.bytes) throw new ReleaseError(`The archive is ${kilobytes(archive.length)}; an upload may be ${kilobytes(limits.bytes)}`);
  print.out(`Packed ${path.relative(process.cwd(), distDir) || '.'}: ${files.length} files, ${kilobytes(unpacked)} (${kilobytes(archive.length)} as .tar.gz)`);
  return archive;
}

/** Prints a check part by part; answers whether it passed. */
function printCheck(check, print) {
  if (!check || !Array.isArray(check.parts)) {
    print.err('The server answered without a check result');
    return false;
  }
  print.out(`Check: ${check.ok ? 'passed' : 'FAILED'}`);
  const width = Math.max(...check.parts.map((p) => String(p.part).length), 4);
  for (const p of check.parts) print.out(`  ${p.ok ? 'ok  ' : 'FAIL'}  ${String(p.part).padEnd(width)}  ${p.message}`);
  return Boolean(check.ok) && check.parts.every((p) => p.ok);
}

/** The check in an answer: the release's (`{ release: { check } }`), or a top-level `check`. */
function checkOf(body) {
  return unwrap(body, 'release')?.check ?? (body && typeof body === 'object' ? body.check : null) ?? null;
}

async function upload(api, remote, fields, archive, to, print) {
  print.out(`Uploading ${remote} ${fields.version}${fields.commit ? ` (commit ${fields.commit.slice(0, 12)})` : ''} to ${to}…`);
  try {
    return (await api.upload(remote, fields, archive)).body;
  } catch (error) {
    if (!(error instanceof ReleaseError) || error.status === null) throw error;
    if (checkOf(error.body)) {
      printCheck(checkOf(error.body), print);
      throw new ReleaseError(`The upload was refused: ${error.message}`);
    }
    if (error.status === 409) {
      throw new ReleaseError(`${remote} ${fields.version} is already registered on ${to}: bump the version in package.json or pass --version. The server said: ${error.message}`);
    }
    throw new ReleaseError(`The upload was refused: ${error.message}`);
  }
}

async function release(opts, print) {
  const cwd = process.cwd();
  const pkg = readPackage(cwd);
  if (!opts.skipBuild) {
    if (!pkg?.name || !pkg.scripts?.build) throw new UsageError(`${cwd} is no workspace with a build script: run it with -w <remote>, or pass --skip-build`);
    build(pkg.name, cwd, print);
  }
  const shared = loadSharedDomain();
  const remote = remoteName(shared, opts.remote, pkg);
  const fields = releaseFields(shared, opts, pkg, cwd);
  const archive = pack(shared, remote, path.resolve(cwd, opts.dist ?? 'dist'), print);
  const api = releaseApi({ to: opts.to, token: opts.token, routes: shared.REMOTE_ROUTES, deployTokenPrefix: shared.DEPLOY_TOKEN_PREFIX });

  const uploaded = await upload(api, remote, fields, archive, opts.to, print);
  print.out(`Registered ${remote} ${fields.version}`);
  let check = checkOf(uploaded);
  if (!check) check = checkOf((await api.check(remote, fields.version)).body);
  if (!printCheck(check, print)) throw new ReleaseError(`${remote} ${fields.version} did not pass its check: buyers keep the live release`);

  const link = unwrap((await api.preview(remote, fields.version, opts.previewMinutes)).body, 'preview');
  if (!link || typeof link.url !== 'string') throw new ReleaseError('The server answered the preview without a link');
  const url = /^https?:\/\//.test(link.url) ? link.url : `${opts.to}${link.url.startsWith('/') ? '' : '/'}${link.url}`;
  print.out(`Preview link${link.expiresAt ? ` (until ${link.expiresAt})` : ''}: ${url}`);

  if (opts.live) {
    try {
      await api.live(remote, fields.version);
    } catch (error) {
      // A check that fails when the switch runs it again (409 release_check_failed) names its parts.
      if (error instanceof ReleaseError && checkOf(error.body)) printCheck(checkOf(error.body), print);
      throw error instanceof ReleaseError ? new ReleaseError(`The switch was refused: ${error.message}`) : error;
    }
    print.out(`Live: buyers now get ${remote} ${fields.version}`);
  } else {
    print.out(`Not live: switch with --live, or on the releases screen (roll back the same way)`);
  }
}

async function main() {
  let opts;
  try {
    opts = readArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    printer(process.env.RELEASE_TOKEN).err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (opts.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const print = printer(opts.token);
  try {
    await release(opts, print);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      print.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    print.err(error instanceof ReleaseError ? error.message : `Unexpected error: ${error?.stack ?? error}`);
    return 1;
  }
}

process.exitCode = await main();
