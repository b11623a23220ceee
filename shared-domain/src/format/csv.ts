/** A cell of a CSV file we write: text, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

/**
 * What separates cells or records in some spreadsheet's reading of a CSV file: a comma, the
 * semicolon of locales with a decimal comma, a tab (a paste, or a "text" import), and line breaks.
 */
const SEPARATORS = new Set([',', ';', '\t', '\r', '\n']);

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * `text` with an apostrophe before a formula start at the start of the text and of every
 * piece a separator begins, spaces before it included: a spreadsheet that splits the cell at
 * that separator (ignoring the quotes), or trims the spaces, would run the piece otherwise.
 */
function neutraliseFormulas(text: string): string {
  let out = '';
  let pieceStart = true;
  for (const ch of text) {
    if (pieceStart && FORMULA_STARTS.has(ch)) out += "'";
    out += ch;
    pieceStart = SEPARATORS.has(ch) || (pieceStart && ch === ' ');
  }
  return out;
}

/**
 * One CSV cell (RFC 4180). Text gets an apostrophe before every formula start, so a
 * spreadsheet shows it as text (a phone number reads `'+919876543210`; `ok;=HYPERLINK(…)`
 * reads `ok;'=HYPERLINK(…)`), and is quoted, quotes doubled, when it holds a separator of
 * any locale or a quote. A number is a figure of a numeric column and is written as it is
 * (-5 stays a number); NaN and ±Infinity, which no sheet reads, are an empty cell.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = neutraliseFormulas(value);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (no line ending). */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/**
 * A cell's text as csvCell had it, read back from a file it wrote: each apostrophe it put
 * before a formula start comes off (text that itself had one there loses it too).
 */
export function unguardCsvText(cell: string): string {
  const chars = [...cell];
  let out = '';
  let pieceStart = true;
  chars.forEach((ch, i) => {
    if (pieceStart && ch === "'" && FORMULA_STARTS.has(chars[i + 1] ?? '')) return;
    out += ch;
    pieceStart = SEPARATORS.has(ch) || (pieceStart && ch === ' ');
  });
  return out;
}
