import { readDiscountOnTotal, toBagLine, type StoredLineRow } from './bag.rows';
import type { Compilable, CompiledQuery, QueryResult, Selectable, Transaction } from 'kysely';
import { newBagLine } from 'shared-domain';
import { optionsWithMedia, type OptionWithMedia } from '../catalog/catalog.repository';
import { dialectOf, type Db } from '../db/database';
import { runIdempotent } from '../http/idempotency';
import type { BagTable, DatabaseSchema } from '../db/schema';
import { InputError, NotFoundError } from '../errors';
import { DEFAULT_BAG_NAME, newObjectId, type BagLine, type BagRecord } from './bag.model';

export const ADD_ITEMS_ROUTE = 'POST /bag';

/** An `Idempotency-Key` and what identifies the request (a key reused for another is a 409). */
export type IdempotencyRequest = {
  key: string;
  fingerprint: unknown;
};

export type AddItemsResult = {
  /** Lines in the bag after the add (or what the first request answered, on a replay). */
  count: number;
  replayed: boolean;
};

export interface BagRepository {
  /** The user's bag and its lines in position order, or null when the user has none. */
  findBag(userId: string): Promise<{ bag: BagRecord; lines: BagLine[] } | null>;
  /** The user's lines in position order ([] without a bag). */
  listLines(userId: string): Promise<BagLine[]>;
  /**
   * Adds one new line per catalog option id (repeats allowed), creating the bag on first use.
   * Unknown ids are a 400 and nothing is written. With `idempotency`, a repeat within 24 h
   * by the same user replays the first answer, even when the repeats run concurrently.
   */
  addItems(userId: string, optionIds: readonly string[], idempotency?: IdempotencyRequest): Promise<AddItemsResult>;
  /**
   * One write of the user's bag in one transaction: reads the bag (locked on PostgreSQL) and
   * its lines, lets `edit` compute the new state (throwing leaves everything unchanged),
   * then writes only what changed. Without a bag: `createBag` makes one, else 404. A
   * `bagId` that is not the user's bag is a 404.
   */
  mutate<R>(userId: string, options: MutateOptions, edit: BagEdit<R>): Promise<MutateResult<R>>;
  /**
   * One write of one line of the user's bag in one transaction, for the routes that edit a
   * single line: locks the bag (stamping its `updatedAt`, as `mutate` does), reads that line
   * only, lets `edit` compute the new line (throwing leaves everything unchanged) and writes
   * it when it changed. Answers the bag and the new line; when `withLines(bag)` says so, also
   * every line in position order (the new one in its place), read in the same transaction.
   * No bag, a `bagId` that is not the user's bag, or a line not in it is a 404.
   */
  mutateLine(userId: string, options: MutateLineOptions, lineId: string, edit: LineEdit): Promise<MutateLineResult>;
}

/** The 404 message for a line id that is not in the user's bag. */
export const LINE_NOT_IN_BAG = 'This item is not in your bag';

export type LineEdit = (line: BagLine) => BagLine;
export type MutateLineOptions = {
  bagId?: string;
  /** Whether the answer needs every line of the bag (e.g. a bulk discount is split over them). */
  withLines?: (bag: BagRecord) => boolean;
};
export type MutateLineResult = { bag: BagRecord; line: BagLine; lines: BagLine[] | null };

export type BagState = { bag: BagRecord; lines: BagLine[] };
/** What an edit changes: the new lines in order (inserted, removed, reordered, edited) and bag fields. */
export type BagChange<R> = {
  lines?: BagLine[];
  bag?: Partial<Pick<BagRecord, 'name' | 'startDate' | 'endDate' | 'discountOnTotal'>>;
  result: R;
};
export type BagEdit<R> = (state: BagState) => BagChange<R>;
export type MutateOptions = { createBag?: boolean; bagId?: string };
export type MutateResult<R> = BagState & { result: R };

/** The text stored for a bulk discount. */
const discountOnTotalText = (value: number | string | null): string | null => (value === null ? null : String(value));

type Tx = Transaction<DatabaseSchema>;
type BagRow = Selectable<BagTable>;

function toBagRecord(row: BagRow): BagRecord {
  return {
    _id: row.id,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    discountOnTotal: readDiscountOnTotal(row.discount_on_total),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The JSON kept in `bag_items.data_json`: the line without its identity columns. */
function lineData(line: BagLine): string {
  const rest: Partial<BagLine> = { ...line };
  delete rest._id;
  delete rest._mediaOption;
  delete rest._media;
  return JSON.stringify(rest);
}

/** A named parameter of a `precompiled` query: a value no real parameter can be. */
const slot = (name: string): string => `\u0000slot:${name}`;

/**
 * A query compiled once, run with named values for its `slot`s: `run(executor, { name: value })`.
 * Only for queries whose every parameter is a slot.
 */
function precompiled<Row>(query: Compilable<Row>) {
  const compiled = query.compile();
  const names = compiled.parameters.map((p) => {
    if (typeof p !== 'string' || !p.startsWith(slot(''))) throw new Error(`precompiled: parameter ${String(p)} is not a slot`);
    return p.slice(slot('').length);
  });
  return (executor: Db | Tx, values: Readonly<Record<string, unknown>>): Promise<QueryResult<Row>> =>
    executor.executeQuery<Row>({ ...compiled, parameters: names.map((name) => values[name]) } as CompiledQuery<Row>);
}

/** The bag in the Kysely store; `now` is injected so tests can move the clock. */
export function createBagRepository(db: Db, now: () => Date = () => new Date()): BagRepository {
  const isPostgres = dialectOf(db) === 'postgres';

  /** The bag's stored lines in position order. */
  const storedLines = (executor: Db | Tx, bagId: string): Promise<StoredLineRow[]> =>
    executor
      .selectFrom('bag_items')
      .select(['id', 'media_option_id', 'media_id', 'data_json'])
      .where('bag_id', '=', bagId)
      .orderBy('position', 'asc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();

  const linesOfBag = async (executor: Db | Tx, bagId: string): Promise<BagLine[]> => (await storedLines(executor, bagId)).map(toBagLine);

  /** The user's bag, created when missing, locked for the rest of the transaction on PostgreSQL. */
  const lockOrCreateBag = async (tx: Tx, userId: string, at: string): Promise<BagRow> => {
    await tx
      .insertInto('bags')
      .values({ id: newObjectId(), user_id: userId, name: DEFAULT_BAG_NAME, start_date: null, end_date: null, discount_on_total: null, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    // SQLite runs one transaction at a time, so only PostgreSQL needs the row lock.
    let query = tx.selectFrom('bags').selectAll().where('user_id', '=', userId);
    if (isPostgres) query = query.forUpdate();
    return query.executeTakeFirstOrThrow();
  };

  /** Catalog options by id, with the media fields each line copies; the first unknown id is a 400. */
  const catalogOptions = async (tx: Tx, ids: readonly string[]): Promise<Map<string, OptionWithMedia>> => {
    const found = await optionsWithMedia(tx, ids);
    const unknown = ids.find((id) => !found.has(id));
    if (unknown !== undefined) throw new InputError(`Unknown media option: ${unknown}`);
    return found;
  };


  // The line routes' statements, built and compiled once (Kysely spends about as long
  // building and compiling a query as SQLite spends running it).
  const stampBag = precompiled(
    db.updateTable('bags').set({ updated_at: slot('at') }).where('user_id', '=', slot('userId')).returningAll(),
  );
  const selectLine = precompiled(
    db.selectFrom('bag_items').select(['id', 'media_option_id', 'media_id', 'data_json']).where('id', '=', slot('lineId')).where('bag_id', '=', slot('bagId')),
  );
  const writeLine = precompiled(
    db.updateTable('bag_items').set({ data_json: slot('data') }).where('id', '=', slot('lineId')).where('bag_id', '=', slot('bagId')),
  );

  /** Positions strictly increasing in list order, keeping each line's old position when it can. */
  const positionsFor = (lines: readonly BagLine[], old: ReadonlyMap<string, number>): number[] => {
    const out: number[] = [];
    let previous = -1;
    for (const line of lines) {
      const kept = old.get(line._id);
      const position = kept !== undefined && kept > previous ? kept : previous + 1;
      out.push(position);
      previous = position;
    }
    return out;
  };

  return {
    async mutate(userId, options, edit) {
      const atIso = now().toISOString();
      return db.transaction().execute(async (tx) => {
        let row: BagRow | undefined;
        if (options.createBag) row = await lockOrCreateBag(tx, userId, atIso);
        else {
          let query = tx.selectFrom('bags').selectAll().where('user_id', '=', userId);
          if (isPostgres) query = query.forUpdate();
          row = await query.executeTakeFirst();
        }
        if (!row || (options.bagId !== undefined && options.bagId !== row.id)) throw new NotFoundError('Bag not found');

        const oldRows = await tx
          .selectFrom('bag_items')
          .select(['id', 'media_option_id', 'media_id', 'data_json', 'position'])
          .where('bag_id', '=', row.id)
          .orderBy('position', 'asc')
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .execute();
        const before: BagState = { bag: toBagRecord(row), lines: oldRows.map(toBagLine) };
        const change = edit({ bag: { ...before.bag }, lines: before.lines.map((l) => ({ ...l })) });

        const lines = change.lines ?? before.lines;
        if (change.lines) {
          const old = new Map(oldRows.map((r) => [r.id, r]));
          const keep = new Set(lines.map((l) => l._id));
          const removed = oldRows.filter((r) => !keep.has(r.id)).map((r) => r.id);
          if (removed.length) await tx.deleteFrom('bag_items').where('bag_id', '=', row.id).where('id', 'in', removed).execute();
          const positions = positionsFor(lines, new Map(oldRows.map((r) => [r.id, Number(r.position)])));
          const inserts = [];
          for (const [i, line] of lines.entries()) {
            const data = lineData(line);
            const prior = old.get(line._id);
            if (!prior) {
              inserts.push({ id: line._id, bag_id: row.id, position: positions[i], media_option_id: line._mediaOption, media_id: line._media, data_json: data, created_at: atIso });
            } else if (prior.data_json !== data || Number(prior.position) !== positions[i]) {
              await tx.updateTable('bag_items').set({ data_json: data, position: positions[i] }).where('id', '=', line._id).where('bag_id', '=', row.id).execute();
            }
          }
          if (inserts.length) await tx.insertInto('bag_items').values(inserts).execute();
        }

        const fields = change.bag ?? {};
        const bag: BagRecord = { ...before.bag, ...fields, updatedAt: atIso };
        await tx
          .updateTable('bags')
          .set({
            name: bag.name,
            start_date: bag.startDate,
            end_date: bag.endDate,
            discount_on_total: discountOnTotalText(bag.discountOnTotal),
            updated_at: atIso,
          })
          .where('id', '=', row.id)
          .execute();
        return { bag, lines, result: change.result };
      });
    },

    async mutateLine(userId, options, lineId, edit) {
      const atIso = now().toISOString();
      return db.transaction().execute(async (tx) => {
        // Stamps the bag and takes its row lock in one statement (PostgreSQL: the lock
        // `SELECT … FOR UPDATE` takes in `mutate`, so line writes stay serialised per bag).
        const [row] = (await stampBag(tx, { at: atIso, userId })).rows;
        if (!row || (options.bagId !== undefined && options.bagId !== row.id)) throw new NotFoundError('Bag not found');
        const bag = toBagRecord(row);

        const withLines = options.withLines?.(bag) ?? false;
        let rows: StoredLineRow[];
        if (withLines) rows = await storedLines(tx, row.id);
        else rows = (await selectLine(tx, { lineId, bagId: row.id })).rows;
        const index = rows.findIndex((r) => r.id === lineId);
        if (index < 0) throw new NotFoundError(LINE_NOT_IN_BAG);
        const prior = rows[index];
        const line = edit(toBagLine(prior));
        const data = lineData(line);
        if (prior.data_json !== data) {
          await writeLine(tx, { data, lineId, bagId: row.id });
        }
        return { bag, line, lines: withLines ? rows.map((r, i) => (i === index ? line : toBagLine(r))) : null };
      });
    },

    async findBag(userId) {
      const row = await db.selectFrom('bags').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!row) return null;
      return { bag: toBagRecord(row), lines: await linesOfBag(db, row.id) };
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

    async addItems(userId, optionIds, idempotency) {
      const at = now();
      const atIso = at.toISOString();
      const request = { userId, route: ADD_ITEMS_ROUTE, key: idempotency?.key, fingerprint: idempotency?.fingerprint };
      const { result, replayed } = await runIdempotent(db, at, request, async (tx) => {
        const options = await catalogOptions(tx, optionIds);
        const bag = await lockOrCreateBag(tx, userId, atIso);
        const last = await tx
          .selectFrom('bag_items')
          .select((eb) => eb.fn.max('position').as('max_position'))
          .where('bag_id', '=', bag.id)
          .executeTakeFirst();
        const start = last?.max_position === null || last?.max_position === undefined ? 0 : Number(last.max_position) + 1;

        if (optionIds.length) {
          await tx
            .insertInto('bag_items')
            .values(optionIds.map((id, i) => {
              const { option, media } = options.get(id)!;
              const line = newBagLine(option, media, newObjectId());
              return {
                id: line._id, bag_id: bag.id, position: start + i, media_option_id: line._mediaOption,
                media_id: line._media, data_json: lineData(line), created_at: atIso,
              };
            }))
            .execute();
        }
        await tx.updateTable('bags').set({ updated_at: atIso }).where('id', '=', bag.id).execute();

        const total = await tx
          .selectFrom('bag_items')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('bag_id', '=', bag.id)
          .executeTakeFirstOrThrow();
        return { count: Number(total.count) };
      });
      return { count: result.count, replayed };
    },
  };
}
