/**
 * Seller profiles (0017): the studio's draft as JSON with its status, stored score, review
 * comments and version; the review queue; approval and the listings' figures.
 */
import {
  emptyDraft,
  type CategoryKey, type ListingStats, type ReviewComment, type ReviewQueueItem, type SellerProfile,
  type SellerProfileStatus, type SellerProfileSummary,
} from 'shared-domain';
import type { Db } from '../db/database';
import { newSellerId } from './seller-account.repository';
import { approveProfile, type Approval } from './seller-publish.repository';
import { sellerStats } from './seller-stats.repository';
import { profileOf, summaryOf, SUMMARY_COLUMNS, updateProfile, type ProfileChange, type ProfileRow } from './seller-profile-rows.repository';

export interface SellerProfileRepository {
  /** The account's profiles, most recently changed first. */
  list(sellerId: string): Promise<SellerProfileSummary[]>;
  create(sellerId: string, category: CategoryKey): Promise<SellerProfile>;
  /** The profile's row, whoever's it is (the routes compare `seller_id`). */
  findRow(id: string): Promise<ProfileRow | null>;
  /** Profiles waiting for review, oldest submission first, with their seller's name. */
  queue(): Promise<ReviewQueueItem[]>;
  /** The seller account's name. */
  sellerName(sellerId: string): Promise<string>;
  /** Writes `change` unless the profile changed meanwhile (or left `statuses`): the new row, else null. */
  update(row: ProfileRow, change: ProfileChange, statuses?: readonly SellerProfileStatus[]): Promise<ProfileRow | null>;
  /** Publishes a submitted profile (seller-publish.repository.ts); null when it changed meanwhile. */
  approve(row: ProfileRow, comment: ReviewComment): Promise<Approval | null>;
  /** Views and adds to bag of the account's live listings. */
  stats(sellerId: string): Promise<ListingStats[]>;
}

export function createSellerProfileRepository(db: Db, now: () => Date): SellerProfileRepository {
  return {
    async list(sellerId) {
      const rows = await db.selectFrom('seller_profiles').select(SUMMARY_COLUMNS).where('seller_id', '=', sellerId)
        .orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(summaryOf);
    },

    async create(sellerId, category) {
      const at = now().toISOString();
      const row: ProfileRow = {
        id: newSellerId(), seller_id: sellerId, category, name: '', city: '', status: 'draft', score: 0,
        draft_json: JSON.stringify(emptyDraft(category)), version: 1, comments_json: '[]', media_id: null, live_category: null,
        live_slug: null, published_at: null, submitted_at: null, created_at: at, updated_at: at,
      };
      await db.insertInto('seller_profiles').values(row).execute();
      return profileOf(row);
    },

    async findRow(id) {
      return (await db.selectFrom('seller_profiles').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async queue() {
      const rows = await db.selectFrom('seller_profiles as p').innerJoin('seller_accounts as a', 'a.id', 'p.seller_id')
        .select(SUMMARY_COLUMNS.map((c) => `p.${c}` as const)).select('a.name as seller_name')
        .where('p.status', '=', 'submitted').orderBy('p.submitted_at').orderBy('p.id').execute();
      return rows.map((r) => ({ ...summaryOf(r), sellerId: r.seller_id, sellerName: r.seller_name }));
    },

    async sellerName(sellerId) {
      const row = await db.selectFrom('seller_accounts').select('name').where('id', '=', sellerId).executeTakeFirst();
      return row?.name ?? '';
    },

    update: (row, change, statuses) => updateProfile(db, row, change, now().toISOString(), statuses),
    approve: (row, comment) => approveProfile(db, row, comment),
    stats: (sellerId) => sellerStats(db, sellerId, now()),
  };
}
