import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { RELEASE_ARCHIVE_LIMITS } from 'shared-domain';
import { unpackReleaseArchive } from './release-archive';
import { createTarGz, readTarGz, TarError } from './tar';

const LIMITS = { files: 100, unpackedBytes: 1_000_000 };
const files = (check: ReturnType<typeof unpackReleaseArchive>) => (check.ok ? Object.fromEntries([...check.files].map(([p, b]) => [p, b.toString()])) : check.message);

describe('tar.gz reader and writer', () => {
  it('reads back what it writes: files, folders, empty files, long and non-ASCII paths, in order', () => {
    const long = `${'deep/'.repeat(30)}chunk.js`;
    const entries = readTarGz(createTarGz([
      { path: 'server', kind: 'directory' },
      { path: 'server/remoteEntry.js', content: Buffer.from('ssr') },
      { path: 'empty.txt', content: Buffer.alloc(0) },
      { path: long, content: Buffer.alloc(1500, 7) },
      { path: 'naïve.js', content: Buffer.from('ü') },
    ]), LIMITS);
    expect(entries.map((e) => [e.path, e.kind, e.content.length])).toEqual([
      ['server', 'directory', 0], ['server/remoteEntry.js', 'file', 3], ['empty.txt', 'file', 0], [long, 'file', 1500], ['naïve.js', 'file', 2],
    ]);
    expect(entries[3]!.content.equals(Buffer.alloc(1500, 7))).toBe(true);
  });

  it('writes the same bytes for the same files (no times or owners of the machine)', () => {
    const input = [{ path: 'a.js', content: Buffer.from('a') }];
    expect(createTarGz(input).equals(createTarGz(input))).toBe(true);
  });

  it('reads an archive made by the system tar (GNU or bsdtar), links named as links', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-tar-'));
    try {
      fs.mkdirSync(path.join(dir, 'dist/server'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'dist/remoteEntry.js'), 'entry');
      fs.writeFileSync(path.join(dir, 'dist/server/remoteEntry.js'), 'ssr');
      fs.symlinkSync('remoteEntry.js', path.join(dir, 'dist/link.js'));
      const archive = execFileSync('tar', ['-czf', '-', '-C', dir, 'dist']);
      const entries = readTarGz(archive, LIMITS);
      const byPath = Object.fromEntries(entries.map((e) => [e.path.replace(/\/$/, ''), e.kind]));
      expect(byPath).toMatchObject({ dist: 'directory', 'dist/remoteEntry.js': 'file', 'dist/server/remoteEntry.js': 'file', 'dist/link.js': 'symlink' });
      expect(entries.find((e) => e.path === 'dist/server/remoteEntry.js')?.content.toString()).toBe('ssr');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['not gzip', Buffer.from('plain text'), 'The archive is not gzip-compressed (send a .tar.gz)'],
    ['gzip of no tar', gzipSync(Buffer.from('x'.repeat(600))), 'The archive is not a tar file: a header holds a bad number'],
    ['an empty tar', gzipSync(Buffer.alloc(1024)), 'The archive is empty or not a tar file'],
    ['a tar cut short', gzipSync(Buffer.from(gunzipTar([{ path: 'a.js', content: Buffer.alloc(2000) }]).subarray(0, 1024))), 'The archive is cut short: an entry is larger than what follows it'],
  ])('refuses %s', (_what, archive, message) => {
    expect(() => readTarGz(archive, LIMITS)).toThrow(new TarError(message));
  });

  it('stops at the limits: entries, unpacked bytes, and a gzip bomb while inflating', () => {
    const many = createTarGz(Array.from({ length: 6 }, (_, i) => ({ path: `f${i}.js`, content: Buffer.from('x') })));
    expect(() => readTarGz(many, { files: 5, unpackedBytes: 1000 })).toThrow('The archive holds more than 5 entries');
    const big = createTarGz([{ path: 'a.js', content: Buffer.alloc(600) }, { path: 'b.js', content: Buffer.alloc(600) }]);
    expect(() => readTarGz(big, { files: 5, unpackedBytes: 1000 })).toThrow('The archive unpacks to more than 1000 bytes');
    const bomb = gzipSync(Buffer.alloc(50_000_000));
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => readTarGz(bomb, { files: 5, unpackedBytes: 1000 })).toThrow(/^The archive unpacks to more than \d+ bytes$/);
  });
});

function gunzipTar(input: Parameters<typeof createTarGz>[0]): Buffer {
  return gunzipSync(createTarGz(input));
}

describe('unpackReleaseArchive', () => {
  const ok = [{ path: 'mf-manifest.json', content: Buffer.from('{}') }, { path: 'remoteEntry.js', content: Buffer.from('e') }];

  it('answers the files of dist/, whether packed from inside it or with its folder, ./ and folders dropped', () => {
    expect(files(unpackReleaseArchive(createTarGz(ok)))).toEqual({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'e' });
    const withFolder = createTarGz([{ path: 'dist/', kind: 'directory' }, ...ok.map((f) => ({ ...f, path: `./dist/${f.path}` })), { path: 'dist/server/remoteEntry.js', content: Buffer.from('s') }]);
    expect(files(unpackReleaseArchive(withFolder))).toEqual({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'e', 'server/remoteEntry.js': 's' });
  });

  it.each([
    ['a path that climbs out', [...ok, { path: 'assets/../../etc/passwd', content: Buffer.from('x') }], 'The archive holds a path that climbs out of its folder ("assets/../../etc/passwd")'],
    ['an absolute path', [...ok, { path: '/etc/passwd', content: Buffer.from('x') }], 'The archive holds an absolute path ("/etc/passwd"); pack the files relative to dist/'],
    ['a symbolic link', [...ok, { path: 'evil.js', kind: 'symlink' as const, linkTarget: '/etc/passwd' }], 'The archive holds a link ("evil.js"); a release holds files only'],
    ['a hard link', [...ok, { path: 'evil.js', kind: 'hardlink' as const, linkTarget: 'remoteEntry.js' }], 'The archive holds a link ("evil.js"); a release holds files only'],
    ['a file twice', [...ok, ok[0]!], 'The archive holds "mf-manifest.json" twice'],
    ['no remoteEntry.js', [ok[0]!], "The archive has no remoteEntry.js at its root (or in dist/); pack the remote's built dist/ folder"],
    ['a name with a space', [...ok, { path: 'a b.js', content: Buffer.from('x') }], 'The archive holds a path with characters a release file cannot have ("a b.js"); use letters, digits and . _ - @ + ~ ( )'],
  ])('refuses %s', (_what, entries, message) => {
    expect(unpackReleaseArchive(createTarGz(entries))).toEqual({ ok: false, message });
  });

  it('refuses an empty body and more files than RELEASE_ARCHIVE_LIMITS', () => {
    expect(unpackReleaseArchive(Buffer.alloc(0))).toEqual({ ok: false, message: "The archive is empty; send the tar.gz of the remote's dist/ as the body" });
    const tooMany = createTarGz([...ok, ...Array.from({ length: RELEASE_ARCHIVE_LIMITS.files }, (_, i) => ({ path: `c${i}.js`, content: Buffer.from('x') }))]);
    expect(unpackReleaseArchive(tooMany)).toEqual({ ok: false, message: `The archive holds more than ${RELEASE_ARCHIVE_LIMITS.files} entries` });
  });
});
