import { answersOffer, MAKE_GOOD_RULE, unitCount, MAKE_GOOD_WITHIN_DAYS, proposeMakeGood, unitRateOf, type MakeGoodInput } from './make-good';
import type { LedgerDay } from './types';

const dec = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;
/** Days 1..n of December, one unit each; `short` of them (the last ones) short. */
const days = (n: number, short: number, units = 1): LedgerDay[] => Array.from({ length: n }, (_, i) => ({
  day: dec(i + 1), bought: units, verified: i >= n - short ? 0 : units, submitted: 0, rejected: 0,
  short: i >= n - short ? units : 0, open: false, makeGood: false,
}));
const input = (over: Partial<MakeGoodInput> = {}): MakeGoodInput => ({
  lineId: 'l1', days: days(14, 3), makeGoods: [], amountBeforeTax: 56000, boughtUnits: 14, unitLabel: 'day', status: 'In Execution', today: dec(16), ...over,
});

describe('proposeMakeGood', () => {
  it('extra days of the same option right after the line, one a day for a day-based line', () => {
    expect(proposeMakeGood(input())).toEqual({
      lineId: 'l1', shortUnits: 3, form: 'extra', extraUnits: 3, credit: 0, unitRate: 4000,
      extraDays: [{ day: dec(17), units: 1 }, { day: dec(18), units: 1 }, { day: dec(19), units: 1 }],
      explanation: '3 of 14 days had no verified proof: 3 extra days of the same option, 17–19 Dec 2026.',
    });
  });

  it('starts the extra days after the line\'s last day, tomorrow at the earliest', () => {
    expect(proposeMakeGood(input({ today: dec(10) }))?.extraDays[0]).toEqual({ day: dec(15), units: 1 });
  });

  it('insertions or spots: at the pace of the line\'s busiest day, the last day the rest', () => {
    const mixed = days(3, 0, 2);
    mixed[0] = { ...mixed[0]!, bought: 3, verified: 0, short: 3 };
    mixed[2] = { ...mixed[2]!, verified: 0, short: 2 };
    const proposal = proposeMakeGood(input({ days: mixed, unitLabel: 'insertion', boughtUnits: 7, amountBeforeTax: 7000, today: dec(10) }));
    expect(proposal).toMatchObject({
      shortUnits: 5, form: 'extra', extraUnits: 5,
      extraDays: [{ day: dec(11), units: 3 }, { day: dec(12), units: 2 }],
      explanation: '5 of 7 insertions had no verified proof: 5 extra insertions of the same option, at most 3 a day, 11–12 Dec 2026.',
    });
  });

  describe('where the seller keeps the option\'s availability', () => {
    /** Free units of `n` days from 17 Dec, as `units(i)` gives them. */
    const free = (n: number, units: (i: number) => number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [dec(17 + i), units(i)]));

    it('skips days with no free units and takes at most a day\'s free units', () => {
      const proposal = proposeMakeGood(input({ freeUnits: free(10, (i) => (i === 1 || i === 2 ? 0 : 1)) }));
      expect(proposal).toMatchObject({
        form: 'extra', extraUnits: 3, extraDays: [{ day: dec(17), units: 1 }, { day: dec(20), units: 1 }, { day: dec(21), units: 1 }],
        explanation: '3 of 14 days had no verified proof: 3 extra days of the same option, 17 Dec 2026, 20–21 Dec 2026.',
      });
      const spots = days(3, 0, 4);
      spots[2] = { ...spots[2]!, verified: 0, short: 4 };
      expect(proposeMakeGood(input({ days: spots, unitLabel: 'spot', boughtUnits: 12, amountBeforeTax: 12000, today: dec(16), freeUnits: free(5, (i) => [1, 0, 2, 9, 9][i]!) }))?.extraDays)
        .toEqual([{ day: dec(17), units: 1 }, { day: dec(19), units: 2 }, { day: dec(20), units: 1 }]);
    });

    it('the same days as without availability when every day is free', () => {
      const open = proposeMakeGood(input({ freeUnits: free(40, () => 1) }));
      expect(open).toEqual(proposeMakeGood(input()));
    });

    it(`a credit when the first free day is more than ${MAKE_GOOD_WITHIN_DAYS} days after the line's last day`, () => {
      // Last day 14 Dec; free only from 14 Jan (31 days after).
      const freeUnits = { ...free(28, () => 0), '2027-01-13': 0, '2027-01-14': 1, '2027-01-15': 1, '2027-01-16': 1 };
      expect(proposeMakeGood(input({ freeUnits }))).toMatchObject({
        form: 'credit', credit: 12000, extraDays: [],
        explanation: "3 of 14 days had no verified proof: a credit of ₹12,000 (3 × ₹4,000 a day), as the option has no free units for extra days within 30 days of the line's last day (14 Dec 2026).",
      });
      expect(proposeMakeGood(input({ freeUnits: { ...freeUnits, '2027-01-13': 1 } }))).toMatchObject({ form: 'extra', extraDays: [{ day: '2027-01-13' }, { day: '2027-01-14' }, { day: '2027-01-15' }] });
    });

    it('a credit when the kept days run out before every unit has a free day (none kept: none free)', () => {
      const explanation = "3 of 14 days had no verified proof: a credit of ₹12,000 (3 × ₹4,000 a day), as the option's seller has not opened enough free days for 3 extra days.";
      expect(proposeMakeGood(input({ freeUnits: free(4, (i) => (i < 2 ? 0 : 1)) }))).toMatchObject({ form: 'credit', explanation });
      expect(proposeMakeGood(input({ freeUnits: {} }))).toMatchObject({ form: 'credit', explanation });
    });
  });

  it('no offer without a closed shortfall', () => {
    expect(proposeMakeGood(input({ days: days(14, 0) }))).toBeNull();
    expect(proposeMakeGood(input({ days: [] }))).toBeNull();
  });

  it('answered make-goods settle their short units, declined ones too', () => {
    expect(proposeMakeGood(input({ makeGoods: [{ shortUnits: 3 }] }))).toBeNull();
    expect(proposeMakeGood(input({ makeGoods: [{ shortUnits: 2 }] }))).toMatchObject({ shortUnits: 1, extraDays: [{ day: dec(17), units: 1 }] });
    expect(proposeMakeGood(input({ makeGoods: [{ shortUnits: 5 }] }))).toBeNull();
  });

  it(`extra days up to ${MAKE_GOOD_WITHIN_DAYS} days after the line's last day, a credit beyond`, () => {
    // Last day 14 Dec: tomorrow 13 Jan is 30 days after it, 14 Jan is 31.
    expect(proposeMakeGood(input({ today: '2027-01-12' }))).toMatchObject({ form: 'extra', extraDays: [{ day: '2027-01-13' }, {}, { day: '2027-01-15' }] });
    expect(proposeMakeGood(input({ today: '2027-01-13' }))).toEqual({
      lineId: 'l1', shortUnits: 3, form: 'credit', extraUnits: 0, extraDays: [], credit: 12000, unitRate: 4000,
      explanation: "3 of 14 days had no verified proof: a credit of ₹12,000 (3 × ₹4,000 a day), as extra days could not start within 30 days of the line's last day (14 Dec 2026).",
    });
  });

  it.each(['Ended', 'Closed', 'Completed'])('a credit when the campaign is %s', (status) => {
    expect(proposeMakeGood(input({ status }))).toMatchObject({
      form: 'credit', credit: 12000, explanation: '3 of 14 days had no verified proof: a credit of ₹12,000 (3 × ₹4,000 a day), as the campaign has finished.',
    });
  });

  it('the credit of an insertion line reads per insertion', () => {
    expect(proposeMakeGood(input({ status: 'Ended', unitLabel: 'insertion', days: days(4, 1), boughtUnits: 4, amountBeforeTax: 10000 }))?.explanation)
      .toBe('1 of 4 insertions had no verified proof: a credit of ₹2,500 (1 × ₹2,500 per insertion), as the campaign has finished.');
  });

  it('rounds the rate per unit to whole rupees, half up, before multiplying', () => {
    expect(unitRateOf(10000, 3)).toBe(3333);
    expect(unitRateOf(10001, 2)).toBe(5001);
    expect(unitRateOf(100, 0)).toBe(0);
    expect(proposeMakeGood(input({ status: 'Closed', amountBeforeTax: 10000, boughtUnits: 3, days: days(3, 2) }))).toMatchObject({ unitRate: 3333, credit: 6666 });
  });
});

describe('unitCount', () => {
  it.each([
    [1, 'day', '1 day'],
    [4, 'day', '4 days'],
    [2, 'insertion', '2 insertions'],
    [1200, 'unit', '1,200 units'],
    [3, '10-second spots', '3 10-second spots'],
  ])('%s %s', (n, unit, text) => {
    expect(unitCount(n, unit)).toBe(text);
  });
});

it('the rule the buyer reads names the grace days, the 30 days and the rate', () => {
  expect(MAKE_GOOD_RULE).toContain('until 2 days after the day');
  expect(MAKE_GOOD_RULE).toContain('within 30 days');
  expect(MAKE_GOOD_RULE).toContain("the line's rate per unit");
});

describe('answersOffer', () => {
  const offer = proposeMakeGood(input())!;
  it('the same short units, and what the answer states of the offer the same', () => {
    expect(answersOffer({ shortUnits: 3 }, offer)).toBe(true);
    expect(answersOffer({ shortUnits: 3, form: 'extra', extraDays: offer.extraDays.map((d) => ({ ...d })), credit: 0 }, offer)).toBe(true);
  });
  it('stale: other short units, another form, other days or units, another credit', () => {
    expect(answersOffer({ shortUnits: 2 }, offer)).toBe(false);
    expect(answersOffer({ shortUnits: 3, form: 'credit' }, offer)).toBe(false);
    expect(answersOffer({ shortUnits: 3, extraDays: [{ day: dec(17), units: 1 }, { day: dec(18), units: 1 }, { day: dec(20), units: 1 }] }, offer)).toBe(false);
    expect(answersOffer({ shortUnits: 3, extraDays: [{ day: dec(17), units: 1 }, { day: dec(18), units: 2 }] }, offer)).toBe(false);
    expect(answersOffer({ shortUnits: 3, extraDays: offer.extraDays.slice(0, 2) }, offer)).toBe(false);
    expect(answersOffer({ shortUnits: 3, credit: 12000 }, offer)).toBe(false);
  });
});
