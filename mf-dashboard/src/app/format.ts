const dates = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Rupee amounts, rates and payments are formatted by shared-domain's one rule (format/money.ts). */
export { formatRate, formatRupees, formatRupeesExact } from 'shared-domain';

/** An ISO date as India reads it ("5 Mar 2025"); an unreadable one as it came. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dates.format(d);
}

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
