// A `dist/` folder as a .tar.gz (POSIX ustar, regular files only), for `npm run release`.
// Node built-ins only. Entries are sorted and carry a fixed time, so one build packs to the
// same bytes every time.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BLOCK = 512;
/** 2000-01-01: a fixed time keeps archives of the same files identical. */
const MTIME = 946684800;

/**
 * Files below `dir` as `{ path, data }` (paths relative, with `/`), sorted; hidden files and
 * folders (the build stamp `.mediamart-built`) are left out.
 */
export function readDist(dir) {
  const files = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push({ path: child, data: fs.readFileSync(path.join(dir, child)) });
    }
  };
  walk('');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** `name` and `prefix` of a ustar header (name ≤ 100 bytes, prefix ≤ 155, split at a `/`). */
function splitName(p) {
  if (Buffer.byteLength(p) <= 100) return { name: p, prefix: '' };
  for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) {
    const prefix = p.slice(0, i);
    const name = p.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { name, prefix };
  }
  throw new Error(`The path ${p} is too long for the archive`);
}

function octal(value, width) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(file) {
  const { name, prefix } = splitName(file.path);
  const h = Buffer.alloc(BLOCK, 0);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(file.data.length, 12), 124, 'ascii');
  h.write(octal(MTIME, 12), 136, 'ascii');
  h.fill(' ', 148, 156);
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** The files as an uncompressed tar. Paths must be relative, without `..`. */
export function createTar(files) {
  const parts = [];
  for (const file of files) {
    if (file.path.startsWith('/') || file.path.split('/').includes('..')) throw new Error(`The path ${file.path} is not inside dist/`);
    parts.push(header(file), file.data);
    const pad = (BLOCK - (file.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad, 0));
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  return Buffer.concat(parts);
}

/** The files as a .tar.gz. */
export function createTarGz(files) {
  return zlib.gzipSync(createTar(files), { level: 9 });
}
