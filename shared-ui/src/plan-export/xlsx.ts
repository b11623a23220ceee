/**
 * The media plan as an XLSX workbook. exceljs (~270 KB gzip) is loaded here, by a dynamic
 * import, only when a user asks for the file: it is a lazy chunk, never part of a first route.
 * Figures are stored as numbers with a number format (₹, Indian grouping), not as text.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { mediaPlanRows } from 'shared-domain/plan-export';
import type { MediaPlanCell, MediaPlanColumn, MediaPlanInput, MediaPlanTable } from 'shared-domain/plan-export';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_SHEET_NAME = 'Media plan';

type ExcelJsModule = typeof import('exceljs');

/** exceljs, loaded on first use (a webpack async chunk; its browser field is a prebuilt bundle). */
async function loadExcelJs(): Promise<ExcelJsModule> {
  const mod = await import(/* webpackChunkName: "exceljs" */ 'exceljs');
  // A CommonJS/UMD module may arrive as `default` (webpack's namespace) or flat (Node).
  const inner = (mod as unknown as { default?: ExcelJsModule }).default;
  const excel = inner && typeof inner.Workbook === 'function' ? inner : mod;
  // A build that aliases exceljs away (e.g. to keep a one-file embed small) lands here.
  if (typeof excel.Workbook !== 'function') throw new Error('The XLSX export is not available in this build.');
  return excel;
}

const quoteNote = (note: string): string => `" (${note.replace(/"/g, "'")})"`;

/** Decimals a rate needs: none when whole, 2 for paise, 3 for a small rate (₹0.125). */
export const decimalsOf = (value: number): 0 | 2 | 3 =>
  Number.isInteger(value) ? 0 : Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? 2 : 3;

/**
 * Digit placeholders with Indian grouping for a whole part of `digits` digits: 3 → "##0",
 * 6 → "#\,##\,##0" (1,20,000), 8 → "#\,##\,##\,##0" (1,20,00,000). Excel's own `#,##0`
 * follows the reader's locale, so the commas are literal and the pattern fits the figure.
 */
export function indianDigits(digits: number): string {
  const groups: string[] = [];
  let left = Math.max(1, digits);
  let size = 3;
  while (left > 0) {
    const take = Math.min(size, left);
    groups.unshift('#'.repeat(take));
    left -= take;
    size = 2;
  }
  const pattern = groups.join('\\,');
  return `${pattern.slice(0, -1)}0`;
}

/**
 * The number format of a rupee figure: "₹1,20,000", a note as text. An amount shows whole
 * rupees (the cell keeps its paise; shared-domain's one rule for showing amounts); a rate
 * shows the decimals it has.
 */
export function rupeeFormat(value: number, note?: string, kind: 'money' | 'rate' = 'money'): string {
  const decimals = kind === 'rate' ? decimalsOf(value) : 0;
  const digits = Math.floor(Math.abs(value)).toString().length;
  const body = `"₹"${indianDigits(digits)}${decimals ? `.${'0'.repeat(decimals)}` : ''}${note ? quoteNote(note) : ''}`;
  return `${body};-${body}`;
}

/** A percentage stored as a fraction (0.05) shown as "5%". */
export const percentFormat = (pct: number): string => (Number.isInteger(pct) ? '0%' : Number.isInteger(pct * 10) ? '0.0%' : '0.00%');

function writeCell(ws: Worksheet, row: number, col: number, column: MediaPlanColumn, cell: MediaPlanCell): void {
  const target = ws.getCell(row, col);
  const { value } = cell;
  if (typeof value === 'number') {
    if (column.kind === 'money' || column.kind === 'rate') {
      target.value = value;
      target.numFmt = rupeeFormat(value, cell.note, column.kind);
    } else if (column.kind === 'percent') {
      target.value = value / 100;
      target.numFmt = percentFormat(value);
    } else {
      target.value = value;
    }
    target.alignment = { horizontal: 'right', vertical: 'top' };
  } else {
    target.value = cell.text === '' ? null : cell.text;
    target.alignment = { vertical: 'top', wrapText: column.kind === 'text' };
  }
}

/** Points per text line at the default 11 pt font (rows are sized here: not every reader fits them on open). */
const LINE_HEIGHT = 15;

/** Lines a text takes in a column `width` characters wide, breaking at spaces like a spreadsheet. */
export function wrappedLines(text: string, width: number): number {
  const room = Math.max(1, Math.floor(width * 1.1) - 1);
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const need = used === 0 ? word.length : used + 1 + word.length;
    if (need <= room) used = need;
    else if (used === 0) { lines += Math.ceil(word.length / room) - 1; used = word.length % room; }
    else { lines += 1; used = word.length; }
  }
  return lines;
}

const linesNeeded = (table: MediaPlanTable, line: MediaPlanTable['lines'][number]): number =>
  Math.max(1, ...table.columns.filter((c) => c.kind === 'text').map((c) => wrappedLines(line.cells[c.key].text, c.width)));

const thin = { style: 'thin' as const, color: { argb: 'FFBFBFBF' } };

/** Fills a worksheet with the table; returns the row numbers where header, lines and totals start. */
export function fillWorksheet(ws: Worksheet, table: MediaPlanTable): { headerRow: number; firstLineRow: number; firstTotalRow: number } {
  ws.getCell(1, 1).value = table.title;
  ws.getCell(1, 1).font = { bold: true, size: 14 };
  table.meta.forEach((m, i) => {
    ws.getCell(2 + i, 1).value = `${m.label}: ${m.text}`;
  });
  const headerRow = 2 + table.meta.length + 1;

  table.columns.forEach((column, i) => {
    ws.getColumn(i + 1).width = column.width;
    const cell = ws.getCell(headerRow, i + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
    cell.border = { bottom: thin, top: thin };
    cell.alignment = { vertical: 'middle', wrapText: true, horizontal: column.kind === 'text' ? 'left' : 'right' };
  });

  ws.getRow(headerRow).height = LINE_HEIGHT * Math.max(...table.columns.map((c) => wrappedLines(c.header, c.width)));

  const firstLineRow = headerRow + 1;
  table.lines.forEach((line, r) => {
    table.columns.forEach((column, c) => writeCell(ws, firstLineRow + r, c + 1, column, line.cells[column.key]));
    const row = ws.getRow(firstLineRow + r);
    row.eachCell((cell) => { cell.border = { bottom: thin }; });
    row.height = LINE_HEIGHT * linesNeeded(table, line);
  });

  const firstTotalRow = firstLineRow + table.lines.length + 1;
  const valueCol = table.columns.findIndex((c) => c.key === table.totalsColumn) + 1;
  table.totals.forEach((total, i) => {
    const row = firstTotalRow + i;
    const label = ws.getCell(row, valueCol - 1);
    label.value = total.label;
    label.font = { bold: true };
    label.alignment = { horizontal: 'right' };
    const value = ws.getCell(row, valueCol);
    value.value = total.value;
    value.numFmt = rupeeFormat(total.value);
    value.font = { bold: total.key === 'totalPrice' };
    value.alignment = { horizontal: 'right' };
  });

  ws.views = [{ state: 'frozen', xSplit: 0, ySplit: headerRow }];
  if (table.lines.length > 0) {
    ws.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: table.columns.length } };
  }
  return { headerRow, firstLineRow, firstTotalRow };
}

/** Builds the workbook (exported for tests and for a caller that wants to add sheets). */
export async function mediaPlanWorkbook(input: MediaPlanInput): Promise<Workbook> {
  const table = mediaPlanRows(input);
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'MediaMart';
  wb.title = table.title;
  wb.created = table.generatedAt;
  wb.modified = table.generatedAt;
  const ws = wb.addWorksheet(XLSX_SHEET_NAME, {
    pageSetup: {
      orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
  });
  const { headerRow } = fillWorksheet(ws, table);
  ws.pageSetup.printTitlesRow = `${headerRow}:${headerRow}`;
  return wb;
}

/** The media plan as an .xlsx file. */
export async function mediaPlanXlsx(input: MediaPlanInput): Promise<Blob> {
  const wb = await mediaPlanWorkbook(input);
  const buffer = await wb.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME });
}
