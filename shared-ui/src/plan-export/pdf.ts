/**
 * The media plan as a landscape A4 PDF (jsPDF + jspdf-autotable). Both libraries are loaded
 * here, by dynamic imports, only when a user asks for the file: a lazy chunk, never part of a
 * first route. The PDF standard fonts have no '₹' (nor Devanagari), so the text is written
 * with 'Rs.' and characters outside Latin-1 become '?'.
 */
import { mediaPlanRows } from 'shared-domain/plan-export';
import type { MediaPlanInput, MediaPlanTable } from 'shared-domain/plan-export';

export const PDF_MIME = 'application/pdf';

export type MediaPlanPdfOptions = {
  /** Deflate the page streams (default true); tests turn it off to read the text. */
  compress?: boolean;
};

type JsPdfModule = typeof import('jspdf');
type AutoTableModule = typeof import('jspdf-autotable');

async function loadPdfLibraries(): Promise<{ JsPDF: JsPdfModule['jsPDF']; autoTable: AutoTableModule['autoTable'] }> {
  const [pdf, table] = await Promise.all([
    import(/* webpackChunkName: "jspdf" */ 'jspdf'),
    import(/* webpackChunkName: "jspdf-autotable" */ 'jspdf-autotable'),
  ]);
  const JsPDF = pdf.jsPDF ?? (pdf as unknown as { default?: JsPdfModule['jsPDF'] }).default;
  const autoTable = table.autoTable ?? table.default;
  // A build that aliases the libraries away (e.g. to keep a one-file embed small) lands here.
  if (typeof JsPDF !== 'function' || typeof autoTable !== 'function') throw new Error('The PDF export is not available in this build.');
  return { JsPDF, autoTable };
}

const REPLACEMENTS: readonly [RegExp, string][] = [
  [/₹\s?/g, 'Rs.'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/[\u2018\u2019]/g, "'"],
  [/[\u201C\u201D]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2009\u202F]/g, ' '],
];

/** Text the PDF standard fonts can draw: 'Rs.' for '₹', plain dashes and quotes, '?' for the rest. */
export function pdfText(text: string): string {
  let out = text;
  for (const [from, to] of REPLACEMENTS) out = out.replace(from, to);
  return out.replace(/[^\t\n\r\x20-\x7E\xA0-\xFF]/gu, '?');
}

const MARGIN = 28;

function drawTable(
  doc: InstanceType<JsPdfModule['jsPDF']>,
  autoTable: AutoTableModule['autoTable'],
  table: MediaPlanTable,
): void {
  const pageWidth = doc.internal.pageSize.getWidth();
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  const titleLines: string[] = doc.splitTextToSize(pdfText(table.title), pageWidth - 2 * MARGIN);
  doc.text(titleLines, MARGIN, 40);
  let y = 40 + titleLines.length * 18;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  for (const m of table.meta) {
    // A billing address can be long: it wraps instead of running off the page.
    const lines: string[] = doc.splitTextToSize(pdfText(`${m.label}: ${m.text}`), pageWidth - 2 * MARGIN);
    doc.text(lines, MARGIN, y);
    y += 12 * lines.length;
  }

  const valueIndex = table.columns.findIndex((c) => c.key === table.totalsColumn);
  const after = table.columns.length - valueIndex - 1;
  const numeric = (i: number) => table.columns[i]!.kind !== 'text';
  autoTable(doc, {
    startY: y + 4,
    margin: { left: MARGIN, right: MARGIN, bottom: 34 },
    theme: 'grid',
    head: [table.header.map(pdfText)],
    body: table.lines.map((line) => table.columns.map((c) => pdfText(line.cells[c.key].text))),
    foot: table.totals.map((total) => [
      { content: total.label, colSpan: valueIndex, styles: { halign: 'right', fontStyle: 'bold' } },
      { content: pdfText(total.text), styles: { halign: 'right', fontStyle: total.key === 'totalPrice' ? 'bold' : 'normal' } },
      ...(after > 0 ? [{ content: '', colSpan: after }] : []),
    ]),
    styles: { font: 'helvetica', fontSize: 6.5, cellPadding: 2.5, overflow: 'linebreak', valign: 'top', textColor: 20, lineColor: 200, lineWidth: 0.4 },
    headStyles: { fillColor: 239, textColor: 20, fontStyle: 'bold', valign: 'middle' },
    footStyles: { fillColor: 255, textColor: 20, fontStyle: 'normal' },
    columnStyles: Object.fromEntries(table.columns.map((_, i) => [i, { halign: numeric(i) ? 'right' : 'left' }])),
    didParseCell: (data) => {
      if (data.section === 'head' && numeric(data.column.index)) data.cell.styles.halign = 'right';
    },
    showHead: 'everyPage',
    showFoot: 'lastPage',
  });

  const pages = doc.getNumberOfPages();
  const pageHeight = doc.internal.pageSize.getHeight();
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(7);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(pdfText(`${table.title} - media plan`), MARGIN, pageHeight - 16);
    doc.text(`Page ${page} of ${pages}`, pageWidth - MARGIN, pageHeight - 16, { align: 'right' });
  }
}

/** The media plan as a .pdf file. */
export async function mediaPlanPdf(input: MediaPlanInput, options: MediaPlanPdfOptions = {}): Promise<Blob> {
  const table = mediaPlanRows(input);
  const { JsPDF, autoTable } = await loadPdfLibraries();
  const doc = new JsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: options.compress ?? true });
  doc.setProperties({ title: pdfText(table.title), subject: 'Media plan', creator: 'MediaMart' });
  drawTable(doc, autoTable, table);
  return new Blob([doc.output('arraybuffer')], { type: PDF_MIME });
}
