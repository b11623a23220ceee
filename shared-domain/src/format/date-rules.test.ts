import { DAY_PERIOD_HOURS, FIRST_WEEK_CONTAINS_DATE, WEEK_STARTS_ON, dayPeriod, endOfWeek, isPm, startOfWeek, weekOfYear } from './date-rules';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('date rules', () => {
  it('SPEC.md 9.26: the constants are the rule as written (week starts on day 0, week 1 holds date 1, morning 4, evening 17, noon/afternoon/pm 12)', () => {
    expect(WEEK_STARTS_ON).toBe(0);
    expect(FIRST_WEEK_CONTAINS_DATE).toBe(1);
    expect(DAY_PERIOD_HOURS).toEqual({ morning: 4, noon: 12, afternoon: 12, pm: 12, evening: 17 });
  });

  it('SPEC.md 9.26: a week starts on Sunday by default and ends on Saturday', () => {
    // 12 March 2025 was a Wednesday.
    expect(iso(startOfWeek(day('2025-03-12')))).toBe('2025-03-09');
    expect(iso(startOfWeek(day('2025-03-09')))).toBe('2025-03-09');
    expect(iso(startOfWeek(day('2025-03-15')))).toBe('2025-03-09');
    expect(iso(startOfWeek(new Date('2025-03-15T23:59:59Z')))).toBe('2025-03-09');
    expect(iso(endOfWeek(day('2025-03-12')))).toBe('2025-03-15');
  });

  it('SPEC.md 9.26: another week start can be asked for; a wrong one is refused', () => {
    expect(iso(startOfWeek(day('2025-03-12'), 1))).toBe('2025-03-10');
    expect(iso(startOfWeek(day('2025-03-09'), 1))).toBe('2025-03-03');
    expect(() => startOfWeek(day('2025-03-12'), 7)).toThrow(RangeError);
  });

  it('SPEC.md 9.26: week 1 is the week holding 1 January, whatever day that is', () => {
    // 1 Jan 2025 was a Wednesday: week 1 is 29 Dec 2024 – 4 Jan 2025.
    expect(weekOfYear(day('2025-01-01'))).toBe(1);
    expect(weekOfYear(day('2025-01-04'))).toBe(1);
    expect(weekOfYear(day('2025-01-05'))).toBe(2);
    expect(weekOfYear(day('2024-12-29'))).toBe(1);
    expect(weekOfYear(day('2024-12-28'))).toBe(52);
    expect(weekOfYear(day('2025-03-12'))).toBe(11);
    // 1 Jan 2023 was a Sunday: it starts week 1 and 31 Dec 2022 is in the last week of 2022.
    expect(weekOfYear(day('2023-01-01'))).toBe(1);
    expect(weekOfYear(day('2022-12-31'))).toBe(53);
  });

  it('SPEC.md 9.26: day periods begin at 4 (morning), 12 (afternoon, pm) and 17 (evening)', () => {
    expect([0, 3, 4, 11, 12, 16, 17, 23].map(dayPeriod)).toEqual(
      ['night', 'night', 'morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening'],
    );
    expect([isPm(11), isPm(12), isPm(23)]).toEqual([false, true, true]);
    expect(() => dayPeriod(24)).toThrow(RangeError);
    expect(() => dayPeriod(4.5)).toThrow(RangeError);
  });
});
