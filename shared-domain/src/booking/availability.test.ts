import {
  addDays, availabilityDay, availabilityEditProblems, daysOf, daysOfEdit, firstShortDay, isDay, nextFreeRange, rangeLength, rangeProblems, summarizeAvailability, weekdayOf,
} from './availability';

describe('issue 37: availability days', () => {
  it('reads real days only and walks the calendar across months and leap days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-3-01')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(rangeLength('2027-03-01', '2027-03-31')).toBe(31);
    expect(rangeLength('2027-03-02', '2027-03-01')).toBe(0);
    expect(daysOf('2027-12-30', '2028-01-02')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(weekdayOf('2027-03-07')).toBe(0);
  });

  it('free units are the units less held and booked, never below 0', () => {
    expect(availabilityDay('2027-03-01', 3, 1, 1)).toEqual({ date: '2027-03-01', units: 3, held: 1, booked: 1, free: 1 });
    expect(availabilityDay('2027-03-01', 1, 1, 1).free).toBe(0);
  });
});

describe('issue 37: the summary a buyer reads', () => {
  const day = (units: number, held = 0, booked = 0) => availabilityDay('2027-03-01', units, held, booked);

  it('"Available" when every day has more than 2 free, or all of a small stock', () => {
    expect(summarizeAvailability([day(5), day(3)], 2)).toEqual({ state: 'available', free: 3, label: 'Available', nextFree: null });
    expect(summarizeAvailability([day(1), day(2)], 2).label).toBe('Available');
  });

  it('"N left" when the fewest free are at most 2 and below the day\'s units', () => {
    expect(summarizeAvailability([day(5, 3), day(5)], 2)).toEqual({ state: 'few', free: 2, label: '2 left', nextFree: null });
    expect(summarizeAvailability([day(4, 1, 2)], 1).label).toBe('1 left');
  });

  it('"Booked" when a day has nothing free (or fewer than asked), with the next free range', () => {
    const next = { from: '2027-04-01', to: '2027-04-02' };
    expect(summarizeAvailability([day(1, 1), day(5)], 2, 1, next)).toEqual({ state: 'booked', free: 0, label: 'Booked', nextFree: next });
    expect(summarizeAvailability([day(3, 1)], 1, 3).state).toBe('booked');
  });

  it('"On request" when a day of the range has no availability', () => {
    expect(summarizeAvailability([day(5)], 2)).toEqual({ state: 'on-request', free: 0, label: 'On request', nextFree: null });
    expect(summarizeAvailability([], 1).label).toBe('On request');
  });
});

describe('issue 37: the next free range', () => {
  const free = new Map<string, number>([
    ['2027-03-01', 0], ['2027-03-02', 0], ['2027-03-03', 1], ['2027-03-04', 0], ['2027-03-05', 2], ['2027-03-06', 1], ['2027-03-07', 1],
  ]);
  it('is the first later run of free days as long as the range', () => {
    expect(nextFreeRange(free, '2027-03-01', '2027-03-02', 1)).toEqual({ from: '2027-03-05', to: '2027-03-06' });
    expect(nextFreeRange(free, '2027-03-01', '2027-03-01', 1)).toEqual({ from: '2027-03-03', to: '2027-03-03' });
    expect(nextFreeRange(free, '2027-03-01', '2027-03-01', 2)).toEqual({ from: '2027-03-05', to: '2027-03-05' });
  });
  it('is null when the kept days end first', () => {
    expect(nextFreeRange(free, '2027-03-01', '2027-03-04', 1)).toBeNull();
    expect(nextFreeRange(new Map(), '2027-03-01', '2027-03-01', 1)).toBeNull();
  });
});

describe('issue 37: a seller\'s bulk edit', () => {
  const today = '2027-03-01';
  it('names each wrong field', () => {
    expect(rangeProblems('2027-3-1', '2027-03-02')).toEqual({ from: expect.stringContaining('YYYY-MM-DD') });
    expect(rangeProblems('2027-03-02', '2027-03-01')).toEqual({ to: 'The last day cannot be before the first day' });
    expect(rangeProblems('2027-03-01', '2028-03-01')).toEqual({ to: 'A range can be at most 366 days long' });
    expect(availabilityEditProblems({ from: '2027-03-01', to: '2027-03-05', units: 10_001 }, today)).toEqual({ units: expect.stringContaining('0 to 10000') });
    expect(availabilityEditProblems({ from: '2027-03-01', to: '2027-03-05', units: 1.5 }, today).units).toBeDefined();
    expect(availabilityEditProblems({ from: '2027-03-01', to: '2027-03-05', units: 1, weekdays: [7] }, today).weekdays).toBeDefined();
    expect(availabilityEditProblems({ from: '2027-03-01', to: '2027-03-05', units: 1, weekdays: [] }, today).weekdays).toBeDefined();
    expect(availabilityEditProblems({ from: '2027-02-01', to: '2027-02-05', units: 1 }, today).to).toContain('past');
    expect(availabilityEditProblems({ from: '2027-03-01', to: '2027-03-05', units: null }, today)).toEqual({});
  });
  it('writes the chosen weekdays of the range from today on', () => {
    // 2027-03-01 is a Monday.
    expect(daysOfEdit({ from: '2027-02-25', to: '2027-03-08', units: 1, weekdays: [1, 6] }, today)).toEqual(['2027-03-01', '2027-03-06', '2027-03-08']);
    expect(daysOfEdit({ from: '2027-03-02', to: '2027-03-03', units: 1 }, today)).toEqual(['2027-03-02', '2027-03-03']);
  });
});

describe('issue 37: are the units free (holds, counters and revisions alike)', () => {
  const units = new Map([['2027-03-01', 2], ['2027-03-02', 2], ['2027-03-04', 1]]);
  const taken = new Map([['2027-03-02', { held: 1, booked: 0 }], ['2027-03-04', { held: 0, booked: 1 }]]);

  it('names the first kept day with fewer units free than asked, with its figures', () => {
    expect(firstShortDay(units, taken, '2027-03-01', '2027-03-04', 2)).toEqual({ date: '2027-03-02', units: 2, held: 1, booked: 0, free: 1 });
    expect(firstShortDay(units, taken, '2027-03-01', '2027-03-04', 1)).toEqual({ date: '2027-03-04', units: 1, held: 0, booked: 1, free: 0 });
  });

  it('passes when every kept day has the units; days kept by nobody are on request, never short', () => {
    expect(firstShortDay(units, taken, '2027-03-01', '2027-03-03', 1)).toBeNull();
    expect(firstShortDay(new Map(), new Map(), '2027-03-01', '2027-03-31', 5)).toBeNull();
  });
});
