import { campaignRunDates, datesAfterAddingFromBag, scheduleSpan } from './campaign-dates';

const option = (...dates: unknown[]) => ({ schedule: dates.map((date) => ({ date, units: 1 })) });

describe('campaign run dates', () => {
  it('the schedule spans its earliest and latest day across options, skipping what is not a date', () => {
    expect(scheduleSpan([option('2026-12-05', '2026-11-24T00:00:00.000Z'), option('2026-12-01', 'soon', null), {}])).toEqual({ first: '2026-11-24', last: '2026-12-05' });
    expect(scheduleSpan([])).toEqual({ first: null, last: null });
    expect(scheduleSpan('nope')).toEqual({ first: null, last: null });
  });

  it('prefers the campaign’s own dates, each falling back to the schedule', () => {
    const mediaOptions = [option('2026-11-24', '2026-12-02')];
    expect(campaignRunDates({ startDate: '2026-11-01', endDate: '2026-11-30', mediaOptions })).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(campaignRunDates({ startDate: null, endDate: '', mediaOptions })).toEqual({ start: '2026-11-24', end: '2026-12-02' });
    expect(campaignRunDates({ startDate: '2026-11-20', mediaOptions })).toEqual({ start: '2026-11-20', end: '2026-12-02' });
    expect(campaignRunDates({ mediaOptions: [] })).toEqual({ start: null, end: null });
  });
});

describe('datesAfterAddingFromBag', () => {
  it('keeps the campaign’s own dates and takes the bag’s where it has none', () => {
    expect(datesAfterAddingFromBag({}, { startDate: '2099-01-10', endDate: '2099-02-10' })).toEqual({ startDate: '2099-01-10', endDate: '2099-02-10' });
    expect(datesAfterAddingFromBag({ startDate: '2099-01-01', endDate: null }, { startDate: '2099-01-10', endDate: '2099-02-10' }))
      .toEqual({ startDate: '2099-01-01', endDate: '2099-02-10' });
    expect(datesAfterAddingFromBag({ startDate: '2099-01-01', endDate: '2099-03-01' }, { startDate: null, endDate: null }))
      .toEqual({ startDate: '2099-01-01', endDate: '2099-03-01' });
    expect(datesAfterAddingFromBag({ startDate: ' ' }, { startDate: null, endDate: null })).toEqual({ startDate: null, endDate: null });
  });
});
