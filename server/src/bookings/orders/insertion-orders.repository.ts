/**
 * Insertion orders (issue 37): read by the buyer, the seller side and staff (404 for anyone
 * else); signed by typed name per side (a buyer signing for the seller: 403), each signature
 * naming the version's SHA-256; withdrawn by its signer until the other side signs; revised by
 * the seller side or staff into version n+1 (the previous superseded, its signatures kept in the
 * trail, signatures start again). One transaction per change, with the trail's entries.
 */
import { randomBytes } from 'node:crypto';
import {
  amountsForTerms, canSignAs, checkOrderTerms, checkSign, checkSignatureName, checkTermsChange, checkWithdraw, indiaDay, orderStatusOf,
  type BookingAmounts, type InsertionOrder, type InsertionOrderContent, type InsertionOrderStatus, type SignatureSide, type TermsChange,
} from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import { dialectOf, type Db, type Executor, type Tx } from '../../db/database';
import { ConflictError, FieldsError, ForbiddenError, NotFoundError, type HttpError } from '../../errors';
import { recordBookingEvent } from '../booking-events.repository';
import { orderOf } from '../requests/booking-rows.repository';
import type { OrderRow, SignatureRow } from '../requests/booking-rows.repository';
import { setLineAgencyRate } from '../requests/campaign-line.repository';
import { NO_ORDER, requireVisible, sellerSideRole, type BookingRelation } from '../requests/request-access';
import { lockRequest, relationTo, termsOfRow } from '../requests/request-store.repository';
import { checkUnitsFree } from '../availability/units-free.repository';
import { issueOrderVersion } from './order-versions.repository';

const ORDER_COLUMNS = ['id', 'request_id', 'campaign_id', 'version', 'content_json', 'sha256', 'status', 'created_by', 'created_at', 'superseded_at'] as const;
type OrderMeta = Omit<OrderRow, 'pdf'>;

async function orderRow(db: Executor, id: string, lock: boolean): Promise<OrderMeta> {
  let query = db.selectFrom('insertion_orders').select(ORDER_COLUMNS).where('id', '=', id);
  if (lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError(NO_ORDER);
  return row;
}

async function signaturesOf(db: Executor, orderIds: readonly string[]): Promise<SignatureRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('insertion_order_signatures').selectAll().where('order_id', 'in', orderIds).execute();
}

/** The order as `relation` sees it (with the sides it may sign now). */
export function orderFor(row: OrderMeta, signatures: readonly SignatureRow[], relation: Pick<BookingRelation, 'isBuyer' | 'isSellerSide'>): InsertionOrder {
  const mine = signatures.filter((s) => s.order_id === row.id);
  const facts = { status: row.status as InsertionOrderStatus, signatures: mine.map((s) => ({ side: s.side as SignatureSide, withdrawnAt: s.withdrawn_at })) };
  return orderOf(row, mine, canSignAs(facts, relation));
}

/** Orders (by row) with their signatures, as `relationOf` each sees them. */
export async function ordersFor(db: Executor, rows: readonly OrderMeta[], relation: Pick<BookingRelation, 'isBuyer' | 'isSellerSide'>): Promise<InsertionOrder[]> {
  const signatures = await signaturesOf(db, rows.map((r) => r.id));
  return rows.map((r) => orderFor(r, signatures, relation));
}

/** The current orders (not superseded) of these requests, with only their metadata. */
export async function currentOrderRows(db: Executor, requestIds: readonly string[]): Promise<OrderMeta[]> {
  if (requestIds.length === 0) return [];
  return db.selectFrom('insertion_orders').select(ORDER_COLUMNS).where('request_id', 'in', requestIds).where('status', '!=', 'superseded')
    .orderBy('created_at').execute();
}

const throwCheck = (check: { ok: true } | { ok: false; status: 403 | 409; message: string }): void => {
  if (check.ok) return;
  const error: HttpError = check.status === 403 ? new ForbiddenError(check.message) : new ConflictError(check.message);
  throw error;
};

export type RevisionInput = TermsChange & { terms?: string[] };

/** The order and how the caller stands to it (404 when the caller may not see it). */
async function visible(ex: Executor, id: string, user: SessionUser, lock = false) {
  const row = await orderRow(ex, id, lock);
  const request = await ex.selectFrom('booking_requests').selectAll().where('id', '=', row.request_id).executeTakeFirstOrThrow();
  const relation = await relationTo(ex, user, request);
  requireVisible(relation, NO_ORDER);
  return { row, request, relation };
}

async function reviseIn(tx: Tx, id: string, user: SessionUser, input: RevisionInput, terms: string[] | undefined, at: Date): Promise<string> {
  const { row, request, relation } = await visible(tx, id, user, true);
  if (!relation.isSellerSide && !relation.isStaff) throw new ForbiddenError('Only the seller or staff may revise an insertion order');
  if (row.status === 'superseded') throw new ConflictError('This version was already replaced; revise the current version');
  const locked = await lockRequest(tx, request.id);
  const current = termsOfRow(locked);
  const hasChange = ['rate', 'from', 'to', 'units'].some((k) => input[k as keyof TermsChange] !== undefined);
  let next = current;
  if (hasChange || terms === undefined) {
    const checked = checkTermsChange({ rate: input.rate, from: input.from, to: input.to, units: input.units }, current, indiaDay(at));
    const unchanged = !checked.ok && terms !== undefined && checked.message.startsWith('Change at least one');
    if (!checked.ok && !unchanged) throw new FieldsError({ [checked.field]: checked.message });
    if (checked.ok) next = checked.value;
  }
  if (next !== current) {
    await checkUnitsFree(tx, locked.option_id, next, at, { exceptHoldId: locked.hold_id });
    const amounts = amountsForTerms(JSON.parse(locked.amounts_json) as BookingAmounts, current, next);
    await tx.updateTable('booking_requests').set({
      start_day: next.from, end_day: next.to, units: next.units, rate: next.rate, amounts_json: JSON.stringify(amounts), updated_at: at.toISOString(),
    }).where('id', '=', locked.id).execute();
    if (locked.hold_id) {
      await tx.updateTable('booking_holds').set({ start_day: next.from, end_day: next.to, units: next.units, updated_at: at.toISOString() })
        .where('id', '=', locked.hold_id).execute();
    }
    if (next.rate !== current.rate && locked.campaign_id && locked.line_id) {
      await setLineAgencyRate(tx, locked.campaign_id, locked.line_id, locked.buyer_id, next.rate, at);
    }
  }
  await tx.updateTable('insertion_orders').set({ status: 'superseded', superseded_at: at.toISOString() }).where('id', '=', id).execute();
  const previous = JSON.parse(row.content_json) as InsertionOrderContent;
  const updated = await lockRequest(tx, request.id);
  const issued = await issueOrderVersion(tx, updated, {
    version: Number(row.version) + 1, at, actorId: user._id, role: relation.isSellerSide ? sellerSideRole(request) : 'staff', terms: terms ?? previous.terms,
  });
  return issued.id;
}

export function createOrderActions(db: Db, now: () => Date) {
  /** The order as the caller sees it now. */
  async function read(id: string, user: SessionUser): Promise<InsertionOrder> {
    const { row, relation } = await visible(db, id, user);
    return orderFor(row, await signaturesOf(db, [id]), relation);
  }

  return {
    read,

    /** The PDF's bytes as stored, with its number and hash. */
    async pdf(id: string, user: SessionUser): Promise<{ bytes: Buffer; number: string; sha256: string }> {
      const { row } = await visible(db, id, user);
      const stored = await db.selectFrom('insertion_orders').select('pdf').where('id', '=', id).executeTakeFirstOrThrow();
      const content = JSON.parse(row.content_json) as InsertionOrderContent;
      return { bytes: Buffer.from(stored.pdf, 'base64'), number: content.number, sha256: row.sha256 };
    },

    /** Signs the current version as `side` with a typed name. */
    async sign(id: string, user: SessionUser, side: SignatureSide, rawName: string): Promise<InsertionOrder> {
      const name = checkSignatureName(rawName);
      if (!name.ok) throw new FieldsError({ name: name.message });
      await db.transaction().execute(async (tx) => {
        const { row, request, relation } = await visible(tx, id, user, true);
        const signatures = await signaturesOf(tx, [id]);
        const facts = signatures.map((s) => ({ side: s.side as SignatureSide, withdrawnAt: s.withdrawn_at }));
        throwCheck(checkSign({ status: row.status as InsertionOrderStatus, signatures: facts }, relation, side));
        const at = now();
        const signatureId = randomBytes(12).toString('hex');
        await tx.insertInto('insertion_order_signatures').values({
          id: signatureId, order_id: id, side, name: name.value, user_id: user._id, sha256: row.sha256, signed_at: at.toISOString(), withdrawn_at: null,
        }).execute();
        const role = side === 'buyer' ? 'buyer' : sellerSideRole(request);
        const base = { role, actorId: user._id, campaignId: request.campaign_id, holdId: request.hold_id, requestId: request.id, orderId: id } as const;
        await recordBookingEvent(tx, at, { ...base, action: 'order.signed', detail: { name: name.value, side, sha256: row.sha256, signatureId } });
        const status = orderStatusOf([...facts, { side, withdrawnAt: null }]);
        if (status === 'signed') {
          await tx.updateTable('insertion_orders').set({ status }).where('id', '=', id).execute();
          const content = JSON.parse(row.content_json) as InsertionOrderContent;
          await recordBookingEvent(tx, at, { ...base, action: 'order.fully-signed', detail: { number: content.number, sha256: row.sha256 } });
        }
      });
      return read(id, user);
    },

    /** Withdraws the caller's own signature while the other side has not signed. */
    async withdraw(id: string, signatureId: string, user: SessionUser): Promise<InsertionOrder> {
      await db.transaction().execute(async (tx) => {
        const { row, request } = await visible(tx, id, user, true);
        const signatures = await signaturesOf(tx, [id]);
        const signature = signatures.find((s) => s.id === signatureId);
        if (!signature) throw new NotFoundError('There is no signature with this id on this order');
        if (signature.user_id !== user._id) throw new ForbiddenError('Only the person who signed may withdraw a signature');
        const facts = signatures.map((s) => ({ _id: s.id, side: s.side as SignatureSide, withdrawnAt: s.withdrawn_at }));
        throwCheck(checkWithdraw({ status: row.status as InsertionOrderStatus, signatures: facts }, facts.find((f) => f._id === signatureId)!));
        const at = now();
        await tx.updateTable('insertion_order_signatures').set({ withdrawn_at: at.toISOString() }).where('id', '=', signatureId).execute();
        await tx.updateTable('insertion_orders').set({ status: 'awaiting-signatures' }).where('id', '=', id).execute();
        await recordBookingEvent(tx, at, {
          action: 'signature.withdrawn', role: signature.side === 'buyer' ? 'buyer' : sellerSideRole(request), actorId: user._id,
          campaignId: request.campaign_id, holdId: request.hold_id, requestId: request.id, orderId: id,
          detail: { name: signature.name, side: signature.side, sha256: signature.sha256, signatureId },
        });
      });
      return read(id, user);
    },

    /** Version n+1 with the changed terms; the previous version is superseded and signatures start again. */
    async revise(id: string, user: SessionUser, input: RevisionInput): Promise<InsertionOrder> {
      const terms = input.terms === undefined ? undefined : checkOrderTerms(input.terms);
      if (terms && !terms.ok) throw new FieldsError({ terms: terms.message });
      const newId = await db.transaction().execute(async (tx) => reviseIn(tx, id, user, input, terms?.ok ? terms.value : undefined, now()));
      return read(newId, user);
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
