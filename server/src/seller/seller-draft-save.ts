/**
 * The one way a seller's draft is saved, whichever route changed it (the whole draft, or one
 * of its media options): checked by checkSellerDraft, a live profile keeps its category, every
 * file must be the account's own, the version must be the one the edit started from; then the
 * score is stored and a profile in review or live goes back to draft. Every refusal is a 400
 * naming the fields or a 409 `version_conflict`, and changes nothing.
 */
import { checkSellerDraft, scoreSellerProfile } from 'shared-domain';
import { FieldsError, httpError } from '../errors';
import type { SellerFileLookup } from './files/seller-file-lookup';
import { checkDraftFiles } from './seller-draft-files';
import { draftChange, profileOf, type ProfileRow } from './seller-profile-rows.repository';
import type { SellerProfileRepository } from './seller-profile.repository';

export type DraftSaveDeps = { profiles: SellerProfileRepository; files: SellerFileLookup };

/** 409 `version_conflict` of a stale save, with the profile as it is now. */
export class VersionConflictError extends httpError('version_conflict', 'This profile was saved elsewhere since you opened it; your changes were not saved') {
  constructor(row: ProfileRow) {
    super(undefined, { profile: profileOf(row) });
  }
}

/** Saves `draft` (as sent, unchecked) over the profile `row` when `version` is still its version; the saved row. */
export async function saveDraft(deps: DraftSaveDeps, row: ProfileRow, draft: unknown, version: number): Promise<ProfileRow> {
  const checked = checkSellerDraft(draft);
  if (!checked.ok) throw new FieldsError(checked.fields);
  if (row.live_category && checked.draft.category !== row.live_category) {
    throw new FieldsError({ category: 'A live profile keeps its category; start a new profile for another category' });
  }
  const files = await checkDraftFiles(checked.draft, row.seller_id, deps.files);
  if (!files.ok) throw new FieldsError(files.fields);
  if (version !== Number(row.version)) throw new VersionConflictError(row);
  // A profile in review leaves the queue; a live one waits for the next review (its catalog rows stay as they are).
  const status = row.status === 'submitted' || row.status === 'published' ? 'draft' : row.status;
  const change = { ...draftChange(files.draft, scoreSellerProfile(files.draft).score), status, submitted_at: row.status === 'submitted' ? null : row.submitted_at };
  const saved = await deps.profiles.update(row, change);
  if (!saved) throw new VersionConflictError((await deps.profiles.findRow(row.id)) ?? row);
  return saved;
}
