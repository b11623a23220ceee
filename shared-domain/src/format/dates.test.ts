import { formatDate, formatDay, formatDayRange } from './dates';

it('formats an ISO date as India reads it, and leaves an unreadable one as it came', () => {
  expect(formatDate('2099-12-05')).toBe('5 Dec 2099');
  expect(formatDate('2025-03-05T10:00:00.000Z')).toBe('5 Mar 2025');
  expect(formatDate('soon')).toBe('soon');
});

it('formats a day as written, and a run of days with the year always or only when the years differ', () => {
  expect(formatDay('2026-12-01')).toBe('1 Dec 2026');
  expect(formatDay('not a day')).toBe('not a day');
  expect(formatDay('2026-13-45')).toBe('2026-13-45');
  expect(formatDay('2026-09-05')).toBe(formatDate('2026-09-05'));
  const always = (a: string, b: string) => formatDayRange(a, b, { year: 'always' });
  expect(always('2026-12-01', '2026-12-01')).toBe('1 Dec 2026');
  expect(always('2026-12-01', '2026-12-02')).toBe('1–2 Dec 2026');
  expect(always('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec 2026');
  expect(always('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
  const short = (a: string, b: string) => formatDayRange(a, b, { year: 'when-they-differ' });
  expect(short('2027-04-03', '2027-04-03')).toBe('3 Apr');
  expect(short('2027-04-03', '2027-04-09')).toBe('3–9 Apr');
  expect(short('2027-03-28', '2027-04-03')).toBe('28 Mar – 3 Apr');
  expect(short('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
});
