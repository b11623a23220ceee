import type { BagMediaOption } from 'shared-domain';

/** What a line's dates come from: its own schedule, else the bag's start and end. */
export type DatedLine = Pick<BagMediaOption, '_id' | '_mediaOption' | 'schedule'>;
export type BagDates = { startDate: string | null; endDate: string | null };

/**
 * The days a line runs: its schedule's first to last date when it has one, else the bag's
 * start and end dates; null when neither says (the buyer must choose dates first).
 */
export function lineDates(line: DatedLine, bag: BagDates): { from: string; to: string } | null {
  const days = (line.schedule ?? []).map((e) => e.date.slice(0, 10)).filter(Boolean).sort();
  if (days.length > 0) return { from: days[0]!, to: days[days.length - 1]! };
  const from = bag.startDate?.slice(0, 10);
  const to = bag.endDate?.slice(0, 10);
  if (!from || !to) return null;
  return from <= to ? { from, to } : null;
}
