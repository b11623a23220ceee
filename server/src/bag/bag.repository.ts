import { optionsWithMedia, type OptionWithMedia } from '../catalog/catalog.repository';
import { dialectOf, type Db, type Tx } from '../db/database';
import { runIdempotent } from '../db/idempotency';
import type { PlanUnit } from 'shared-domain';
import { InputError, NotFoundError } from '../errors';
import { DEFAULT_BAG_NAME, type BagLine, type BagRecord } from './bag.model';
import {
  appendLines, lockBag, lockOrCreateBag, storedLines, toBagRecord, writeBagFields, writeLines,
} from './bag-store.repository';
import { toBagLine } from './bag.rows';
import { batchedWrites } from './bag.line-batch';
import {
  LINE_NOT_IN_BAG, lineBatchWriter, type LineEdit, type LineEditRequest, type MutateLineOptions, type MutateLineResult,
} from './bag-line-writes.repository';

export const ADD_ITEMS_ROUTE = 'POST /bag';

/** One line to add: a catalog option, with the units a media plan chose for it (the option's own when absent). */
export type NewBagItem = { optionId: string; pricingUnits?: readonly PlanUnit[] };

export type AddItemsResult = {
  /** Lines in the bag after the add (or what the first request answered, on a replay). */
  count: number;
  replayed: boolean;
};

/** The user's bag inside another aggregate's transaction (saving its lines as a campaign). */
export interface BagInTransaction {
  /** The user's bag, locked until the transaction ends (PostgreSQL), or null when the user has none. */
  lockBag(userId: string): Promise<BagRecord | null>;
  /** The bag's lines in position order. */
  lines(bagId: string): Promise<BagLine[]>;
  /** Removes lines from the bag; answers how many were removed. */
  removeLines(bagId: string, lineIds: readonly string[]): Promise<number>;
  /**
   * After a save: the bag's name and dates went to the campaign, so the next bag starts with
   * the default name and no dates; an emptied bag loses its bulk discount too.
   */
  startNext(bagId: string, emptied: boolean, atIso: string): Promise<void>;
}

export interface BagRepository {
  /** The user's bag and its lines in position order, or null when the user has none. */
  findBag(userId: string): Promise<{ bag: BagRecord; lines: BagLine[] } | null>;
  /** The user's lines in position order ([] without a bag). */
  listLines(userId: string): Promise<BagLine[]>;
  /**
   * Adds one new line per item (repeats allowed), creating the bag on first use; a plan's
   * chosen units price the line (shared-domain `withPlanUnits`). Unknown ids are a 400 and nothing is written. With an `Idempotency-Key`, a repeat within
   * 24 h by the same user replays the first answer, even when the repeats run concurrently
   * (the same key with other option ids is a 409).
   */
  addItems(userId: string, items: readonly NewBagItem[], idempotencyKey?: string): Promise<AddItemsResult>;
  /**
   * One write of the user's bag in one transaction: reads the bag (locked on PostgreSQL) and
   * its lines, lets `edit` compute the new state (throwing leaves everything unchanged),
   * then writes only what changed. Without a bag: `createBag` makes one, else 404. A
   * `bagId` that is not the user's bag is a 404.
   */
  mutate<R>(userId: string, options: MutateOptions, edit: BagEdit<R>): Promise<MutateResult<R>>;
  /**
   * One write of one line of the user's bag, for the routes that edit a single line: locks
   * the bag (stamping its `updatedAt`, as `mutate` does), reads that line, lets `edit` compute
   * the new line (throwing leaves everything unchanged) and writes it when it changed. On
   * PostgreSQL, edits of the same bag that arrive while one is being written share the next
   * transaction (one lock, one commit), applied in arrival order (bag.line-batch.ts). Answers the bag and the
   * new line; when `withLines(bag)` says so, also every line in position order as this edit
   * left them, read in the same transaction. No bag, a `bagId` that is not the user's bag, or
   * a line not in it is a 404.
   */
  mutateLine(userId: string, options: MutateLineOptions, lineId: string, edit: LineEdit): Promise<MutateLineResult>;
  /** The bag's reads and writes inside `tx`, another aggregate's transaction. */
  within(tx: Tx): BagInTransaction;
}

export { LINE_NOT_IN_BAG, type LineEdit, type MutateLineOptions, type MutateLineResult };

export type BagState = { bag: BagRecord; lines: BagLine[] };
/** What an edit changes: the new lines in order (inserted, removed, reordered, edited) and bag fields. */
export type BagChange<R> = {
  lines?: BagLine[];
  bag?: Partial<Pick<BagRecord, 'name' | 'startDate' | 'endDate' | 'discountOnTotal' | 'requestedDiscountOnTotal'>>;
  result: R;
};
export type BagEdit<R> = (state: BagState) => BagChange<R>;
export type MutateOptions = { createBag?: boolean; bagId?: string };
export type MutateResult<R> = BagState & { result: R };

/** Catalog options by id, with the media fields each line copies; the first unknown id is a 400. */
async function catalogOptions(tx: Tx, ids: readonly string[]): Promise<Map<string, OptionWithMedia>> {
  const found = await optionsWithMedia(tx, ids);
  const unknown = ids.find((id) => !found.has(id));
  if (unknown !== undefined) throw new InputError(`Unknown media option: ${unknown}`);
  return found;
}

/** The bag in the Kysely store; `now` is injected so tests can move the clock. */
export function createBagRepository(db: Db, now: () => Date = () => new Date()): BagRepository {
  const isPostgres = dialectOf(db) === 'postgres';
  const writeLineEdits = lineBatchWriter(db, isPostgres);
  // PostgreSQL: edits of one bag share transactions (each costs round trips and a WAL flush
  // under the bag's lock). SQLite: one transaction per edit, as its statements run in-process
  // and one at a time; waiting for a batch would only delay the first answers of a burst.
  const submitLineEdit = isPostgres ? batchedWrites(writeLineEdits)
    : async (userId: string, request: LineEditRequest): Promise<MutateLineResult> => {
      const [outcome] = await writeLineEdits(userId, [request]);
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    };

  return {
    async mutate(userId, options, edit) {
      const atIso = now().toISOString();
      return db.transaction().execute(async (tx) => {
        const row = options.createBag ? await lockOrCreateBag(tx, userId, atIso, isPostgres) : await lockBag(tx, userId, isPostgres);
        if (!row || (options.bagId !== undefined && options.bagId !== row.id)) throw new NotFoundError('Bag not found');
        const oldRows = await storedLines(tx, row.id);
        const before: BagState = { bag: toBagRecord(row), lines: oldRows.map(toBagLine) };
        const change = edit({ bag: { ...before.bag }, lines: before.lines.map((l) => ({ ...l })) });
        const lines = change.lines ?? before.lines;
        if (change.lines) await writeLines(tx, row.id, oldRows, lines, atIso);
        const bag: BagRecord = { ...before.bag, ...change.bag, updatedAt: atIso };
        await writeBagFields(tx, bag);
        return { bag, lines, result: change.result };
      });
    },

    mutateLine(userId, options, lineId, edit) {
      return submitLineEdit(userId, { options, lineId, edit, atIso: now().toISOString() });
    },

    async findBag(userId) {
      const row = await db.selectFrom('bags').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!row) return null;
      return { bag: toBagRecord(row), lines: (await storedLines(db, row.id)).map(toBagLine) };
    },

    async listLines(userId) {
      const rows = await db
        .selectFrom('bag_items as i')
        .innerJoin('bags as b', 'b.id', 'i.bag_id')
        .select(['i.id', 'i.media_option_id', 'i.media_id', 'i.data_json'])
        .where('b.user_id', '=', userId)
        .orderBy('i.position', 'asc')
        .orderBy('i.created_at', 'asc')
        .orderBy('i.id', 'asc')
        .execute();
      return rows.map(toBagLine);
    },

    async addItems(userId, items, idempotencyKey) {
      const at = now();
      const atIso = at.toISOString();
      const optionIds = items.map((i) => i.optionId);
      // Option ids alone while no item carries units: keys stored before units existed still replay.
      const fingerprint = items.some((i) => i.pricingUnits?.length) ? items : optionIds;
      const request = { userId, route: ADD_ITEMS_ROUTE, key: idempotencyKey, fingerprint };
      const { result, replayed } = await runIdempotent(db, at, request, async (tx) => {
        const options = await catalogOptions(tx, optionIds);
        const bag = await lockOrCreateBag(tx, userId, atIso, isPostgres);
        return { count: await appendLines(tx, bag.id, items, options, atIso) };
      });
      return { count: result.count, replayed };
    },

    within(tx) {
      return {
        async lockBag(userId) {
          const row = await lockBag(tx, userId, isPostgres);
          return row ? toBagRecord(row) : null;
        },
        async lines(bagId) {
          return (await storedLines(tx, bagId)).map(toBagLine);
        },
        async removeLines(bagId, lineIds) {
          if (!lineIds.length) return 0;
          const deleted = await tx.deleteFrom('bag_items').where('bag_id', '=', bagId).where('id', 'in', [...lineIds]).executeTakeFirst();
          return Number(deleted.numDeletedRows);
        },
        async startNext(bagId, emptied, atIso) {
          await tx.updateTable('bags')
            .set({ name: DEFAULT_BAG_NAME, start_date: null, end_date: null, updated_at: atIso, ...(emptied ? { discount_on_total: null } : {}) })
            .where('id', '=', bagId)
            .execute();
        },
      };
    },
  };
}
