import {
  csvCell, csvRow, REPORT_COLUMNS, REPORT_INPUT_COLUMNS, unguardCsvText, type ReportColumn, type ReportDay, type ReportDeliveryLine,
} from 'shared-domain';

/** The largest report file read at once: more than ten years of days. */
export const REPORT_CSV_MAX_ROWS = 5000;

/** The row that opens the report file's verified delivery section (readReportCsv stops there). */
export const DELIVERY_SECTION_TITLE = 'Verified delivery';
/** The columns of the verified delivery section: one row per plan line and day. */
export const DELIVERY_CSV_COLUMNS = ['Line', 'Media', 'Option', 'Unit', 'Day', 'Bought units', 'Verified units', 'Short units', 'Make-good day'] as const;

/**
 * The report as CSV: a header of REPORT_COLUMNS, one line per day, CRLF line ends and a
 * UTF-8 byte order mark (Excel reads Hindi brand names right only with it). Figures are
 * numbers; brand and industry are text, guarded by csvCell (readReportCsv takes the guard off).
 * Report rows are per campaign day, not per line, so verified delivery (issue 38) follows as a
 * second section when a line bought days: a blank line, a `Verified delivery` row, its header
 * (DELIVERY_CSV_COLUMNS) and a row per line and day. The first section keeps its columns and
 * order, and the file still imports as report rows (the importer stops at the section).
 */
export function reportToCsv(days: readonly ReportDay[], delivery: readonly ReportDeliveryLine[] = []): string {
  const lines = [REPORT_COLUMNS.join(',')];
  for (const day of days) lines.push(REPORT_COLUMNS.map((c) => csvCell(day[c])).join(','));
  if (delivery.length) {
    lines.push('', csvCell(DELIVERY_SECTION_TITLE), csvRow(DELIVERY_CSV_COLUMNS));
    for (const line of delivery) {
      for (const d of line.days) {
        lines.push(csvRow([line.lineId, line.mediaName, line.optionName, line.unitLabel, d.day, d.bought, d.verified, d.short, d.makeGood ? 'yes' : 'no']));
      }
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A parsed record with the line (1-based) it starts on. */
export type CsvRecord = { line: number; cells: string[] };

export type CsvParseResult = { ok: true; records: CsvRecord[] } | { ok: false; errors: string[] };

/**
 * RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks; CRLF, LF
 * or CR end a line; a leading BOM is dropped; blank lines are skipped.
 */
export function parseCsv(text: string): CsvParseResult {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const errors: string[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let cellWasQuoted = false;
  let brokenRecord = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellWasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    const blank = cells.length === 1 && cells[0] === '';
    if (!blank && !brokenRecord) records.push({ line: recordLine, cells });
    cells = [];
    brokenRecord = false;
  };

  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n' || (ch === '\r' && src[i + 1] !== '\n')) line += 1;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (cell === '' && !cellWasQuoted) {
        quoted = true;
        cellWasQuoted = true;
      } else if (!brokenRecord) {
        errors.push(`line ${recordLine}: a quote (") inside a cell; put the whole cell in quotes and double the quote ("")`);
        brokenRecord = true;
      }
      continue;
    }
    if (ch === ',') {
      endCell();
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && src[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
      continue;
    }
    if (cellWasQuoted && !brokenRecord) {
      errors.push(`line ${recordLine}: text after a closing quote; put the whole cell in quotes`);
      brokenRecord = true;
    }
    cell += ch;
  }
  if (quoted) errors.push(`line ${recordLine}: a quoted cell is not closed (a " is missing)`);
  else if (cell !== '' || cells.length) endRecord();
  return errors.length ? { ok: false, errors } : { ok: true, records };
}

/** "Planned Ads", "planned_ads", "PLANNEDADS" → plannedAds. */
const squash = (name: string) => name.replace(/[\s_-]+/g, '').toLowerCase();
const COLUMN_BY_SQUASHED = new Map<string, ReportColumn>(REPORT_COLUMNS.map((c) => [squash(c), c]));

export type ReportCsvResult =
  | { ok: true; inputs: Record<string, string>[]; lines: number[] }
  | { ok: false; errors: string[] };

/**
 * A report file as one input record per data line (for `validateReportRows`), with the line
 * each came from. The header names the columns in any order (spaces, case and underscores do
 * not matter); `date` is required, `cpm` is ignored, unknown or repeated columns are errors.
 * A row reading only `Verified delivery` ends the rows (the export's second section).
 */
export function readReportCsv(text: string): ReportCsvResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  // An exported file's verified delivery section is not report rows.
  const section = parsed.records.findIndex((r, i) => i > 0 && r.cells.length === 1 && r.cells[0]!.trim() === DELIVERY_SECTION_TITLE);
  const [header, ...data] = section < 0 ? parsed.records : parsed.records.slice(0, section);
  if (!header) return { ok: false, errors: [`the file is empty; the first line must name the columns: ${REPORT_COLUMNS.join(',')}`] };

  const errors: string[] = [];
  const columns: (ReportColumn | null)[] = [];
  const seen = new Set<ReportColumn>();
  for (const raw of header.cells) {
    const column = COLUMN_BY_SQUASHED.get(squash(raw)) ?? null;
    if (!column) errors.push(`line ${header.line}: unknown column "${raw.trim()}"; columns are ${REPORT_COLUMNS.join(', ')}`);
    else if (seen.has(column)) errors.push(`line ${header.line}: column "${column}" appears twice`);
    if (column) seen.add(column);
    columns.push(column);
  }
  if (!seen.has('date')) errors.push(`line ${header.line}: the header has no "date" column`);
  if (!data.length) errors.push('the file has a header but no rows');
  if (data.length > REPORT_CSV_MAX_ROWS) errors.push(`the file has ${data.length} rows; at most ${REPORT_CSV_MAX_ROWS} are read at once`);
  if (errors.length) return { ok: false, errors };

  const inputs: Record<string, string>[] = [];
  const lines: number[] = [];
  for (const record of data) {
    if (record.cells.length !== columns.length) {
      errors.push(`line ${record.line}: has ${record.cells.length} cells but the header has ${columns.length}`);
      continue;
    }
    const input: Record<string, string> = {};
    record.cells.forEach((cell, i) => {
      const column = columns[i];
      if (column && (REPORT_INPUT_COLUMNS as readonly string[]).includes(column)) input[column] = unguardCsvText(cell);
    });
    inputs.push(input);
    lines.push(record.line);
  }
  return errors.length ? { ok: false, errors } : { ok: true, inputs, lines };
}
