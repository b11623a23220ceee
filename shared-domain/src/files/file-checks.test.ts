import { deflateSync } from 'node:zlib';
import { checkImage, checkLogo, checkMediaKit, IMAGE_MAX_BYTES, imageInfo, isPdf, MEDIA_KIT_MAX_BYTES } from './file-checks';

/** CRC-32 of PNG chunks. */
function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A real, decodable PNG of `width` × `height` grey pixels. */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array()),
  ]);
}

// Well-known 1 × 1 files: a progressive JPEG, a GIF89a and a lossless WebP.
const JPEG_1x1 = Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64');
const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP_1x1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

const pdf = (body = '1 0 obj << /Type /Catalog >> endobj\n') => Buffer.from(`%PDF-1.7\n${body}trailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

describe('imageInfo', () => {
  it('reads the format and pixel size from the header of PNG, JPEG, GIF and WebP images', () => {
    expect(imageInfo(png(300, 125))).toEqual({ type: 'image/png', width: 300, height: 125 });
    expect(imageInfo(JPEG_1x1)).toEqual({ type: 'image/jpeg', width: 1, height: 1 });
    expect(imageInfo(GIF_1x1)).toEqual({ type: 'image/gif', width: 1, height: 1 });
    expect(imageInfo(WEBP_1x1)).toEqual({ type: 'image/webp', width: 1, height: 1 });
  });

  it('reads a JPEG frame header that comes after other segments, with the height before the width', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 8, 0x00, 0x7d, 0x01, 0x2c, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    expect(imageInfo(Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]))).toEqual({ type: 'image/jpeg', width: 300, height: 125 });
  });

  it('is null for anything else: text, a PDF, a truncated header, a zero size', () => {
    expect(imageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageInfo(pdf())).toBeNull();
    expect(imageInfo(png(300, 125).subarray(0, 20))).toBeNull();
    expect(imageInfo(png(0, 125))).toBeNull();
    expect(imageInfo(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(imageInfo(new Uint8Array())).toBeNull();
  });
});

describe('checkLogo', () => {
  it('takes a 300 × 125 image and says the size of any other', () => {
    expect(checkLogo(png(300, 125))).toEqual({ ok: true, value: { type: 'image/png', width: 300, height: 125 } });
    expect(checkLogo(png(250, 125))).toEqual({ ok: false, message: 'The logo must be 300 × 125 pixels; this image is 250 × 125.' });
  });

  it('judges the bytes, not the name: a PDF or text is not a logo whatever it is called', () => {
    expect(checkLogo(pdf())).toEqual({ ok: false, message: 'The logo must be a PNG, JPEG, GIF or WebP image.' });
    expect(checkLogo(Buffer.from('logo-300x125.png'))).toMatchObject({ ok: false });
  });
});

describe('checkImage', () => {
  it('takes a real image up to the size limit', () => {
    expect(checkImage(GIF_1x1)).toMatchObject({ ok: true, value: { type: 'image/gif' } });
    const huge = new Uint8Array(IMAGE_MAX_BYTES + 1);
    huge.set(png(10, 10));
    expect(checkImage(huge, 'The artwork')).toEqual({ ok: false, message: 'The artwork can be at most 5 MB.' });
  });
});

describe('checkMediaKit and isPdf', () => {
  it('takes a real PDF and refuses anything else, however it is named', () => {
    expect(isPdf(pdf())).toBe(true);
    expect(checkMediaKit(pdf())).toEqual({ ok: true, value: { bytes: pdf().length } });
    expect(checkMediaKit(Buffer.from('Not a PDF at all. %%EOF'))).toEqual({ ok: false, message: 'The media kit must be a PDF file.' });
    // A PDF signature without an end (a truncated upload) is not a PDF.
    expect(isPdf(Buffer.from('%PDF-1.7\n1 0 obj'))).toBe(false);
    expect(isPdf(png(3, 3))).toBe(false);
  });

  it('refuses a media kit over the size limit', () => {
    const big = Buffer.alloc(MEDIA_KIT_MAX_BYTES + 1, 0x20);
    pdf().copy(big, 0);
    Buffer.from('%%EOF').copy(big, big.length - 6);
    expect(checkMediaKit(big)).toEqual({ ok: false, message: 'The media kit can be at most 20 MB.' });
  });
});
