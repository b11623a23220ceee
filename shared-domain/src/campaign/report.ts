/**
 * The campaign report of SPEC.md section 3 ("Report row per day"): one row per day with
 * planned and actual ads, spend and impressions, CPM, reach and clicks; totals and pacing.
 * Pure: the caller passes the day to measure pacing on; nothing here reads a clock.
 */
import { cpm } from '../catalog/reach';
import { round2 } from '../pricing/rounding';

/** The columns of a report row, in SPEC.md order; also the CSV header. */
export const REPORT_COLUMNS = [
  'date', 'brand', 'industry', 'plannedAds', 'actualAds', 'plannedSpend', 'actualSpend',
  'plannedImpressions', 'actualImpressions', 'cpm', 'reach', 'clicks',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** Columns that hold whole counts. */
export const REPORT_COUNT_FIELDS = ['plannedAds', 'actualAds', 'plannedImpressions', 'actualImpressions', 'reach', 'clicks'] as const;
/** Columns that hold rupees (kept to the paisa). */
export const REPORT_MONEY_FIELDS = ['plannedSpend', 'actualSpend'] as const;
type CountField = (typeof REPORT_COUNT_FIELDS)[number];
type MoneyField = (typeof REPORT_MONEY_FIELDS)[number];

/** Columns a report row is written with; `cpm` is always computed, never entered. */
export const REPORT_INPUT_COLUMNS: readonly ReportColumn[] = REPORT_COLUMNS.filter((c) => c !== 'cpm');

/** What is stored for one day: everything but the CPM. */
export type ReportRowInput = { date: string; brand: string; industry: string } & Record<CountField | MoneyField, number>;

/** One day of the report; `cpm` is null on a day without actual impressions. */
export type ReportDay = ReportRowInput & { cpm: number | null };

export type ReportTotals = Record<CountField | MoneyField, number> & {
  /** Days with a row. */
  days: number;
  /** CPM over the whole report: total actual spend / total actual impressions × 1000. */
  cpm: number | null;
};

/** Actual spend within this share of the planned spend to date counts as on track. */
export const PACING_TOLERANCE = 0.1;

export type PacingStatus = 'no-plan' | 'behind' | 'on-track' | 'ahead';
export type ReportPacing = {
  /** The last day counted (YYYY-MM-DD), inclusive. */
  asOf: string;
  plannedSpendToDate: number;
  actualSpendToDate: number;
  /** actual / planned to date, rounded to 4 decimals; null without planned spend. */
  ratio: number | null;
  status: PacingStatus;
};

/** The biggest figure a row may hold; beyond it numbers lose whole-number precision. */
const MAX_FIGURE = Number.MAX_SAFE_INTEGER;
const MAX_TEXT = 200;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isReportDate(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * A figure from a JSON number or from text as a person or a spreadsheet writes it:
 * surrounding spaces and digit-group commas ("1,00,000", "12,500.50") are allowed.
 * Undefined, null and blank read as 0 (a day without clicks leaves the cell empty).
 */
function readFigure(value: unknown): number | 'invalid' {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'invalid';
  if (typeof value !== 'string') return 'invalid';
  const text = value.trim();
  if (text === '') return 0;
  if (!/^-?\d{1,3}(,\d{2,3})*(\.\d+)?$|^-?\d+(\.\d+)?$/.test(text)) return 'invalid';
  return Number(text.replace(/,/g, ''));
}

function readText(value: unknown, fallback: string): string | 'invalid' {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') return 'invalid';
  const text = value.trim();
  return text === '' ? fallback : text;
}

export type ReportRowResult = { ok: true; row: ReportRowInput } | { ok: false; errors: string[] };

/**
 * Validates one day as entered (JSON or a CSV line): `date` YYYY-MM-DD; counts whole and
 * ≥ 0; spends ≥ 0, rounded to the paisa; missing figures are 0; brand and industry fall back
 * to `defaults`. A `cpm` field is ignored (it is computed); any other unknown field is an error.
 */
export function validateReportRow(
  input: Readonly<Record<string, unknown>>,
  defaults: { readonly brand: string; readonly industry: string } = { brand: '', industry: '' },
): ReportRowResult {
  const errors: string[] = [];
  for (const key of Object.keys(input)) {
    if (!(REPORT_COLUMNS as readonly string[]).includes(key)) errors.push(`unknown column "${key}"`);
  }
  const date = typeof input.date === 'string' ? input.date.trim() : '';
  if (input.date !== undefined && input.date !== null && typeof input.date !== 'string') errors.push('date must be text written YYYY-MM-DD');
  else if (date === '') errors.push('date is required (YYYY-MM-DD)');
  else if (!isReportDate(date)) errors.push(`date "${date}" is not a day written YYYY-MM-DD, e.g. 2025-03-01`);

  const text = (field: 'brand' | 'industry'): string => {
    const value = readText(input[field], defaults[field]);
    if (value === 'invalid') {
      errors.push(`${field} must be text`);
      return '';
    }
    if (value.length > MAX_TEXT) errors.push(`${field} must be at most ${MAX_TEXT} characters`);
    return value;
  };
  const brand = text('brand');
  const industry = text('industry');

  const figures = {} as Record<CountField | MoneyField, number>;
  for (const field of [...REPORT_COUNT_FIELDS, ...REPORT_MONEY_FIELDS]) {
    const value = readFigure(input[field]);
    const shown = JSON.stringify(input[field]);
    if (value === 'invalid') errors.push(`${field} must be a number, got ${shown}`);
    else if (value < 0) errors.push(`${field} must not be negative, got ${shown}`);
    else if (value > MAX_FIGURE) errors.push(`${field} is too large`);
    else if ((REPORT_COUNT_FIELDS as readonly string[]).includes(field) && !Number.isInteger(value)) {
      errors.push(`${field} must be a whole number, got ${shown}`);
    } else {
      // Spends come from spreadsheets with float noise (1234.5600000001): keep paise.
      figures[field] = (REPORT_MONEY_FIELDS as readonly string[]).includes(field) ? round2(value) : value;
    }
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, row: { date, brand, industry, ...figures } };
}

export type ReportRowsResult = { ok: true; rows: ReportRowInput[] } | { ok: false; errors: string[] };

/**
 * Validates a batch of days: every row as `validateReportRow`, and each date at most once.
 * Errors name the row by `label(index)` ("row 3", or "line 4" for a CSV file).
 */
export function validateReportRows(
  inputs: readonly Readonly<Record<string, unknown>>[],
  defaults?: { readonly brand: string; readonly industry: string },
  label: (index: number) => string = (i) => `row ${i + 1}`,
): ReportRowsResult {
  const errors: string[] = [];
  const rows: ReportRowInput[] = [];
  const firstByDate = new Map<string, number>();
  inputs.forEach((input, i) => {
    const result = validateReportRow(input, defaults);
    if (!result.ok) {
      errors.push(`${label(i)}: ${result.errors.join('; ')}`);
      return;
    }
    const first = firstByDate.get(result.row.date);
    if (first !== undefined) {
      errors.push(`${label(i)}: date ${result.row.date} is already given in ${label(first)}`);
      return;
    }
    firstByDate.set(result.row.date, i);
    rows.push(result.row);
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}

/** A stored day with its CPM: actual spend / actual impressions × 1000 (SPEC.md section 9). */
export function reportDay(row: ReportRowInput): ReportDay {
  return { ...row, cpm: cpm(row.actualSpend, row.actualImpressions) };
}

/** The report's days, earliest first, each with its CPM. */
export function reportDays(rows: readonly ReportRowInput[]): ReportDay[] {
  return [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).map(reportDay);
}

/**
 * Sums of every figure over the days. Reach is the sum of daily reach (the people reached
 * each day, not de-duplicated across days: the daily rows carry no way to de-duplicate).
 */
export function reportTotals(rows: readonly ReportRowInput[]): ReportTotals {
  const sum = (field: CountField | MoneyField) => rows.reduce((s, r) => s + r[field], 0);
  const totals = {} as Record<CountField | MoneyField, number>;
  for (const field of REPORT_COUNT_FIELDS) totals[field] = sum(field);
  for (const field of REPORT_MONEY_FIELDS) totals[field] = round2(sum(field));
  return { ...totals, days: rows.length, cpm: cpm(totals.actualSpend, totals.actualImpressions) };
}

/**
 * Pacing: actual spend against planned spend over the days up to `asOf` (inclusive).
 * Within ±PACING_TOLERANCE of plan is on track; below is behind, above is ahead.
 */
export function reportPacing(rows: readonly ReportRowInput[], asOf: string): ReportPacing {
  const toDate = rows.filter((r) => r.date <= asOf);
  const planned = round2(toDate.reduce((s, r) => s + r.plannedSpend, 0));
  const actual = round2(toDate.reduce((s, r) => s + r.actualSpend, 0));
  if (planned <= 0) return { asOf, plannedSpendToDate: planned, actualSpendToDate: actual, ratio: null, status: 'no-plan' };
  const ratio = Math.round((actual / planned) * 10_000) / 10_000;
  const status: PacingStatus = ratio < 1 - PACING_TOLERANCE ? 'behind' : ratio > 1 + PACING_TOLERANCE ? 'ahead' : 'on-track';
  return { asOf, plannedSpendToDate: planned, actualSpendToDate: actual, ratio, status };
}

/** The calendar day (YYYY-MM-DD) of `now` in India (UTC+5:30, no daylight saving). */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
