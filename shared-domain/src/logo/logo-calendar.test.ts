import { logoForDate } from './logo-calendar';

describe('logoForDate', () => {
  it.each([
    ['2026-12-01', 'christmas'], ['2024-12-31', 'christmas'],
    ['2025-01-01', 'new-year'], ['2025-01-07', 'new-year'], ['2025-01-08', 'default'], ['2026-01-03', 'default'],
    ['2025-06-11', 'anniversary'], ['2025-06-15', 'anniversary'], ['2025-06-16', 'default'], ['2026-06-12', 'default'],
    ['2026-11-21', 'default'],
  ])('%s → %s', (iso, variant) => {
    expect(logoForDate(new Date(`${iso}T12:00:00`))).toBe(variant);
  });
});
