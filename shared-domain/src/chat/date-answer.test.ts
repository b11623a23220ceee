import { addDaysToIsoDate, addSpan, parseDateAnswer, parseDateRange } from './date-answer';

const TODAY = '2026-11-26';

describe('parseDateAnswer', () => {
  it.each([
    ['2027-03-01', '2027-03-01'],
    ['01/03/2027', '2027-03-01'],
    ['1-3-27', '2027-03-01'],
    ['1.3.2027', '2027-03-01'],
    ['1 March 2027', '2027-03-01'],
    ['1st Mar, 2027', '2027-03-01'],
    ['March 1, 2027', '2027-03-01'],
    ['Sept 5 2027', '2027-09-05'],
    ['on 15 Dec', '2026-12-15'],
    ['15 jan', '2027-01-15'],
    ['26 Nov', '2026-11-26'],
    ['today', '2026-11-26'],
    ['tomorrow', '2026-11-27'],
    ['next week', '2026-12-03'],
    ['Next month', '2026-12-01'],
    ['in 2 weeks', '2026-12-10'],
    ['In 2 months', '2027-01-26'],
    ['in a year', '2027-11-26'],
  ])('reads %p', (text, iso) => {
    expect(parseDateAnswer(text, TODAY)).toBe(iso);
  });

  it.each(['31/02/2027', '2027-13-01', 'soon', '5', 'Marchh 3', 'in 2 fortnights ago', '1 Foo 2027', ''])('refuses %p', (text) => {
    expect(parseDateAnswer(text, TODAY)).toBeNull();
  });

  it('puts 29 February without a year in the next leap year', () => {
    expect(parseDateAnswer('29 Feb', TODAY)).toBe('2028-02-29');
  });
});

describe('parseDateRange', () => {
  it('reads two dates, the end counted from the start', () => {
    expect(parseDateRange('1 Mar 2027 to 31 Mar 2027', TODAY)).toEqual({ start: '2027-03-01', end: '2027-03-31' });
    expect(parseDateRange('15 Dec - 15 Jan', TODAY)).toEqual({ start: '2026-12-15', end: '2027-01-15' });
    expect(parseDateRange('between 1 Jan and 10 Jan', TODAY)).toEqual({ start: '2027-01-01', end: '2027-01-10' });
    expect(parseDateRange('1 Feb 2027 for 2 weeks', TODAY)).toEqual({ start: '2027-02-01', end: '2027-02-15' });
  });

  it('is null for one date or words', () => {
    expect(parseDateRange('1 Mar 2027', TODAY)).toBeNull();
    expect(parseDateRange('soon to later', TODAY)).toBeNull();
  });
});

describe('spans', () => {
  it('adds days, weeks and months, clamping to the month end', () => {
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addSpan('1 month', '2027-01-31')).toBe('2027-02-28');
    expect(addSpan('3 weeks', '2027-01-01')).toBe('2027-01-22');
    expect(addSpan('a fortnight', '2027-01-01')).toBe('2027-01-15');
    expect(addSpan('three weeks', '2027-01-01')).toBeNull();
  });
});
