/**
 * A PDF proof (a tear sheet, an e-paper page, a log) must be a page, nothing that runs: no
 * JavaScript, no actions run on opening or on events, no launched programs, no embedded files,
 * rich media or XFA forms.
 *
 * How: every PDF name token (`/Name`, with `#xx` escapes decoded, so `/J#61vaScript` is
 * `/JavaScript`) is read from the file as it is, and from each object stream (`/Type /ObjStm`,
 * PDF 1.5+, where dictionaries are packed and Flate-compressed) after inflating it.
 *
 * What cannot be read is not taken on trust: an encrypted PDF (`/Encrypt`: its streams are
 * ciphered) and an object stream that does not inflate (another filter, or past the inflate
 * budget) are refused like an active name, as 'Encrypt' and 'ObjStm'. Names inside content
 * streams of pages are drawing operators, not dictionaries, and are not read. The file is only
 * ever sent back as an attachment with `nosniff` and a sandbox CSP, never shown inline.
 */
import { constants, inflateSync } from 'node:zlib';

/** Names that make a PDF run something: scripts, actions, launches, attachments, rich media, XFA. */
export const PDF_ACTIVE_NAMES: readonly string[] = [
  'JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA',
];

/** At most this many bytes are inflated in all (a Flate bomb stops here; the rest stays unread). */
const INFLATE_BUDGET = 64 * 1024 * 1024;

const NAME = /\/([^\s/[\]()<>{}%]+)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first active name in `text`, or null. */
function activeNameIn(text: string): string | null {
  for (const m of text.matchAll(NAME)) {
    const name = decodeName(m[1]);
    if (PDF_ACTIVE_NAMES.includes(name)) return name;
  }
  return null;
}

/** The inflated contents of the object streams of a PDF (as much as the budget allows). */
function objectStreams(text: string, bytes: Buffer): string[] | null {
  const found: string[] = [];
  let budget = INFLATE_BUDGET;
  for (const m of text.matchAll(/\/Type\s*\/ObjStm\b/g)) {
    const keyword = /stream\r?\n/.exec(text.slice(m.index, m.index + 4096));
    if (!keyword || budget <= 0) return null;
    const from = m.index + keyword.index + keyword[0].length;
    const end = text.indexOf('endstream', from);
    if (end < 0) return null;
    try {
      // Z_SYNC_FLUSH: tolerate the end of line before `endstream` and a missing final block.
      const inflated = inflateSync(bytes.subarray(from, end), { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
      budget -= inflated.length;
      found.push(inflated.toString('latin1'));
    } catch {
      // Another filter, ciphered or over budget: unreadable, so refused (see above).
      return null;
    }
  }
  return found;
}

/**
 * The active name a PDF contains (e.g. 'JavaScript'), 'Encrypt' for an encrypted PDF, 'ObjStm'
 * for an object stream that cannot be read; null when it is a plain document.
 */
export function pdfActiveContent(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  const plain = activeNameIn(text);
  if (plain) return plain;
  if ([...text.matchAll(NAME)].some((m) => decodeName(m[1]) === 'Encrypt')) return 'Encrypt';
  const streams = objectStreams(text, bytes);
  if (!streams) return 'ObjStm';
  for (const stream of streams) {
    const hidden = activeNameIn(stream);
    if (hidden) return hidden;
  }
  return null;
}
