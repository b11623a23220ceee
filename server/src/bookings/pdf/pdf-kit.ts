/**
 * What the booking PDFs share: a deterministic document (fixed creation date, no random id, so
 * the same content gives the same bytes and SHA-256), standard Helvetica (WinAnsi text that a
 * reader can extract: "Rs." rather than the rupee sign) and small layout helpers.
 */
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 48;
export const PAGE_WIDTH = 595.28;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** The bytes of a PDF written by `draw`, with a fixed creation date so the same content gives the same bytes. */
export function renderPdf(createdAt: Date, title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4', margin: MARGIN, compress: false,
      info: { Title: winAnsi(title), Producer: 'Media Market', Creator: 'Media Market', CreationDate: createdAt, ModDate: createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const REPLACEMENTS: ReadonlyArray<[RegExp, string]> = [
  [/₹\s?/g, 'Rs. '], [/[\u2018\u2019]/g, "'"], [/[\u201C\u201D]/g, '"'], [/\u2026/g, '...'], [/[\u2012\u2015\u2212]/g, '-'], [/\u00A0/g, ' '],
];

/** Text the standard fonts can show (WinAnsi): the rupee sign as "Rs.", quotes plain, anything else as "?". */
export function winAnsi(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  // Latin-1 printable characters and the dashes are in WinAnsi; the rest cannot be drawn by Helvetica.
  return out.replace(/[^\x20-\x7E\xA0-\xFF\n\u2013\u2014]/g, '?');
}

/** Rupees with Indian grouping and paise: 242136.5 → 'Rs. 2,42,136.50'. */
export function rupees(amount: number): string {
  const negative = amount < 0;
  const [whole, paise] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}Rs. ${rest ? `${rest},${last3}` : last3}.${paise}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → '1 Mar 2026'. */
export function dayText(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? '?'} ${day.slice(0, 4)}`;
}

/** Starts a new page when less than `room` points are left on this one (rows never split across pages). */
export function keepRoom(doc: Pdf, room: number): void {
  if (doc.y + room > doc.page.height - MARGIN) {
    doc.addPage();
    doc.x = MARGIN;
    doc.y = MARGIN;
  }
}

/** A bold heading with a rule under it. */
export function heading(doc: Pdf, text: string): void {
  keepRoom(doc, 60);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(winAnsi(text), MARGIN, doc.y, { width: CONTENT_WIDTH });
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y = y + 4;
  doc.font('Helvetica').fontSize(9);
}

/** Two blocks side by side (e.g. buyer and seller), each a title and its lines; the cursor goes below the taller. */
export function twoColumns(doc: Pdf, left: { title: string; lines: string[] }, right: { title: string; lines: string[] }): void {
  const top = doc.y;
  const width = CONTENT_WIDTH / 2 - 8;
  const column = (x: number, block: { title: string; lines: string[] }): number => {
    doc.font('Helvetica-Bold').fontSize(9).text(winAnsi(block.title), x, top, { width });
    doc.font('Helvetica').fontSize(9);
    for (const line of block.lines) doc.text(winAnsi(line), x, doc.y, { width });
    return doc.y;
  };
  const bottom = Math.max(column(MARGIN, left), column(MARGIN + CONTENT_WIDTH / 2 + 8, right));
  doc.x = MARGIN;
  doc.y = bottom;
}

/** Label–value rows: the label in bold in a narrow column. */
export function facts(doc: Pdf, rows: ReadonlyArray<[string, string]>, labelWidth = 130): void {
  for (const [label, value] of rows) {
    keepRoom(doc, 30);
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).text(winAnsi(label), MARGIN, top, { width: labelWidth });
    const afterLabel = doc.y;
    doc.font('Helvetica').text(winAnsi(value), MARGIN + labelWidth, top, { width: CONTENT_WIDTH - labelWidth });
    doc.y = Math.max(afterLabel, doc.y);
  }
  doc.x = MARGIN;
}

export type Column = { title: string; width: number; align?: 'left' | 'right' };

/** A table: a bold header row, then the rows; each cell wraps inside its column. */
export function table(doc: Pdf, columns: readonly Column[], rows: ReadonlyArray<readonly string[]>): void {
  const drawRow = (cells: readonly string[], bold: boolean): void => {
    keepRoom(doc, 40);
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    columns.forEach((column, i) => {
      doc.text(winAnsi(cells[i] ?? ''), x + 2, top, { width: column.width - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.moveTo(MARGIN, bottom + 2).lineTo(MARGIN + CONTENT_WIDTH, bottom + 2).lineWidth(0.3).strokeColor('#bbbbbb').stroke();
    doc.x = MARGIN;
    doc.y = bottom + 5;
  };
  drawRow(columns.map((c) => c.title), true);
  for (const row of rows) drawRow(row, false);
}

/** A box with a title and an empty area (for a signature recorded elsewhere). */
export function emptyBox(doc: Pdf, x: number, y: number, width: number, height: number, title: string, caption: string): void {
  doc.rect(x, y, width, height).lineWidth(0.7).strokeColor('#444444').stroke();
  doc.font('Helvetica-Bold').fontSize(9).text(winAnsi(title), x + 6, y + 6, { width: width - 12 });
  doc.font('Helvetica').fontSize(7.5).fillColor('#555555').text(winAnsi(caption), x + 6, y + height - 22, { width: width - 12 });
  doc.fillColor('#000000');
}
