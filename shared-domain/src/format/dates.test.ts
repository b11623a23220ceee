import { formatDate } from './dates';

it('formats an ISO date as India reads it, and leaves an unreadable one as it came', () => {
  expect(formatDate('2099-12-05')).toBe('5 Dec 2099');
  expect(formatDate('2025-03-05T10:00:00.000Z')).toBe('5 Mar 2025');
  expect(formatDate('soon')).toBe('soon');
});
