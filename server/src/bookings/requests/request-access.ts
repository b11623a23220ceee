/**
 * Who stands where on a booking request (issue 37). The seller side: members of the request's
 * seller account, or staff when it has none (the marketplace's own catalogue). The buyer side:
 * the request's buyer. Staff read every request. Anyone else gets 404, as if it did not exist;
 * someone who sees it but acts for the other side gets 403.
 */
import type { BookingEventRole } from 'shared-domain';
import { ForbiddenError, NotFoundError } from '../../errors';

export const NO_REQUEST = 'There is no booking request with this id';
export const NO_ORDER = 'There is no insertion order with this id';

export type BookingRelation = {
  isBuyer: boolean;
  isSellerSide: boolean;
  isStaff: boolean;
  /** The caller's seller account, if any. */
  sellerId: string | null;
};

/** The caller sees the request (buyer, seller side or staff), else 404 with `notFound`. */
export function requireVisible(relation: BookingRelation, notFound = NO_REQUEST): void {
  if (!relation.isBuyer && !relation.isSellerSide && !relation.isStaff) throw new NotFoundError(notFound);
}

/** The seller side only: 404 for those who cannot see the request, 403 for the buyer or staff of another seller's request. */
export function requireSellerSide(relation: BookingRelation, notFound = NO_REQUEST): void {
  requireVisible(relation, notFound);
  if (!relation.isSellerSide) throw new ForbiddenError("Only the request's seller may answer it");
}

/** The buyer only: 404 for those who cannot see the request, 403 for the seller side or staff. */
export function requireBuyer(relation: BookingRelation): void {
  requireVisible(relation);
  if (!relation.isBuyer) throw new ForbiddenError('Only the buyer may answer a counter-offer');
}

/** The role the trail records for an act of the seller side: staff for the marketplace's own catalogue, else the seller. */
export function sellerSideRole(request: { seller_id: string | null }): Extract<BookingEventRole, 'staff' | 'seller'> {
  return request.seller_id === null ? 'staff' : 'seller';
}
