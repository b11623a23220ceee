/**
 * A tiny ZIP writer for the ad creative maker's "download all": stored entries only (PNG is
 * already compressed, so deflating again gains next to nothing), CRC-32 computed here, no
 * dependency. Writes the PKWARE APPNOTE layout: a local header and the data per file, then the
 * central directory and its end record. No ZIP64: the creatives of one page stay far below 4 GB.
 */

export type ZipEntry = { name: string; data: Uint8Array };

let table: Uint32Array | undefined;

/** CRC-32 (IEEE 802.3, the polynomial ZIP uses) of `data`. */
export function crc32(data: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = table[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time fields of `date` (local time, 2-second steps; 1980 at the earliest). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

const UTF8_FLAG = 0x0800;

/** A ZIP archive of `entries`, stored without compression; names are UTF-8 and must be unique. */
export function zipStore(entries: readonly ZipEntry[], modified: Date = new Date(1980, 0, 1)): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const when = dosDateTime(modified);
  const names = entries.map((e) => encoder.encode(e.name));
  if (new Set(entries.map((e) => e.name)).size !== entries.length) throw new Error('ZIP entry names must be unique');
  const localSize = entries.reduce((sum, e, i) => sum + 30 + names[i].length + e.data.length, 0);
  const centralSize = names.reduce((sum, n) => sum + 46 + n.length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (v: number) => { view.setUint16(at, v, true); at += 2; };
  const u32 = (v: number) => { view.setUint32(at, v >>> 0, true); at += 4; };
  const bytes = (b: Uint8Array) => { out.set(b, at); at += b.length; };

  const offsets: number[] = [];
  const crcs = entries.map((e) => crc32(e.data));
  entries.forEach((entry, i) => {
    offsets.push(at);
    u32(0x04034b50); // local file header
    u16(10); // version needed: 1.0 (stored)
    u16(UTF8_FLAG);
    u16(0); // method: stored
    u16(when.time);
    u16(when.date);
    u32(crcs[i]);
    u32(entry.data.length); // compressed size
    u32(entry.data.length); // uncompressed size
    u16(names[i].length);
    u16(0); // extra field length
    bytes(names[i]);
    bytes(entry.data);
  });
  const centralStart = at;
  entries.forEach((entry, i) => {
    u32(0x02014b50); // central directory header
    u16(20); // made by: 2.0
    u16(10);
    u16(UTF8_FLAG);
    u16(0);
    u16(when.time);
    u16(when.date);
    u32(crcs[i]);
    u32(entry.data.length);
    u32(entry.data.length);
    u16(names[i].length);
    u16(0); // extra
    u16(0); // comment
    u16(0); // disk number start
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offsets[i]);
    bytes(names[i]);
  });
  const centralLength = at - centralStart;
  u32(0x06054b50); // end of central directory
  u16(0);
  u16(0);
  u16(entries.length);
  u16(entries.length);
  u32(centralLength);
  u32(centralStart);
  u16(0); // comment length
  return out;
}
