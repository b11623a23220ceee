import { lineDays, withMakeGoodDays } from './line-days';

describe('lineDays', () => {
  it('reads the schedule, adding entries of the same day and skipping undated ones', () => {
    const schedule = [
      { date: '2026-12-02', units: 2 },
      { date: '2026-12-01T00:00:00.000Z', units: 1 },
      { date: '2026-12-02', units: 1 },
      { date: 'soon', units: 5 },
      { date: '2026-12-03', units: 0 },
    ];
    expect(lineDays(schedule, [{ startDay: '2026-12-10', endDay: '2026-12-11', units: 1 }])).toEqual([
      { day: '2026-12-01', units: 1 },
      { day: '2026-12-02', units: 3 },
    ]);
  });

  it('falls back on the accepted bookings, each of their days', () => {
    expect(lineDays(undefined, [{ startDay: '2026-12-30', endDay: '2027-01-01', units: 2 }])).toEqual([
      { day: '2026-12-30', units: 2 },
      { day: '2026-12-31', units: 2 },
      { day: '2027-01-01', units: 2 },
    ]);
  });

  it('has no days without a schedule or a booking', () => {
    expect(lineDays([], [])).toEqual([]);
  });
});

describe('withMakeGoodDays', () => {
  it('adds the days of accepted extra make-goods only, marked', () => {
    const days = [{ day: '2026-12-01', units: 1 }, { day: '2026-12-02', units: 1 }];
    const extra = [{ day: '2026-12-02', units: 1 }, { day: '2026-12-05', units: 2 }];
    expect(withMakeGoodDays(days, [
      { decision: 'accepted', form: 'extra', extraDays: extra },
      { decision: 'declined', form: 'extra', extraDays: [{ day: '2026-12-09', units: 1 }] },
      { decision: 'accepted', form: 'credit', extraDays: [] },
    ])).toEqual([
      { day: '2026-12-01', units: 1, makeGood: false },
      { day: '2026-12-02', units: 2, makeGood: true },
      { day: '2026-12-05', units: 2, makeGood: true },
    ]);
  });
});
