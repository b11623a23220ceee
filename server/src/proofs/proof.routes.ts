/**
 * The proof routes of service B (issue 38): adding proof of a line's day, the gallery, a proof's
 * file and preview, the staff queue with verify and reject, the lines a seller may prove, and
 * the place of an option's site that photos are measured from.
 */
import type { TypedFastify } from '../http/type-provider';
import { proofFiles } from './files/proof-files';
import { registerProofReadRoutes } from './files/proof-read.routes';
import { registerProofUploadRoute } from './files/proof-upload.routes';
import { registerProofLinesRoute } from './lines/proof-lines.routes';
import { registerOptionPlaceRoutes } from './places/option-place.routes';
import type { ProofDeps } from './proofs.module';
import { registerProofQueueRoutes } from './queue/proof-queue.routes';

/** Registers every proof route (signed-in and staff scopes inside). */
export function registerProofRoutes(app: TypedFastify, deps: ProofDeps): void {
  const files = proofFiles(deps.dir);
  registerProofUploadRoute(app, { db: deps.db, now: deps.now, maxBytes: deps.maxBytes, files }, { limiter: deps.limiter, rule: deps.uploadRate });
  registerProofReadRoutes(app, { db: deps.db, files });
  registerProofQueueRoutes(app, deps);
  registerProofLinesRoute(app, deps);
  registerOptionPlaceRoutes(app, deps);
}
