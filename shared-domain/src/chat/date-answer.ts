import { isIsoDate } from '../campaign/brief';

/**
 * Dates as people type them in a chat, read against a given "today" (no clock here): ISO
 * (2027-03-01), Indian day-first numbers (01/03/2027, 1-3-2027, 1.3.2027), words (1 March 2027,
 * 1st Mar, March 1, 2027), and a few relative phrases (today, tomorrow, in 2 weeks, next
 * month). A date without a year is the next one on or after today.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(y: number, m: number, d: number): string | null {
  const iso = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
  return isIsoDate(iso) ? iso : null;
}

function partsOf(iso: string): { y: number; m: number; d: number } {
  return { y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) };
}

/** `iso` plus whole days (negative goes back). */
export function addDaysToIsoDate(iso: string, days: number): string {
  const { y, m, d } = partsOf(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `iso` plus calendar months; a day the month lacks becomes its last day. */
function addMonths(iso: string, months: number): string {
  const { y, m, d } = partsOf(iso);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${pad(ny, 4)}-${pad(nm)}-${pad(Math.min(d, last))}`;
}

function monthOf(word: string): number | null {
  const i = MONTHS.indexOf(word.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
  // "Marchh" or "Mayday" are no months: the word must be the month's name or its start.
  if (i < 0) return null;
  const full = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][i];
  const w = word.toLowerCase().replace(/\.$/, '');
  return full.startsWith(w) || (w === 'sept' && i === 8) ? i + 1 : null;
}

/** A day and month without a year: this year's when it is not before today, else next year's. */
function nextOccurrence(m: number, d: number, today: string): string | null {
  const { y } = partsOf(today);
  const thisYear = isoOf(y, m, d);
  if (thisYear && thisYear >= today) return thisYear;
  // 29 February without a year: the next leap year's.
  for (let year = y + 1; year <= y + 8; year += 1) {
    const next = isoOf(year, m, d);
    if (next) return next;
  }
  return null;
}

const UNIT_DAYS: Readonly<Record<string, number>> = { day: 1, week: 7, fortnight: 14 };

/** "2 weeks", "a month", "1 year", "10 days" → the date that long after `from`; null when it is no span. */
export function addSpan(text: string, from: string): string | null {
  const match = /^(\d{1,3}|a|an|one)\s+(day|week|fortnight|month|year)s?$/i.exec(text.trim());
  if (!match) return null;
  const n = /^\d+$/.test(match[1]) ? Number(match[1]) : 1;
  const unit = match[2].toLowerCase();
  if (unit === 'month') return addMonths(from, n);
  if (unit === 'year') return addMonths(from, n * 12);
  return addDaysToIsoDate(from, n * UNIT_DAYS[unit]);
}

/** One date as typed → `YYYY-MM-DD`, or null when it is not a date this reads. */
export function parseDateAnswer(raw: string, today: string): string | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ').replace(/^(?:on|from|starting|start|between|by|the)\s+/, '').replace(/[.,!]$/, '');
  if (text === 'today') return today;
  if (text === 'tomorrow') return addDaysToIsoDate(today, 1);
  if (text === 'next week') return addDaysToIsoDate(today, 7);
  // "Next month": its first day, the usual start of a monthly campaign.
  if (text === 'next month') return addMonths(`${today.slice(0, 8)}01`, 1);
  const inSpan = /^in (.+)$/.exec(text);
  if (inSpan) return addSpan(inSpan[1], today);

  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
  // Day first, as India writes dates: 01/03/2027 is 1 March.
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (match) {
    const year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    return isoOf(year, Number(match[2]), Number(match[1]));
  }
  // 1 March 2027, 1st Mar, 1 mar, 2027
  match = /^(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([a-z]+\.?),?(?: (\d{4}))?$/.exec(text);
  if (match) {
    const m = monthOf(match[2]);
    if (!m) return null;
    return match[3] ? isoOf(Number(match[3]), m, Number(match[1])) : nextOccurrence(m, Number(match[1]), today);
  }
  // March 1, 2027; Mar 1st
  match = /^([a-z]+\.?) (\d{1,2})(?:st|nd|rd|th)?,?(?: (\d{4}))?$/.exec(text);
  if (match) {
    const m = monthOf(match[1]);
    if (!m) return null;
    return match[3] ? isoOf(Number(match[3]), m, Number(match[2])) : nextOccurrence(m, Number(match[2]), today);
  }
  return null;
}

/**
 * Two dates in one answer ("1 Mar 2027 to 31 Mar 2027", "1/3/2027 - 31/3/2027", "from 1 March
 * for 2 weeks"); null when the text is not two dates.
 */
export function parseDateRange(raw: string, today: string): { start: string; end: string } | null {
  const text = raw.trim();
  const forSpan = /^(.+?)\s+for\s+(.+)$/i.exec(text);
  if (forSpan) {
    const start = parseDateAnswer(forSpan[1], today);
    const end = start ? addSpan(forSpan[2], start) : null;
    return start && end ? { start, end } : null;
  }
  const parts = text.split(/\s+(?:to|till|until|through|and)\s+|\s+[-–—]\s+|\s*[–—]\s*/i);
  if (parts.length !== 2) return null;
  const start = parseDateAnswer(parts[0], today);
  // The end is read from the start: "1 Dec to 15 Jan" ends in the year after.
  const end = start ? parseDateAnswer(parts[1], start) : null;
  return start && end ? { start, end } : null;
}
