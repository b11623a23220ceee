import { csvRow } from '../format/csv';
import type { LeadView } from './lead-view';

/** The columns of the lead CSV export, in order (the first row of the file). */
export const LEAD_CSV_COLUMNS = [
  'id', 'created_at', 'status', 'name', 'email', 'phone', 'budget', 'ad_time_line', 'requirements',
  'source', 'utm_source', 'utm_medium', 'utm_campaign', 'assignee', 'note', 'updated_at',
] as const;

/** A lead as one CSV line, in LEAD_CSV_COLUMNS order: the budget a figure, every other cell text (csvCell guards it). */
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
