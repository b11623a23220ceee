/** Which kinds of proof suit which media, and which files each kind takes. */
import { PROOF_KINDS, type ProofKind } from './types';

/** Categories whose options stand at a place (coordinates): their photos are checked against it. */
export const PLACED_CATEGORIES: readonly string[] = ['outdoor', 'airport', 'cinema'];

/** Whether options of `category` stand at a place. */
export function isPlacedCategory(category: string): boolean {
  return PLACED_CATEGORIES.includes(category);
}

/** How each kind reads in the studio and the gallery. */
export const PROOF_KIND_LABELS: Readonly<Record<ProofKind, string>> = {
  photo: 'Photo',
  'tear-sheet': 'Tear sheet',
  'e-paper': 'E-paper page',
  'air-check': 'Air-check',
  log: 'Log',
  screenshot: 'Screenshot',
  'delivery-report': 'Delivery report',
};

/**
 * The kinds that suit a category, the usual one first:
 * - sites (outdoor, airport, cinema, non-traditional, sports): a photo; cinemas also send the
 *   screening log of the chain, sports and non-traditional activations a delivery report;
 * - print (newspaper, magazine): the tear sheet, or the e-paper page; a photo of the page;
 * - radio and television: the air-check recording, or the station's log (telecast certificate);
 * - digital and influencers: a screenshot, or the platform's delivery report.
 * An unknown category takes every kind, photo first.
 */
const KINDS_BY_CATEGORY: Readonly<Record<string, readonly ProofKind[]>> = {
  outdoor: ['photo'],
  airport: ['photo'],
  cinema: ['photo', 'log'],
  nontraditional: ['photo', 'delivery-report'],
  'sports-marketing': ['photo', 'delivery-report'],
  newspaper: ['tear-sheet', 'e-paper', 'photo'],
  magazine: ['tear-sheet', 'e-paper', 'photo'],
  radio: ['air-check', 'log'],
  television: ['air-check', 'log'],
  digital: ['screenshot', 'delivery-report'],
  'influencer-marketing': ['screenshot', 'delivery-report'],
};

/** The kinds of proof that suit `category`, the default first. */
export function proofKindsFor(category: string): ProofKind[] {
  return [...(KINDS_BY_CATEGORY[category] ?? PROOF_KINDS)];
}

const IMAGES = ['jpg', 'jpeg', 'png', 'webp'] as const;

/**
 * The file extensions each kind takes (the server also checks the content agrees):
 * photos and screenshots are images (JPEG, PNG, WebP); a tear sheet or e-paper page an image or
 * a PDF; an air-check audio (MP3, WAV, M4A) or an MP4 video; a log or delivery report a PDF,
 * CSV, text file, Excel workbook or an image.
 */
export const PROOF_EXTENSIONS: Readonly<Record<ProofKind, readonly string[]>> = {
  photo: IMAGES,
  screenshot: IMAGES,
  'tear-sheet': [...IMAGES, 'pdf'],
  'e-paper': [...IMAGES, 'pdf'],
  'air-check': ['mp3', 'wav', 'm4a', 'mp4'],
  log: ['pdf', 'csv', 'txt', 'xlsx', ...IMAGES],
  'delivery-report': ['pdf', 'csv', 'txt', 'xlsx', ...IMAGES],
};

/** The `accept` attribute of a file input for `kind` (".jpg,.jpeg,…"). */
export function proofAccept(kind: ProofKind): string {
  return PROOF_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
}

/** The kind's files in words, for messages: "a JPEG, PNG or WebP image". */
export function proofFilesInWords(kind: ProofKind): string {
  const exts = PROOF_EXTENSIONS[kind];
  const parts: string[] = [];
  if (exts.includes('mp3')) parts.push('an MP3, WAV or M4A recording', 'an MP4 video');
  if (exts.includes('pdf')) parts.push('a PDF');
  if (exts.includes('csv')) parts.push('a CSV, text or Excel (XLSX) file');
  if (exts.includes('jpg')) parts.push('a JPEG, PNG or WebP image');
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}
