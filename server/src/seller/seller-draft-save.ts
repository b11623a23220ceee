/**
 * The one way a seller's draft is saved, whichever route changed it (the whole draft, or one
 * of its media options): checked by checkSellerDraft, a live profile keeps its category, every
 * file must be the account's own, the version must be the one the edit started from; then the
 * score is stored and a profile in review or live goes back to draft. Every refusal is a 400
 * naming the fields or a 409 `version_conflict`, and changes nothing.
 */
import type { FastifyReply } from 'fastify';
import { checkSellerDraft, scoreSellerProfile } from 'shared-domain';
import { refuseFields } from '../http/field-errors';
import type { SellerFileLookup } from './files/seller-file-lookup';
import { checkDraftFiles } from './seller-draft-files';
import { draftChange, profileOf, type ProfileRow } from './seller-profile-rows.repository';
import type { SellerProfileRepository } from './seller-profile.repository';

export type DraftSaveDeps = { profiles: SellerProfileRepository; files: SellerFileLookup };

/** The saved row, or the refusal already sent (return it from the handler). */
export type DraftSave = { ok: true; row: ProfileRow } | { ok: false; reply: FastifyReply };

/** The 409 of a stale save, with the profile as it is now. */
function versionConflict(reply: FastifyReply, row: ProfileRow): FastifyReply {
  return reply.code(409).send({ error: 'version_conflict', message: 'This profile was saved elsewhere since you opened it; your changes were not saved', profile: profileOf(row) });
}

/** Saves `draft` (as sent, unchecked) over the profile `row` when `version` is still its version. */
export async function saveDraft(deps: DraftSaveDeps, reply: FastifyReply, row: ProfileRow, draft: unknown, version: number): Promise<DraftSave> {
  const refused = (answer: FastifyReply): DraftSave => ({ ok: false, reply: answer });
  const checked = checkSellerDraft(draft);
  if (!checked.ok) return refused(refuseFields(reply, checked.fields));
  if (row.live_category && checked.draft.category !== row.live_category) {
    return refused(refuseFields(reply, { category: 'A live profile keeps its category; start a new profile for another category' }));
  }
  const files = await checkDraftFiles(checked.draft, row.seller_id, deps.files);
  if (!files.ok) return refused(refuseFields(reply, files.fields));
  if (version !== Number(row.version)) return refused(versionConflict(reply, row));
  // A profile in review leaves the queue; a live one waits for the next review (its catalog rows stay as they are).
  const status = row.status === 'submitted' || row.status === 'published' ? 'draft' : row.status;
  const change = { ...draftChange(files.draft, scoreSellerProfile(files.draft).score), status, submitted_at: row.status === 'submitted' ? null : row.submitted_at };
  const saved = await deps.profiles.update(row, change);
  if (!saved) return refused(versionConflict(reply, (await deps.profiles.findRow(row.id)) ?? row));
  return { ok: true, row: saved };
}
