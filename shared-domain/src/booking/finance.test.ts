import { billablePart, billingPeriodProblem, campaignFinance, daysInRange, deliveredShare, provenShare } from './finance';

const MARCH_APRIL = { from: '2026-03-01', to: '2026-04-30' }; // 61 days

describe('issue 37: billing an order by period', () => {
  it('bills the whole order when no period is given, once', () => {
    expect(billablePart(MARCH_APRIL, 61000, [], null)).toEqual({ from: '2026-03-01', to: '2026-04-30', days: 61, taxable: 61000, remainder: true });
    expect(billablePart(MARCH_APRIL, 61000, [{ ...MARCH_APRIL, taxable: 61000 }], null)).toBeNull();
  });

  it('two months sum to the order: pro rata by days, the last part the remainder', () => {
    const taxable = 100000;
    const march = billablePart(MARCH_APRIL, taxable, [], { from: '2026-03-01', to: '2026-03-31' })!;
    expect(march).toEqual({ from: '2026-03-01', to: '2026-03-31', days: 31, taxable: 50819.67, remainder: false });
    const april = billablePart(MARCH_APRIL, taxable, [march], { from: '2026-04-01', to: '2026-04-30' })!;
    expect(april).toEqual({ from: '2026-04-01', to: '2026-04-30', days: 30, taxable: 49180.33, remainder: true });
    expect(march.taxable + april.taxable).toBeCloseTo(taxable, 6);
    // March again: nothing left in it.
    expect(billablePart(MARCH_APRIL, taxable, [march, april], { from: '2026-03-01', to: '2026-03-31' })).toBeNull();
  });

  it('a period outside the order bills nothing; a period overlapping a billed part bills only the new days', () => {
    expect(billablePart(MARCH_APRIL, 61000, [], { from: '2026-06-01', to: '2026-06-30' })).toBeNull();
    const part = billablePart(MARCH_APRIL, 61000, [{ from: '2026-03-01', to: '2026-03-10', taxable: 10000 }], { from: '2026-03-05', to: '2026-03-20' });
    expect(part).toEqual({ from: '2026-03-11', to: '2026-03-20', days: 10, taxable: 10000, remainder: false });
  });

  it('checks the period fields', () => {
    expect(billingPeriodProblem(undefined, undefined)).toBeNull();
    expect(billingPeriodProblem('2026-03-01', undefined)?.field).toBe('periodTo');
    expect(billingPeriodProblem(undefined, '2026-03-01')?.field).toBe('periodFrom');
    expect(billingPeriodProblem('2026-3-1', '2026-03-31')?.field).toBe('periodFrom');
    expect(billingPeriodProblem('2026-03-31', '2026-03-01')).toEqual({ field: 'periodTo', message: 'periodTo must not be before periodFrom' });
    expect(billingPeriodProblem('2026-01-01', '2027-06-01')?.field).toBe('periodTo');
    expect(daysInRange('2026-02-01', '2026-03-01')).toBe(29);
  });
});

describe('issue 37: the finance view', () => {
  it('ordered, delivered by proofs, invoiced, paid (verified only) and the balance', () => {
    const proof = { _id: 'p', note: '', createdAt: '2026-03-02T00:00:00Z', createdBy: 's', url: 'https://example.com' };
    const schedule = [{ date: '2026-03-01', units: 3, proofs: [proof] }, { date: '2026-03-15', units: 1 }];
    expect(provenShare(schedule)).toBe(0.75);
    expect(provenShare(undefined)).toBe(0);
    const finance = campaignFinance(
      [
        { orderId: 'a', description: 'Hoarding', total: 118000, schedule, invoiced: 59000 },
        { orderId: 'b', description: 'Radio', total: 10500.5, invoiced: 0 },
      ],
      [{ amount: 20000 }, { amount: 5000, state: 'pending' }, { amount: 1000.25, state: 'verified' }, { amount: 9, state: 'rejected' }],
    );
    expect(finance).toEqual({
      currency: 'INR', ordered: 128500.5, delivered: 88500, invoiced: 59000, paid: 21000.25, balance: 37999.75,
      lines: [
        { orderId: 'a', description: 'Hoarding', ordered: 118000, delivered: 88500, invoiced: 59000 },
        { orderId: 'b', description: 'Radio', ordered: 10500.5, delivered: 0, invoiced: 0 },
      ],
      makeGoodCredits: { total: 0, items: [] },
      makeGoodExtras: [],
    });
    expect(campaignFinance([], [{ amount: 100 }]).balance).toBe(-100);
  });
});

describe('issue 38: delivered by verified proof', () => {
  it('a line with a delivery ledger counts its verified units over its bought units; without one, the schedule entries\' proofs', () => {
    const proof = { _id: 'p', note: '', createdAt: '2026-03-02T00:00:00Z', createdBy: 's', url: 'https://example.com' };
    const schedule = [{ date: '2026-03-01', units: 1, proofs: [proof] }, { date: '2026-03-02', units: 1 }];
    expect(deliveredShare({ schedule, verified: { verified: 1, bought: 4 } })).toBe(0.25);
    expect(deliveredShare({ schedule, verified: { verified: 0, bought: 0 } })).toBe(0.5);
    expect(deliveredShare({ schedule })).toBe(0.5);
    expect(deliveredShare({ verified: { verified: 9, bought: 4 } })).toBe(1);
    const finance = campaignFinance([{ orderId: 'a', description: 'Hoarding', total: 100000, schedule, verified: { verified: 1, bought: 5 }, invoiced: 0 }], []);
    expect(finance.delivered).toBe(20000);
    expect(finance.lines[0]!.delivered).toBe(20000);
  });
});

describe('issue 38: accepted make-goods in the finance view', () => {
  const base = { lineId: 'l1', description: 'Hoarding MG Road - 40x20', shortUnits: 3, extraUnits: 0, extraDays: [], credit: 0, unitRate: 4000, decidedAt: '2026-12-20T00:00:00.000Z' };
  it('credits the buyer is owed (accepted only, summed to the paise) and extra units with their days; the other figures stay as they were', () => {
    const finance = campaignFinance([{ orderId: 'a', description: 'Hoarding', total: 118000, invoiced: 0 }], [], undefined, [
      { ...base, _id: 'm1', form: 'credit', decision: 'accepted', credit: 12000 },
      { ...base, _id: 'm2', lineId: 'l2', form: 'credit', decision: 'accepted', credit: 0.1, shortUnits: 1, unitRate: 0.1 },
      { ...base, _id: 'm3', form: 'credit', decision: 'declined', credit: 8000 },
      { ...base, _id: 'm4', form: 'extra', decision: 'accepted', extraUnits: 2, extraDays: [{ day: '2026-12-21', units: 1 }, { day: '2026-12-22', units: 1 }] },
      { ...base, _id: 'm5', form: 'extra', decision: 'declined', extraUnits: 1, extraDays: [{ day: '2026-12-23', units: 1 }] },
    ]);
    expect(finance.makeGoodCredits).toEqual({
      total: 12000.1,
      items: [
        { makeGoodId: 'm1', lineId: 'l1', description: 'Hoarding MG Road - 40x20', shortUnits: 3, unitRate: 4000, credit: 12000, decidedAt: base.decidedAt },
        { makeGoodId: 'm2', lineId: 'l2', description: 'Hoarding MG Road - 40x20', shortUnits: 1, unitRate: 0.1, credit: 0.1, decidedAt: base.decidedAt },
      ],
    });
    expect(finance.makeGoodExtras).toEqual([{
      makeGoodId: 'm4', lineId: 'l1', description: 'Hoarding MG Road - 40x20', extraUnits: 2,
      days: [{ day: '2026-12-21', units: 1 }, { day: '2026-12-22', units: 1 }], decidedAt: base.decidedAt,
    }]);
    expect(finance).toMatchObject({ ordered: 118000, invoiced: 0, paid: 0, balance: 0 });
  });
});
