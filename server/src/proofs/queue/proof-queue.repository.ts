/**
 * The staff queue of proofs (issue 38): proofs in one state, riskiest first (flags first, then
 * the older upload), each with what it is for and the earlier proof a `reused` flag points at;
 * and the staff's answer, verified or rejected with a reason, once.
 */
import { compareByRisk, PROOF_REJECT_REASON_MAX, PROOF_REJECT_REASON_MIN, type Proof, type ProofQueueItem, type ProofState } from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import type { Db } from '../../db/database';
import { ConflictError, InputError, NotFoundError } from '../../errors';
import { NO_PROOF } from '../files/proof-access.repository';
import { decideProof, findProofRow, proofRowsOfIds, proofsOfRows } from '../proof.repository';

/** At most this many proofs in the queue. */
export const QUEUE_LIMIT = 200;

/** The proofs in `state`, riskiest first, for staff. */
export async function proofQueue(db: Db, state: ProofState): Promise<ProofQueueItem[]> {
  const rows = await db.selectFrom('proofs').selectAll().where('state', '=', state)
    .orderBy('risk', 'desc').orderBy('uploaded_at').orderBy('id').limit(QUEUE_LIMIT).execute();
  if (rows.length === 0) return [];
  const proofs = await proofsOfRows(db, rows, true);
  const matchedIds = proofs.flatMap((p) => p.flags.flatMap((f) => (f.code === 'reused' && f.otherProofId ? [f.otherProofId] : [])));
  const matched = new Map((await proofsOfRows(db, await proofRowsOfIds(db, matchedIds), true)).map((p) => [p._id, p]));
  const campaignIds = new Set([...rows.map((r) => r.campaign_id), ...[...matched.values()].map((p) => p.campaignId)]);
  const campaigns = new Map((await db.selectFrom('campaigns').select(['id', 'name']).where('id', 'in', [...campaignIds]).execute())
    .map((c) => [c.id, c.name]));
  const options = new Map((await db.selectFrom('media_options as o').innerJoin('media as m', 'm.id', 'o.media_id')
    .select(['o.id', 'o.name', 'm.name as media_name', 'm.category'])
    .where('o.id', 'in', [...new Set(rows.map((r) => r.option_id))]).execute()).map((o) => [o.id, o]));
  const matchOf = (proof: Proof): Proof | null => {
    const id = proof.flags.find((f) => f.code === 'reused')?.otherProofId;
    return (id && matched.get(id)) || null;
  };
  return proofs.map((proof): ProofQueueItem => {
    const option = options.get(proof.optionId);
    const match = matchOf(proof);
    return {
      proof, campaignName: campaigns.get(proof.campaignId) ?? '', mediaName: option?.media_name ?? '', optionName: option?.name ?? '',
      category: option?.category ?? '', matched: match, matchedCampaignName: match ? (campaigns.get(match.campaignId) ?? null) : null,
    };
  }).sort((a, b) => compareByRisk(a.proof, b.proof));
}

/** The reason staff give for a rejection, trimmed: 3 to PROOF_REJECT_REASON_MAX characters, else 400. */
export function rejectReason(raw: string | undefined): string {
  const reason = (raw ?? '').trim();
  const length = [...reason].length;
  if (length < PROOF_REJECT_REASON_MIN || length > PROOF_REJECT_REASON_MAX) {
    throw new InputError(`Give a reason for rejecting this proof, ${PROOF_REJECT_REASON_MIN} to ${PROOF_REJECT_REASON_MAX} characters, for the seller and the buyer to read`);
  }
  return reason;
}

/**
 * Verifies or rejects a submitted proof as `staff`, recording who and when; 404 for an unknown
 * proof, 409 once it is verified or rejected (by anyone, including a second staff member at once).
 */
export async function answerProof(
  db: Db, staff: SessionUser, proofId: string, answer: { state: 'verified' } | { state: 'rejected'; reason: string }, at: Date,
): Promise<Proof> {
  const row = await findProofRow(db, proofId);
  if (!row) throw new NotFoundError(NO_PROOF);
  const reason = answer.state === 'rejected' ? answer.reason : null;
  if (!(await decideProof(db, proofId, { state: answer.state, by: staff._id, at: at.toISOString(), reason }))) {
    const now = await findProofRow(db, proofId);
    throw new ConflictError(`This proof is already ${now?.state ?? row.state}; only a submitted proof can be verified or rejected`);
  }
  const [proof] = await proofsOfRows(db, [(await findProofRow(db, proofId))!], true);
  return proof;
}
