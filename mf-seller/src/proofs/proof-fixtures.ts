/** Proof screens' test data (tests only). */
import type { Proof, ProofQueueItem, ProvableLine } from 'shared-domain/proof';

export function proof(over: Partial<Proof> = {}): Proof {
  return {
    _id: 'p-1', campaignId: 'c-1', lineId: 'l-1', optionId: 'm-1-o-1', day: '2026-03-02', units: 1, kind: 'photo',
    fileName: 'board.jpg', contentType: 'image/jpeg', size: 120_000, sha256: 'ab'.repeat(32), note: '',
    capturedAt: '2026-03-02T05:00:00.000Z', location: { lat: 18.52, lng: 73.85 }, distanceM: 40, phash: '0f0f0f0f0f0f0f0f',
    flags: [], risk: 0, state: 'submitted', stateBy: null, stateAt: null, rejectReason: null,
    uploadedBy: { _id: 'u-1', name: 'Asha Rao' }, uploadedAt: '2026-03-02T08:00:00.000Z',
    fileUrl: '/proofs/p-1/file', previewUrl: '/proofs/p-1/preview', ...over,
  };
}

export function provableLine(over: Partial<ProvableLine> = {}): ProvableLine {
  return {
    campaignId: 'c-1', campaignName: 'Diwali in Pune', lineId: 'l-1', optionId: 'm-1-o-1', mediaName: 'MG Road hoarding', optionName: 'Front face',
    category: 'outdoor', kinds: ['photo', 'screenshot'], place: { lat: 18.52, lng: 73.85 },
    days: [
      { day: '2026-03-02', units: 1, proofs: [proof({ state: 'verified', stateBy: { _id: 'u-s', name: 'Ravi Staff' }, stateAt: '2026-03-03T06:00:00.000Z' })] },
      { day: '2026-03-03', units: 2, proofs: [] },
    ],
    ...over,
  };
}

const REUSED = { code: 'reused' as const, message: 'Looks like an earlier proof (8 of 64 bits apart)', otherProofId: 'p-old', otherCampaignId: 'c-9', hashDistance: 8 };

export function queueItem(over: Partial<ProofQueueItem> = {}): ProofQueueItem {
  return {
    proof: proof({ _id: 'p-2', day: '2026-03-03', fileName: 'copy.jpg', flags: [REUSED], risk: 90, previewUrl: '/proofs/p-2/preview' }),
    campaignName: 'Diwali in Pune', mediaName: 'MG Road hoarding', optionName: 'Front face', category: 'outdoor',
    matched: proof({ _id: 'p-old', campaignId: 'c-9', day: '2026-02-01', fileName: 'old.jpg', previewUrl: '/proofs/p-old/preview', state: 'verified' }),
    matchedCampaignName: 'Summer sale',
    ...over,
  };
}
