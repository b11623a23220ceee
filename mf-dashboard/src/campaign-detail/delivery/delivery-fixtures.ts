/** Test answers of service B's proof and delivery routes (issue 38 shapes). */
import type { DeliveryLedger, LedgerDay, LineLedger, Proof } from 'shared-domain/proof';

export function proof(over: Partial<Proof> = {}): Proof {
  return {
    _id: 'pf-1', campaignId: 'c-diwali', lineId: 'mo-1', optionId: 'opt-1', day: '2026-03-02', units: 1, kind: 'tear-sheet',
    fileName: 'page-1.jpg', contentType: 'image/jpeg', size: 90_000, sha256: 'cd'.repeat(32), note: '',
    capturedAt: null, location: null, distanceM: null, phash: '00ff00ff00ff00ff', flags: [], risk: 0,
    state: 'verified', stateBy: { _id: 'u-staff', name: 'Ravi (ops)' }, stateAt: '2026-03-03T06:00:00.000Z', rejectReason: null,
    uploadedBy: { _id: 'u-seller', name: 'Bennett Print Sales' }, uploadedAt: '2026-03-02T09:00:00.000Z',
    fileUrl: '/proofs/pf-1/file', previewUrl: '/proofs/pf-1/preview', ...over,
  };
}

const day = (d: string, over: Partial<LedgerDay> = {}): LedgerDay => ({ day: d, bought: 1, verified: 1, submitted: 0, rejected: 0, short: 0, open: false, makeGood: false, ...over });

export function lineLedger(over: Partial<LineLedger> = {}): LineLedger {
  return {
    lineId: 'mo-1', optionId: 'opt-1', mediaName: 'Times of India', optionName: 'Front page', category: 'newspaper', unitLabel: 'insertion',
    days: [
      day('2026-03-02'),
      day('2026-03-03', { verified: 0, rejected: 1, short: 1 }),
      day('2026-03-04', { verified: 0, short: 1 }),
      day('2026-03-20', { verified: 0, submitted: 1, open: true }),
    ],
    totals: { bought: 4, verified: 1, submitted: 1, rejected: 1, short: 2 },
    makeGoods: [],
    proposal: {
      lineId: 'mo-1', shortUnits: 2, form: 'extra', extraUnits: 2, extraDays: [{ day: '2026-03-25', units: 1 }, { day: '2026-03-26', units: 1 }],
      credit: 0, unitRate: 100000,
      explanation: 'Short units of a line whose option has free days within 30 days are run again on its next free days; otherwise they are credited at the line’s rate.',
    },
    ...over,
  };
}

export function ledger(over: Partial<DeliveryLedger> = {}): DeliveryLedger {
  return { campaignId: 'c-diwali', lines: [lineLedger()], credits: 0, ...over };
}
