/**
 * What an uploaded file is, read from its own bytes (never its name or the type a client
 * claims): an image's format and pixel size from its header, a PDF by its signature. Pure:
 * the server checks a seller's logo, media kit and artworks with these (issue 19), and a page
 * can check a file before sending it.
 */
import { LOGO_HEIGHT, LOGO_WIDTH } from '../scoring/score-profile';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
export type ImageInfo = { type: ImageType; width: number; height: number };

/** The largest media kit accepted: 20 MiB. */
export const MEDIA_KIT_MAX_BYTES = 20 * 1024 * 1024;
/** The largest logo or artwork accepted: 5 MiB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const at = (b: Uint8Array, i: number, magic: readonly number[]) => b.length >= i + magic.length && magic.every((x, k) => b[i + k] === x);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const be16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const be32 = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);

/** PNG: the signature, then the IHDR chunk's width and height. */
function png(b: Uint8Array): ImageInfo | null {
  if (!at(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || !at(b, 12, ascii('IHDR')) || b.length < 24) return null;
  return { type: 'image/png', width: be32(b, 16), height: be32(b, 20) };
}

/** GIF87a / GIF89a: the logical screen's width and height. */
function gif(b: Uint8Array): ImageInfo | null {
  if (!(at(b, 0, ascii('GIF87a')) || at(b, 0, ascii('GIF89a'))) || b.length < 10) return null;
  return { type: 'image/gif', width: le16(b, 6), height: le16(b, 8) };
}

/** Start-of-frame markers (baseline, progressive, lossless…), not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: walk the segments to the first start-of-frame, which holds height then width. */
function jpeg(b: Uint8Array): ImageInfo | null {
  if (!at(b, 0, [0xff, 0xd8, 0xff])) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const length = be16(b, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return { type: 'image/jpeg', width: be16(b, i + 7), height: be16(b, i + 5) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    i += 2 + length;
  }
  return null;
}

/** WebP: RIFF…WEBP, then a lossy (VP8), lossless (VP8L) or extended (VP8X) header. */
function webp(b: Uint8Array): ImageInfo | null {
  if (!at(b, 0, ascii('RIFF')) || !at(b, 8, ascii('WEBP')) || b.length < 30) return null;
  if (at(b, 12, ascii('VP8 ')) && at(b, 23, [0x9d, 0x01, 0x2a])) {
    return { type: 'image/webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  }
  if (at(b, 12, ascii('VP8L')) && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (at(b, 12, ascii('VP8X'))) return { type: 'image/webp', width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return null;
}

/** The image's format and pixel size from its header, or null when the bytes are not a PNG, JPEG, GIF or WebP image. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const info = png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes);
  return info && info.width > 0 && info.height > 0 ? info : null;
}

/** True when the bytes are a PDF: the `%PDF-` signature at the start and an `%%EOF` marker in the last kilobyte. */
export function isPdf(bytes: Uint8Array): boolean {
  if (!at(bytes, 0, ascii('%PDF-'))) return false;
  const eof = ascii('%%EOF');
  for (let i = bytes.length - eof.length; i >= Math.max(0, bytes.length - 1024); i--) if (at(bytes, i, eof)) return true;
  return false;
}

/** A file's check: ok with what it is, or the message a seller is shown. */
export type FileCheck<T> = { ok: true; value: T } | { ok: false; message: string };

const tooBig = (what: string, max: number) => `${what} can be at most ${Math.round(max / (1024 * 1024))} MB.`;

/** An image a seller uploads (an artwork): a real PNG, JPEG, GIF or WebP image, at most IMAGE_MAX_BYTES. */
export function checkImage(bytes: Uint8Array, what = 'The image'): FileCheck<ImageInfo> {
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, message: tooBig(what, IMAGE_MAX_BYTES) };
  const info = imageInfo(bytes);
  return info ? { ok: true, value: info } : { ok: false, message: `${what} must be a PNG, JPEG, GIF or WebP image.` };
}

/** A profile's logo: an image of exactly 300 × 125 pixels (SPEC.md section 9), by its own header. */
export function checkLogo(bytes: Uint8Array): FileCheck<ImageInfo> {
  const image = checkImage(bytes, 'The logo');
  if (!image.ok) return image;
  const { width, height } = image.value;
  return width === LOGO_WIDTH && height === LOGO_HEIGHT
    ? image
    : { ok: false, message: `The logo must be ${LOGO_WIDTH} × ${LOGO_HEIGHT} pixels; this image is ${width} × ${height}.` };
}

/** A digital profile's media kit: a real PDF of at most MEDIA_KIT_MAX_BYTES. */
export function checkMediaKit(bytes: Uint8Array): FileCheck<{ bytes: number }> {
  if (bytes.length > MEDIA_KIT_MAX_BYTES) return { ok: false, message: tooBig('The media kit', MEDIA_KIT_MAX_BYTES) };
  return isPdf(bytes) ? { ok: true, value: { bytes: bytes.length } } : { ok: false, message: 'The media kit must be a PDF file.' };
}
