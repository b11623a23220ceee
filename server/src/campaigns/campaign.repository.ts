import { createHash, randomBytes } from 'node:crypto';
import { readDiscountOnTotal, toBagLine } from '../bag/bag.rows';
import type { Transaction } from 'kysely';
import {
  priceBag, round2, sumTotals,
  type BagMediaOption, type Campaign, type Payment, type PricedMediaOption,
} from 'shared-domain';
import { dialectOf, type Db } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import { ConflictError, InputError, NotFoundError } from '../errors';

/** How long an `Idempotency-Key` of `POST /campaigns/bag` is remembered (API.md: 24 h). */
export const CAMPAIGN_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const SAVE_FROM_BAG_ROUTE = 'POST /campaigns/bag';

export const DRAFT_STATUS = 'Draft';
export const PLAN_REQUESTED_STATUS = 'Plan Requested';

export type SaveFromBagRequest = {
  /** Bag line ids; undefined = the selected lines, or every line when none is selected. */
  selectedMOs?: readonly string[];
  /** A quote request: the campaign becomes 'Plan Requested'. */
  lookingForRates: boolean;
  /** Append to this campaign of the user instead of creating one. */
  campaignId?: string;
  /** A card payment's transaction id, kept as a payment reference. */
  transactionId?: string;
};

export type SaveFromBagResult = {
  /** 201 for a new campaign, 200 when options were added to an existing one. */
  statusCode: 200 | 201;
  body: { _id: string };
  replayed: boolean;
};

export interface CampaignRepository {
  /** Campaigns the user owns, most recently updated first. */
  listForOwner(ownerId: string): Promise<Campaign[]>;
  /** A campaign the user owns or is shared with; null otherwise (unknown or not theirs). */
  findForUser(userId: string, campaignId: string): Promise<Campaign | null>;
  /**
   * Saves bag lines as a campaign (or appends them to one) in one transaction: prices them
   * with `priceBag`, stores the campaign, deletes the saved lines from the bag. With an
   * idempotency key, a repeat within 24 h by the same user replays the first answer, even
   * when the repeats run concurrently.
   */
  saveFromBag(userId: string, request: SaveFromBagRequest, idempotencyKey?: string): Promise<SaveFromBagResult>;
}

type CampaignRow = { id: string; name: string; status: string; data_json: string; updated_at: string };
type StoredDocument = Partial<Omit<Campaign, '_id' | 'name' | 'status' | 'updatedAt'>>;
type Tx = Transaction<DatabaseSchema>;

const money = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * A stored row as a Campaign: columns win over the document, and a document written by an
 * older version (missing amounts or lists) reads as zeros and empty lists, never as NaN.
 */
export function toCampaign(row: CampaignRow, data: StoredDocument): Campaign {
  return {
    ...data,
    plans: data.plans ?? [],
    payments: data.payments ?? [],
    _users: data._users ?? [],
    mediaOptions: data.mediaOptions ?? [],
    totalPrice: money(data.totalPrice),
    receivable: money(data.receivable),
    taxReceivable: money(data.taxReceivable),
    totalReceivable: money(data.totalReceivable),
    payable: money(data.payable),
    taxPayable: money(data.taxPayable),
    totalPayable: money(data.totalPayable),
    _id: row.id,
    name: row.name,
    status: row.status,
    updatedAt: row.updated_at,
  };
}

/** The campaign's figures: sums over its priced options (SPEC.md: session campaign totals). */
export function campaignTotals(options: readonly PricedMediaOption[]) {
  const sums = sumTotals(options);
  const sum = (field: 'taxReceivable' | 'taxPayable') => round2(options.reduce((s, o) => s + money(o[field]), 0));
  return {
    totalPrice: sums.totalPrice,
    receivable: sums.receivable,
    taxReceivable: sum('taxReceivable'),
    totalReceivable: sums.totalReceivable,
    payable: sums.payable,
    taxPayable: sum('taxPayable'),
    totalPayable: sums.totalPayable,
  };
}

const newObjectId = (): string => randomBytes(12).toString('hex');

function sha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value) ?? 'undefined', 'utf8').digest('hex');
}

/** Thrown inside the transaction to roll it back when the key was already claimed. */
class KeyAlreadyUsed extends Error {}

/** Campaigns over the Kysely store; `now` is injected so tests can move the clock. */
export function createCampaignRepository(db: Db, now: () => Date = () => new Date()): CampaignRepository {
  const isPostgres = dialectOf(db) === 'postgres';

  const readReplay = async (userId: string, key: string, requestHash: string): Promise<SaveFromBagResult> => {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response_json'])
      .where('user_id', '=', userId)
      .where('route', '=', SAVE_FROM_BAG_ROUTE)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (row.request_hash !== requestHash) {
      throw new ConflictError('This Idempotency-Key was already used for a different request; use a new key');
    }
    const answer = JSON.parse(row.response_json) as { statusCode: 200 | 201; body: { _id: string } };
    return { statusCode: answer.statusCode, body: answer.body, replayed: true };
  };

  /** The lines to save, in bag order; an empty or unknown selection is a 400. */
  const chooseLines = (lines: BagMediaOption[], selectedMOs: readonly string[] | undefined): BagMediaOption[] => {
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
  };

  const save = async (tx: Tx, userId: string, request: SaveFromBagRequest, atIso: string): Promise<Omit<SaveFromBagResult, 'replayed'>> => {
    // The bag row is the lock that serialises saves of one user's lines on PostgreSQL
    // (SQLite runs one transaction at a time).
    let bagQuery = tx.selectFrom('bags').select(['id', 'name', 'start_date', 'end_date', 'discount_on_total']).where('user_id', '=', userId);
    if (isPostgres) bagQuery = bagQuery.forUpdate();
    const bag = await bagQuery.executeTakeFirst();
    if (!bag) throw new InputError('Your bag is empty; add media options before saving a campaign');

    let existing: { row: CampaignRow; data: StoredDocument } | null = null;
    if (request.campaignId !== undefined) {
      let q = tx.selectFrom('campaigns').select(['id', 'name', 'status', 'data_json', 'updated_at'])
        .where('id', '=', request.campaignId).where('owner_id', '=', userId);
      if (isPostgres) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      if (!row) throw new NotFoundError('Campaign not found');
      existing = { row, data: JSON.parse(row.data_json) as StoredDocument };
    }

    const rows = await tx
      .selectFrom('bag_items')
      .select(['id', 'media_option_id', 'media_id', 'data_json'])
      .where('bag_id', '=', bag.id)
      .orderBy('position', 'asc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    const lines = rows.map(toBagLine);
    const chosen = new Set(chooseLines(lines, request.selectedMOs).map((l) => l._id));

    // Priced as the whole bag, as the drawer shows it: the bulk discount is split over every
    // line, and the saved lines carry their shares.
    const priced = priceBag(lines, { discountOnTotal: readDiscountOnTotal(bag.discount_on_total) ?? undefined });
    const saved: PricedMediaOption[] = priced.options.filter((o) => chosen.has(o._id));

    const deleted = await tx.deleteFrom('bag_items').where('bag_id', '=', bag.id).where('id', 'in', [...chosen]).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== chosen.size) {
      throw new InputError('Some media options left the bag while saving; reload the bag and try again');
    }

    const payments: Payment[] = [...(existing?.data.payments ?? [])];
    if (request.transactionId !== undefined) {
      payments.push({
        _id: newObjectId(), amount: campaignTotals(saved).totalPrice, mode: 'card',
        reference: request.transactionId, createdAt: atIso,
      });
    }

    if (existing) {
      const mediaOptions = [...(existing.data.mediaOptions ?? []), ...saved];
      let status = existing.row.status;
      const data: StoredDocument = { ...existing.data, mediaOptions, payments, ...campaignTotals(mediaOptions) };
      if (request.lookingForRates && status === DRAFT_STATUS) {
        status = PLAN_REQUESTED_STATUS;
        data.planRequestedAt = atIso;
      }
      await tx.updateTable('campaigns')
        .set({ status, data_json: JSON.stringify(data), updated_at: atIso })
        .where('id', '=', existing.row.id)
        .execute();
      return { statusCode: 200, body: { _id: existing.row.id } };
    }

    const id = newObjectId();
    const data: StoredDocument = {
      plans: [],
      payments,
      _users: [],
      planRequestedAt: request.lookingForRates ? atIso : null,
      startDate: bag.start_date,
      endDate: bag.end_date,
      mediaOptions: saved,
      ...campaignTotals(saved),
    } as StoredDocument;
    await tx.insertInto('campaigns').values({
      id,
      owner_id: userId,
      name: bag.name,
      status: request.lookingForRates ? PLAN_REQUESTED_STATUS : DRAFT_STATUS,
      data_json: JSON.stringify(data),
      created_at: atIso,
      updated_at: atIso,
    }).execute();
    return { statusCode: 201, body: { _id: id } };
  };

  return {
    async listForOwner(ownerId) {
      const rows = await db
        .selectFrom('campaigns')
        .select(['id', 'name', 'status', 'data_json', 'updated_at'])
        .where('owner_id', '=', ownerId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((r) => toCampaign(r, JSON.parse(r.data_json) as StoredDocument));
    },

    async findForUser(userId, campaignId) {
      const row = await db
        .selectFrom('campaigns')
        .select(['id', 'owner_id', 'name', 'status', 'data_json', 'updated_at'])
        .where('id', '=', campaignId)
        .executeTakeFirst();
      if (!row) return null;
      const campaign = toCampaign(row, JSON.parse(row.data_json) as StoredDocument);
      const shared = campaign._users.some((u) => u && u._id === userId);
      return row.owner_id === userId || shared ? campaign : null;
    },

    async saveFromBag(userId, request, idempotencyKey) {
      const at = now();
      const atIso = at.toISOString();
      const requestHash = idempotencyKey === undefined ? '' : sha256({
        selectedMOs: request.selectedMOs ?? null,
        lookingForRates: request.lookingForRates,
        campaignId: request.campaignId ?? null,
        transactionId: request.transactionId ?? null,
      });
      try {
        return await db.transaction().execute(async (tx) => {
          if (idempotencyKey !== undefined) {
            await tx
              .deleteFrom('idempotency_keys')
              .where('user_id', '=', userId)
              .where('route', '=', SAVE_FROM_BAG_ROUTE)
              .where('created_at', '<=', new Date(at.getTime() - CAMPAIGN_IDEMPOTENCY_TTL_MS).toISOString())
              .execute();
            // The first write: a concurrent twin blocks here until this transaction ends, then
            // inserts nothing and replays what this one committed.
            const claimed = await tx
              .insertInto('idempotency_keys')
              .values({ user_id: userId, route: SAVE_FROM_BAG_ROUTE, key: idempotencyKey, request_hash: requestHash, response_json: '{}', created_at: atIso })
              .onConflict((oc) => oc.columns(['user_id', 'route', 'key']).doNothing())
              .returning('key')
              .executeTakeFirst();
            if (!claimed) throw new KeyAlreadyUsed();
          }
          const result = await save(tx, userId, request, atIso);
          if (idempotencyKey !== undefined) {
            await tx
              .updateTable('idempotency_keys')
              .set({ response_json: JSON.stringify(result) })
              .where('user_id', '=', userId)
              .where('route', '=', SAVE_FROM_BAG_ROUTE)
              .where('key', '=', idempotencyKey)
              .execute();
          }
          return { ...result, replayed: false };
        });
      } catch (err) {
        if (err instanceof KeyAlreadyUsed && idempotencyKey !== undefined) return readReplay(userId, idempotencyKey, requestHash);
        throw err;
      }
    },
  };
}
