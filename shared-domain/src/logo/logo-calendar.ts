export type LogoVariant = 'christmas' | 'new-year' | 'anniversary' | 'default';

/**
 * The logo for a date (SPEC.md section 2): December each year Christmas; 1–7 January 2025
 * New Year; 11–15 June 2025 Anniversary; otherwise the default. `now` is passed in.
 */
export function logoForDate(now: Date): LogoVariant {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  if (m === 11) return 'christmas';
  if (y === 2025 && m === 0 && d >= 1 && d <= 7) return 'new-year';
  if (y === 2025 && m === 5 && d >= 11 && d <= 15) return 'anniversary';
  return 'default';
}
