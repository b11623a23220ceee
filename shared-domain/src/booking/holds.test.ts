import { DEFAULT_HOLD_HOURS, MAX_WAITING_HOLDS, waitingHoldsProblem, holdExpiresAt, holdHoursProblem, holdProblems, holdStatusAt, holdTakesUnits, rangesOverlap, type HoldContext } from './holds';

describe('issue 37: hold expiry', () => {
  const at = new Date('2027-03-01T08:30:00.000Z');
  it('lasts the option\'s hold hours (48 by default)', () => {
    expect(DEFAULT_HOLD_HOURS).toBe(48);
    expect(holdExpiresAt(at, 48)).toBe('2027-03-03T08:30:00.000Z');
    expect(holdExpiresAt(at, 1)).toBe('2027-03-01T09:30:00.000Z');
  });
  it('an active hold past its expiry reads as expired and frees its units; a confirmed one never lapses', () => {
    const expires = '2027-03-03T08:30:00.000Z';
    expect(holdStatusAt('active', expires, new Date('2027-03-03T08:29:59.999Z'))).toBe('active');
    expect(holdStatusAt('active', expires, new Date(expires))).toBe('expired');
    expect(holdTakesUnits('active', expires, new Date(expires))).toBe(false);
    expect(holdTakesUnits('confirmed', null, new Date('2030-01-01'))).toBe(true);
    expect(holdTakesUnits('released', null, at)).toBe(false);
  });
  it('hold time is 1..720 whole hours', () => {
    expect(holdHoursProblem(1)).toBeNull();
    expect(holdHoursProblem(720)).toBeNull();
    expect(holdHoursProblem(0)).toContain('1 to 720');
    expect(holdHoursProblem(721)).not.toBeNull();
    expect(holdHoursProblem(2.5)).not.toBeNull();
  });
  it('ranges overlap when they share a day', () => {
    expect(rangesOverlap({ from: '2027-03-01', to: '2027-03-05' }, { from: '2027-03-05', to: '2027-03-09' })).toBe(true);
    expect(rangesOverlap({ from: '2027-03-01', to: '2027-03-04' }, { from: '2027-03-05', to: '2027-03-09' })).toBe(false);
  });
});

describe('issue 37: the checks of a new hold name the field', () => {
  const days = (from: number, to: number, units = 2) => new Map(Array.from({ length: to - from + 1 }, (_, i) => [`2027-03-${String(from + i).padStart(2, '0')}`, units]));
  const context = (over: Partial<HoldContext> = {}): HoldContext => ({ today: '2027-03-01', unitsByDay: days(1, 10), keptUntil: '2027-03-31', ownHolds: [], ...over });

  it('accepts a hold of free days', () => {
    expect(holdProblems({ from: '2027-03-01', to: '2027-03-10', units: 2 }, context())).toEqual({});
  });
  it('from in the past, to before from, bad units', () => {
    expect(holdProblems({ from: '2027-02-28', to: '2027-03-02', units: 1 }, context({ unitsByDay: days(1, 2) })).from).toContain('past');
    expect(Object.keys(holdProblems({ from: '2027-03-05', to: '2027-03-04', units: 1 }, context()))).toEqual(['to']);
    expect(holdProblems({ from: '2027-03-01', to: '2027-03-02', units: 0 }, context()).units).toContain('whole number');
  });
  it('to past the kept availability; an option with none is on request', () => {
    expect(holdProblems({ from: '2027-03-20', to: '2027-04-02', units: 1 }, context())).toEqual({ to: 'Availability is kept until 2027-03-31; choose a last day on or before it' });
    expect(Object.keys(holdProblems({ from: '2027-03-02', to: '2027-03-03', units: 1 }, context({ keptUntil: null, unitsByDay: new Map() })))).toEqual(['optionId']);
  });
  it('a day without availability inside the kept range names from', () => {
    expect(holdProblems({ from: '2027-03-09', to: '2027-03-12', units: 1 }, context()).from).toBe('No availability is kept for 2027-03-11; choose other dates');
  });
  it('more units than a day has names units', () => {
    const unitsByDay = days(1, 3);
    unitsByDay.set('2027-03-02', 1);
    expect(holdProblems({ from: '2027-03-01', to: '2027-03-03', units: 2 }, context({ unitsByDay }))).toEqual({ units: expect.stringContaining('at most 1') });
  });
  it('overlapping the caller\'s own live hold names from', () => {
    const problems = holdProblems({ from: '2027-03-04', to: '2027-03-06', units: 1 }, context({ ownHolds: [{ from: '2027-03-06', to: '2027-03-08' }] }));
    expect(problems).toEqual({ from: 'You already hold this option from 2027-03-06 to 2027-03-08; release that hold or choose other dates' });
  });
});

describe('issue 37: holds waiting at once', () => {
  it('allows up to 20 unconfirmed holds per buyer and refuses the 21st', () => {
    expect(MAX_WAITING_HOLDS).toBe(20);
    expect(waitingHoldsProblem(0)).toBeNull();
    expect(waitingHoldsProblem(19)).toBeNull();
    expect(waitingHoldsProblem(20)).toMatch(/^You have 20 holds waiting/);
  });
});
