/**
 * The `proofs` rows (issue 38) and the Proof answer made of them: who uploaded it and who
 * verified or rejected it, by name, and the paths of its file and preview on service B.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Proof, ProofFlag, ProofKind, ProofState } from 'shared-domain';
import type { Executor } from '../db/database';
import type { ProofTable } from '../db/schema-proofs';

export type ProofRow = Selectable<ProofTable>;
export type NewProofRow = Insertable<ProofTable>;

/** Where service B serves a proof's bytes (the answers name service B paths as the seller files do service A's). */
export const proofFileUrl = (id: string): string => `/campaign-api/proofs/${encodeURIComponent(id)}/file`;
export const proofPreviewUrl = (id: string): string => `/campaign-api/proofs/${encodeURIComponent(id)}/preview`;

/** The names of these users, by id (a user gone since reads as an empty name). */
async function userNames(ex: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ex.selectFrom('users').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The flags as the caller may read them: only staff learn the campaign of the earlier proof a
 * `reused` flag points at (a buyer must not learn of another buyer's campaign).
 */
export function flagsFor(flags: readonly ProofFlag[], staff: boolean): ProofFlag[] {
  return flags.map((flag) => {
    if (staff || flag.otherCampaignId === undefined) return flag;
    const { otherCampaignId: _hidden, ...rest } = flag;
    return rest;
  });
}

const isImageType = (type: string): boolean => type.startsWith('image/');

function toProof(row: ProofRow, names: Map<string, string>, staff: boolean): Proof {
  const person = (id: string) => ({ _id: id, name: names.get(id) ?? '' });
  return {
    _id: row.id,
    campaignId: row.campaign_id,
    lineId: row.line_id,
    optionId: row.option_id,
    day: row.day,
    units: Number(row.units),
    kind: row.kind as ProofKind,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    note: row.note,
    capturedAt: row.captured_at,
    location: row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null,
    distanceM: row.distance_m === null ? null : Number(row.distance_m),
    phash: row.phash,
    flags: flagsFor(JSON.parse(row.flags_json) as ProofFlag[], staff),
    risk: Number(row.risk),
    state: row.state as ProofState,
    stateBy: row.state_by ? person(row.state_by) : null,
    stateAt: row.state_at,
    rejectReason: row.reject_reason,
    uploadedBy: person(row.uploaded_by),
    uploadedAt: row.uploaded_at,
    fileUrl: proofFileUrl(row.id),
    previewUrl: isImageType(row.content_type) ? proofPreviewUrl(row.id) : null,
  };
}

/** The rows as Proof answers, in the same order; `staff`: the caller is staff (sees every flag detail). */
export async function proofsOfRows(ex: Executor, rows: readonly ProofRow[], staff: boolean): Promise<Proof[]> {
  const names = await userNames(ex, rows.flatMap((r) => (r.state_by ? [r.uploaded_by, r.state_by] : [r.uploaded_by])));
  return rows.map((row) => toProof(row, names, staff));
}

/** The proof of this id, or undefined. */
export async function findProofRow(ex: Executor, id: string): Promise<ProofRow | undefined> {
  return ex.selectFrom('proofs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The proofs of these ids (any order). */
export async function proofRowsOfIds(ex: Executor, ids: readonly string[]): Promise<ProofRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return ex.selectFrom('proofs').selectAll().where('id', 'in', unique).execute();
}

/** A campaign's proofs by line, day and upload; only those of `sellerId`'s lines when given. */
export async function campaignProofRows(ex: Executor, campaignId: string, sellerId?: string): Promise<ProofRow[]> {
  let query = ex.selectFrom('proofs').selectAll().where('campaign_id', '=', campaignId);
  if (sellerId !== undefined) query = query.where('seller_id', '=', sellerId);
  return query.orderBy('line_id').orderBy('day').orderBy('uploaded_at').orderBy('id').execute();
}

/** Stores a proof's row. */
export async function insertProofRow(ex: Executor, row: NewProofRow): Promise<void> {
  await ex.insertInto('proofs').values(row).execute();
}

/**
 * Moves a submitted proof to `state` (verified, or rejected with a reason), recording who and
 * when; false when it is no longer submitted (another staff member answered first).
 */
export async function decideProof(
  ex: Executor, id: string, change: { state: Exclude<ProofState, 'submitted'>; by: string; at: string; reason: string | null },
): Promise<boolean> {
  const result = await ex.updateTable('proofs')
    .set({ state: change.state, state_by: change.by, state_at: change.at, reject_reason: change.reason })
    .where('id', '=', id).where('state', '=', 'submitted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
