/**
 * The staff queue of proofs (issue 38): GET /proofs/queue, POST /proofs/{proofId}/verify and
 * POST /proofs/{proofId}/reject, staff only (403 for anyone else, before anything is read).
 */
import { Type } from '@sinclair/typebox';
import { PROOF_REJECT_REASON_MAX, PROOF_STATES } from 'shared-domain';
import { registerRole, staffRole } from '../../auth/roles';
import { errorResponses, StringEnum } from '../../http/schema-helpers';
import type { TypedFastify } from '../../http/type-provider';
import { ProofIdParams, ProofQueueItemSchema, ProofSchema } from '../proof.schema';
import type { ProofDeps } from '../proofs.module';
import { answerProof, proofQueue, rejectReason } from './proof-queue.repository';

const tags = ['proofs'];
const security = [{ bearerAuth: [] }];
const STAFF = staffRole('Only staff may review proof of execution');

const queueSchema = {
  summary: 'Proofs to review, riskiest first (flags first, then the older upload), with the earlier proof a reused photo matches (staff)',
  description: 'At most 200; state defaults to submitted.',
  tags, security,
  querystring: Type.Object({ state: Type.Optional(StringEnum(PROOF_STATES, { default: 'submitted' })) }, { additionalProperties: false }),
  response: { 200: Type.Array(ProofQueueItemSchema), ...errorResponses(400, 401, 403) },
};

const verifySchema = {
  summary: 'Verifies a submitted proof, recording who and when (staff)',
  description: '409 once it is verified or rejected.',
  tags, security, params: ProofIdParams,
  response: { 200: ProofSchema, ...errorResponses(401, 403, 404, 409) },
};

const rejectSchema = {
  summary: 'Rejects a submitted proof with a reason the seller and the buyer read (staff)',
  description: `The reason: 3 to ${PROOF_REJECT_REASON_MAX} characters once trimmed (400). 409 once it is verified or rejected.`,
  tags, security, params: ProofIdParams,
  body: Type.Object({ reason: Type.String({ maxLength: PROOF_REJECT_REASON_MAX * 4 }) }, { additionalProperties: false }),
  response: { 200: ProofSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

/** Registers the queue and the answers (staff scope inside). */
export function registerProofQueueRoutes(app: TypedFastify, deps: ProofDeps): void {
  registerRole(app, STAFF, (staff) => {
    staff.get('/proofs/queue', { schema: queueSchema }, async (request) => proofQueue(deps.db, request.query.state ?? 'submitted'));

    staff.post('/proofs/:proofId/verify', { schema: verifySchema }, async (request) =>
      answerProof(deps.db, request.user, request.params.proofId, { state: 'verified' }, deps.now()));

    staff.post('/proofs/:proofId/reject', { schema: rejectSchema }, async (request) =>
      answerProof(deps.db, request.user, request.params.proofId, { state: 'rejected', reason: rejectReason(request.body.reason) }, deps.now()));
  });
}
