// Report days are `YYYY-MM-DD` text read as UTC midnight, so they are formatted in UTC too.
const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "10 Mar". */
export const shortDay = (iso: string): string => short.format(new Date(`${iso}T00:00:00Z`));
/** "10 Mar 2025". */
export const longDay = (iso: string): string => long.format(new Date(`${iso}T00:00:00Z`));
/** A count with Indian digit grouping: 125000 → "1,25,000". */
export const formatCount = (n: number): string => counts.format(n);
