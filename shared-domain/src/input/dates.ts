/**
 * "Today" when the server checks that a start date is not in the past: the UTC calendar day.
 * India is ahead of UTC, so an Indian user's today is never refused; the screens check
 * against the user's own day (India's, `indiaDay`), which is never earlier.
 */
export function serverToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}
