/**
 * An insertion order's rules (issue 37): what it says (from the accepted request), its number,
 * the standard terms, and the signature rules — who may sign, when a signature may be
 * withdrawn, when the order is fully signed. Pure: the server and the screens share them.
 */
import type {
  BookingAmounts, BookingParty, InsertionOrderContent, InsertionOrderStatus, OrderSignature, SignatureSide,
} from './types';

export const SIGNATURE_NAME_MIN = 2;
export const SIGNATURE_NAME_MAX = 120;
export const ORDER_TERMS_MAX = 20;
export const ORDER_TERM_MAX = 500;

/** The terms every order carries unless a revision names others. */
export const DEFAULT_ORDER_TERMS: readonly string[] = [
  'The seller reserves the units named above for the dates named above.',
  'Amounts are in Indian rupees; GST is charged at the rate shown.',
  'The buyer supplies the creative at least 3 working days before the start date.',
  'A change of dates, units or rate needs a new version of this order, signed again by both sides.',
  'Each signature names the SHA-256 of this document; a signature counts only for the version it names.',
];

/** 'IO-' + the request's short id (its last 8 characters, upper case) + '-v' + version. */
export function insertionOrderNumber(requestId: string, version: number): string {
  return `IO-${requestId.slice(-8).toUpperCase()}-v${version}`;
}

export type InsertionOrderInput = {
  requestId: string;
  version: number;
  issuedAt: string;
  buyer: BookingParty;
  seller: BookingParty;
  option: InsertionOrderContent['option'];
  from: string;
  to: string;
  units: number;
  amounts: BookingAmounts;
  terms?: readonly string[];
};

/** What the order (and its PDF) says. */
export function insertionOrderContent(input: InsertionOrderInput): InsertionOrderContent {
  return {
    number: insertionOrderNumber(input.requestId, input.version),
    version: input.version,
    issuedAt: input.issuedAt,
    buyer: input.buyer,
    seller: input.seller,
    option: input.option,
    from: input.from,
    to: input.to,
    units: input.units,
    amounts: input.amounts,
    terms: [...(input.terms ?? DEFAULT_ORDER_TERMS)],
  };
}

export type SignatureNameCheck = { ok: true; value: string } | { ok: false; message: string };

/** A typed full name: 2 to 120 characters once trimmed (inner spaces collapsed), no control characters. */
export function checkSignatureName(raw: string | null | undefined): SignatureNameCheck {
  const name = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (/[\u0000-\u001f\u007f]/.test(raw ?? '')) return { ok: false, message: 'Type your full name on one line' };
  if (name.length < SIGNATURE_NAME_MIN) return { ok: false, message: 'Type your full name to sign' };
  if (name.length > SIGNATURE_NAME_MAX) return { ok: false, message: `Your name must be at most ${SIGNATURE_NAME_MAX} characters` };
  return { ok: true, value: name };
}

/** Revised terms: at most 20, each 1 to 500 characters once trimmed. */
export function checkOrderTerms(raw: readonly string[]): { ok: true; value: string[] } | { ok: false; message: string } {
  const terms = raw.map((t) => t.trim()).filter((t) => t.length > 0);
  if (terms.length === 0) return { ok: false, message: 'Give at least one term' };
  if (terms.length > ORDER_TERMS_MAX) return { ok: false, message: `An order can have at most ${ORDER_TERMS_MAX} terms` };
  if (terms.some((t) => t.length > ORDER_TERM_MAX)) return { ok: false, message: `Each term must be at most ${ORDER_TERM_MAX} characters` };
  return { ok: true, value: terms };
}

/** How the caller stands to an order's request. */
export type OrderRelation = { isBuyer: boolean; isSellerSide: boolean };

/** The sides the caller is entitled to sign for (the buyer's; the seller's account members, or staff for the marketplace's own catalogue). */
export function sidesOf(relation: OrderRelation): SignatureSide[] {
  const sides: SignatureSide[] = [];
  if (relation.isBuyer) sides.push('buyer');
  if (relation.isSellerSide) sides.push('seller');
  return sides;
}

/** Signatures that still count (not withdrawn). */
export function activeSignatures<S extends Pick<OrderSignature, 'withdrawnAt'>>(signatures: readonly S[]): S[] {
  return signatures.filter((s) => s.withdrawnAt === null);
}

/** The signature that counts for `side`, if any. */
export function signatureOf<S extends Pick<OrderSignature, 'side' | 'withdrawnAt'>>(signatures: readonly S[], side: SignatureSide): S | undefined {
  return activeSignatures(signatures).find((s) => s.side === side);
}

/** True when both sides have a signature that counts. */
export function isFullySigned(signatures: readonly Pick<OrderSignature, 'side' | 'withdrawnAt'>[]): boolean {
  return signatureOf(signatures, 'buyer') !== undefined && signatureOf(signatures, 'seller') !== undefined;
}

/** The status an order's current version has with these signatures. */
export function orderStatusOf(signatures: readonly Pick<OrderSignature, 'side' | 'withdrawnAt'>[]): InsertionOrderStatus {
  return isFullySigned(signatures) ? 'signed' : 'awaiting-signatures';
}

export const otherSide = (side: SignatureSide): SignatureSide => (side === 'buyer' ? 'seller' : 'buyer');

export type SignCheck = { ok: true } | { ok: false; status: 403 | 409; message: string };

/** Whether the caller may sign the order as `side` now. */
export function checkSign(
  order: { status: InsertionOrderStatus; signatures: readonly Pick<OrderSignature, 'side' | 'withdrawnAt'>[] },
  relation: OrderRelation,
  side: SignatureSide,
): SignCheck {
  if (!sidesOf(relation).includes(side)) {
    return { ok: false, status: 403, message: side === 'seller' ? 'Only the seller may sign as the seller' : 'Only the buyer may sign as the buyer' };
  }
  if (order.status === 'superseded') return { ok: false, status: 409, message: 'This version of the order was replaced by a newer one; sign the current version' };
  if (signatureOf(order.signatures, side)) return { ok: false, status: 409, message: `The ${side} has already signed this order` };
  return { ok: true };
}

/** Whether a signature may be withdrawn: it still counts, the order is current and the other side has not signed. */
export function checkWithdraw(
  order: { status: InsertionOrderStatus; signatures: readonly Pick<OrderSignature, '_id' | 'side' | 'withdrawnAt'>[] },
  signature: Pick<OrderSignature, '_id' | 'side' | 'withdrawnAt'>,
): SignCheck {
  if (signature.withdrawnAt !== null) return { ok: false, status: 409, message: 'This signature was already withdrawn' };
  if (order.status === 'superseded') return { ok: false, status: 409, message: 'This version of the order was replaced; its signatures stay in the trail' };
  if (signatureOf(order.signatures, otherSide(signature.side))) {
    return { ok: false, status: 409, message: `The ${otherSide(signature.side)} has signed too: a signature cannot be withdrawn once both sides have signed` };
  }
  return { ok: true };
}

/** The sides the caller may sign now (for `canSignAs`): entitled, current version, side not yet signed. */
export function canSignAs(
  order: { status: InsertionOrderStatus; signatures: readonly Pick<OrderSignature, 'side' | 'withdrawnAt'>[] },
  relation: OrderRelation,
): SignatureSide[] {
  return sidesOf(relation).filter((side) => checkSign(order, relation, side).ok);
}

/** The first characters of a hash, for a sentence ("SHA-256 1f2e3d4c…"). */
export function shortHash(sha256: string): string {
  return `${sha256.slice(0, 8)}…`;
}
