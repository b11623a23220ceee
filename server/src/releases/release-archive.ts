/**
 * An uploaded release archive (a tar.gz or a .zip of a remote's dist/) → its files, or why it
 * is refused: unreadable, over RELEASE_ARCHIVE_LIMITS, a link or special file, a path that is
 * absolute or climbs out (`..`), a file twice, or no mf-manifest.json / remoteEntry.js at its
 * root. Both readers feed the same entry checks. A leading `dist/` folder is stripped, so both
 * `tar -C dist .` and `tar dist` (or `zip -r x.zip dist`) archives work.
 */
import { RELEASE_ARCHIVE_LIMITS } from 'shared-domain';
import { readTarGz, TarError, type TarEntryKind } from './tar';
import { readZip, ZipError } from './zip';

export type ReleaseFiles = Map<string, Buffer>;

/** The formats an upload may have; the Content-Type names one, or the first bytes tell. */
export type ArchiveFormat = 'tar.gz' | 'zip';

/** One entry of either format, as the entry checks see it. */
export type ArchiveEntry = { path: string; kind: TarEntryKind; content: Buffer };

export type ArchiveCheck = { ok: true; files: ReleaseFiles; bytes: number } | { ok: false; message: string };

/** The files a release must have at its root. */
export const REQUIRED_RELEASE_FILES = ['mf-manifest.json', 'remoteEntry.js'] as const;

const SEGMENT = /^[A-Za-z0-9._@+~()-]+$/;
const MAX_PATH = 300;

/** A path inside the archive made relative (`./a/b` → `a/b`, a folder's trailing `/` dropped), or why it cannot be one. */
function relativePath(raw: string): { ok: true; path: string } | { ok: false; message: string } {
  const shown = JSON.stringify(raw.slice(0, 120));
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw) || raw.includes('\\')) return { ok: false, message: `The archive holds an absolute path (${shown}); pack the files relative to dist/` };
  const segments = raw.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '').split('/');
  if (segments.includes('..')) return { ok: false, message: `The archive holds a path that climbs out of its folder (${shown})` };
  const path = segments.filter((s) => s !== '.').join('/');
  if (path === '') return { ok: true, path: '' };
  if (path.length > MAX_PATH) return { ok: false, message: `The archive holds a path longer than ${MAX_PATH} characters (${shown})` };
  if (!path.split('/').every((s) => SEGMENT.test(s))) return { ok: false, message: `The archive holds a path with characters a release file cannot have (${shown}); use letters, digits and . _ - @ + ~ ( )` };
  return { ok: true, path };
}

function filesOf(entries: readonly ArchiveEntry[]): ArchiveCheck {
  const files: ReleaseFiles = new Map();
  for (const entry of entries) {
    const relative = relativePath(entry.path);
    if (!relative.ok) return relative;
    if (entry.kind === 'symlink' || entry.kind === 'hardlink') return { ok: false, message: `The archive holds a link (${JSON.stringify(relative.path)}); a release holds files only` };
    if (entry.kind === 'other') return { ok: false, message: `The archive holds a special file (${JSON.stringify(relative.path)}); a release holds files only` };
    if (entry.kind === 'directory' || relative.path === '') continue;
    if (files.has(relative.path)) return { ok: false, message: `The archive holds ${JSON.stringify(relative.path)} twice` };
    files.set(relative.path, entry.content);
  }
  return { ok: true, files, bytes: [...files.values()].reduce((sum, b) => sum + b.length, 0) };
}

/** Without a leading `dist/` folder when every file is in it. */
function withoutDist(files: ReleaseFiles): ReleaseFiles {
  const paths = [...files.keys()];
  if (paths.length === 0 || !paths.every((p) => p.startsWith('dist/'))) return files;
  return new Map(paths.map((p) => [p.slice('dist/'.length), files.get(p)!]));
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const EMPTY_ZIP_MAGIC = Buffer.from('PK\x05\x06', 'latin1');

/** The format the first bytes show (gzip `1f 8b`, zip `PK 03 04`, or an empty zip's `PK 05 06`), or null. */
export function archiveFormatOf(archive: Buffer): ArchiveFormat | null {
  if (archive.subarray(0, 2).equals(GZIP_MAGIC)) return 'tar.gz';
  const head = archive.subarray(0, 4);
  if (head.equals(ZIP_MAGIC) || head.equals(EMPTY_ZIP_MAGIC)) return 'zip';
  return null;
}

const CONTENT_TYPE_OF: Record<ArchiveFormat, string> = { 'tar.gz': 'application/gzip', zip: 'application/zip' };

/** The entries of the archive in `format` (or the one its bytes show), or a message naming what is wrong. */
function entriesOf(archive: Buffer, declared: ArchiveFormat | undefined): { ok: true; entries: ArchiveEntry[] } | { ok: false; message: string } {
  const shown = archiveFormatOf(archive);
  const format = declared ?? shown;
  if (format === null) return { ok: false, message: 'Send the dist/ folder as a .tar.gz or .zip' };
  if (shown !== null && shown !== format) {
    return { ok: false, message: `The body is a .${shown} but was sent as ${CONTENT_TYPE_OF[format]}; send it with Content-Type ${CONTENT_TYPE_OF[shown]}` };
  }
  try {
    const limits = { files: RELEASE_ARCHIVE_LIMITS.files, unpackedBytes: RELEASE_ARCHIVE_LIMITS.unpackedBytes };
    return { ok: true, entries: format === 'zip' ? readZip(archive, limits) : readTarGz(archive, limits) };
  } catch (error) {
    if (error instanceof TarError || error instanceof ZipError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * The files of an uploaded archive, or a message naming what is wrong with it. `format` is the
 * one the Content-Type names; without it (application/octet-stream) the first bytes decide.
 */
export function unpackReleaseArchive(archive: Buffer, format?: ArchiveFormat): ArchiveCheck {
  if (archive.length === 0) return { ok: false, message: 'The archive is empty; send the tar.gz of the remote\'s dist/ as the body' };
  if (archive.length > RELEASE_ARCHIVE_LIMITS.bytes) return { ok: false, message: `The archive is larger than ${RELEASE_ARCHIVE_LIMITS.bytes} bytes` };
  const read = entriesOf(archive, format);
  if (!read.ok) return read;
  const checked = filesOf(read.entries);
  if (!checked.ok) return checked;
  const files = withoutDist(checked.files);
  const missing = REQUIRED_RELEASE_FILES.filter((f) => !files.has(f));
  if (missing.length > 0) return { ok: false, message: `The archive has no ${missing.join(' and no ')} at its root (or in dist/); pack the remote's built dist/ folder` };
  return { ok: true, files, bytes: checked.bytes };
}
