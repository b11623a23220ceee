import type { User } from 'shared-domain';
import { createBagRepository, type BagRepository } from '../bag/bag.repository';
import type { Db, Tx } from '../db/database';
import { hasStoredAnswer, runIdempotent } from '../db/idempotency';
import { newObjectId, type CampaignSummary, type LoadedCampaign, type StoredDocument } from './campaign.document';
import { listCampaignsOf, listEveryCampaign } from './campaign-list.repository';
import { insertCampaign, loadCampaign, updateCampaign, type CampaignChange } from './campaign-store.repository';
import { setSharedUsers, usersByEmail } from './campaign-users.repository';
import { paymentRecords, type PaymentRecords } from './payments/payment.repository';
import { saveFromBag, type SaveFromBagRequest, type SaveFromBagResult } from './save-from-bag.repository';

export { campaignDocument, type CampaignSummary, type LoadedCampaign, type SharedUser, type StoredDocument } from './campaign.document';
export { SAVE_FROM_BAG_ROUTE, type SaveFromBagRequest, type SaveFromBagResult } from './save-from-bag.repository';

/** Writes available inside `modify`, all in the campaign's transaction. */
export interface CampaignWriter extends PaymentRecords {
  /** Stores the new document (and status or name), with the summary columns and updatedAt; answers the campaign as read after. */
  save(change: CampaignChange): Promise<LoadedCampaign>;
  /** Users by e-mail (lower-cased); unknown ones are missing from the map. */
  usersByEmail(emails: readonly string[]): Promise<Map<string, string>>;
  /** Adds and removes shared users. */
  setSharedUsers(add: readonly string[], remove: readonly string[], by: string): Promise<void>;
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
  /**
   * Stores a new campaign owned by `ownerId` in one transaction. With an `Idempotency-Key`, a
   * repeat within 24 h (even a concurrent one) creates nothing and answers the campaign the first one created.
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

/**
 * Campaigns over the Kysely store, composed of the campaign, shared-user, payment and file
 * modules; saves from the bag read the bag through `bags`. `now` is injected so tests can move the clock.
 */
export function createCampaignRepository(db: Db, now: () => Date = () => new Date(), bags: BagRepository = createBagRepository(db, now)): CampaignRepository {
  const writerFor = (tx: Tx, campaignId: string, viewerId: string): CampaignWriter => ({
    async save(change) {
      await updateCampaign(tx, campaignId, change, now().toISOString());
      const loaded = await loadCampaign(tx, campaignId, viewerId, false);
      if (!loaded) throw new Error(`campaign ${campaignId} vanished inside its own transaction`);
      return loaded;
    },
    usersByEmail: (emails) => usersByEmail(tx, emails),
    setSharedUsers: (add, remove, by) => setSharedUsers(tx, campaignId, { add, remove, by, atIso: now().toISOString() }),
    ...paymentRecords(tx, campaignId, now),
  });

  return {
    listForUser: (userId) => listCampaignsOf(db, userId),
    listAll: (viewerId) => listEveryCampaign(db, viewerId, null),
    listForOrganization: (organizationId, viewerId) => listEveryCampaign(db, viewerId, organizationId),
    load: (campaignId, viewerId) => loadCampaign(db, campaignId, viewerId, false),

    async modify(campaignId, viewerId, fn) {
      return db.transaction().execute(async (tx) => {
        const loaded = await loadCampaign(tx, campaignId, viewerId, true);
        return fn(loaded, writerFor(tx, campaignId, viewerId));
      });
    },

    async create(ownerId, { name, status, doc, organizationId }, idempotency) {
      const at = now();
      const request = { userId: ownerId, route: idempotency?.route ?? '', key: idempotency?.key, fingerprint: idempotency?.fingerprint };
      const { result, replayed } = await runIdempotent(db, at, request, async (tx) => {
        const id = newObjectId();
        await insertCampaign(tx, { id, ownerId, name, status, doc, atIso: at.toISOString(), organizationId: organizationId ?? null });
        return { _id: id };
      });
      // A replay answers the campaign as it is now (it may have moved on since the first answer).
      const loaded = await loadCampaign(db, result._id, ownerId, false);
      if (!loaded) throw new Error(`campaign ${result._id} was not stored`);
      return { ...loaded, replayed };
    },

    hasSavedAnswer: (userId, route, idempotencyKey) => hasStoredAnswer(db, now(), userId, route, idempotencyKey),

    saveFromBag: (user, request, idempotencyKey) => saveFromBag(db, bags, now(), user, request, idempotencyKey),
  };
}
