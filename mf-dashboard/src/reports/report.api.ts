import type { AxiosInstance } from 'axios';
import { REPORT_INPUT_COLUMNS, reportDays, reportTotals, validateReportRow, type ReportDay, type ReportRowInput, type ReportTotals } from 'shared-domain/campaign';

/** The report as the panel shows it: valid days earliest first, their totals, and how many rows were unreadable. */
export type CampaignReport = {
  days: ReportDay[];
  totals: ReportTotals;
  /** Rows the server sent that are not a readable day (shown as a note, never as zeros). */
  skipped: number;
};

const reportPath = (id: string) => `/campaigns/${encodeURIComponent(id)}/report`;

/** The rows of whichever shape the server answers: an array, `{ rows }`, `{ data }` or `{ days }`. */
function rowsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of ['rows', 'data', 'days'] as const) {
      const v = (body as Record<string, unknown>)[key];
      if (Array.isArray(v)) return v;
    }
  }
  return [];
}

/**
 * Reads one server row with shared-domain's rule. Only the report's columns are kept (a
 * stored row may carry `_id` or `campaignId`), a timestamp date is read as its day, and the
 * CPM is computed again rather than trusted.
 */
function readRow(raw: unknown): ReportRowInput | null {
  if (!raw || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const c of REPORT_INPUT_COLUMNS) if (c in source) picked[c] = source[c];
  if (typeof picked.date === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(picked.date)) picked.date = picked.date.slice(0, 10);
  const result = validateReportRow(picked);
  return result.ok ? result.row : null;
}

/** GET /campaigns/{id}/report?format=json: the daily rows, with totals computed from the rows shown. */
export async function fetchReport(api: AxiosInstance, id: string): Promise<CampaignReport> {
  const res = await api.get<unknown>(`${reportPath(id)}?format=json`);
  const raw = rowsOf(res.data);
  const seen = new Set<string>();
  const rows: ReportRowInput[] = [];
  for (const r of raw) {
    const row = readRow(r);
    // A day sent twice is shown once: two rows for one date would double its figures.
    if (row && !seen.has(row.date)) {
      seen.add(row.date);
      rows.push(row);
    }
  }
  return { days: reportDays(rows), totals: reportTotals(rows), skipped: raw.length - rows.length };
}

/** The file name from `Content-Disposition` (plain or RFC 5987 form), if the server gave one. */
export function filenameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/**
 * GET /campaigns/{id}/report?format=csv as a Blob. The API needs the Bearer header, so a
 * plain `<a href>` cannot fetch it: the client does, and the page saves the Blob.
 */
export async function downloadReportCsv(api: AxiosInstance, id: string): Promise<{ blob: Blob; filename: string | null }> {
  const res = await api.get<unknown>(`${reportPath(id)}?format=csv`, { responseType: 'blob', headers: { Accept: 'text/csv' }, callKind: 'upload' });
  const data = res.data;
  const blob = data instanceof Blob ? data : new Blob([typeof data === 'string' ? data : JSON.stringify(data)], { type: 'text/csv;charset=utf-8' });
  const headers = res.headers as Record<string, unknown> | undefined;
  return { blob, filename: filenameFromDisposition(headers?.['content-disposition']) };
}
