/**
 * Test support for the delivery ledger (issue 38; used by *.test.ts only): proof rows written
 * directly into `proofs` (the upload route is another part's), and a campaign line with a
 * dated schedule.
 */
import { randomBytes } from 'node:crypto';
import type { BagMediaOption } from 'shared-domain';
import type { Db } from '../../src/db/database';
import { sampleOption } from './campaign.fixtures';

export type ProofRowSeed = {
  campaignId: string;
  lineId: string;
  day: string;
  state: 'submitted' | 'verified' | 'rejected';
  uploadedBy: string;
  units?: number;
  optionId?: string;
};

/** A proof row of `state` for a line's day (a photo, no flags); answers its id. */
export async function insertProofRow(db: Db, seed: ProofRowSeed): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const at = new Date().toISOString();
  await db.insertInto('proofs').values({
    id, campaign_id: seed.campaignId, line_id: seed.lineId, option_id: seed.optionId ?? `mo-${seed.lineId}`, media_id: 'media-1', seller_id: null,
    day: seed.day, units: seed.units ?? 1, kind: 'photo', file_name: 'board.jpg', content_type: 'image/jpeg', size: 1000,
    sha256: randomBytes(32).toString('hex'), note: '', captured_at: null, lat: null, lng: null, distance_m: null, phash: null,
    flags_json: '[]', risk: 0, state: seed.state, state_by: seed.state === 'submitted' ? null : seed.uploadedBy,
    state_at: seed.state === 'submitted' ? null : at, reject_reason: seed.state === 'rejected' ? 'Not this site' : null,
    uploaded_by: seed.uploadedBy, uploaded_at: at,
  }).execute();
  return id;
}

/** 'YYYY-MM-DD' of day `d` of December 2026. */
export const dec2026 = (d: number): string => `2026-12-${String(d).padStart(2, '0')}`;

/** A hoarding line: `days` days from 1 Dec 2026, one unit each, at ₹`rate` a unit (14 days × ₹4,000 = ₹56,000 before GST by default). */
export function hoardingLine(lineId: string, days = 14, rate = 4000): BagMediaOption {
  return {
    ...sampleOption(lineId, days, rate),
    display: { mediaName: 'Hoarding MG Road', optionName: '40x20 front-lit', category: 'outdoor', slug: 'hoarding-mg-road', unitLabel: 'per day' },
    schedule: Array.from({ length: days }, (_, i) => ({ date: dec2026(i + 1), units: 1 })),
  };
}
