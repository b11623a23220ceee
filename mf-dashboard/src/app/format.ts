/** Rupee amounts, rates, payments and dates are formatted by shared-domain's one rule each (format/money.ts, format/dates.ts). */
export { formatRate, formatRupees, formatRupeesExact } from 'shared-domain';
export { formatDate } from 'shared-domain/format';

const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** Today's date in India as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** A byte count for people: "820 B", "14.2 KB", "3.1 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
