// The arguments of `npm run release`: parsed and checked before anything is built or sent.
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run release -w <remote> -- --to <site> [options]
       (the token from --token or, better, the environment variable RELEASE_TOKEN)

Builds the remote, uploads its dist/ as a release, prints the server's check part by part
and a preview link, and with --live switches buyers to it.

  --to URL               the site, e.g. https://mediamart.example
  --token TOKEN          a deploy token of this remote (mmrt_…), or a staff member's session token
  --version X.Y.Z        the release version (default: the workspace's package.json version)
  --commit SHA           the commit it was built from (default: git rev-parse HEAD)
  --notes TEXT           release notes
  --live                 switch buyers to the release once its check passed
  --skip-build           upload dist/ as it is
  --preview-minutes N    how long the preview link works (default 1440, at most 10080)
  --dist DIR             the folder to upload (default: <workspace>/dist)
  --remote NAME          mf_bag or mf-bag (default: the workspace's name)
  --help                 this text

Exit codes: 0 released, 1 the check failed or the server refused, 2 bad arguments.`;

/** A problem with the arguments: printed with the usage, exit code 2. */
export class UsageError extends Error {}

const OPTIONS = {
  to: { type: 'string' },
  token: { type: 'string' },
  version: { type: 'string' },
  commit: { type: 'string' },
  notes: { type: 'string' },
  live: { type: 'boolean', default: false },
  'skip-build': { type: 'boolean', default: false },
  'preview-minutes': { type: 'string' },
  dist: { type: 'string' },
  remote: { type: 'string' },
  help: { type: 'boolean', default: false },
};

/** The site's origin (and path, if the site lives under one) without a trailing slash. */
function siteUrl(value) {
  if (!value) throw new UsageError('--to is missing: give the site, e.g. --to https://mediamart.example');
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--to ${value} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`--to must be an http(s) URL, not ${url.protocol}`);
  if (url.username || url.password) throw new UsageError('--to must not carry a user or password: give the token with --token or RELEASE_TOKEN');
  if (url.search || url.hash) throw new UsageError('--to must be the site alone, without ?query or #fragment');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Whole minutes, at least 1 (the most is the server's: PREVIEW_MINUTES.max, checked once shared-domain is loaded). */
function minutes(value) {
  if (value === undefined) return undefined;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1) throw new UsageError('--preview-minutes must be a whole number of minutes, at least 1');
  return Number(value);
}

/**
 * The options of `argv` (the arguments after the script), with the token from `env` when
 * --token is not given. Throws UsageError for anything wrong.
 */
export function readArgs(argv, env) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });
  } catch (error) {
    throw new UsageError(String(error.message ?? error));
  }
  const v = parsed.values;
  if (v.help) return { help: true };
  const to = siteUrl(v.to);
  const token = (v.token ?? env.RELEASE_TOKEN ?? '').trim();
  if (!token) throw new UsageError('No token: set RELEASE_TOKEN (or pass --token) to a deploy token of this remote');
  if (/\s/.test(token)) throw new UsageError('The token must not contain spaces');
  return {
    help: false,
    to,
    token,
    version: v.version,
    commit: v.commit,
    notes: v.notes,
    live: v.live,
    skipBuild: v['skip-build'],
    previewMinutes: minutes(v['preview-minutes']),
    dist: v.dist,
    remote: v.remote,
  };
}
