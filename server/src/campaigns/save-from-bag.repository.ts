import {
  campaignAmounts, campaignNameFor, datesAfterAddingFromBag, isEditableStatus, nextCampaignStatus, priceBag, recordedPaymentVerification,
  type BagMediaOption, type Payment, type PricedMediaOption, type RecordedPayment, type User,
} from 'shared-domain';
import type { BagInTransaction, BagRepository } from '../bag/bag.repository';
import type { BagRecord } from '../bag/bag.model';
import type { Db, Tx } from '../db/database';
import { runIdempotent } from '../db/idempotency';
import { ConflictError, InputError } from '../errors';
import { moveHoldsToCampaign } from '../bookings/holds/move-holds.repository';
import { authorizeCampaign } from './campaign.access';
import { campaignDocument, newObjectId, type LoadedCampaign, type StoredDocument } from './campaign.document';
import { insertCampaign, loadCampaign, updateCampaign } from './campaign-store.repository';

/** The route `Idempotency-Key`s of a save from the bag are kept under. */
export const SAVE_FROM_BAG_ROUTE = 'POST /campaigns/bag';

const DRAFT_STATUS = 'Draft';
const PLAN_REQUESTED_STATUS = 'Plan Requested';

export type SaveFromBagRequest = {
  /** Bag line ids; undefined = the selected lines, or every line when none is selected. */
  selectedMOs?: readonly string[];
  /** A quote request: the campaign becomes 'Plan Requested'. */
  lookingForRates: boolean;
  /** Append to this campaign of the user instead of creating one. */
  campaignId?: string;
  /**
   * A card payment of the bag at the save (SPEC.md 7.14): the checkout's answer for an order of
   * POST /bag/payments/order, its signature already checked by the caller with the gateway.
   */
  cardPayment?: { orderId: string; paymentId: string; signature: string };
  /** The organisation whose host the save came from (a new campaign is tagged with it). */
  organizationId?: string | null;
};

export type SaveFromBagResult = {
  /** 201 for a new campaign, 200 when options were added to an existing one. */
  statusCode: 200 | 201;
  body: { _id: string };
  replayed: boolean;
};

type Saved = Omit<SaveFromBagResult, 'replayed'>;

/** The lines to save, in bag order; an empty or unknown selection is a 400. */
function chooseLines(lines: BagMediaOption[], selectedMOs: readonly string[] | undefined): BagMediaOption[] {
  if (selectedMOs === undefined) {
    if (!lines.length) throw new InputError('Your bag is empty; add media options before saving a campaign');
    const selected = lines.filter((l) => l.select === true);
    return selected.length ? selected : lines;
  }
  if (!selectedMOs.length) throw new InputError('Select at least one media option to save');
  const known = new Set(lines.map((l) => l._id));
  const unknown = selectedMOs.find((id) => !known.has(id));
  if (unknown !== undefined) throw new InputError(`Media option ${unknown} is not in your bag (it may have been saved already)`);
  const wanted = new Set(selectedMOs);
  return lines.filter((l) => wanted.has(l._id));
}

/** The status the campaign has after the save; adding options to a campaign is part of planning, its status must allow it. */
function statusAfterSave(existing: LoadedCampaign | null, lookingForRates: boolean): string {
  if (!existing) return lookingForRates ? PLAN_REQUESTED_STATUS : DRAFT_STATUS;
  const current = existing.campaign.status;
  if (!isEditableStatus(current)) throw new ConflictError(`Media options cannot be added once a campaign is ${current}`);
  const next = nextCampaignStatus(current, { type: 'plan-requested' });
  return lookingForRates && next.ok ? next.status : current;
}

/**
 * The chosen lines priced as the whole bag, as the drawer shows it: the bulk discount is split
 * over every line, and the chosen lines carry their shares (what a save stores, and what a card
 * order for the bag is made for).
 */
export function pricedChoice(bag: Pick<BagRecord, 'discountOnTotal'>, lines: BagMediaOption[], selectedMOs: readonly string[] | undefined): PricedMediaOption[] {
  const chosen = new Set(chooseLines(lines, selectedMOs).map((l) => l._id));
  const priced = priceBag(lines, { discountOnTotal: bag.discountOnTotal ?? undefined });
  return priced.options.filter((o) => chosen.has(o._id));
}

/**
 * Takes the chosen lines out of the bag, priced as the whole bag, as the drawer shows it:
 * the bulk discount is split over every line, and the saved lines carry their shares. The
 * bag's name and dates went with them: the next bag starts afresh (bag.startNext).
 */
async function takeLines(bags: BagInTransaction, bag: BagRecord, selectedMOs: readonly string[] | undefined, atIso: string): Promise<PricedMediaOption[]> {
  const lines = await bags.lines(bag._id);
  const saved = pricedChoice(bag, lines, selectedMOs);
  const removed = await bags.removeLines(bag._id, saved.map((o) => o._id));
  if (removed !== saved.length) throw new InputError('Some media options left the bag while saving; reload the bag and try again');
  await bags.startNext(bag._id, removed === lines.length, atIso);
  return saved;
}

/**
 * The card payment of the bag (its signature checked by the caller): the order must be this
 * user's bag order and unpaid; its amount is the order's, priced by the server when it was
 * made, never a figure from the browser. The payment reference is claimed once the campaign
 * exists (`claimBagPayment`).
 */
async function cardPaymentOf(tx: Tx, user: User, proof: NonNullable<SaveFromBagRequest['cardPayment']>, atIso: string): Promise<RecordedPayment> {
  const order = await tx.selectFrom('bag_payment_orders').selectAll().where('id', '=', proof.orderId).where('user_id', '=', user._id).executeTakeFirst();
  if (!order) throw new InputError('No bag payment order with that id is yours; pay again from the bag');
  if (order.status !== 'created') throw new ConflictError('This payment order is already paid');
  return {
    _id: newObjectId(), amount: Number(order.amount), mode: 'card', reference: proof.paymentId, orderId: order.id, createdAt: atIso, paidBy: user._id,
    ...recordedPaymentVerification('card', false, user._id, atIso),
  };
}

/** Records the card payment's reference and marks its bag order paid by `campaignId`; a replay is a 409 and rolls the save back. */
async function claimBagPayment(tx: Tx, payment: RecordedPayment, campaignId: string, atIso: string): Promise<void> {
  const claimed = await tx.insertInto('payment_references')
    .values({ mode: 'card', reference: payment.reference, campaign_id: campaignId, created_at: atIso })
    .onConflict((oc) => oc.columns(['mode', 'reference']).doNothing())
    .returning('reference')
    .executeTakeFirst();
  if (!claimed) throw new ConflictError('This payment was already recorded');
  const paid = await tx.updateTable('bag_payment_orders')
    .set({ status: 'paid', payment_id: payment.reference, campaign_id: campaignId, paid_at: atIso })
    .where('id', '=', payment.orderId ?? '').where('status', '=', 'created')
    .executeTakeFirst();
  if (Number(paid.numUpdatedRows) !== 1) throw new ConflictError('This payment order is already paid');
}

/** Saves the bag's lines as a campaign, or appends them to `request.campaignId`, in `tx`. */
async function saveInTransaction(tx: Tx, bags: BagInTransaction, user: User, request: SaveFromBagRequest, atIso: string): Promise<Saved> {
  // The bag row is the lock that serialises saves of one user's lines on PostgreSQL.
  const bag = await bags.lockBag(user._id);
  if (!bag) throw new InputError('Your bag is empty; add media options before saving a campaign');
  let existing: LoadedCampaign | null = null;
  if (request.campaignId !== undefined) {
    existing = await loadCampaign(tx, request.campaignId, user._id, true);
    authorizeCampaign(user, existing, 'manage');
  }
  const status = statusAfterSave(existing, request.lookingForRates);
  const card = request.cardPayment ? await cardPaymentOf(tx, user, request.cardPayment, atIso) : null;
  const saved = await takeLines(bags, bag, request.selectedMOs, atIso);
  const payments: Payment[] = [...(existing?.campaign.payments ?? []), ...(card ? [card] : [])];
  // A bulk discount the buyer asked for goes with the campaign for staff to read; never priced.
  const requested = bag.requestedDiscountOnTotal !== null ? { requestedDiscountOnTotal: bag.requestedDiscountOnTotal } : {};

  if (existing) {
    const mediaOptions = [...existing.campaign.mediaOptions, ...saved];
    const kept = campaignDocument(existing.campaign);
    const doc: StoredDocument = {
      ...kept, ...requested, mediaOptions, payments, ...campaignAmounts(mediaOptions),
      // The dates the buyer set in the bag reach the campaign where it has none of its own.
      ...datesAfterAddingFromBag({ startDate: kept.startDate, endDate: kept.endDate }, { startDate: bag.startDate, endDate: bag.endDate }),
    };
    if (request.lookingForRates && existing.campaign.status === DRAFT_STATUS) doc.planRequestedAt = atIso;
    await updateCampaign(tx, existing.campaign._id, { doc, status }, atIso);
    await moveHoldsToCampaign(tx, user._id, saved, existing.campaign._id, atIso);
    if (card) await claimBagPayment(tx, card, existing.campaign._id, atIso);
    return { statusCode: 200, body: { _id: existing.campaign._id } };
  }

  const id = newObjectId();
  const doc: StoredDocument = {
    plans: [], payments, planRequestedAt: request.lookingForRates ? atIso : null, ...requested,
    startDate: bag.startDate, endDate: bag.endDate, mediaOptions: saved, ...campaignAmounts(saved),
  };
  // The name the buyer gave the bag, else one they recognise: its first media and month.
  const name = campaignNameFor({ name: bag.name, startDate: bag.startDate, lines: saved }, new Date(atIso));
  await insertCampaign(tx, { id, ownerId: user._id, name, status, doc, atIso, organizationId: request.organizationId ?? null });
  await moveHoldsToCampaign(tx, user._id, saved, id, atIso);
  if (card) await claimBagPayment(tx, card, id, atIso);
  return { statusCode: 201, body: { _id: id } };
}

/**
 * Saves bag lines as a campaign (or appends them to one) in one transaction, reading and
 * emptying the bag through `bags` in that transaction; at most once per `Idempotency-Key`.
 */
export async function saveFromBag(
  db: Db, bags: BagRepository, at: Date, user: User, request: SaveFromBagRequest, idempotencyKey: string | undefined,
): Promise<SaveFromBagResult> {
  const fingerprint = {
    selectedMOs: request.selectedMOs ?? null,
    lookingForRates: request.lookingForRates,
    campaignId: request.campaignId ?? null,
    transactionId: request.cardPayment?.paymentId ?? null,
  };
  const { result, replayed } = await runIdempotent(db, at, { userId: user._id, route: SAVE_FROM_BAG_ROUTE, key: idempotencyKey, fingerprint }, (tx) =>
    saveInTransaction(tx, bags.within(tx), user, request, at.toISOString()));
  return { ...result, replayed };
}
