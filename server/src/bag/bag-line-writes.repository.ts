/**
 * How a batch of line edits of one bag (bag.line-batch.ts) is written: in one locked
 * transaction (SQLite; PostgreSQL for a bag with a bulk discount), or on PostgreSQL read
 * without a lock and written in one statement that checks each line is as it was read.
 */
import { CompiledQuery, sql, type Selectable } from 'kysely';
import type { Db, Tx } from '../db/database';
import { precompiled, slot } from '../db/precompiled';
import type { BagItemTable } from '../db/schema';
import { NotFoundError } from '../errors';
import type { BagLine, BagRecord } from './bag.model';
import { lineData, storedLines, toBagRecord, type BagRow } from './bag-store.repository';
import type { Outcome } from './bag.line-batch';
import { toBagLine, type StoredLineRow } from './bag.rows';

/** The 404 message for a line id that is not in the user's bag. */
export const LINE_NOT_IN_BAG = 'This item is not in your bag';

export type LineEdit = (line: BagLine) => BagLine;
export type MutateLineOptions = {
  bagId?: string;
  /** Whether the answer needs every line of the bag (e.g. a bulk discount is split over them). */
  withLines?: (bag: BagRecord) => boolean;
};
export type MutateLineResult = { bag: BagRecord; line: BagLine; lines: BagLine[] | null };

/**
 * The line routes' statements, built and compiled once (Kysely spends about as long
 * building and compiling a query as SQLite spends running it).
 */
function lineStatements(db: Db) {
  return {
    stampBag: precompiled<BagRow>(
      db.updateTable('bags').set({ updated_at: slot('at') }).where('user_id', '=', slot('userId')).returningAll(),
    ),
    selectLine: precompiled<Pick<Selectable<BagItemTable>, keyof StoredLineRow>>(
      db.selectFrom('bag_items').select(['id', 'media_option_id', 'media_id', 'data_json']).where('id', '=', slot('lineId')).where('bag_id', '=', slot('bagId')),
    ),
    writeLine: precompiled(
      db.updateTable('bag_items').set({ data_json: slot('data') }).where('id', '=', slot('lineId')).where('bag_id', '=', slot('bagId')),
    ),
  };
}

/** The named lines of a bag (any order). */
const namedLines = (tx: Tx, bagId: string, ids: readonly string[]): Promise<StoredLineRow[]> =>
  tx.selectFrom('bag_items').select(['id', 'media_option_id', 'media_id', 'data_json']).where('bag_id', '=', bagId).where('id', 'in', [...ids]).execute();

/** The latest `atIso` of a batch (the bag's new stamp). */
const latestOf = (batch: readonly { atIso: string }[]): string => batch.reduce((latest, r) => (r.atIso > latest ? r.atIso : latest), batch[0].atIso);

/** A bag row with one of the named lines (nulls when none of them is in the bag). */
type BagWithLineRow = BagRow & { line_id: string | null; media_option_id: string | null; media_id: string | null; data_json: string | null };

/** PostgreSQL: the user's bag and the lines named in $2, in one round trip. */
const READ_BAG_LINES_SQL = `select b.*, i.id as line_id, i.media_option_id, i.media_id, i.data_json
  from bags b left join bag_items i on i.bag_id = b.id and i.id = any($2::text[])
  where b.user_id = $1`;

/**
 * PostgreSQL: stamps bag $2 with $1 (its row lock first, as every bag write takes it) and writes
 * line $3[k] with $5[k] only where it still holds $4[k]; answers the lines written and a row
 * with the bag's id when the bag was there to stamp.
 */
const WRITE_IF_UNCHANGED_SQL = `with b as (update bags set updated_at = $1 where id = $2 returning id),
  w as (update bag_items as i set data_json = v.new from b, unnest($3::text[], $4::text[], $5::text[]) as v(id, old, new)
    where i.bag_id = b.id and i.id = v.id and i.data_json = v.old returning i.id)
  select id, null as bag_id from w union all select id, id as bag_id from b`;

/**
 * Applies a batch's edits in order to the stored `rows` (those the edits name, or every line):
 * each edit sees its line as the edits before it left it; a refused edit, a line not in the
 * bag or another bag's id fails that edit alone. Answers each edit's outcome and the new data
 * of every line that changed.
 */
function applyLineEdits(bag: BagRecord, rows: readonly StoredLineRow[], batch: readonly LineEditRequest[], wantsLines: readonly boolean[]) {
  const indexOf = new Map(rows.map((r, i) => [r.id, i]));
  // Lines parsed when first needed; an edit answers a new line (edits do not change their input).
  const current: (BagLine | undefined)[] = [];
  const lineAt = (i: number): BagLine => (current[i] ??= toBagLine(rows[i]));
  const changed = new Map<string, string>();
  const outcomes: Outcome<MutateLineResult>[] = [];
  for (const [k, request] of batch.entries()) {
    try {
      if (request.options.bagId !== undefined && request.options.bagId !== bag._id) throw new NotFoundError('Bag not found');
      const index = indexOf.get(request.lineId);
      if (index === undefined) throw new NotFoundError(LINE_NOT_IN_BAG);
      const line = request.edit(lineAt(index));
      current[index] = line;
      const data = lineData(line);
      if (data !== rows[index].data_json) changed.set(request.lineId, data);
      else changed.delete(request.lineId);
      outcomes.push({ ok: true, value: { bag, line, lines: wantsLines[k] ? rows.map((_, i) => lineAt(i)) : null } });
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  }
  return { outcomes, changed };
}

/** One line edit waiting for its batch (see bag.line-batch.ts). */
export type LineEditRequest = { options: MutateLineOptions; lineId: string; edit: LineEdit; atIso: string };

/** Thrown inside a batch's transaction when every edit of it was refused: rolls back the bag's stamp. */
class NothingApplied extends Error {}

/**
 * Writes the changed lines of a batch: on PostgreSQL in one statement (each statement is a
 * round trip made while the bag is locked), on SQLite one cached statement per line.
 */
async function writeChangedLines(
  tx: Tx, isPostgres: boolean, bagId: string, changed: ReadonlyMap<string, string>, writeLine: ReturnType<typeof lineStatements>['writeLine'],
): Promise<void> {
  if (!changed.size) return;
  if (isPostgres && changed.size > 1) {
    const ids = [...changed.keys()];
    const data = [...changed.values()];
    await sql`update bag_items as i set data_json = v.data from unnest(${ids}::text[], ${data}::text[]) as v(id, data) where i.id = v.id and i.bag_id = ${bagId}`.execute(tx);
    return;
  }
  for (const [lineId, data] of changed) await writeLine(tx, { data, lineId, bagId });
}

/** The function that writes a batch of one user's line edits (see bag.line-batch.ts). */
export function lineBatchWriter(db: Db, isPostgres: boolean): (userId: string, batch: readonly LineEditRequest[]) => Promise<Outcome<MutateLineResult>[]> {
  const { stampBag, selectLine, writeLine } = lineStatements(db);

/**
 * A batch of line edits of one user's bag in one transaction: stamps the bag and takes its
 * row lock in one statement (PostgreSQL: the lock `SELECT … FOR UPDATE` takes in `mutate`,
 * so line writes stay serialised per bag), reads the lines the edits name (every line when
 * an answer needs them), applies the edits in order and writes each changed line once.
 * When every edit is refused, nothing is written (the stamp rolls back).
 */
const writeLockedBatch = async (userId: string, batch: readonly LineEditRequest[]): Promise<Outcome<MutateLineResult>[]> => {
  const atIso = latestOf(batch);
  let outcomes: Outcome<MutateLineResult>[] = [];
  try {
    await db.transaction().execute(async (tx) => {
      const [row] = (await stampBag(tx, { at: atIso, userId })).rows;
      if (!row) throw new NotFoundError('Bag not found');
      const bag = toBagRecord(row);
      const wantsLines = batch.map((r) => r.options.withLines?.(bag) ?? false);
      const ids = [...new Set(batch.map((r) => r.lineId))];
      const rows: StoredLineRow[] = wantsLines.includes(true) ? await storedLines(tx, row.id)
        : ids.length === 1 ? (await selectLine(tx, { lineId: ids[0], bagId: row.id })).rows
          : await namedLines(tx, row.id, ids);
      const applied = applyLineEdits(bag, rows, batch, wantsLines);
      outcomes = applied.outcomes;
      if (!outcomes.some((o) => o.ok)) throw new NothingApplied();
      await writeChangedLines(tx, isPostgres, row.id, applied.changed, writeLine);
    });
  } catch (err) {
    if (err instanceof NothingApplied) return outcomes;
    throw err;
  }
  return outcomes;
};

/**
 * PostgreSQL: the batch without holding the bag's lock across round trips. Reads the bag and
 * the named lines (no lock), applies the edits, then one statement stamps the bag (its row
 * lock, taken first as everywhere, held only while that statement runs and commits) and
 * writes each changed line only if it still holds what was read. A line some other writer
 * (`mutate`, another instance) changed in between is not written, and its edits run again
 * through the locked path on its new state, so no edit is lost. Bags with a bulk discount
 * (answers priced over every line) take the locked path.
 */
const writeOptimisticBatch = async (userId: string, batch: readonly LineEditRequest[]): Promise<Outcome<MutateLineResult>[]> => {
  const ids = [...new Set(batch.map((r) => r.lineId))];
  const read = (await db.executeQuery<BagWithLineRow>(CompiledQuery.raw(READ_BAG_LINES_SQL, [userId, ids]))).rows;
  if (!read.length) throw new NotFoundError('Bag not found');
  const atIso = latestOf(batch);
  const { line_id: _l, media_option_id: _o, media_id: _m, data_json: _d, ...bagRow } = read[0];
  const bag: BagRecord = { ...toBagRecord(bagRow), updatedAt: atIso };
  if (batch.some((r) => r.options.withLines?.(bag) ?? false)) return writeLockedBatch(userId, batch);
  const rows: StoredLineRow[] = read.flatMap((r) => (r.line_id === null || r.media_option_id === null || r.media_id === null || r.data_json === null ? []
    : [{ id: r.line_id, media_option_id: r.media_option_id, media_id: r.media_id, data_json: r.data_json }]));
  const { outcomes, changed } = applyLineEdits(bag, rows, batch, batch.map(() => false));
  if (!outcomes.some((o) => o.ok)) return outcomes;
  const stored = new Map(rows.map((r) => [r.id, r.data_json]));
  const lineIds = [...changed.keys()];
  const result = await db.executeQuery<{ id: string; bag_id: string | null }>(CompiledQuery.raw(WRITE_IF_UNCHANGED_SQL, [
    atIso, bag._id, lineIds, lineIds.map((id) => stored.get(id)), lineIds.map((id) => changed.get(id)),
  ]));
  const written = new Set(result.rows.map((r) => r.id));
  const stamped = result.rows.some((r) => r.bag_id !== null);
  const stale = new Set(lineIds.filter((id) => !written.has(id)));
  if (stamped && !stale.size) return outcomes;
  // The bag went away or some lines changed under us: those edits again, locked.
  const again = batch.map((r, k) => ({ r, k })).filter(({ r }) => !stamped || stale.has(r.lineId));
  const redone = await writeLockedBatch(userId, again.map(({ r }) => r)).catch((error: unknown) => again.map((): Outcome<MutateLineResult> => ({ ok: false, error })));
  again.forEach(({ k }, j) => { outcomes[k] = redone[j]; });
  return outcomes;
};
return isPostgres ? writeOptimisticBatch : writeLockedBatch;
}
