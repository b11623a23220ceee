/**
 * What an uploaded proof file is (issue 38): its real type (checked against its name and kind),
 * and for photos the capture time and place from EXIF and a perceptual hash. Anything wrong is
 * refused with an InputError that says what, and nothing is stored.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHASH_SIZE, perceptualHash, type LatLng, type ProofKind } from 'shared-domain';
import { InputError } from '../../errors';
import { captureFacts } from './capture-facts';
import { pdfActiveContent } from './pdf-check';
import { proofFileType } from './proof-file-type';

export type InspectedProof = {
  contentType: string;
  isImage: boolean;
  capturedAt: string | null;
  location: LatLng | null;
  phash: string | null;
  sha256: string;
};

/**
 * The largest image decoded, in pixels (a 200-megapixel phone photo fits; a decompression bomb
 * of 1,00,000 × 1,00,000 does not).
 */
export const MAX_IMAGE_PIXELS = 200_000_000;
/** The longest side of a preview, in pixels. */
export const PREVIEW_SIZE = 640;

const sharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('en-IN', { maximumFractionDigits: 1 })} MB`;

/**
 * The pHash of an image: EXIF orientation applied (a photo turned by its camera hashes as it is
 * seen), transparency flattened on white, greyscale, squeezed to 32×32 (aspect ignored).
 */
export async function imagePhash(bytes: Buffer): Promise<string> {
  const { data, info } = await sharp(bytes, sharpOptions)
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(PHASH_SIZE, PHASH_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return perceptualHash(data, PHASH_SIZE);
  const grey = new Uint8Array(PHASH_SIZE * PHASH_SIZE);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels];
  return perceptualHash(grey, PHASH_SIZE);
}

async function inspectImage(bytes: Buffer, name: string, contentType: string, now: Date): Promise<Pick<InspectedProof, 'capturedAt' | 'location' | 'phash'>> {
  let exif: Buffer | undefined;
  let phash: string;
  try {
    const meta = await sharp(bytes, sharpOptions).metadata();
    if (`image/${meta.format}` !== contentType) throw new Error(`decoded as ${meta.format}`);
    exif = meta.exif;
    phash = await imagePhash(bytes);
  } catch (err) {
    const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
    throw new InputError(tooBig
      ? `${name} has more than ${(MAX_IMAGE_PIXELS / 1_000_000).toLocaleString('en-IN')} megapixels; upload a smaller image`
      : `${name} could not be read as an image: it may be damaged or cut short`);
  }
  return { ...captureFacts(exif, now, name), phash };
}

/**
 * Checks a proof file and reads its facts. Refused (InputError, 400): empty; over `maxBytes`;
 * an extension that does not suit `kind` or content that does not match the extension; a PDF
 * with scripts, actions or embedded files; an image that cannot be decoded; EXIF with an
 * impossible date (before 1990, after now + 1 day, not a calendar date) or place.
 */
export async function inspectProofFile(bytes: Buffer, name: string, kind: ProofKind, maxBytes: number, now: Date): Promise<InspectedProof> {
  if (bytes.length === 0) throw new InputError(`${name || 'The file'} is empty`);
  if (bytes.length > maxBytes) throw new InputError(`${name} is ${megabytes(bytes.length)}; proof files may be at most ${megabytes(maxBytes)}`);
  const { type, isImage } = proofFileType(name, bytes, kind);
  if (type === 'application/pdf') {
    const active = pdfActiveContent(bytes);
    if (active === 'Encrypt' || active === 'ObjStm') {
      throw new InputError(`${name} is ${active === 'Encrypt' ? 'encrypted' : 'packed in a way the marketplace cannot read'}, so it cannot be checked for scripts: save the page again as a plain PDF ("Print" › "Save as PDF") or upload an image of it`);
    }
    if (active) {
      throw new InputError(`${name} contains scripts, automatic actions or embedded files (/${active}), which proof PDFs may not: save the page again as a plain PDF ("Print" › "Save as PDF") or upload an image of it`);
    }
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (!isImage) return { contentType: type, isImage, capturedAt: null, location: null, phash: null, sha256 };
  return { contentType: type, isImage, ...(await inspectImage(bytes, name, type, now)), sha256 };
}

/**
 * A preview to show in the gallery and the queue: EXIF orientation applied, at most 640 px on
 * its longer side (never enlarged), JPEG without metadata (sharp writes none unless asked: the
 * photo's place and camera do not leak to buyers through it).
 */
export async function previewJpeg(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, sharpOptions)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
