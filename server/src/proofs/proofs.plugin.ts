/**
 * Verified proof of execution (issue 38), in service B: proofs per line and day with their
 * checks (capture time and place, reuse), the staff queue, the delivery ledger and make-goods.
 * Each part registers its routes here.
 */
import type { TypedFastify } from '../http/type-provider';
import type { ProofDeps } from './proofs.module';
import { registerProofRoutes } from './proof.routes';
import { registerDeliveryRoutes } from './delivery/delivery.routes';

export type { ProofDeps } from './proofs.module';

/** Registers every proof route on service B's app (signed-in and role scopes inside). */
export function registerProofs(app: TypedFastify, deps: ProofDeps): void {
  // Proofs, their files, the staff queue.
  registerProofRoutes(app, deps);
  // The delivery ledger and make-goods.
  registerDeliveryRoutes(app, deps);
}
