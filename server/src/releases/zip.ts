/**
 * A small .zip reader (and a writer for tests) for release archives. The reader follows the
 * central directory, inflates method 0 (stored) and 8 (deflate) in memory with a cap on the
 * output (a zip bomb is cut off while inflating), checks each entry's CRC-32 and answers every
 * entry with its kind (symbolic links and special files from the Unix mode in the external
 * attributes), so the caller refuses them. It refuses encrypted entries, ZIP64 and split
 * archives with a message saying so, and stops at the given limits.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

export type ZipEntryKind = 'file' | 'directory' | 'symlink' | 'other';

export type ZipEntry = { path: string; kind: ZipEntryKind; content: Buffer };

export type ZipLimits = { files: number; unpackedBytes: number };

/** An archive that cannot be read, or breaks a limit; the message says which. */
export class ZipError extends Error {}

const EOCD = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL = 0x04034b50;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const UNIX = 3;
const S_IFMT = 0o170000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const ZIP64_MESSAGE = 'The .zip uses ZIP64 (over 65535 entries or 4 GB), which is not supported; pack the dist/ folder as a regular .zip or a .tar.gz';

/** Where the end of central directory record starts (the last one whose comment reaches the end). */
function findEnd(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = zip.length - EOCD_SIZE; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === EOCD && at + EOCD_SIZE + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  throw new ZipError('The archive is not a .zip file: it has no end of central directory');
}

function kindOf(versionMadeBy: number, externalAttributes: number, name: string): ZipEntryKind {
  if ((versionMadeBy >> 8) === UNIX) {
    const type = (externalAttributes >>> 16) & S_IFMT;
    if (type === 0o120000) return 'symlink';
    if (type === 0o040000) return 'directory';
    if (type !== 0 && type !== 0o100000) return 'other';
  }
  return name.endsWith('/') || (externalAttributes & 0x10) !== 0 ? 'directory' : 'file';
}

type Central = { name: string; kind: ZipEntryKind; method: number; crc: number; compressed: number; size: number; localOffset: number };

function centralEntry(zip: Buffer, at: number): { entry: Central; next: number } {
  if (at + CENTRAL_SIZE > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipError('The archive is not a .zip file: its central directory is broken');
  const flags = zip.readUInt16LE(at + 8);
  const method = zip.readUInt16LE(at + 10);
  const nameLength = zip.readUInt16LE(at + 28);
  const next = at + CENTRAL_SIZE + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  if (next > zip.length) throw new ZipError('The archive is cut short: its central directory is broken');
  const rawName = zip.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
  const name = rawName.toString((flags & 0x800) !== 0 ? 'utf8' : 'latin1');
  const shown = JSON.stringify(name.slice(0, 120));
  if ((flags & 0x1) !== 0 || method === 99) throw new ZipError(`The .zip holds an encrypted entry (${shown}); pack it without a password`);
  const compressed = zip.readUInt32LE(at + 20);
  const size = zip.readUInt32LE(at + 24);
  const localOffset = zip.readUInt32LE(at + 42);
  if (compressed === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) throw new ZipError(ZIP64_MESSAGE);
  const entry = { name, kind: kindOf(zip.readUInt16LE(at + 4), zip.readUInt32LE(at + 38), name), method, crc: zip.readUInt32LE(at + 16), compressed, size, localOffset };
  return { entry, next };
}

/** The compressed bytes of an entry, found through its local header. */
function dataOf(zip: Buffer, entry: Central): Buffer {
  const at = entry.localOffset;
  if (at + LOCAL_SIZE > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ZipError(`The .zip is broken: the local header of ${JSON.stringify(entry.name)} is missing`);
  const start = at + LOCAL_SIZE + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressed > zip.length) throw new ZipError(`The archive is cut short: ${JSON.stringify(entry.name)} is larger than what follows it`);
  return zip.subarray(start, start + entry.compressed);
}

function contentOf(zip: Buffer, entry: Central): Buffer {
  const shown = JSON.stringify(entry.name.slice(0, 120));
  const data = dataOf(zip, entry);
  let content: Buffer;
  if (entry.method === 0) {
    content = data;
  } else if (entry.method === 8) {
    try {
      // At most the size the directory states (plus one byte, so that a lie shows).
      content = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
        throw new ZipError(`The .zip entry ${shown} unpacks to more than the ${entry.size} bytes it states`);
      }
      throw new ZipError(`The .zip entry ${shown} cannot be inflated: its deflate data is broken`);
    }
  } else {
    throw new ZipError(`The .zip entry ${shown} uses compression method ${entry.method}; only stored (0) and deflate (8) are supported`);
  }
  if (content.length !== entry.size) throw new ZipError(`The .zip entry ${shown} unpacks to ${content.length} bytes, not the ${entry.size} it states`);
  if (crc32(content) !== entry.crc) throw new ZipError(`The .zip entry ${shown} is damaged: its CRC-32 does not match`);
  return Buffer.from(content);
}

/** The entries of a .zip, in central directory order. Throws ZipError for an archive that cannot be read or breaks `limits`. */
export function readZip(zip: Buffer, limits: ZipLimits): ZipEntry[] {
  const end = findEnd(zip);
  if (end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR) throw new ZipError(ZIP64_MESSAGE);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0) throw new ZipError('The .zip is split over several files; pack it as one archive');
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) throw new ZipError(ZIP64_MESSAGE);
  if (count > limits.files) throw new ZipError(`The archive holds more than ${limits.files} entries`);
  if (directoryOffset + directorySize > end) throw new ZipError('The archive is cut short: its central directory is missing');
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    const { entry, next } = centralEntry(zip, at);
    at = next;
    if (entry.kind !== 'file') {
      entries.push({ path: entry.name, kind: entry.kind, content: Buffer.alloc(0) });
      continue;
    }
    unpacked += entry.size;
    if (unpacked > limits.unpackedBytes) throw new ZipError(`The archive unpacks to more than ${limits.unpackedBytes} bytes`);
    entries.push({ path: entry.name, kind: 'file', content: contentOf(zip, entry) });
  }
  if (entries.length === 0) throw new ZipError('The archive is an empty .zip');
  return entries;
}

/** What createZip writes: a file (deflated unless `stored`), a folder, or — for tests of refusals — a symlink or an encrypted-flagged entry. */
export type ZipInput = { path: string; content?: Buffer; kind?: 'file' | 'directory' | 'symlink'; stored?: boolean; encrypted?: boolean };

const MODE = { file: 0o100644, directory: 0o040755, symlink: 0o120777 } as const;

/** A .zip of `files` (deterministic: a fixed time, Unix modes, UTF-8 names). */
export function createZip(files: readonly ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const kind = file.kind ?? 'file';
    const name = Buffer.from(kind === 'directory' && !file.path.endsWith('/') ? `${file.path}/` : file.path, 'utf8');
    const content = file.content ?? Buffer.alloc(0);
    const method = kind === 'file' && !file.stored ? 8 : 0;
    const data = method === 8 ? deflateRawSync(content) : content;
    const flags = 0x800 | (file.encrypted ? 0x1 : 0);
    const local = Buffer.alloc(LOCAL_SIZE);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(CENTRAL_SIZE);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE((UNIX << 8) | 20, 4);
    local.copy(central, 6, 4, 30); // version needed … name length
    central.writeUInt32LE(MODE[kind] * 0x10000, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += LOCAL_SIZE + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(EOCD_SIZE);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
