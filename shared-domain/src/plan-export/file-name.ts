/** The name of a media plan file. */

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_BASE_LENGTH = 80;

/** What a campaign's plan file names besides the campaign: its plan version and the day it was made. */
export type MediaPlanFileNameParts = {
  /** The campaign's current plan version: "-v2". */
  planVersion?: number | null;
  /** The day the file is made, in India: "-2026-11-29". */
  date?: Date;
};

const dayInIndia = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** A moment as the calendar day in India, 'YYYY-MM-DD'. */
export const planFileDay = (at: Date): string => dayInIndia.format(at);

/**
 * A file name safe on Windows, macOS and Linux from the bag's or campaign's name: characters a
 * file system refuses and control characters dropped, spaces as '-', at most 80 characters,
 * never empty ('media-plan'): "Diwali Blast: Delhi/NCR" → "Diwali-Blast-Delhi-NCR.xlsx". A
 * campaign's plan adds its version and the day: "Diwali-Blast-v2-2026-11-29.pdf".
 */
export function mediaPlanFileName(name: string, ext: 'xlsx' | 'pdf', parts: MediaPlanFileNameParts = {}): string {
  let base = (name ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[<>:"/\\|?*]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  if (base.length > MAX_BASE_LENGTH) base = Array.from(base).slice(0, MAX_BASE_LENGTH).join('').replace(/[-.]+$/g, '');
  if (base === '' || WINDOWS_RESERVED.test(base)) base = base === '' ? 'media-plan' : `${base}-media-plan`;
  const { planVersion, date } = parts;
  if (typeof planVersion === 'number' && Number.isInteger(planVersion) && planVersion > 0) base += `-v${planVersion}`;
  if (date && !Number.isNaN(date.getTime())) base += `-${planFileDay(date)}`;
  return `${base}.${ext}`;
}
