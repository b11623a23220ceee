/**
 * A PDF proof (a tear sheet, an e-paper page, a log) must be a page, nothing that runs: no
 * JavaScript, no actions run on opening or on events, no launched programs, no embedded files,
 * rich media or XFA forms.
 *
 * How: every PDF name token (`/Name`, with `#xx` escapes decoded, so `/J#61vaScript` is
 * `/JavaScript`) is read from the file as it is, and from each object stream (`/Type /ObjStm`,
 * PDF 1.5+, where dictionaries are packed and Flate-compressed) after inflating it.
 *
 * The limit, accepted: a name is found only where it is readable. Object streams under another
 * filter than Flate, or in an encrypted PDF (their bytes are ciphered), and names inside content
 * streams of pages, are not read. Such a PDF is not refused for it: the file is only ever sent
 * back as an attachment with `nosniff` and a sandbox CSP, never shown inline, so a hidden action
 * would still need the reader's own PDF viewer to run it.
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
function objectStreams(text: string, bytes: Buffer): string[] {
  const found: string[] = [];
  let budget = INFLATE_BUDGET;
  for (const m of text.matchAll(/\/Type\s*\/ObjStm\b/g)) {
    const keyword = /stream\r?\n/.exec(text.slice(m.index, m.index + 4096));
    if (!keyword || budget <= 0) continue;
    const from = m.index + keyword.index + keyword[0].length;
    const end = text.indexOf('endstream', from);
    if (end < 0) continue;
    try {
      // Z_SYNC_FLUSH: tolerate the end of line before `endstream` and a missing final block.
      const inflated = inflateSync(bytes.subarray(from, end), { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
      budget -= inflated.length;
      found.push(inflated.toString('latin1'));
    } catch {
      // Another filter, ciphered (an encrypted PDF) or over budget: not read (see the limit above).
    }
  }
  return found;
}

/** The active name a PDF contains (e.g. 'JavaScript'), or null when none is found. */
export function pdfActiveContent(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  const plain = activeNameIn(text);
  if (plain) return plain;
  for (const stream of objectStreams(text, bytes)) {
    const hidden = activeNameIn(stream);
    if (hidden) return hidden;
  }
  return null;
}
