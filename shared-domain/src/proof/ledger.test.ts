import { deliveryLedger, ledgerDays, ledgerUnitLabel, proofWindowOpen, reportDelivery, type LedgerLineInput } from './ledger';
import { PROOF_GRACE_DAYS } from './make-good';
import type { MakeGood } from './types';

/** 14 days of a hoarding, 1–14 Dec 2026, one unit a day, ₹56,000 before tax (₹4,000 a day). */
const dec = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;
const line = (over: Partial<LedgerLineInput> = {}): LedgerLineInput => ({
  lineId: 'l1', optionId: 'o1', mediaName: 'Hoarding MG Road', optionName: '40x20 front-lit', category: 'outdoor', rateUnit: 'per month',
  schedule: Array.from({ length: 14 }, (_, i) => ({ date: dec(i + 1), units: 1 })),
  amountBeforeTax: 56000, proofs: [], makeGoods: [], ...over,
});
const verified = (d: number, units = 1) => ({ state: 'verified', day: dec(d), units });
const ledgerAt = (iso: string, lines: LedgerLineInput[], status = 'In Execution') =>
  deliveryLedger({ campaignId: 'c1', status, lines, now: new Date(iso) });
const makeGood = (over: Partial<MakeGood>): MakeGood => ({
  _id: 'mg1', lineId: 'l1', shortUnits: 3, form: 'extra', extraUnits: 3, extraDays: [], credit: 0, unitRate: 4000,
  decision: 'accepted', decidedAt: '2026-12-20T00:00:00.000Z', decidedBy: 'u1', ...over,
});

describe('the proof window', () => {
  it(`stays open until the end of the day plus ${PROOF_GRACE_DAYS} days, India time`, () => {
    expect(PROOF_GRACE_DAYS).toBe(2);
    expect(proofWindowOpen('2026-12-10', '2026-12-12')).toBe(true);
    expect(proofWindowOpen('2026-12-10', '2026-12-13')).toBe(false);
  });

  it('counts nothing short while the window is open, by the Indian calendar day', () => {
    // 12 Dec 18:29 UTC is 12 Dec 23:59 in India: 10 Dec is still open.
    const open = ledgerAt('2026-12-12T18:29:00Z', [line()]).lines[0]!;
    expect(open.days.find((d) => d.day === dec(10))).toMatchObject({ open: true, short: 0 });
    expect(open.days.find((d) => d.day === dec(9))).toMatchObject({ open: false, short: 1 });
    // One minute later it is 13 Dec in India: 10 Dec is closed and short.
    const closed = ledgerAt('2026-12-12T18:31:00Z', [line()]).lines[0]!;
    expect(closed.days.find((d) => d.day === dec(10))).toMatchObject({ open: false, short: 1 });
    expect(closed.totals.short).toBe(10);
  });
});

describe('ledger days', () => {
  it('a day with only rejected proof is short; submitted units are shown but not counted', () => {
    const days = ledgerDays([{ day: dec(1), units: 2, makeGood: false }], [
      { state: 'rejected', day: dec(1), units: 2 }, { state: 'submitted', day: dec(1), units: 1 },
    ], dec(20));
    expect(days).toEqual([{ day: dec(1), bought: 2, verified: 0, submitted: 1, rejected: 2, short: 2, open: false, makeGood: false }]);
  });

  it('partial verification: verified units count up to what was bought, the rest is short', () => {
    const days = ledgerDays(
      [{ day: dec(1), units: 3, makeGood: false }, { day: dec(2), units: 2, makeGood: false }],
      [verified(1, 1), verified(1, 1), verified(2, 5), verified(25, 4)],
      dec(20),
    );
    expect(days.map((d) => [d.verified, d.short])).toEqual([[2, 1], [2, 0]]);
  });

  it('what a unit is', () => {
    expect(ledgerUnitLabel('per month', [{ day: dec(1), units: 1 }])).toBe('day');
    expect(ledgerUnitLabel(null, [{ day: dec(1), units: 1 }])).toBe('day');
    expect(ledgerUnitLabel('per insertion', [{ day: dec(1), units: 1 }])).toBe('insertion');
    expect(ledgerUnitLabel('per 10 sec spot', [{ day: dec(1), units: 6 }])).toBe('10-second spot');
    expect(ledgerUnitLabel('', [{ day: dec(1), units: 6 }])).toBe('unit');
  });
});

describe('deliveryLedger', () => {
  it('per line: days, totals, the offer; lines without days are left out', () => {
    const proofs = [...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((d) => verified(d)), { state: 'rejected', day: dec(12), units: 1 }];
    const ledger = ledgerAt('2026-12-20T06:00:00Z', [line({ proofs }), line({ lineId: 'l2', schedule: [] })]);
    expect(ledger.lines).toHaveLength(1);
    const l = ledger.lines[0]!;
    expect(l).toMatchObject({ lineId: 'l1', unitLabel: 'day', totals: { bought: 14, verified: 11, submitted: 0, rejected: 1, short: 3 } });
    expect(l.proposal).toMatchObject({ form: 'extra', shortUnits: 3 });
    expect(ledger.credits).toBe(0);
  });

  it('an accepted extra make-good adds its days (marked), which count like any other; the offer is gone', () => {
    const proofs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 21].map((d) => verified(d));
    const accepted = makeGood({ extraDays: [{ day: dec(21), units: 1 }, { day: dec(22), units: 1 }, { day: dec(23), units: 1 }] });
    const l = ledgerAt('2026-12-22T06:00:00Z', [line({ proofs, makeGoods: [accepted] })]).lines[0]!;
    expect(l.days.filter((d) => d.makeGood).map((d) => [d.day, d.verified, d.open])).toEqual([[dec(21), 1, true], [dec(22), 0, true], [dec(23), 0, true]]);
    expect(l.totals).toMatchObject({ bought: 17, verified: 12, short: 3 });
    expect(l.proposal).toBeNull();
    // Once their window closes, make-good days without proof are short again: a new offer for those.
    const later = ledgerAt('2026-12-26T06:00:00Z', [line({ proofs, makeGoods: [accepted] })]).lines[0]!;
    expect(later.totals.short).toBe(5);
    expect(later.proposal).toMatchObject({ shortUnits: 2, form: 'extra', extraDays: [{ day: dec(27), units: 1 }, { day: dec(28), units: 1 }] });
  });

  it('credits are the accepted credits of every line', () => {
    const ledger = ledgerAt('2026-12-20T06:00:00Z', [
      line({ makeGoods: [makeGood({ form: 'credit', credit: 12000, extraUnits: 0 }), makeGood({ _id: 'mg2', form: 'credit', credit: 500, decision: 'declined' })] }),
      line({ lineId: 'l2', makeGoods: [makeGood({ lineId: 'l2', form: 'credit', credit: 4000, shortUnits: 1, extraUnits: 0 })] }),
    ]);
    expect(ledger.credits).toBe(16000);
  });

  it('the report delivery: per line and day, bought, verified and short', () => {
    const ledger = ledgerAt('2026-12-03T06:00:00Z', [line({ schedule: [{ date: dec(1), units: 2 }, { date: dec(2), units: 1 }], proofs: [verified(1)] })]);
    expect(reportDelivery(ledger)).toEqual([{
      lineId: 'l1', mediaName: 'Hoarding MG Road', optionName: '40x20 front-lit', unitLabel: 'unit', bought: 3, verified: 1, short: 0,
      days: [{ day: dec(1), bought: 2, verified: 1, short: 0, makeGood: false }, { day: dec(2), bought: 1, verified: 0, short: 0, makeGood: false }],
    }]);
  });
});

describe('which lines the ledger covers', () => {
  it('a line of a draft or a cancelled campaign bought nothing, unless its seller accepted a booking of it', () => {
    for (const status of ['Draft', 'Plan Requested', 'Plan Shared', 'Approval Requested', 'Closed']) {
      expect(ledgerAt('2026-12-20T06:00:00Z', [line()], status).lines).toEqual([]);
      const booked = line({ acceptedBookings: [{ startDay: dec(1), endDay: dec(14), units: 1 }] });
      expect(ledgerAt('2026-12-20T06:00:00Z', [booked], status).lines).toHaveLength(1);
    }
    for (const status of ['Approved', 'Payment Pending', 'Paid', 'In Execution', 'Ended', 'Completed']) {
      expect(ledgerAt('2026-12-20T06:00:00Z', [line()], status).lines).toHaveLength(1);
    }
  });
});

describe('proof staff recorded on a schedule entry (the older way)', () => {
  it('counts its entry\'s units as verified on its day', () => {
    const proof = { _id: 'p', note: '', createdAt: '2026-12-02T00:00:00Z', createdBy: 's', url: 'https://example.com' };
    const schedule = [{ date: dec(1), units: 3, proofs: [proof] }, { date: dec(2), units: 1, proofs: [] }, { date: dec(3), units: 2 }];
    const ledger = ledgerAt('2026-12-20T06:00:00Z', [line({ schedule })]).lines[0]!;
    expect(ledger.days.map((d) => [d.day, d.verified, d.short])).toEqual([[dec(1), 3, 0], [dec(2), 0, 1], [dec(3), 0, 2]]);
    expect(ledger.totals).toMatchObject({ bought: 6, verified: 3, short: 3 });
  });
});
