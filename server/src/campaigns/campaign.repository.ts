import { randomBytes } from 'node:crypto';
import { readDiscountOnTotal, toBagLine } from '../bag/bag.rows';
import type { Transaction } from 'kysely';
import {
  campaignAmounts, campaignRunDates, datesAfterAddingFromBag, isEditableStatus, nextCampaignStatus, priceBag, repairPricedOption, sumTotals,
  type BagMediaOption, type Campaign, type Payment, type PricedMediaOption, type User,
} from 'shared-domain';
import { dialectOf, type Db } from '../db/database';
import { hasStoredAnswer, runIdempotent } from '../http/idempotency';
import type { DatabaseSchema } from '../db/schema';
import { ConflictError, InputError } from '../errors';
import { authorizeCampaign } from './campaign.access';

/** How long an `Idempotency-Key` of `POST /campaigns/bag` is remembered (API.md: 24 h). */
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
  /** The organisation whose host the save came from (a new campaign is tagged with it). */
  organizationId?: string | null;
};

export type SaveFromBagResult = {
  /** 201 for a new campaign, 200 when options were added to an existing one. */
  statusCode: 200 | 201;
  body: { _id: string };
  replayed: boolean;
};

/** A row of the dashboard list: summary columns only, no document. */
export type CampaignSummary = {
  _id: string;
  name: string;
  status: string;
  totalPrice: number;
  mediaOptionCount: number;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** How the caller holds it: staff see others' campaigns in the all-campaigns list, a white-label-admin its organisation's users' (read-only). */
  access: 'owner' | 'shared' | 'staff' | 'organisation';
  /** Who owns it; only in the all-campaigns list (`listAll`). */
  owner?: CampaignOwner;
};

/** The owner of a campaign, as the campaign view and the all-campaigns list name them. */
export type CampaignOwner = { _id: string; name: string; email: string | null };

/** A user the campaign is shared with, as `_users` lists them. */
export type SharedUser = { _id: string; name: string; email: string | null };

/** A campaign as read for one caller: the document, who owns it and whether it is shared with the caller. */
export type LoadedCampaign = {
  campaign: Campaign & { _users: SharedUser[] };
  ownerId: string;
  /** The owner's name and e-mail, so a user it is shared with sees who owns it. */
  owner: CampaignOwner;
  createdAt: string;
  /** Whether the caller is among `_users` (what access decisions need). */
  sharedWithCaller: boolean;
  /** The organisation the owner belongs to (a white-label-admin of it may read the campaign); null for none. */
  ownerOrganizationId: string | null;
};

/** The stored document: everything but the columns and `_users` (kept in `campaign_users`). */
export type StoredDocument = Partial<Omit<Campaign, '_id' | 'name' | 'status' | 'updatedAt' | '_users'>> & Record<string, unknown>;

export type PaymentOrderRow = {
  id: string; campaign_id: string; user_id: string; amount: number; currency: string;
  status: string; payment_id: string | null; created_at: string; paid_at: string | null;
};

/** Writes available inside `modify`, all in the campaign's transaction. */
export interface CampaignWriter {
  /** Stores the new document (and status or name), with the summary columns and updatedAt; answers the campaign as read after. */
  save(change: { doc: StoredDocument; status?: string; name?: string }): Promise<LoadedCampaign>;
  /** Users by e-mail (lower-cased); unknown ones are missing from the map. */
  usersByEmail(emails: readonly string[]): Promise<Map<string, string>>;
  /** Adds and removes shared users. */
  setSharedUsers(add: readonly string[], remove: readonly string[], by: string): Promise<void>;
  /** Records a payment reference; false when it was recorded before (a replay or a reused reference). */
  claimPaymentReference(mode: string, reference: string): Promise<boolean>;
  /** A card order of this campaign. */
  findOrder(orderId: string): Promise<PaymentOrderRow | null>;
  /** Marks a created order paid by `paymentId`; false when it was already paid. */
  markOrderPaid(orderId: string, paymentId: string): Promise<boolean>;
  insertOrder(order: { id: string; userId: string; amount: number; currency: string }): Promise<void>;
}

export interface CampaignRepository {
  /** Campaigns the user owns or is shared on, most recently updated first (summary columns only). */
  listForUser(userId: string): Promise<CampaignSummary[]>;
  /**
   * Staff: every campaign, in the same order and shape as `listForUser`, each with its owner
   * (summary columns and the owner's name only; access is decided by the caller).
   */
  listAll(viewerId: string): Promise<CampaignSummary[]>;
  /** A white-label-admin's "all campaigns": those whose owners belong to `organizationId`, as listAll, access 'organisation' (or owner/shared). */
  listForOrganization(organizationId: string, viewerId: string): Promise<CampaignSummary[]>;
  /** The campaign as `viewerId` would see it (access is decided by the caller), or null when none has that id. */
  load(campaignId: string, viewerId: string): Promise<LoadedCampaign | null>;
  /**
   * Runs `fn` in one transaction with the campaign row locked (null when no campaign has
   * that id): `fn` decides access, then writes through `writer`. Anything thrown rolls back.
   */
  modify<T>(campaignId: string, viewerId: string, fn: (loaded: LoadedCampaign | null, writer: CampaignWriter) => Promise<T>): Promise<T>;
  /** A new campaign owned by `ownerId`. */
  /**
   * Stores a new campaign in one transaction. With an `Idempotency-Key`, a repeat within 24 h
   * (even a concurrent one) creates nothing and answers the campaign the first one created.
   */
  create(
    ownerId: string,
    campaign: { name: string; status: string; doc: StoredDocument; organizationId?: string | null },
    idempotency?: { route: string; key: string | undefined; fingerprint: unknown },
  ): Promise<LoadedCampaign & { replayed: boolean }>;
  /**
   * Saves bag lines as a campaign (or appends them to one) in one transaction: prices them
   * with `priceBag`, stores the campaign, deletes the saved lines from the bag. With an
   * idempotency key, a repeat within 24 h by the same user replays the first answer, even
   * when the repeats run concurrently.
   */
  saveFromBag(user: User, request: SaveFromBagRequest, idempotencyKey?: string): Promise<SaveFromBagResult>;
  /** Whether `key` holds a finished save (`route`: from the bag or a brief) of the user within 24 h: a repeat replays it and saves nothing. */
  hasSavedAnswer(userId: string, route: string, idempotencyKey: string): Promise<boolean>;
}

type CampaignRow = { id: string; owner_id: string; name: string; status: string; data_json: string; created_at: string; updated_at: string };
type Tx = Transaction<DatabaseSchema>;
type Executor = Db | Tx;

const money = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A stored plan version whose options hold a figure that is not a finite number: repaired, its totals summed again. */
function repairPlan<P>(plan: P): P {
  const options = (plan as { mediaOptions?: PricedMediaOption[] }).mediaOptions;
  if (!Array.isArray(options)) return plan;
  const repaired = options.map(repairPricedOption);
  if (repaired.every((o, i) => o === options[i])) return plan;
  return { ...plan, mediaOptions: repaired, totals: sumTotals(repaired) };
}

/**
 * A stored row as a Campaign: columns win over the document, and a document written by an
 * older version (missing amounts or lists) reads as zeros and empty lists, never as NaN.
 */
export function toCampaign(row: Pick<CampaignRow, 'id' | 'name' | 'status' | 'updated_at'>, data: StoredDocument): Campaign {
  const stored = data.mediaOptions ?? [];
  // An option holding a figure that is not a finite number (a bad write, a hand edit) is priced
  // again from its repaired units; the campaign's amounts then follow its options.
  const mediaOptions = stored.map(repairPricedOption);
  const amounts = { totalPrice: data.totalPrice, receivable: data.receivable, taxReceivable: data.taxReceivable, totalReceivable: data.totalReceivable, payable: data.payable, taxPayable: data.taxPayable, totalPayable: data.totalPayable };
  const broken = mediaOptions.some((o, i) => o !== stored[i]) || Object.values(amounts).some((v) => v !== undefined && money(v) !== v);
  const figures = broken ? campaignAmounts(mediaOptions) : amounts;
  return {
    ...data,
    plans: (data.plans ?? []).map(repairPlan),
    payments: data.payments ?? [],
    _users: [],
    mediaOptions,
    totalPrice: money(figures.totalPrice),
    receivable: money(figures.receivable),
    taxReceivable: money(figures.taxReceivable),
    totalReceivable: money(figures.totalReceivable),
    payable: money(figures.payable),
    taxPayable: money(figures.taxPayable),
    totalPayable: money(figures.totalPayable),
    _id: row.id,
    name: row.name,
    status: row.status,
    updatedAt: row.updated_at,
  };
}

const newObjectId = (): string => randomBytes(12).toString('hex');


/** Fields of a campaign that are columns, live in `campaign_users`, or exist only in answers (campaign.view.ts). */
const NOT_STORED = ['_id', 'name', 'status', 'updatedAt', '_users', 'ownerId', 'owner', 'createdAt', 'access', 'totals', 'amountPaid', 'balanceDue', 'progress', 'uploads'];

/** The part of a campaign (or of a document) that is stored in `data_json`. */
export function campaignDocument(campaign: Campaign | StoredDocument): StoredDocument {
  const doc: Record<string, unknown> = { ...campaign };
  for (const key of NOT_STORED) delete doc[key];
  // brief.files is read from the campaign's files (kind 'brief'), never stored twice.
  const brief = doc.brief as Record<string, unknown> | null | undefined;
  if (brief && typeof brief === 'object' && 'files' in brief) {
    const { files, ...rest } = brief;
    void files;
    doc.brief = rest;
  }
  return doc as StoredDocument;
}

/**
 * The summary columns a document implies. The dates are the document's own (a brief's or
 * the bag's); when it names none, the earliest and latest schedule dates of its options.
 */
function summaryColumns(doc: StoredDocument) {
  const run = campaignRunDates(doc);
  return {
    total_price: money(doc.totalPrice),
    option_count: Array.isArray(doc.mediaOptions) ? doc.mediaOptions.length : 0,
    start_date: run.start,
    end_date: run.end,
  };
}

type SummaryRow = {
  id: string; name: string; status: string; total_price: number | string; option_count: number | string;
  start_date: string | null; end_date: string | null; created_at: string; updated_at: string;
};

/** A list row from the summary columns (PostgreSQL answers numerics as strings). */
function summaryOf(r: SummaryRow, access: CampaignSummary['access']): CampaignSummary {
  return {
    _id: r.id,
    name: r.name,
    status: r.status,
    totalPrice: money(Number(r.total_price)),
    mediaOptionCount: Number(r.option_count),
    startDate: r.start_date,
    endDate: r.end_date,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    access,
  };
}

/** SQLite answers EXISTS as 1 or 0, PostgreSQL as a boolean. */
const isTrue = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't';


/** Campaigns over the Kysely store; `now` is injected so tests can move the clock. */
export function createCampaignRepository(db: Db, now: () => Date = () => new Date()): CampaignRepository {
  const isPostgres = dialectOf(db) === 'postgres';

  const sharedUsers = async (ex: Executor, campaignId: string): Promise<SharedUser[]> => {
    const rows = await ex
      .selectFrom('campaign_users as cu')
      .innerJoin('users as u', 'u.id', 'cu.user_id')
      .select(['u.id', 'u.name', 'u.email'])
      .where('cu.campaign_id', '=', campaignId)
      .orderBy('cu.created_at', 'asc')
      .orderBy('u.id', 'asc')
      .execute();
    return rows.map((r) => ({ _id: r.id, name: r.name, email: r.email }));
  };

  /** The campaign's files, oldest first: SPEC.md's `uploads (_id, name)` with each file's kind and, for kind 'brief', `brief.files`. */
  const campaignFiles = async (ex: Executor, campaignId: string) => {
    const rows = await ex.selectFrom('campaign_uploads').select(['id', 'name', 'kind'])
      .where('campaign_id', '=', campaignId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((r) => ({ _id: r.id, name: r.name, kind: r.kind }));
  };

  const loadWith = async (ex: Executor, campaignId: string, viewerId: string, lock: boolean): Promise<LoadedCampaign | null> => {
    let q = ex.selectFrom('campaigns').select(['id', 'owner_id', 'name', 'status', 'data_json', 'created_at', 'updated_at']).where('id', '=', campaignId);
    if (lock && isPostgres) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) return null;
    // Read apart from the locked row, so saving a campaign never locks its owner's user row.
    const ownerRow = await ex.selectFrom('users').select(['id', 'name', 'email', 'organization_id']).where('id', '=', row.owner_id).executeTakeFirst();
    const users = await sharedUsers(ex, row.id);
    const files = await campaignFiles(ex, row.id);
    const data = JSON.parse(row.data_json) as StoredDocument;
    const campaign = toCampaign(row, data);
    return {
      campaign: {
        ...campaign,
        _users: users,
        // The kind lets a page show the brief's files while the campaign has no brief (and so no brief.files).
        uploads: files.map((f) => ({ _id: f._id, name: f.name, kind: f.kind })),
        ...(campaign.brief ? { brief: { ...campaign.brief, files: files.filter((f) => f.kind === 'brief').map((f) => ({ _id: f._id })) } } : {}),
      },
      ownerId: row.owner_id,
      owner: { _id: row.owner_id, name: ownerRow?.name ?? '', email: ownerRow?.email ?? null },
      createdAt: row.created_at,
      sharedWithCaller: users.some((u) => u._id === viewerId),
      ownerOrganizationId: ownerRow?.organization_id ?? null,
    };
  };

  const writerFor = (tx: Tx, campaignId: string, viewerId: string): CampaignWriter => ({
    async save({ doc, status, name }) {
      const data = campaignDocument(doc);
      await tx.updateTable('campaigns')
        .set({
          data_json: JSON.stringify(data),
          updated_at: now().toISOString(),
          ...summaryColumns(data),
          ...(status !== undefined ? { status } : {}),
          ...(name !== undefined ? { name } : {}),
        })
        .where('id', '=', campaignId)
        .execute();
      const loaded = await loadWith(tx, campaignId, viewerId, false);
      if (!loaded) throw new Error(`campaign ${campaignId} vanished inside its own transaction`);
      return loaded;
    },
    async usersByEmail(emails) {
      if (!emails.length) return new Map();
      const rows = await tx.selectFrom('users').select(['id', 'email']).where('email', 'in', [...emails]).execute();
      return new Map(rows.map((r) => [r.email ?? '', r.id]));
    },
    async setSharedUsers(add, remove, by) {
      const at = now().toISOString();
      if (remove.length) await tx.deleteFrom('campaign_users').where('campaign_id', '=', campaignId).where('user_id', 'in', [...remove]).execute();
      for (const userId of add) {
        await tx.insertInto('campaign_users')
          .values({ campaign_id: campaignId, user_id: userId, added_by: by, created_at: at })
          .onConflict((oc) => oc.columns(['campaign_id', 'user_id']).doNothing())
          .execute();
      }
    },
    async claimPaymentReference(mode, reference) {
      const claimed = await tx.insertInto('payment_references')
        .values({ mode, reference, campaign_id: campaignId, created_at: now().toISOString() })
        .onConflict((oc) => oc.columns(['mode', 'reference']).doNothing())
        .returning('reference')
        .executeTakeFirst();
      return claimed !== undefined;
    },
    async findOrder(orderId) {
      const row = await tx.selectFrom('payment_orders').selectAll().where('id', '=', orderId).where('campaign_id', '=', campaignId).executeTakeFirst();
      return row ? { ...row, amount: Number(row.amount) } : null;
    },
    async markOrderPaid(orderId, paymentId) {
      const res = await tx.updateTable('payment_orders')
        .set({ status: 'paid', payment_id: paymentId, paid_at: now().toISOString() })
        .where('id', '=', orderId)
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'created')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async insertOrder({ id, userId, amount, currency }) {
      await tx.insertInto('payment_orders').values({
        id, campaign_id: campaignId, user_id: userId, amount, currency, status: 'created', payment_id: null,
        created_at: now().toISOString(), paid_at: null,
      }).execute();
    },
  });


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

  const save = async (tx: Tx, user: User, request: SaveFromBagRequest, atIso: string): Promise<Omit<SaveFromBagResult, 'replayed'>> => {
    const userId = user._id;
    // The bag row is the lock that serialises saves of one user's lines on PostgreSQL
    // (SQLite runs one transaction at a time).
    let bagQuery = tx.selectFrom('bags').select(['id', 'name', 'start_date', 'end_date', 'discount_on_total']).where('user_id', '=', userId);
    if (isPostgres) bagQuery = bagQuery.forUpdate();
    const bag = await bagQuery.executeTakeFirst();
    if (!bag) throw new InputError('Your bag is empty; add media options before saving a campaign');

    let existing: LoadedCampaign | null = null;
    if (request.campaignId !== undefined) {
      existing = await loadWith(tx, request.campaignId, userId, true);
      authorizeCampaign(user, existing, 'manage');
    }
    // Adding options to a campaign is part of planning; the status must allow it.
    let status = existing?.campaign.status ?? (request.lookingForRates ? PLAN_REQUESTED_STATUS : DRAFT_STATUS);
    if (existing) {
      if (!isEditableStatus(existing.campaign.status)) {
        throw new ConflictError(`Media options cannot be added once a campaign is ${existing.campaign.status}`);
      }
      const next = nextCampaignStatus(existing.campaign.status, { type: 'plan-requested' });
      if (request.lookingForRates && next.ok) status = next.status;
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

    const payments: Payment[] = [...(existing?.campaign.payments ?? [])];
    if (request.transactionId !== undefined) {
      // The browser's word only (no gateway signature): it waits for staff like a bank transfer.
      payments.push({
        _id: newObjectId(), amount: campaignAmounts(saved).totalPrice, mode: 'card',
        reference: request.transactionId, createdAt: atIso, state: 'pending',
      });
    }

    if (existing) {
      const mediaOptions = [...existing.campaign.mediaOptions, ...saved];
      const kept = campaignDocument(existing.campaign);
      const doc: StoredDocument = {
        ...kept, mediaOptions, payments, ...campaignAmounts(mediaOptions),
        // The dates the buyer set in the bag reach the campaign where it has none of its own.
        ...datesAfterAddingFromBag({ startDate: kept.startDate, endDate: kept.endDate }, { startDate: bag.start_date, endDate: bag.end_date }),
      };
      if (request.lookingForRates && existing.campaign.status === DRAFT_STATUS) doc.planRequestedAt = atIso;
      await writerFor(tx, existing.campaign._id, userId).save({ doc, status });
      return { statusCode: 200, body: { _id: existing.campaign._id } };
    }

    const id = newObjectId();
    const doc: StoredDocument = {
      plans: [],
      payments,
      planRequestedAt: request.lookingForRates ? atIso : null,
      startDate: bag.start_date,
      endDate: bag.end_date,
      mediaOptions: saved,
      ...campaignAmounts(saved),
    };
    await tx.insertInto('campaigns').values({
      id,
      owner_id: userId,
      name: bag.name,
      status,
      data_json: JSON.stringify(doc),
      created_at: atIso,
      updated_at: atIso,
      ...summaryColumns(doc),
      organization_id: request.organizationId ?? null,
    }).execute();
    return { statusCode: 201, body: { _id: id } };
  };

  /** Every campaign (organizationId null) or those whose owners belong to one organisation, with their owners. */
  const listEvery = async (viewerId: string, organizationId: string | null): Promise<CampaignSummary[]> => {
    let q = db
      .selectFrom('campaigns as c')
      .leftJoin('users as u', 'u.id', 'c.owner_id')
      .select([
        'c.id', 'c.owner_id', 'c.name', 'c.status', 'c.total_price', 'c.option_count', 'c.start_date', 'c.end_date',
        'c.created_at', 'c.updated_at', 'u.name as owner_name', 'u.email as owner_email',
      ])
      .select((eb) => eb.exists(
        eb.selectFrom('campaign_users as cu').select('cu.user_id').whereRef('cu.campaign_id', '=', 'c.id').where('cu.user_id', '=', viewerId),
      ).as('shared_with_viewer'));
    if (organizationId !== null) q = q.where('u.organization_id', '=', organizationId);
    const rows = await q.orderBy('c.updated_at', 'desc').orderBy('c.id', 'asc').execute();
    const others = organizationId === null ? 'staff' : 'organisation';
    return rows.map((r) => ({
      ...summaryOf(r, r.owner_id === viewerId ? 'owner' : isTrue(r.shared_with_viewer) ? 'shared' : others),
      owner: { _id: r.owner_id, name: r.owner_name ?? '', email: r.owner_email ?? null },
    }));
  };

  return {
    async listForUser(userId) {
      const rows = await db
        .selectFrom('campaigns')
        .select(['id', 'owner_id', 'name', 'status', 'total_price', 'option_count', 'start_date', 'end_date', 'created_at', 'updated_at'])
        .where((eb) => eb.or([
          eb('owner_id', '=', userId),
          eb('id', 'in', eb.selectFrom('campaign_users').select('campaign_id').where('user_id', '=', userId)),
        ]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((r) => summaryOf(r, r.owner_id === userId ? 'owner' : 'shared'));
    },

    listAll: (viewerId) => listEvery(viewerId, null),

    listForOrganization: (organizationId, viewerId) => listEvery(viewerId, organizationId),

    load: (campaignId, viewerId) => loadWith(db, campaignId, viewerId, false),

    async modify(campaignId, viewerId, fn) {
      return db.transaction().execute(async (tx) => {
        const loaded = await loadWith(tx, campaignId, viewerId, true);
        return fn(loaded, writerFor(tx, campaignId, viewerId));
      });
    },

    async create(ownerId, { name, status, doc, organizationId }, idempotency) {
      const at = now();
      const atIso = at.toISOString();
      const data = campaignDocument(doc);
      const request = { userId: ownerId, route: idempotency?.route ?? '', key: idempotency?.key, fingerprint: idempotency?.fingerprint };
      const { result, replayed } = await runIdempotent(db, at, request, async (tx) => {
        const id = newObjectId();
        await tx.insertInto('campaigns').values({
          id, owner_id: ownerId, name, status, data_json: JSON.stringify(data), created_at: atIso, updated_at: atIso, ...summaryColumns(data),
          organization_id: organizationId ?? null,
        }).execute();
        return { _id: id };
      });
      // A replay answers the campaign as it is now (it may have moved on since the first answer).
      const loaded = await loadWith(db, result._id, ownerId, false);
      if (!loaded) throw new Error(`campaign ${result._id} was not stored`);
      return { ...loaded, replayed };
    },

    hasSavedAnswer(userId, route, idempotencyKey) {
      return hasStoredAnswer(db, now(), userId, route, idempotencyKey);
    },

    async saveFromBag(user, request, idempotencyKey) {
      const fingerprint = {
        selectedMOs: request.selectedMOs ?? null,
        lookingForRates: request.lookingForRates,
        campaignId: request.campaignId ?? null,
        transactionId: request.transactionId ?? null,
      };
      const at = now();
      const { result, replayed } = await runIdempotent(db, at, { userId: user._id, route: SAVE_FROM_BAG_ROUTE, key: idempotencyKey, fingerprint }, (tx) =>
        save(tx, user, request, at.toISOString()));
      return { ...result, replayed };
    },
  };
}
