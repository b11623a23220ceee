/** The words the proof screens share (seller studio, staff queue, the buyer's campaign page). */
import { formatDate } from 'shared-domain/format';
import type { Proof, ProofFlag, ProofKind, ProofState } from 'shared-domain/proof';

/** A kind of proof as people call it. */
export const PROOF_KIND_LABELS: Readonly<Record<ProofKind, string>> = {
  photo: 'Photo',
  'tear-sheet': 'Tear sheet',
  'e-paper': 'E-paper page',
  'air-check': 'Air-check recording',
  log: 'Broadcast log',
  screenshot: 'Screenshot',
  'delivery-report': 'Delivery report',
};

const IMAGES = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
const DOCUMENTS = '.pdf,application/pdf';
const SHEETS = '.csv,.xlsx,.xls,.txt';

/**
 * What the file picker offers for a kind (its `accept` attribute): a hint to the browser only;
 * the server reads the bytes and refuses a file that does not suit the kind.
 */
export const PROOF_KIND_ACCEPT: Readonly<Record<ProofKind, string>> = {
  photo: IMAGES,
  'tear-sheet': `${IMAGES},${DOCUMENTS}`,
  'e-paper': `${IMAGES},${DOCUMENTS}`,
  'air-check': '.mp3,.m4a,.wav,.mp4,audio/*',
  log: `${DOCUMENTS},${SHEETS}`,
  screenshot: IMAGES,
  'delivery-report': `${DOCUMENTS},${SHEETS}`,
};

/** A state in one word. */
export const PROOF_STATE_LABELS: Readonly<Record<ProofState, string>> = { submitted: 'Submitted', verified: 'Verified', rejected: 'Rejected' };

/** "Submitted", "Verified by Ravi Staff on 4 Mar 2026", "Rejected: the board shows another brand". */
export function proofStateText(proof: Pick<Proof, 'state' | 'stateBy' | 'stateAt' | 'rejectReason'>): string {
  if (proof.state === 'verified') {
    const by = proof.stateBy ? ` by ${proof.stateBy.name}` : '';
    const on = proof.stateAt ? ` on ${formatDate(proof.stateAt)}` : '';
    return `Verified${by}${on}`;
  }
  if (proof.state === 'rejected') return proof.rejectReason ? `Rejected: ${proof.rejectReason}` : 'Rejected';
  return 'Submitted';
}

/** A flag in words: the server's sentence, or a plain one for its code. */
export function proofFlagText(flag: Pick<ProofFlag, 'code' | 'message'>): string {
  if (flag.message.trim()) return flag.message;
  switch (flag.code) {
    case 'reused': return 'Looks like an earlier proof';
    case 'far-from-site': return 'Taken away from the site';
    case 'outside-dates': return 'Taken outside the booked days';
    case 'no-capture-time': return 'No capture time in the photo';
    default: return 'No location in the photo';
  }
}

/** Whether the flags hold a `reused` one (a near-duplicate of an earlier proof). */
export const isReused = (proof: Pick<Proof, 'flags'>): boolean => proof.flags.some((f) => f.code === 'reused');
