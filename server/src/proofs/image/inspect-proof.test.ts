/** Proof files on upload (issue 38): real types only, no active PDFs, EXIF read and checked, previews without metadata. */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { InputError } from '../../errors';
import { streetPhoto, withExif } from '../../../test/support/proof-photos.fixtures';
import { inspectProofFile, previewJpeg } from './inspect-proof';

const MB = 1024 * 1024;
const NOW = new Date('2026-12-05T06:00:00.000Z');
const TAKEN = new Date('2026-12-01T04:30:15.000Z'); // 10:00:15 IST

let photo: Buffer;
beforeAll(async () => {
  photo = await streetPhoto({ seed: 5, width: 800, height: 600 });
});

const inspect = (bytes: Buffer, name = 'board.jpg', kind: Parameters<typeof inspectProofFile>[2] = 'photo', maxBytes = 10 * MB) =>
  inspectProofFile(bytes, name, kind, maxBytes, NOW);

/** The message of the InputError a call is refused with. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  throw new Error('expected a refusal');
}

function pdf(catalogExtra = '', extraObjects = ''): Buffer {
  return Buffer.from([
    '%PDF-1.7',
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra} >> endobj`,
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    extraObjects,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'), 'latin1');
}

describe('EXIF', () => {
  it('reads the capture time with its offset, and the place', async () => {
    const bytes = await withExif(photo, { takenAt: TAKEN, offset: '+05:30', lat: 18.9398, lng: 72.8355 });
    const got = await inspect(bytes);
    expect(got).toMatchObject({ contentType: 'image/jpeg', isImage: true, capturedAt: TAKEN.toISOString() });
    expect(got.location?.lat).toBeCloseTo(18.9398, 6);
    expect(got.location?.lng).toBeCloseTo(72.8355, 6);
    expect(got.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(got.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes other offsets, and India’s when the camera wrote none', async () => {
    expect((await inspect(await withExif(photo, { takenAt: TAKEN, offset: '-03:00' }))).capturedAt).toBe(TAKEN.toISOString());
    expect((await inspect(await withExif(photo, { takenAt: TAKEN, offset: '+01:00' }))).capturedAt).toBe(TAKEN.toISOString());
    // No OffsetTimeOriginal: "2026:12:01 10:00:15" is read as IST.
    expect((await inspect(await withExif(photo, { takenAt: TAKEN, offset: null }))).capturedAt).toBe(TAKEN.toISOString());
    // The same clock reading with a +01:00 offset is 4½ hours later.
    const clockOnly = await withExif(photo, { raw: { IFD2: { DateTimeOriginal: '2026:12:01 10:00:15', OffsetTimeOriginal: '+01:00' } } });
    expect((await inspect(clockOnly)).capturedAt).toBe('2026-12-01T09:00:15.000Z');
  });

  it('reads southern and western coordinates as negative', async () => {
    const got = await inspect(await withExif(photo, { takenAt: TAKEN, lat: -22.9519, lng: -43.2105 }));
    expect(got.location?.lat).toBeCloseTo(-22.9519, 6);
    expect(got.location?.lng).toBeCloseTo(-43.2105, 6);
  });

  it('has none of it for a photo without EXIF, or with 0/0 for a place', async () => {
    expect(await inspect(photo)).toMatchObject({ capturedAt: null, location: null });
    expect((await inspect(await withExif(photo, { lat: 0, lng: 0 }))).location).toBeNull();
    const unknown = await withExif(photo, { raw: { IFD2: { DateTimeOriginal: '0000:00:00 00:00:00' } } });
    expect((await inspect(unknown)).capturedAt).toBeNull();
  });

  it('refuses impossible capture times', async () => {
    expect(await refusal(inspect(await withExif(photo, { takenAt: new Date('1985-06-01T00:00:00Z') }), 'old.jpg'))).toMatch(/^old\.jpg: its camera data \(EXIF\) says it was taken on 1 Jun 1985, which cannot be right/);
    expect(await refusal(inspect(await withExif(photo, { takenAt: new Date('2026-12-07T00:00:00Z') })))).toMatch(/taken on 7 Dec 2026/);
    expect(await refusal(inspect(await withExif(photo, { raw: { IFD2: { DateTimeOriginal: '2026:13:01 10:00:00' } } })))).toMatch(/an impossible capture date/);
    expect(await refusal(inspect(await withExif(photo, { raw: { IFD2: { DateTimeOriginal: '2026:02:30 10:00:00' } } })))).toMatch(/an impossible capture date/);
    expect(await refusal(inspect(await withExif(photo, { takenAt: TAKEN, offset: '+25:00' })))).toMatch(/time zone of "\+25:00"/);
  });

  it('takes a clock a little ahead (up to a day)', async () => {
    expect((await inspect(await withExif(photo, { takenAt: new Date('2026-12-05T20:00:00Z') }))).capturedAt).toBe('2026-12-05T20:00:00.000Z');
  });

  it('refuses impossible places', async () => {
    expect(await refusal(inspect(await withExif(photo, { raw: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '95/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 0/1 0/1' } } })))).toMatch(/latitude of 95°/);
    expect(await refusal(inspect(await withExif(photo, { raw: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '181/1 0/1 0/1' } } })))).toMatch(/longitude of 181°/);
    expect(await refusal(inspect(await withExif(photo, { raw: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 75/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 0/1 0/1' } } })))).toMatch(/latitude of 18° 75′/);
    expect(await refusal(inspect(await withExif(photo, { raw: { IFD3: { GPSLatitudeRef: 'Q', GPSLatitude: '18/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 0/1 0/1' } } })))).toMatch(/latitude reference of "Q"/);
    expect(await refusal(inspect(await withExif(photo, { raw: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/0 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 0/1 0/1' } } })))).toMatch(/unreadable latitude/);
  });
});

describe('file types', () => {
  it('refuses a PNG named .jpg, naming both', async () => {
    const png = await sharp(photo).png().toBuffer();
    expect(await refusal(inspect(png, 'board.jpg'))).toBe('board.jpg is a PNG image, not a JPEG image: its content does not match its .jpg extension');
    expect((await inspect(png, 'board.png')).contentType).toBe('image/png');
    const webp = await sharp(photo).webp().toBuffer();
    expect((await inspect(webp, 'board.webp')).contentType).toBe('image/webp');
  });

  it('refuses a file that does not suit the kind', async () => {
    expect(await refusal(inspect(photo, 'spot.jpg', 'air-check'))).toBe('An air-check must be an MP3, WAV or M4A recording or an MP4 video, not a .jpg file');
    expect(await refusal(inspect(pdf(), 'board.pdf', 'photo'))).toBe('A photo must be a JPEG, PNG or WebP image, not a .pdf file');
    expect(await refusal(inspect(photo, 'board', 'photo'))).toMatch(/not a file without an extension$/);
  });

  it('takes audio and video air-checks, and tells an M4A from an MP4 video', async () => {
    const mp3 = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000', 'latin1'), Buffer.alloc(64)]);
    expect(await inspect(mp3, 'spot.mp3', 'air-check')).toMatchObject({ contentType: 'audio/mpeg', isImage: false, phash: null, capturedAt: null });
    expect((await inspect(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]), 'spot.mp3', 'air-check')).contentType).toBe('audio/mpeg');
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(32)]);
    expect((await inspect(wav, 'spot.wav', 'air-check')).contentType).toBe('audio/wav');
    const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);
    expect((await inspect(ftyp('M4A '), 'spot.m4a', 'air-check')).contentType).toBe('audio/mp4');
    expect((await inspect(ftyp('isom'), 'spot.mp4', 'air-check')).contentType).toBe('video/mp4');
    expect(await refusal(inspect(ftyp('M4A '), 'spot.mp4', 'air-check'))).toBe('spot.mp4 is an M4A recording, not an MP4 video: its content does not match its .mp4 extension');
    expect(await refusal(inspect(ftyp('M4A '), 'spot.mp3', 'air-check'))).toMatch(/^spot\.mp3 is an M4A recording, not an MP3 recording/);
  });

  it('refuses HEIC photos with how to save them as JPEG', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(16)]);
    expect(await refusal(inspect(heic, 'IMG_0001.HEIC'))).toMatch(/save it as JPEG/);
    expect(await refusal(inspect(heic, 'IMG_0001.jpg'))).toMatch(/^IMG_0001\.jpg is a HEIC photo, not a JPEG image\. .*save it as JPEG/);
  });

  it('takes logs as CSV, text and PDF', async () => {
    expect((await inspect(Buffer.from('date,spot,time\n2026-12-01,Diwali 30s,08:14\n'), 'log.csv', 'log')).contentType).toBe('text/csv');
    expect((await inspect(Buffer.from('Telecast certificate\n'), 'log.txt', 'delivery-report')).contentType).toBe('text/plain');
    expect(await refusal(inspect(Buffer.from([0, 1, 2, 3]), 'log.txt', 'log'))).toBe('log.txt is not a real text file: its content does not match its .txt extension');
  });

  it('refuses empty files and files over the limit', async () => {
    expect(await refusal(inspect(Buffer.alloc(0)))).toBe('board.jpg is empty');
    expect(await refusal(inspect(photo, 'board.jpg', 'photo', 1000))).toMatch(/^board\.jpg is 0\.\d MB; proof files may be at most 0 MB$/);
    expect(await refusal(inspect(Buffer.concat([photo, Buffer.alloc(2 * MB)]), 'board.jpg', 'photo', 2 * MB))).toMatch(/is 2\.\d MB; proof files may be at most 2 MB$/);
  });

  it('refuses an image that cannot be decoded', async () => {
    expect(await refusal(inspect(photo.subarray(0, 2000)))).toBe('board.jpg could not be read as an image: it may be damaged or cut short');
    expect(await refusal(inspect(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])))).toMatch(/could not be read as an image/);
  });
});

describe('PDF', () => {
  it('takes a plain PDF as a tear sheet', async () => {
    expect(await inspect(pdf(), 'page.pdf', 'tear-sheet')).toMatchObject({ contentType: 'application/pdf', isImage: false, phash: null });
  });

  it('refuses a PDF with JavaScript or other active content', async () => {
    expect(await refusal(inspect(pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'page.pdf', 'tear-sheet'))).toMatch(/^page\.pdf contains scripts, automatic actions or embedded files \(\/OpenAction\)/);
    expect(await refusal(inspect(pdf('/Names << /J#61vaScript 4 0 R >>'), 'page.pdf', 'e-paper'))).toMatch(/\(\/JavaScript\)/);
    expect(await refusal(inspect(pdf('', '4 0 obj << /Type /Annot /AA << /O 5 0 R >> >> endobj'), 'page.pdf', 'log'))).toMatch(/\(\/AA\)/);
    expect(await refusal(inspect(pdf('/Names << /EmbeddedFiles 6 0 R >>'), 'page.pdf', 'log'))).toMatch(/\(\/EmbeddedFiles\)/);
    for (const name of ['Launch', 'RichMedia', 'XFA', 'EmbeddedFile']) {
      expect(await refusal(inspect(pdf(`/X << /S /${name} >>`), 'page.pdf', 'tear-sheet'))).toContain(`(/${name})`);
    }
  });

  it('reads names hidden in a compressed object stream', async () => {
    const packed = deflateSync(Buffer.from('7 0 << /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
    const objStm = Buffer.concat([
      Buffer.from(`8 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'),
      packed,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    const plain = pdf();
    const withStream = Buffer.concat([plain.subarray(0, plain.indexOf('trailer')), objStm, plain.subarray(plain.indexOf('trailer'))]);
    expect(withStream.includes('JavaScript')).toBe(false);
    expect(await refusal(inspect(withStream, 'page.pdf', 'tear-sheet'))).toMatch(/\(\/JavaScript\)/);
  });

  it('refuses what it cannot read: an encrypted PDF, an object stream that does not inflate', async () => {
    const encrypted = Buffer.from(pdf('', '9 0 obj << /Filter /Standard /V 2 /R 3 >> endobj').toString('latin1').replace('trailer <<', 'trailer << /Encrypt 9 0 R'), 'latin1');
    expect(await refusal(inspect(encrypted, 'page.pdf', 'tear-sheet'))).toMatch(/^page\.pdf is encrypted, so it cannot be checked for scripts/);
    const odd = Buffer.from('8 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 4 >>\nstream\n\x80\x0b\x60\x50\nendstream\nendobj\n', 'latin1');
    const plain = pdf();
    const packed = Buffer.concat([plain.subarray(0, plain.indexOf('trailer')), odd, plain.subarray(plain.indexOf('trailer'))]);
    expect(await refusal(inspect(packed, 'page.pdf', 'tear-sheet'))).toMatch(/^page\.pdf is packed in a way the marketplace cannot read/);
  });

  it('does not take names that only start like an active one', async () => {
    expect((await inspect(pdf('/AAPL 1 /JSON 2 /XFAMILY 3'), 'page.pdf', 'tear-sheet')).contentType).toBe('application/pdf');
  });
});

describe('previewJpeg', () => {
  it('is a JPEG at most 640 px with no metadata left', async () => {
    const big = await withExif(await streetPhoto({ seed: 6 }), { takenAt: TAKEN, lat: 18.9398, lng: 72.8355 });
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const preview = await previewJpeg(big);
    const meta = await sharp(preview).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('never enlarges, and turns a photo as its EXIF orientation says', async () => {
    const small = await streetPhoto({ seed: 6, width: 300, height: 200 });
    expect(await sharp(await previewJpeg(small)).metadata()).toMatchObject({ width: 300, height: 200 });
    const tagged = await sharp(small).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const turned = await sharp(await previewJpeg(tagged)).metadata();
    expect(turned).toMatchObject({ width: 200, height: 300 });
    expect(turned.orientation).toBeUndefined();
  });
});
