import { compareByRisk, proofFlags, proofRisk, SITE_RADIUS_M, type ProofCheckInput } from './checks';
import { formatDays } from './messages';
import { PROOF_HASH_THRESHOLD } from './phash';
import type { ProofFlag } from './types';

const SITE = { lat: 18.9398, lng: 72.8355 }; // Mumbai CST
const CHURCHGATE = { lat: 18.9322, lng: 72.8264 }; // about 1.3 km away
/** About 200 m north of the site (0.0018° of latitude). */
const NEAR = { lat: 18.9416, lng: 72.8355 };

const base: ProofCheckInput = {
  kind: 'photo',
  category: 'outdoor',
  place: SITE,
  capturedAt: '2026-12-01T05:00:00.000Z',
  location: NEAR,
  lineDays: ['2026-12-01', '2026-12-02'],
  match: null,
};
const codes = (input: Partial<ProofCheckInput>) => proofFlags({ ...base, ...input }).flags.map((f) => f.code);

describe('proofFlags', () => {
  it('flags nothing for a photo taken near the site on a booked day', () => {
    expect(proofFlags(base)).toEqual({ flags: [], distanceM: 200 });
  });

  it('judges the capture day on India’s calendar, around IST midnight', () => {
    // 00:15 IST on 1 Dec is still 30 Nov in UTC: a booked day.
    expect(codes({ capturedAt: '2026-11-30T18:45:00.000Z' })).toEqual([]);
    // 23:45 IST on 30 Nov: the day before the first booked day is not allowed.
    expect(proofFlags({ ...base, capturedAt: '2026-11-30T18:15:00.000Z' }).flags).toEqual([
      { code: 'outside-dates', message: 'Taken on 30 Nov 2026, outside the booked days 1–2 Dec 2026' },
    ]);
    // 23:59 IST on 2 Dec is booked; 00:00 IST on 3 Dec is not.
    expect(codes({ capturedAt: '2026-12-02T18:29:59.000Z' })).toEqual([]);
    expect(proofFlags({ ...base, capturedAt: '2026-12-02T18:30:00.000Z' }).flags[0].message).toBe('Taken on 3 Dec 2026, outside the booked days 1–2 Dec 2026');
  });

  it('does not judge dates without line days', () => {
    expect(codes({ lineDays: [], capturedAt: '2020-01-01T00:00:00.000Z' })).toEqual([]);
  });

  it('flags a photo taken far from the site, by the category’s radius', () => {
    const far = proofFlags({ ...base, location: CHURCHGATE });
    expect(far.distanceM).toBeGreaterThan(1_250);
    expect(far.flags).toEqual([{ code: 'far-from-site', message: 'Taken 1.3 km from the site (more than 300 m away)', distanceM: far.distanceM }]);
    // An airport's point stands for the whole airport: 1.3 km is within it.
    expect(codes({ category: 'airport', location: CHURCHGATE })).toEqual([]);
    expect(SITE_RADIUS_M.airport).toBeGreaterThan(SITE_RADIUS_M.cinema);
    // Not placed: the distance is told, never flagged.
    const print = proofFlags({ ...base, category: 'newspaper', kind: 'tear-sheet', location: CHURCHGATE });
    expect(print.flags).toEqual([]);
    expect(print.distanceM).toBe(far.distanceM);
  });

  it('has no distance without both places', () => {
    expect(proofFlags({ ...base, place: null }).distanceM).toBeNull();
    expect(proofFlags({ ...base, location: null, category: 'newspaper', kind: 'tear-sheet' })).toEqual({ flags: [], distanceM: null });
  });

  it('flags missing capture time and place on photos of placed categories only', () => {
    expect(codes({ capturedAt: null, location: null })).toEqual(['no-capture-time', 'no-location']);
    expect(codes({ category: 'cinema', kind: 'photo', capturedAt: null })).toEqual(['no-capture-time']);
    expect(codes({ category: 'cinema', kind: 'log', capturedAt: null, location: null })).toEqual([]);
    expect(codes({ category: 'newspaper', kind: 'photo', capturedAt: null, location: null, place: null })).toEqual([]);
  });

  it('flags a reused picture with the earlier proof', () => {
    const { flags } = proofFlags({ ...base, match: { proofId: 'p-1', campaignId: 'c-9', distance: 4 } });
    expect(flags).toEqual([{
      code: 'reused',
      message: 'Nearly the same picture as an earlier proof for another booking or day (4 of 64 bits apart)',
      otherProofId: 'p-1',
      otherCampaignId: 'c-9',
      hashDistance: 4,
    }]);
    expect(proofFlags({ ...base, match: { proofId: 'p-1', campaignId: 'c-9', distance: 0 } }).flags[0].message).toBe('The same picture as an earlier proof for another booking or day');
  });
});

const flag = (code: ProofFlag['code'], hashDistance?: number): ProofFlag => ({ code, message: code, ...(hashDistance === undefined ? {} : { hashDistance }) });

describe('proofRisk', () => {
  it('adds the points of the flags', () => {
    expect(proofRisk([])).toBe(0);
    expect(proofRisk([flag('no-capture-time'), flag('no-location')])).toBe(20);
    expect(proofRisk([flag('outside-dates')])).toBe(20);
    expect(proofRisk([flag('far-from-site'), flag('outside-dates')])).toBe(45);
  });

  it('puts any reused picture above every other flag together, closer = riskier', () => {
    const atThreshold = proofRisk([flag('reused', PROOF_HASH_THRESHOLD)]);
    expect(atThreshold).toBe(60);
    expect(proofRisk([flag('reused', 0)])).toBe(80);
    expect(proofRisk([flag('reused', 2)])).toBeGreaterThan(proofRisk([flag('reused', 6)]));
    const allElse = proofRisk([flag('far-from-site'), flag('outside-dates'), flag('no-capture-time')]);
    expect(atThreshold).toBeGreaterThan(allElse);
  });

  it('is capped at 100', () => {
    expect(proofRisk([flag('reused', 0), flag('far-from-site'), flag('outside-dates')])).toBe(100);
  });
});

describe('compareByRisk', () => {
  it('puts higher risk first, then the older upload', () => {
    const rows = [
      { id: 'a', risk: 20, uploadedAt: '2026-12-02T10:00:00.000Z' },
      { id: 'b', risk: 80, uploadedAt: '2026-12-03T10:00:00.000Z' },
      { id: 'c', risk: 20, uploadedAt: '2026-12-01T10:00:00.000Z' },
      { id: 'd', risk: 0, uploadedAt: '2026-11-01T10:00:00.000Z' },
    ];
    expect([...rows].sort(compareByRisk).map((r) => r.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('formatDays', () => {
  it('names runs of days, and counts past three runs', () => {
    expect(formatDays(['2026-12-02', '2026-12-01'])).toBe('1–2 Dec 2026');
    expect(formatDays(['2026-12-05'])).toBe('5 Dec 2026');
    expect(formatDays(['2026-11-30', '2026-12-01', '2026-12-05', '2026-12-31', '2027-01-01', '2027-01-09', '2027-01-10', '2027-01-12']))
      .toBe('30 Nov – 1 Dec 2026, 5 Dec 2026, 31 Dec 2026 – 1 Jan 2027 and 3 more days');
  });
});
