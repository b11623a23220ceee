import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { crc32, createZip, readZip, ZipError } from './zip';

const LIMITS = { files: 100, unpackedBytes: 1_000_000 };
const summary = (zip: Buffer) => readZip(zip, LIMITS).map((e) => [e.path, e.kind, e.content.toString()]);

/** The offset of the first central directory entry of a zip made by createZip. */
const centralAt = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);

describe('zip reader and writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789')).toString(16)).toBe('cbf43926');
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('reads back what it writes: deflated and stored files, folders, empty files, long and non-ASCII paths, in order', () => {
    const long = `${'deep/'.repeat(30)}chunk.js`;
    const entries = readZip(createZip([
      { path: 'server', kind: 'directory' },
      { path: 'server/remoteEntry.js', content: Buffer.from('ssr') },
      { path: 'stored.js', content: Buffer.from('as is'), stored: true },
      { path: 'empty.txt', content: Buffer.alloc(0) },
      { path: long, content: Buffer.alloc(1500, 7) },
      { path: 'naïve.js', content: Buffer.from('ü') },
    ]), LIMITS);
    expect(entries.map((e) => [e.path, e.kind, e.content.length])).toEqual([
      ['server/', 'directory', 0], ['server/remoteEntry.js', 'file', 3], ['stored.js', 'file', 5], ['empty.txt', 'file', 0], [long, 'file', 1500], ['naïve.js', 'file', 2],
    ]);
    expect(entries[4]!.content.equals(Buffer.alloc(1500, 7))).toBe(true);
    expect(entries[5]!.content.toString()).toBe('ü');
  });

  it('writes the same bytes for the same files', () => {
    const input = [{ path: 'a.js', content: Buffer.from('a') }];
    expect(createZip(input).equals(createZip(input))).toBe(true);
  });

  it('reads an archive made by the system zip (deflated, with a comment), symbolic links named as links', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-zip-'));
    try {
      fs.mkdirSync(path.join(dir, 'dist/server'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'dist/remoteEntry.js'), 'entry '.repeat(100));
      fs.writeFileSync(path.join(dir, 'dist/server/remoteEntry.js'), 'ssr');
      fs.symlinkSync('remoteEntry.js', path.join(dir, 'dist/link.js'));
      execFileSync('zip', ['-q', '-r', '-y', '-z', 'out.zip', 'dist'], { cwd: dir, input: 'a comment\n' });
      const entries = readZip(fs.readFileSync(path.join(dir, 'out.zip')), LIMITS);
      const byPath = Object.fromEntries(entries.map((e) => [e.path, e.kind]));
      expect(byPath).toEqual({ 'dist/': 'directory', 'dist/server/': 'directory', 'dist/remoteEntry.js': 'file', 'dist/server/remoteEntry.js': 'file', 'dist/link.js': 'symlink' });
      expect(entries.find((e) => e.path === 'dist/remoteEntry.js')?.content.toString()).toBe('entry '.repeat(100));

      execFileSync('zip', ['-q', '-P', 'secret', 'locked.zip', 'dist/server/remoteEntry.js'], { cwd: dir });
      expect(() => readZip(fs.readFileSync(path.join(dir, 'locked.zip')), LIMITS))
        .toThrow(new ZipError('The .zip holds an encrypted entry ("dist/server/remoteEntry.js"); pack it without a password'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a symbolic link and a special file (a FIFO) from the Unix mode', () => {
    const zip = createZip([{ path: 'evil.js', kind: 'symlink', content: Buffer.from('/etc/passwd') }, { path: 'fifo', content: Buffer.from('') }]);
    const second = zip.indexOf(Buffer.from('PK\x01\x02', 'latin1'), centralAt(zip) + 1);
    zip.writeUInt32LE(0o010644 * 0x10000, second + 38);
    expect(summary(zip)).toEqual([['evil.js', 'symlink', ''], ['fifo', 'other', '']]);
  });

  const patched = (edit: (zip: Buffer) => void) => {
    const zip = createZip([{ path: 'a.js', content: Buffer.from('hello hello hello') }]);
    edit(zip);
    return zip;
  };

  it.each([
    ['not a zip', Buffer.from('PK\x03\x04 plain text'), 'The archive is not a .zip file: it has no end of central directory'],
    ['an empty zip', createZip([]), 'The archive is an empty .zip'],
    ['an encrypted entry', createZip([{ path: 'a.js', content: Buffer.from('x'), encrypted: true }]), 'The .zip holds an encrypted entry ("a.js"); pack it without a password'],
    ['ZIP64 sizes', patched((z) => z.writeUInt32LE(0xffffffff, centralAt(z) + 24)), 'The .zip uses ZIP64 (over 65535 entries or 4 GB), which is not supported; pack the dist/ folder as a regular .zip or a .tar.gz'],
    ['ZIP64 entry count', patched((z) => z.writeUInt16LE(0xffff, z.length - 22 + 10)), 'The .zip uses ZIP64 (over 65535 entries or 4 GB), which is not supported; pack the dist/ folder as a regular .zip or a .tar.gz'],
    ['a split zip', patched((z) => z.writeUInt16LE(1, z.length - 22 + 4)), 'The .zip is split over several files; pack it as one archive'],
    ['an unknown method', patched((z) => z.writeUInt16LE(12, centralAt(z) + 10)), 'The .zip entry "a.js" uses compression method 12; only stored (0) and deflate (8) are supported'],
    ['a wrong CRC', patched((z) => z.writeUInt32LE(1234, centralAt(z) + 16)), 'The .zip entry "a.js" is damaged: its CRC-32 does not match'],
    ['broken deflate data', patched((z) => z.fill(0xff, 30 + 4, 30 + 8)), 'The .zip entry "a.js" cannot be inflated: its deflate data is broken'],
    ['a missing local header', patched((z) => z.writeUInt32LE(0, 0)), 'The .zip is broken: the local header of "a.js" is missing'],
    ['a central directory cut short', patched((z) => z.writeUInt32LE(z.length, z.length - 22 + 16)), 'The archive is cut short: its central directory is missing'],
  ])('refuses %s', (_what, zip, message) => {
    expect(() => readZip(zip, LIMITS)).toThrow(new ZipError(message));
  });

  it('stops at the limits: entries, stated unpacked bytes, and a zip bomb that states a small size while inflating', () => {
    const many = createZip(Array.from({ length: 6 }, (_, i) => ({ path: `f${i}.js`, content: Buffer.from('x') })));
    expect(() => readZip(many, { files: 5, unpackedBytes: 1000 })).toThrow(new ZipError('The archive holds more than 5 entries'));
    const big = createZip([{ path: 'a.js', content: Buffer.alloc(600) }, { path: 'b.js', content: Buffer.alloc(600) }]);
    expect(() => readZip(big, { files: 5, unpackedBytes: 1000 })).toThrow(new ZipError('The archive unpacks to more than 1000 bytes'));

    const bomb = createZip([{ path: 'bomb.js', stored: true, content: deflateRawSync(Buffer.alloc(50_000_000)) }]);
    expect(bomb.length).toBeLessThan(100_000);
    bomb.writeUInt16LE(8, centralAt(bomb) + 10); // deflated, stating its compressed size as its size
    const stated = bomb.readUInt32LE(centralAt(bomb) + 24);
    expect(() => readZip(bomb, { files: 5, unpackedBytes: 1000_000 })).toThrow(new ZipError(`The .zip entry "bomb.js" unpacks to more than the ${stated} bytes it states`));
  });
});
