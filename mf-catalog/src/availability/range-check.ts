import { daysInRange, indiaToday, isDay } from 'shared-ui/booking';
import { MAX_RANGE_DAYS } from 'shared-domain/booking';

export type RangeErrors = { from?: string; to?: string };

/** What is wrong with a From/To pair the buyer typed, by field; none when it can be checked. */
export function rangeErrors(from: string, to: string, now: Date): RangeErrors {
  const errors: RangeErrors = {};
  if (!from) errors.from = 'Choose a start date.';
  else if (!isDay(from)) errors.from = 'Enter the start date as a date.';
  else if (from < indiaToday(now)) errors.from = 'The start date is in the past.';
  if (!to) errors.to = 'Choose an end date.';
  else if (!isDay(to)) errors.to = 'Enter the end date as a date.';
  else if (!errors.from && to < from) errors.to = 'The end date is before the start date.';
  else if (!errors.from && daysInRange(from, to) > MAX_RANGE_DAYS) errors.to = `Choose at most ${MAX_RANGE_DAYS} days.`;
  return errors;
}
