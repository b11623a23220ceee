/**
 * Finding an earlier proof with nearly the same picture (issue 38). Each process keeps one
 * HashIndex per database of every stored perceptual hash, and before each lookup reads the
 * `proofs` rows stored since it last looked, in the order they were stored (uploaded_at, id):
 * so several server processes on one database see each other's proofs. The read starts a
 * little before the last row seen (OVERLAP_MS), so a row whose transaction committed late, or
 * whose process's clock is a little behind, is still picked up; rows already known are skipped.
 */
import { PROOF_HASH_THRESHOLD } from 'shared-domain';
import type { Db } from '../../db/database';
import { HashIndex } from '../duplicates/hash-index';

/** What a proof is for: a match counts only for a proof of another line or another day. */
type ProofTarget = { campaignId: string; lineId: string; day: string };

/** How far before the last stored row each read starts again, ms. */
export const OVERLAP_MS = 2 * 60_000;
/** Rows read per statement. */
const PAGE = 10_000;

type IndexState = {
  index: HashIndex;
  known: Map<string, ProofTarget>;
  /** Matched proofs found gone from the store (their campaign was deleted): never matched again. */
  gone: Set<string>;
  /** The last row read, in (uploaded_at, id) order. */
  last: { at: string; id: string } | null;
  /** Syncs run one at a time per database. */
  queue: Promise<void>;
};

const states = new WeakMap<Db, IndexState>();

function stateOf(db: Db): IndexState {
  let state = states.get(db);
  if (!state) {
    state = { index: new HashIndex(), known: new Map(), gone: new Set(), last: null, queue: Promise.resolve() };
    states.set(db, state);
  }
  return state;
}

/** The ISO time `ms` before `iso` (the same text when it does not parse). */
function before(iso: string, ms: number): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t - ms).toISOString();
}

async function readNewRows(db: Db, state: IndexState): Promise<void> {
  // From a little before the last row seen; then page on (uploaded_at, id), a range of the proofs_hashes index.
  let from: { at: string; id: string | null } | null = state.last ? { at: before(state.last.at, OVERLAP_MS), id: null } : null;
  for (;;) {
    let query = db.selectFrom('proofs').select(['id', 'phash', 'campaign_id', 'line_id', 'day', 'uploaded_at']).where('phash', 'is not', null);
    if (from) {
      const { at, id } = from;
      query = id === null
        ? query.where('uploaded_at', '>=', at)
        : query.where('uploaded_at', '>=', at).where((eb) => eb.or([eb('uploaded_at', '>', at), eb('id', '>', id)]));
    }
    const rows = await query.orderBy('uploaded_at').orderBy('id').limit(PAGE).execute();
    for (const row of rows) {
      if (state.known.has(row.id) || row.phash === null) continue;
      state.known.set(row.id, { campaignId: row.campaign_id, lineId: row.line_id, day: row.day });
      state.index.add(row.id, row.phash);
    }
    const tail = rows[rows.length - 1];
    if (tail && (!state.last || tail.uploaded_at > state.last.at || (tail.uploaded_at === state.last.at && tail.id > state.last.id))) {
      state.last = { at: tail.uploaded_at, id: tail.id };
    }
    if (rows.length < PAGE) return;
    from = { at: tail.uploaded_at, id: tail.id };
  }
}

/** Brings this process's index of `db` up to date with the stored proofs; answers how many hashes it holds. */
export async function syncHashIndex(db: Db): Promise<number> {
  const state = stateOf(db);
  const run = state.queue.then(() => readNewRows(db, state));
  // A failed read fails this lookup only; the next one reads again from the same point.
  state.queue = run.catch(() => undefined);
  await run;
  return state.index.size;
}

/** An earlier proof with nearly the same picture: its id, its campaign and the bits apart. */
export type ReuseMatch = { proofId: string; campaignId: string; distance: number };

/**
 * The nearest stored proof within PROOF_HASH_THRESHOLD bits of `phash` that is for another line
 * or another day than `target` (the same photo sent again for the same line and day is not
 * reuse; a rejected proof still counts), or null.
 */
export async function findReuse(db: Db, phash: string, target: ProofTarget): Promise<ReuseMatch | null> {
  await syncHashIndex(db);
  const state = stateOf(db);
  const accept = (id: string): boolean => {
    if (state.gone.has(id)) return false;
    const other = state.known.get(id);
    return !!other && (other.campaignId !== target.campaignId || other.lineId !== target.lineId || other.day !== target.day);
  };
  for (;;) {
    const hit = state.index.nearest(phash, PROOF_HASH_THRESHOLD, accept);
    if (!hit) return null;
    const row = await db.selectFrom('proofs').select(['id', 'campaign_id']).where('id', '=', hit.id).executeTakeFirst();
    if (row) return { proofId: row.id, campaignId: row.campaign_id, distance: hit.distance };
    state.gone.add(hit.id);
  }
}
