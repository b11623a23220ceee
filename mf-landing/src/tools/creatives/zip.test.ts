import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { crc32, zipStore } from './zip';

type Central = { name: string; crc: number; compressed: number; size: number; method: number; offset: number };

/** Reads an archive the way an unzipper does: the end record, then the central directory, then each local header. */
function readZip(zip: Uint8Array): { entries: Central[]; data: Map<string, Uint8Array> } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  const centralSize = view.getUint32(end + 12, true);
  const centralStart = view.getUint32(end + 16, true);
  expect(centralStart + centralSize).toBe(end);
  const decoder = new TextDecoder();
  const entries: Central[] = [];
  const data = new Map<string, Uint8Array>();
  let at = centralStart;
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const entry = {
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
      name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)),
    };
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    // The local header agrees with the central one.
    expect(view.getUint32(entry.offset, true)).toBe(0x04034b50);
    expect(view.getUint32(entry.offset + 14, true)).toBe(entry.crc);
    expect(view.getUint32(entry.offset + 18, true)).toBe(entry.compressed);
    const localName = view.getUint16(entry.offset + 26, true);
    const start = entry.offset + 30 + localName + view.getUint16(entry.offset + 28, true);
    data.set(entry.name, zip.subarray(start, start + entry.compressed));
    entries.push(entry);
  }
  expect(at).toBe(end);
  return { entries, data };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('crc32', () => {
  it('matches the standard check value and Node’s zlib', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    const random = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919 + 13) % 256);
    expect(crc32(random)).toBe(zlibCrc32(random));
  });
});

describe('zipStore', () => {
  const files = [
    { name: 'chai-point-300x250.png', data: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) },
    { name: 'chai-point-728x90.png', data: bytes('x'.repeat(1000)) },
    { name: 'café-1x1.png', data: new Uint8Array() },
  ];

  it('writes stored entries whose central directory gives back each file, its size and CRC', () => {
    const { entries, data } = readZip(zipStore(files));
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    for (const [i, entry] of entries.entries()) {
      expect(entry.method).toBe(0);
      expect(entry.size).toBe(files[i].data.length);
      expect(entry.compressed).toBe(files[i].data.length);
      expect(entry.crc).toBe(zlibCrc32(files[i].data));
      expect(data.get(entry.name)).toEqual(files[i].data);
    }
  });

  it('is read by the system’s unzip when there is one', () => {
    let unzip: string;
    try {
      unzip = execFileSync('sh', ['-c', 'command -v unzip'], { encoding: 'utf8' }).trim();
    } catch {
      unzip = '';
    }
    const zip = zipStore(files.slice(0, 2));
    if (!unzip) {
      // No unzip here: the structural read above is the check.
      expect(readZip(zip).entries).toHaveLength(2);
      return;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'all.zip'), zip);
      const listing = execFileSync(unzip, ['-t', path.join(dir, 'all.zip')], { encoding: 'utf8' });
      expect(listing).toMatch(/No errors detected/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses two entries of one name', () => {
    expect(() => zipStore([files[0], files[0]])).toThrow('unique');
  });
});
