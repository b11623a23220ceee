/**
 * What an uploaded file really is. The name's extension says what the user claims; the
 * first bytes (magic numbers) must agree, so a script renamed to .png or an HTML page
 * renamed to .pdf is refused. SVG and HTML are never accepted: a browser would run their
 * scripts if one were ever opened inline.
 */

export type FileTypeRule = {
  /** Media type stored and sent back on download. */
  type: string;
  /** Extensions (lower case, no dot) that claim this type. */
  extensions: readonly string[];
  /** How people call it, for messages. */
  label: string;
  matches(bytes: Buffer): boolean;
};

/** Whether `bytes` hold `magic` at `offset`. */
export const startsWith = (bytes: Buffer, magic: readonly number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);
/** The byte values of an ASCII text, for `startsWith`. */
export const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const isZip = (b: Buffer) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]);
/** An Office Open XML package: a ZIP whose entry names (stored uncompressed) include `folder`. */
const isOoxml = (b: Buffer, folder: string) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && b.includes('[Content_Types].xml') && b.includes(folder);
/** Word 97-2003, Excel 97-2003 and PowerPoint 97-2003 share the OLE2 compound file header. */
const isOle2 = (b: Buffer) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** ISO base media (MP4, MOV): a `ftyp` box first; old QuickTime files may open with another box. */
export const isIsoMedia = (b: Buffer) => startsWith(b, ascii('ftyp'), 4);
const isOldQuickTime = (b: Buffer) => ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].some((box) => startsWith(b, ascii(box), 4));

/** UTF-8 text without NUL or other control characters than tab, line ends and form feed. */
export function isText(b: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(b);
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

export const FILE_TYPE_RULES: readonly FileTypeRule[] = [
  { type: 'image/png', extensions: ['png'], label: 'PNG image', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG image', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', extensions: ['gif'], label: 'GIF image', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'image/webp', extensions: ['webp'], label: 'WebP image', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { type: 'application/pdf', extensions: ['pdf'], label: 'PDF', matches: (b) => startsWith(b, ascii('%PDF-')) },
  { type: 'video/mp4', extensions: ['mp4', 'm4v'], label: 'MP4 video', matches: isIsoMedia },
  { type: 'video/quicktime', extensions: ['mov'], label: 'QuickTime video', matches: (b) => isIsoMedia(b) || isOldQuickTime(b) },
  { type: 'video/webm', extensions: ['webm'], label: 'WebM video', matches: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) },
  { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'], label: 'Excel workbook', matches: (b) => isOoxml(b, 'xl/') },
  { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], label: 'Word document', matches: (b) => isOoxml(b, 'word/') },
  { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'], label: 'PowerPoint presentation', matches: (b) => isOoxml(b, 'ppt/') },
  { type: 'application/vnd.ms-excel', extensions: ['xls'], label: 'Excel 97-2003 workbook', matches: isOle2 },
  { type: 'application/msword', extensions: ['doc'], label: 'Word 97-2003 document', matches: isOle2 },
  { type: 'application/vnd.ms-powerpoint', extensions: ['ppt'], label: 'PowerPoint 97-2003 presentation', matches: isOle2 },
  { type: 'application/zip', extensions: ['zip'], label: 'ZIP archive', matches: isZip },
  { type: 'text/csv', extensions: ['csv'], label: 'CSV file', matches: isText },
  { type: 'text/plain', extensions: ['txt'], label: 'text file', matches: isText },
];

/** Every accepted extension, for messages and the upload list's `limits`. */
export const ACCEPTED_EXTENSIONS: readonly string[] = FILE_TYPE_RULES.flatMap((r) => r.extensions);

export type FileTypeResult = { ok: true; type: string } | { ok: false; message: string };

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const m = /\.([a-z0-9]{1,10})$/i.exec(name);
  return m ? m[1].toLowerCase() : '';
}

/** The file's media type when its extension is accepted and its content is of that kind. */
export function detectFileType(name: string, bytes: Buffer): FileTypeResult {
  const ext = extensionOf(name);
  const rule = FILE_TYPE_RULES.find((r) => r.extensions.includes(ext));
  if (!rule) {
    const what = ext ? `.${ext} files are` : 'Files without an extension are';
    return { ok: false, message: `${what} not accepted; upload an image (PNG, JPEG, GIF, WebP), a PDF, a video (MP4, MOV, WebM), a spreadsheet (XLSX, XLS, CSV), a Word or PowerPoint file, a text file or a ZIP archive` };
  }
  if (!rule.matches(bytes)) {
    return { ok: false, message: `${name} is not a real ${rule.label}: its content does not match its .${ext} extension` };
  }
  return { ok: true, type: rule.type };
}

const MAX_NAME = 150;

/**
 * A display name that is safe to store, list and send in Content-Disposition: the last path
 * segment only, Unicode NFC, without control or reserved characters, no leading dots, at
 * most 150 characters with the extension kept. The name never becomes a path on disk.
 */
export function sanitizeFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  let name = last
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if ([...name].length > MAX_NAME) {
    const ext = extensionOf(name);
    const suffix = ext ? `.${ext}` : '';
    name = `${[...name.slice(0, name.length - suffix.length)].slice(0, MAX_NAME - suffix.length).join('').trim()}${suffix}`;
  }
  return name;
}

/**
 * Content-Disposition for a download: always `attachment`, an ASCII fallback name and the
 * exact UTF-8 name as RFC 5987 `filename*`.
 */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
