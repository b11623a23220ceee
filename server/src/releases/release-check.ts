/**
 * The check a remote's release passes before it can go live (issue 20): its manifest loads
 * and passes shared-domain's checkReleaseManifest (right remote, the host's contract exposed,
 * singletons compatible), and the files a buyer's browser will fetch answer — remoteEntry.js
 * and the sync JS of every exposed module the host loads. It never throws: each part says
 * what failed (a status, a network error, a timeout).
 */
import { readFile } from 'node:fs/promises';
import {
  checkReleaseManifest,
  manifestExpose,
  parseReleaseManifest,
  releaseCheck,
  REMOTE_CONTRACTS,
  remoteEmbedFile,
  type ReleaseCheck,
  type ReleaseCheckPart,
  type ReleaseManifest,
  type RemoteName,
} from 'shared-domain';

export type ReleaseCheckOptions = {
  remote: RemoteName;
  /** Absolute http(s) URL of the release's mf-manifest.json. */
  manifestUrl: string;
  /** The host's shared packages (hostSharedVersions): package name → version. */
  hostShared: Readonly<Record<string, string>>;
  fetch?: typeof globalThis.fetch;
  /** Per request, body included. */
  timeoutMs?: number;
};

type Fetcher = { fetch: typeof globalThis.fetch; timeoutMs: number };

/** A fetched answer, or why there is none ("answered 404", "no answer within 5000 ms", "network error (ECONNREFUSED)"). */
type Answer = { ok: true; response: Response } | { ok: false; reason: string };

function isHttpUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

/** Fields of a thrown value; duck-typed, as fetch's errors may come from another realm (Jest's, undici's). */
function errorLike(value: unknown): ErrorLike {
  return typeof value === 'object' && value !== null ? (value as ErrorLike) : {};
}

function failureReason(error: unknown, timeoutMs: number): string {
  const e = errorLike(error);
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  const cause = errorLike(e.cause);
  return `network error (${String(cause.code ?? cause.message ?? e.message ?? error)})`;
}

async function get(url: string, { fetch, timeoutMs }: Fetcher): Promise<Answer> {
  if (!isHttpUrl(url)) return { ok: false, reason: 'not an absolute http(s) address' };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: '*/*' } });
    if (response.ok) return { ok: true, response };
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: `answered ${response.status}` };
  } catch (error) {
    return { ok: false, reason: failureReason(error, timeoutMs) };
  }
}

/** Whether `url` answers 2xx; the body is not downloaded. */
async function reachable(url: string, fetcher: Fetcher): Promise<Answer> {
  const answer = await get(url, fetcher);
  if (answer.ok) await answer.response.body?.cancel().catch(() => undefined);
  return answer;
}

type ManifestLoad = { ok: true; manifest: ReleaseManifest } | { ok: false; message: string };

async function loadManifest(url: string, fetcher: Fetcher): Promise<ManifestLoad> {
  if (!isHttpUrl(url)) return { ok: false, message: `The manifest URL must be an absolute http(s) address; got ${JSON.stringify(url)}` };
  const answer = await get(url, fetcher);
  if (!answer.ok) return { ok: false, message: `The manifest at ${url} did not load: ${answer.reason}` };
  let body: string;
  try {
    body = await answer.response.text();
  } catch (error) {
    return { ok: false, message: `The manifest at ${url} did not load: ${failureReason(error, fetcher.timeoutMs)}` };
  }
  const parsed = parseReleaseManifest(body);
  return parsed.ok ? parsed : { ok: false, message: `The manifest at ${url} cannot be read: ${parsed.message}` };
}

/** `remoteEntry.path` joined to its name, as the federation runtime does ('.', './x', '/x/' are folders). */
function remoteEntryFile({ path, name }: ReleaseManifest['metaData']['remoteEntry']): string {
  const folder = path.replace(/^\.(?:\/|$)/, '').replace(/^\/+/, '').replace(/\/+$/, '');
  return folder ? `${folder}/${name}` : name;
}

/**
 * Where a release file is: `publicPath: 'auto'` (or '') is the manifest's folder; any other
 * public path is prefixed as the runtime does, absolute as is, root-relative on the manifest's origin.
 */
export function releaseFileUrl(manifest: ReleaseManifest, manifestUrl: string, file: string): string {
  const { publicPath } = manifest.metaData;
  try {
    return new URL(publicPath === 'auto' || publicPath === '' ? file : `${publicPath}${file}`, manifestUrl).href;
  } catch {
    return `${publicPath}${file}`;
  }
}

async function remoteEntryPart(manifest: ReleaseManifest, manifestUrl: string, fetcher: Fetcher): Promise<ReleaseCheckPart> {
  const url = releaseFileUrl(manifest, manifestUrl, remoteEntryFile(manifest.metaData.remoteEntry));
  const answer = await reachable(url, fetcher);
  return answer.ok
    ? { part: 'remoteEntry', ok: true, message: `${manifest.metaData.remoteEntry.name} answers at ${url}` }
    : { part: 'remoteEntry', ok: false, message: `${manifest.metaData.remoteEntry.name} at ${url}: ${answer.reason}` };
}

/** What needs the agency embed script, in the assets part's list of files. */
const EMBED_USE = 'agency embed';

/**
 * The sync JS of each contract expose the manifest has, each file once, with the exposes that
 * need it; and the remote's agency embed script (beside the manifest, like every file of its dist/).
 */
function contractFiles(manifest: ReleaseManifest, remote: RemoteName, manifestUrl: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const add = (file: string, use: string) => {
    const url = releaseFileUrl(manifest, manifestUrl, file);
    files.set(url, [...(files.get(url) ?? []), use]);
  };
  for (const key of REMOTE_CONTRACTS[remote]) {
    for (const file of manifestExpose(manifest, key)?.assets.js.sync ?? []) add(file, key);
  }
  const embed = remoteEmbedFile(remote);
  if (embed && files.size > 0) add(embed, EMBED_USE);
  return files;
}

async function assetsPart(manifest: ReleaseManifest, remote: RemoteName, manifestUrl: string, fetcher: Fetcher): Promise<ReleaseCheckPart> {
  const files = [...contractFiles(manifest, remote, manifestUrl)];
  if (files.length === 0) return { part: 'assets', ok: false, message: 'No exposed module of the contract lists a file to load' };
  const answers = await Promise.all(files.map(async ([url, keys]) => ({ url, keys, answer: await reachable(url, fetcher) })));
  const failed = answers.flatMap(({ url, keys, answer }) => (answer.ok ? [] : [`${url} (${keys.join(', ')}): ${answer.reason}`]));
  const what = remoteEmbedFile(remote) ? 'files of the exposed modules and the agency embed' : 'files of the exposed modules';
  if (failed.length === 0) return { part: 'assets', ok: true, message: `All ${files.length} ${what} answer` };
  return { part: 'assets', ok: false, message: `${failed.length} of ${files.length} ${what} do not load: ${failed.join('; ')}` };
}

async function runCheck(options: ReleaseCheckOptions, fetcher: Fetcher): Promise<ReleaseCheck> {
  const loaded = await loadManifest(options.manifestUrl, fetcher);
  if (!loaded.ok) return releaseCheck([{ part: 'manifest', ok: false, message: loaded.message }]);
  const { manifest } = loaded;
  const declared = checkReleaseManifest(manifest, { remote: options.remote, hostShared: options.hostShared });
  const network = await Promise.all([
    remoteEntryPart(manifest, options.manifestUrl, fetcher),
    assetsPart(manifest, options.remote, options.manifestUrl, fetcher),
  ]);
  return releaseCheck([...declared.parts, ...network]);
}

/**
 * Checks a release at `manifestUrl` for `remote`. Parts, in order: 'manifest', 'exposes',
 * 'shared', 'remoteEntry', 'assets'; when the manifest does not load or parse, only a failed
 * 'manifest' part (nothing else can be checked). Never throws.
 */
export async function checkRelease(options: ReleaseCheckOptions): Promise<ReleaseCheck> {
  const fetcher: Fetcher = { fetch: options.fetch ?? globalThis.fetch, timeoutMs: options.timeoutMs ?? 5000 };
  try {
    return await runCheck(options, fetcher);
  } catch (error) {
    return releaseCheck([{ part: 'manifest', ok: false, message: `The check stopped: ${String(errorLike(error).message ?? error)}` }]);
  }
}

/**
 * The host's shared packages from its own mf-manifest.json (e.g. `<webRoot>/host-shell/dist/mf-manifest.json`):
 * share name → version, the form checkRelease takes. Null when the file does not exist;
 * a file that is not a manifest's shape is an error (the host build is broken).
 */
export async function hostSharedVersions(manifestPath: string): Promise<Record<string, string> | null> {
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let shared: unknown;
  try {
    shared = (JSON.parse(text) as { shared?: unknown }).shared;
  } catch (error) {
    throw new Error(`${manifestPath} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(shared)) throw new Error(`${manifestPath} has no "shared" list`);
  const versions: Record<string, string> = {};
  shared.forEach((entry: { name?: unknown; version?: unknown } | null, i) => {
    if (typeof entry?.name !== 'string' || typeof entry.version !== 'string') throw new Error(`${manifestPath}: shared[${i}] needs a name and a version`);
    versions[entry.name] = entry.version;
  });
  return versions;
}
