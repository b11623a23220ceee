/** GET /seller/proof-lines (issue 38): the lines the caller may prove, day by day with their proofs, for the seller studio. */
import { Type } from '@sinclair/typebox';
import { registerSignedIn } from '../../auth/auth.hook';
import { errorResponses } from '../../http/schema-helpers';
import type { TypedFastify } from '../../http/type-provider';
import { ProvableLineSchema } from '../proof.schema';
import type { ProofDeps } from '../proofs.module';
import { proofLinesFor } from './proof-lines.repository';

const schema = {
  summary: "The lines the caller may prove: a seller's lines of accepted booking requests; staff pass campaignId for every line of that campaign",
  description: '400 for staff without campaignId; 404 `not_a_seller` for a user who is neither a seller nor staff.',
  tags: ['proofs'], security: [{ bearerAuth: [] }],
  querystring: Type.Object({ campaignId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }, { additionalProperties: false }),
  response: { 200: Type.Array(ProvableLineSchema), ...errorResponses(400, 401, 404) },
};

/** Registers GET /seller/proof-lines (signed-in scope inside). */
export function registerProofLinesRoute(app: TypedFastify, deps: ProofDeps): void {
  registerSignedIn(app, (scope) => {
    scope.get('/seller/proof-lines', { schema }, async (request) => proofLinesFor(deps.db, request.user, request.query.campaignId));
  });
}
