/** When a campaign runs: its own dates (a brief's or the bag's), else its schedule's first and last day. */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const dateText = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The first and last day (YYYY-MM-DD) the media options are scheduled on, or nulls when no
 * option has a dated schedule entry. Entries whose date is not an ISO date are skipped.
 */
export function scheduleSpan(mediaOptions: unknown): { first: string | null; last: string | null } {
  let first: string | null = null;
  let last: string | null = null;
  if (!Array.isArray(mediaOptions)) return { first, last };
  for (const option of mediaOptions as { schedule?: unknown }[]) {
    const schedule = option && typeof option === 'object' ? option.schedule : undefined;
    if (!Array.isArray(schedule)) continue;
    for (const entry of schedule as { date?: unknown }[]) {
      const date = entry && typeof entry === 'object' ? dateText(entry.date) : null;
      if (!date || !ISO_DAY.test(date)) continue;
      const day = date.slice(0, 10);
      if (first === null || day < first) first = day;
      if (last === null || day > last) last = day;
    }
  }
  return { first, last };
}

/** The campaign's run: each of its own dates when set, else the schedule's first or last day. */
export function campaignRunDates(campaign: { startDate?: unknown; endDate?: unknown; mediaOptions?: unknown }): { start: string | null; end: string | null } {
  const own = { start: dateText(campaign.startDate), end: dateText(campaign.endDate) };
  if (own.start && own.end) return own;
  const span = scheduleSpan(campaign.mediaOptions);
  return { start: own.start ?? span.first, end: own.end ?? span.last };
}

/**
 * The dates a campaign keeps when options are added to it from the bag: each of its own dates
 * stays (a brief or an earlier save set it); a date it lacks is the one the buyer set in the bag.
 */
export function datesAfterAddingFromBag(
  campaign: { startDate?: unknown; endDate?: unknown },
  bag: { startDate: string | null; endDate: string | null },
): { startDate: string | null; endDate: string | null } {
  return {
    startDate: dateText(campaign.startDate) ?? dateText(bag.startDate),
    endDate: dateText(campaign.endDate) ?? dateText(bag.endDate),
  };
}
