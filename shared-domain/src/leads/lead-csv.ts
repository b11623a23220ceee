import type { LeadView } from './lead-view';

/** The columns of the lead CSV export, in order (the first row of the file). */
export const LEAD_CSV_COLUMNS = [
  'id', 'created_at', 'status', 'name', 'email', 'phone', 'budget', 'ad_time_line', 'requirements',
  'source', 'utm_source', 'utm_medium', 'utm_campaign', 'assignee', 'note', 'updated_at',
] as const;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text starting with =, +, -, @, tab or carriage return gets a leading apostrophe so a
 * spreadsheet shows it as text instead of running it as a formula (a phone number then reads
 * `'+919876543210`). Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (no line ending). */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',');
}

/** A lead as one CSV line, in LEAD_CSV_COLUMNS order. */
function leadCsvRow(lead: LeadView): string {
  return csvRow([
    lead._id, lead.createdAt, lead.status, lead.name, lead.email, lead.phone, lead.budget, lead.adTimeLine, lead.requirements,
    lead.source, lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.assignee, lead.note, lead.updatedAt,
  ]);
}

/** The whole export: header and one line per lead, CRLF line endings (RFC 4180). */
export function leadsCsv(leads: readonly LeadView[]): string {
  return [LEAD_CSV_COLUMNS.join(','), ...leads.map(leadCsvRow)].join('\r\n') + '\r\n';
}
