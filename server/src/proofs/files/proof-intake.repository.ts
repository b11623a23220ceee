/**
 * Taking in a proof (issue 38): the day and units against the line's schedule, the file's
 * inspection (type, EXIF capture time and place, perceptual hash), the lookup of an earlier
 * proof with nearly the same picture, the flags and the risk; then the bytes are written and
 * the row stored. Any refusal or failure stores nothing (a row that cannot be written takes
 * its file back).
 */
import {
  formatDays, isStaff, PROOF_FILE_NOTE_MAX, proofFlags, proofKindsFor, proofRisk, type Proof, type ProofKind,
} from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import { sanitizeFileName } from '../../campaigns/files/file-type';
import { newObjectId } from '../../campaigns/campaign.document';
import type { Db } from '../../db/database';
import { InputError } from '../../errors';
import { inspectProofFile } from '../image/inspect-proof';
import type { LineToProve } from '../lines/line-facts.repository';
import { findProofRow, insertProofRow, proofsOfRows, type NewProofRow } from '../proof.repository';
import { findReuse } from './proof-duplicates.repository';
import type { ProofFiles } from './proof-files';

export type ProofIntakeDeps = { db: Db; now: () => Date; maxBytes: number; files: ProofFiles };

/** What the upload route received. */
export type ProofUpload = { day: string; kind: ProofKind; name: string; units?: number; note?: string; bytes: Buffer };

/** The line's day the proof is for, and its units (1 to the day's units, default all): else 400 naming the days. */
function dayAndUnits(target: LineToProve, upload: ProofUpload): { day: string; units: number } {
  const scheduled = target.days.find((d) => d.day === upload.day);
  if (!scheduled) {
    if (target.days.length === 0) throw new InputError('This line has no scheduled days yet, so there is nothing to prove');
    throw new InputError(`${upload.day} is not a day of this line; its days are ${formatDays(target.days.map((d) => d.day))}`);
  }
  const units = upload.units ?? scheduled.units;
  if (!Number.isInteger(units) || units < 1 || units > scheduled.units) {
    throw new InputError(`units must be a whole number from 1 to ${scheduled.units} (the units of ${scheduled.day})`);
  }
  return { day: scheduled.day, units };
}

/** The kind, if it suits the option's category (the kinds of proofKindsFor). */
function suitedKind(target: LineToProve, kind: ProofKind): ProofKind {
  const kinds = proofKindsFor(target.facts.category);
  if (!kinds.includes(kind)) throw new InputError(`A ${kind} is not proof of a ${target.facts.category} option; send ${kinds.join(' or ')}`);
  return kind;
}

/** Checks, stores and answers a proof of `target`'s line by `user` (its seller or staff). */
export async function takeProof(deps: ProofIntakeDeps, user: SessionUser, target: LineToProve, upload: ProofUpload): Promise<Proof> {
  const { day, units } = dayAndUnits(target, upload);
  const kind = suitedKind(target, upload.kind);
  const note = (upload.note ?? '').trim();
  if ([...note].length > PROOF_FILE_NOTE_MAX) throw new InputError(`The note may have at most ${PROOF_FILE_NOTE_MAX} characters`);
  const name = sanitizeFileName(upload.name);
  if (!name) throw new InputError('name must be a file name with its extension, such as board.jpg');

  const now = deps.now();
  const inspected = await inspectProofFile(upload.bytes, name, kind, deps.maxBytes, now);
  const match = inspected.phash
    ? await findReuse(deps.db, inspected.phash, { campaignId: target.campaignId, lineId: target.line._id, day })
    : null;
  const { flags, distanceM } = proofFlags({
    kind, category: target.facts.category, place: target.place, capturedAt: inspected.capturedAt, location: inspected.location,
    lineDays: target.days.map((d) => d.day), match: match && { proofId: match.proofId, campaignId: match.campaignId, distance: match.distance },
  });

  const id = newObjectId();
  const row: NewProofRow = {
    id, campaign_id: target.campaignId, line_id: target.line._id, option_id: target.facts.optionId, media_id: target.facts.mediaId,
    seller_id: target.facts.sellerId, day, units, kind, file_name: name, content_type: inspected.contentType, size: upload.bytes.length,
    sha256: inspected.sha256, note, captured_at: inspected.capturedAt, lat: inspected.location?.lat ?? null, lng: inspected.location?.lng ?? null,
    distance_m: distanceM, phash: inspected.phash, flags_json: JSON.stringify(flags), risk: proofRisk(flags), state: 'submitted',
    state_by: null, state_at: null, reject_reason: null, uploaded_by: user._id, uploaded_at: now.toISOString(),
  };
  // The file first, then the row: a row never points at a missing file, and a failed insert takes the file back.
  await deps.files.write(id, upload.bytes);
  try {
    await insertProofRow(deps.db, row);
  } catch (err) {
    await deps.files.remove(id);
    throw err;
  }
  const [proof] = await proofsOfRows(deps.db, [(await findProofRow(deps.db, id))!], isStaff(user));
  return proof;
}
