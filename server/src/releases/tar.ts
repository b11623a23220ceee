/**
 * A small tar.gz reader and writer (POSIX ustar, with pax and GNU long names) for release
 * archives: `npm run release` packs a remote's dist/ with createTarGz, the server unpacks the
 * upload with readTarGz. The reader never writes to disk; it answers every entry with its
 * kind, so the caller refuses links and other special files, and it stops at the given limits
 * (a gzip bomb is cut off while inflating).
 */
import { gunzipSync, gzipSync } from 'node:zlib';

const BLOCK = 512;

export type TarEntryKind = 'file' | 'directory' | 'symlink' | 'hardlink' | 'other';

export type TarEntry = { path: string; kind: TarEntryKind; content: Buffer };

/** What createTarGz writes: a file (the default), a folder, or — for tests of refusals — a link. */
export type TarInput = { path: string; content?: Buffer; kind?: 'file' | 'directory' | 'symlink' | 'hardlink'; linkTarget?: string };

export type TarLimits = { files: number; unpackedBytes: number };

/** An archive that cannot be read, or breaks a limit; the message says which. */
export class TarError extends Error {}

const FLAG_BY_KIND = { file: '0', directory: '5', symlink: '2', hardlink: '1' } as const;

function kindOf(flag: string): TarEntryKind {
  if (flag === '0' || flag === '\0' || flag === '7') return 'file';
  if (flag === '5') return 'directory';
  if (flag === '2') return 'symlink';
  if (flag === '1') return 'hardlink';
  return 'other';
}

/** A NUL-terminated text field. */
function text(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** An octal number field, or base-256 (GNU, first byte 0x80) for large sizes. */
function number(header: Buffer, start: number, length: number): number {
  const field = header.subarray(start, start + length);
  if ((field[0]! & 0x80) !== 0) {
    let value = field[0]! & 0x7f;
    for (let i = 1; i < field.length; i++) value = value * 256 + field[i]!;
    return value;
  }
  const digits = field.toString('latin1').replace(/\0.*$/s, '').trim();
  if (digits === '') return 0;
  if (!/^[0-7]+$/.test(digits)) throw new TarError('The archive is not a tar file: a header holds a bad number');
  return parseInt(digits, 8);
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum;
}

/** Pax records `<len> <key>=<value>\n`: the ones a reader needs (path, linkpath, size). */
function paxRecords(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space === -1) break;
    const length = Number(data.subarray(at, space).toString('latin1'));
    if (!Number.isInteger(length) || length <= 0 || at + length > data.length) throw new TarError('The archive is not a tar file: a pax header is broken');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq > 0) records[record.slice(0, eq)] = record.slice(eq + 1);
    at += length;
  }
  return records;
}

function gunzip(archive: Buffer, maxOutputLength: number): Buffer {
  try {
    return gunzipSync(archive, { maxOutputLength });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw new TarError(`The archive unpacks to more than ${maxOutputLength} bytes`);
    }
    throw new TarError('The archive is not gzip-compressed (send a .tar.gz)');
  }
}

/** The entries of a tar.gz, in order. Throws TarError for an archive that cannot be read or breaks `limits`. */
export function readTarGz(archive: Buffer, limits: TarLimits): TarEntry[] {
  // Headers take a block per entry (two with a long name); the body is at most unpackedBytes.
  const tar = gunzip(archive, limits.unpackedBytes + (limits.files * 3 + 4) * BLOCK);
  const entries: TarEntry[] = [];
  let unpacked = 0;
  let pending: Record<string, string> = {};
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    if (number(header, 148, 8) !== checksumOf(header)) throw new TarError('The archive is not a tar file: a header checksum is wrong');
    const flag = String.fromCharCode(header[156]!);
    const size = pending.size !== undefined ? Number(pending.size) : number(header, 124, 12);
    const start = at + BLOCK;
    if (!Number.isSafeInteger(size) || size < 0 || start + size > tar.length) throw new TarError('The archive is cut short: an entry is larger than what follows it');
    const content = tar.subarray(start, start + size);
    at = start + Math.ceil(size / BLOCK) * BLOCK;
    if (flag === 'x') {
      pending = { ...pending, ...paxRecords(content) };
      continue;
    }
    if (flag === 'g') continue;
    if (flag === 'L' || flag === 'K') {
      pending = { ...pending, [flag === 'L' ? 'path' : 'linkpath']: content.toString('utf8').replace(/\0+$/, '') };
      continue;
    }
    const prefix = text(header, 345, 155);
    const name = text(header, 0, 100);
    const path = pending.path ?? (prefix ? `${prefix}/${name}` : name);
    pending = {};
    const kind = kindOf(flag);
    if (kind === 'file') {
      unpacked += size;
      if (unpacked > limits.unpackedBytes) throw new TarError(`The archive unpacks to more than ${limits.unpackedBytes} bytes`);
    }
    if (entries.length >= limits.files) throw new TarError(`The archive holds more than ${limits.files} entries`);
    entries.push({ path, kind, content: kind === 'file' ? Buffer.from(content) : Buffer.alloc(0) });
  }
  if (entries.length === 0) throw new TarError('The archive is empty or not a tar file');
  return entries;
}

function writeText(header: Buffer, value: string, start: number, length: number): void {
  header.write(value, start, length, 'utf8');
}

function writeOctal(header: Buffer, value: number, start: number, length: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, start, length, 'latin1');
}

function headerBlock(name: string, prefix: string, size: number, flag: string, linkTarget = ''): Buffer {
  const header = Buffer.alloc(BLOCK);
  writeText(header, name, 0, 100);
  writeOctal(header, flag === '5' ? 0o755 : 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, 0, 136, 12);
  header[156] = flag.charCodeAt(0);
  writeText(header, linkTarget, 157, 100);
  header.write('ustar\0', 257, 6, 'latin1');
  header.write('00', 263, 2, 'latin1');
  writeText(header, prefix, 345, 155);
  header.write(`${checksumOf(header).toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A pax record `<len> path=<value>\n`, its length counting itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return `${length}${body}`;
}

/** The blocks of one entry: a pax header first when its path does not fit the ustar fields. */
function entryBlocks(entry: TarInput): Buffer[] {
  const kind = entry.kind ?? 'file';
  const content = kind === 'file' ? entry.content ?? Buffer.alloc(0) : Buffer.alloc(0);
  const flag = FLAG_BY_KIND[kind];
  const blocks: Buffer[] = [];
  let name = entry.path;
  if (Buffer.byteLength(name) > 100) {
    const pax = Buffer.from(paxRecord('path', entry.path), 'utf8');
    blocks.push(headerBlock('pax-header', '', pax.length, 'x'), pax, padding(pax.length));
    name = entry.path.slice(-100);
  }
  blocks.push(headerBlock(name, '', content.length, flag, entry.linkTarget), content, padding(content.length));
  return blocks;
}

/** A gzip-compressed tar of `files` (deterministic: no times, owners or modes of the machine). */
export function createTarGz(files: readonly TarInput[]): Buffer {
  return gzipSync(Buffer.concat([...files.flatMap(entryBlocks), Buffer.alloc(BLOCK * 2)]));
}
