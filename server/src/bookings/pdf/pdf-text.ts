/**
 * The text of an uncompressed PDF written by pdf-kit.ts (standard fonts, WinAnsi): each text
 * operation (TJ/Tj) as one line. Tests read the figures a reader would see with it.
 */
const WIN_ANSI_EXTRA: Readonly<Record<number, string>> = { 0x91: "'", 0x92: "'", 0x93: '"', 0x94: '"', 0x96: '–', 0x97: '—', 0x85: '...' };

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code);
  }
  return out;
}

/** The lines of text drawn on the PDF's pages, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const parts = match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [match[2]!];
    lines.push(parts.map(decodeHex).join(''));
  }
  return lines;
}

/** All the text of the PDF, lines joined with a newline. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join('\n');
}
