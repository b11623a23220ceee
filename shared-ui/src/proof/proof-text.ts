/** The words the proof screens share (seller studio, staff queue, the buyer's campaign page). */
import { formatDate } from 'shared-domain/format';
import type { LedgerDay, Proof, ProofFlag, ProofState } from 'shared-domain/proof';

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

/**
 * What a day's checked proofs cover, in words ("1 of 2 verified · 1 waiting for review · 1
 * rejected"), for a schedule row; null when the day has none.
 */
export function dayProofText(day: Pick<LedgerDay, 'bought' | 'verified' | 'submitted' | 'rejected'>): string | null {
  const parts = [
    day.verified > 0 ? `${day.verified} of ${day.bought} verified` : '',
    day.submitted > 0 ? `${day.submitted} waiting for review` : '',
    day.rejected > 0 ? `${day.rejected} rejected` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
