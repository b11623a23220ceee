/**
 * What a proof file really is, and whether it suits its kind (issue 38). The extension says what
 * the uploader claims; the first bytes must agree ("a PNG named .jpg" is refused, naming both).
 * Built on the campaign uploads' rules (campaigns/files/file-type.ts) with the proof-only types
 * (audio air-checks) kept here, so campaign uploads accept exactly what they did.
 */
import { PROOF_EXTENSIONS, PROOF_KIND_LABELS, proofFilesInWords, type ProofKind } from 'shared-domain';
import { ascii, extensionOf, FILE_TYPE_RULES, isIsoMedia, startsWith, type FileTypeRule } from '../../campaigns/files/file-type';
import { InputError } from '../../errors';

/** The ISO-media brand (bytes 8–11 after `ftyp`), e.g. 'M4A ', 'isom', 'heic'. */
const brandOf = (b: Buffer) => (isIsoMedia(b) && b.length >= 12 ? b.toString('latin1', 8, 12) : '');
/** HEIF brands: iPhone photos (HEIC), which this server's image library cannot decode. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ']);
const isHeif = (b: Buffer) => HEIF_BRANDS.has(brandOf(b));

/** An MPEG audio frame header: 11 sync bits, a version that is not reserved, a layer that is. */
function isMpegFrame(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || (b[1] & 0xe0) !== 0xe0) return false;
  const version = (b[1] >> 3) & 0b11;
  const layer = (b[1] >> 1) & 0b11;
  const bitrate = b[2] >> 4;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111;
}

const base = (type: string): FileTypeRule => {
  const rule = FILE_TYPE_RULES.find((r) => r.type === type);
  if (!rule) throw new Error(`No file type rule for ${type}`);
  return rule;
};

/** Proof-only types: audio air-checks, an MP4 that is a video (not an M4A or a HEIC photo). */
const AUDIO_RULES: readonly FileTypeRule[] = [
  { type: 'audio/mpeg', extensions: ['mp3'], label: 'MP3 recording', matches: (b) => startsWith(b, ascii('ID3')) || isMpegFrame(b) },
  { type: 'audio/wav', extensions: ['wav'], label: 'WAV recording', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WAVE'), 8) },
  { type: 'audio/mp4', extensions: ['m4a'], label: 'M4A recording', matches: (b) => AUDIO_BRANDS.has(brandOf(b)) },
  { ...base('video/mp4'), extensions: ['mp4'], matches: (b) => isIsoMedia(b) && !AUDIO_BRANDS.has(brandOf(b)) && !isHeif(b) },
];

/** Types whose content says what they are (magic bytes); text files come last, they match any text. */
const PROOF_RULES: readonly FileTypeRule[] = [
  ...['image/jpeg', 'image/png', 'image/webp', 'application/pdf'].map(base),
  ...AUDIO_RULES,
  base('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  base('text/csv'),
  base('text/plain'),
];

/** What else the bytes may be, to name it when they do not match their extension. */
const SNIFF_RULES: readonly FileTypeRule[] = [
  { type: 'image/heic', extensions: ['heic', 'heif'], label: 'HEIC photo', matches: isHeif },
  ...PROOF_RULES.filter((r) => !r.type.startsWith('text/')),
  ...FILE_TYPE_RULES.filter((r) => !r.type.startsWith('text/') && !PROOF_RULES.some((p) => p.type === r.type)),
];

export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

const SAVE_AS_JPEG = 'This server cannot read HEIC photos: save it as JPEG (on an iPhone, Settings › Camera › Formats › Most Compatible) and upload it again';

/**
 * The media type of a proof file when its extension suits `kind` and its content agrees with
 * its extension; otherwise an InputError that says which.
 */
export function proofFileType(name: string, bytes: Buffer, kind: ProofKind): { type: string; isImage: boolean } {
  const ext = extensionOf(name);
  const kindLabel = PROOF_KIND_LABELS[kind].toLowerCase();
  if (ext === 'heic' || ext === 'heif') throw new InputError(`${name}: ${SAVE_AS_JPEG}`);
  if (!PROOF_EXTENSIONS[kind].includes(ext)) {
    const what = ext ? `a .${ext} file` : 'a file without an extension';
    throw new InputError(`A ${kindLabel} must be ${proofFilesInWords(kind)}, not ${what}`);
  }
  const rule = PROOF_RULES.find((r) => r.extensions.includes(ext));
  if (!rule) throw new InputError(`A ${kindLabel} must be ${proofFilesInWords(kind)}, not a .${ext} file`);
  if (!rule.matches(bytes)) {
    const actual = SNIFF_RULES.find((r) => r.matches(bytes));
    if (actual?.type === 'image/heic') throw new InputError(`${name} is a HEIC photo, not a ${rule.label}. ${SAVE_AS_JPEG}`);
    const really = actual ? `is a ${actual.label}, not a ${rule.label}` : `is not a real ${rule.label}`;
    throw new InputError(`${name} ${really}: its content does not match its .${ext} extension`);
  }
  return { type: rule.type, isImage: IMAGE_TYPES.includes(rule.type) };
}
