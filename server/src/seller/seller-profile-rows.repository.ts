/**
 * A seller profile's row (0017) and what it means: the summary, the whole profile with its
 * draft and comments, and the one guarded write every change goes through (it names the
 * version it read and bumps it, so a save, a submission and a review decision cannot
 * overwrite each other unseen).
 */
import type { Selectable } from 'kysely';
import type {
  CategoryKey, ReviewComment, SellerProfile, SellerProfileDraft, SellerProfileStatus, SellerProfileSummary,
} from 'shared-domain';
import type { Executor } from '../db/database';
import type { SellerProfileTable } from '../db/schema-sellers';

export type ProfileRow = Selectable<SellerProfileTable>;
type SummaryRow = Omit<ProfileRow, 'draft_json' | 'version'>;

/** The columns a summary reads (all but the draft). */
export const SUMMARY_COLUMNS = [
  'id', 'seller_id', 'category', 'name', 'city', 'status', 'score', 'comments_json', 'media_id', 'live_category', 'live_slug',
  'published_at', 'submitted_at', 'created_at', 'updated_at',
] as const;

export const commentsOf = (row: Pick<ProfileRow, 'comments_json'>): ReviewComment[] => JSON.parse(row.comments_json) as ReviewComment[];
export const draftOf = (row: Pick<ProfileRow, 'draft_json'>): SellerProfileDraft => JSON.parse(row.draft_json) as SellerProfileDraft;

export function summaryOf(row: SummaryRow): SellerProfileSummary {
  const comments = commentsOf(row);
  return {
    _id: row.id,
    category: row.category as CategoryKey,
    name: row.name,
    city: row.city,
    status: row.status as SellerProfileStatus,
    score: Number(row.score),
    live: row.media_id && row.live_category && row.live_slug && row.published_at
      ? { mediaId: row.media_id, category: row.live_category as CategoryKey, slug: row.live_slug, publishedAt: row.published_at }
      : null,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    lastComment: comments[comments.length - 1] ?? null,
  };
}

export function profileOf(row: ProfileRow): SellerProfile {
  return { ...summaryOf(row), draft: draftOf(row), comments: commentsOf(row), version: Number(row.version) };
}

/** What a write changes besides the version and the time. */
export type ProfileChange = Partial<Pick<ProfileRow,
  'category' | 'name' | 'city' | 'status' | 'score' | 'draft_json' | 'comments_json' | 'media_id' | 'live_category' | 'live_slug' | 'published_at' | 'submitted_at'>>;

/** The change of a new draft: its text columns and stored score. */
export function draftChange(draft: SellerProfileDraft, score: number): ProfileChange {
  return { draft_json: JSON.stringify(draft), category: draft.category, name: draft.name, city: draft.city, score };
}

/**
 * Writes `change` when the profile is still at `row.version` (and, when given, in one of
 * `statuses`); answers the new row, or null when it changed meanwhile.
 */
export async function updateProfile(db: Executor, row: ProfileRow, change: ProfileChange, at: string, statuses?: readonly SellerProfileStatus[]): Promise<ProfileRow | null> {
  let query = db.updateTable('seller_profiles').set({ ...change, version: Number(row.version) + 1, updated_at: at })
    .where('id', '=', row.id).where('version', '=', Number(row.version));
  if (statuses) query = query.where('status', 'in', statuses);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return { ...row, ...change, version: Number(row.version) + 1, updated_at: at };
}
