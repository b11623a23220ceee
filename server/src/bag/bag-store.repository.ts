import type { Selectable } from 'kysely';
import { newBagLine } from 'shared-domain';
import { withPlanUnits, type PlanUnit } from 'shared-domain';
import type { OptionWithMedia } from '../catalog/catalog.repository';
import type { Executor, Tx } from '../db/database';
import type { BagTable } from '../db/schema';
import { DEFAULT_BAG_NAME, newObjectId, type BagLine, type BagRecord } from './bag.model';
import { readDiscountOnTotal, type StoredLineRow } from './bag.rows';

/** A `bags` row as stored. */
export type BagRow = Selectable<BagTable>;

/** A stored line with its position (what a rewrite of the lines compares against). */
export type PositionedLineRow = StoredLineRow & { position: number | string };

/** A stored bag as the API names its fields. */
export function toBagRecord(row: BagRow): BagRecord {
  return {
    _id: row.id,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    discountOnTotal: readDiscountOnTotal(row.discount_on_total),
    requestedDiscountOnTotal: readDiscountOnTotal(row.requested_discount_on_total),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The JSON kept in `bag_items.data_json`: the line without its identity columns. */
export function lineData(line: BagLine): string {
  const rest: Partial<BagLine> = { ...line };
  delete rest._id;
  delete rest._mediaOption;
  delete rest._media;
  return JSON.stringify(rest);
}

/** The bag's stored lines in position order. */
export const storedLines = (executor: Executor, bagId: string): Promise<PositionedLineRow[]> =>
  executor
    .selectFrom('bag_items')
    .select(['id', 'media_option_id', 'media_id', 'data_json', 'position'])
    .where('bag_id', '=', bagId)
    .orderBy('position', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();

/** The user's bag, locked for the rest of the transaction on PostgreSQL (SQLite runs one transaction at a time). */
export function lockBag(tx: Tx, userId: string, isPostgres: boolean): Promise<BagRow | undefined> {
  let query = tx.selectFrom('bags').selectAll().where('user_id', '=', userId);
  if (isPostgres) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The user's bag, created when missing, locked as `lockBag` locks it. */
export async function lockOrCreateBag(tx: Tx, userId: string, at: string, isPostgres: boolean): Promise<BagRow> {
  await tx
    .insertInto('bags')
    .values({ id: newObjectId(), user_id: userId, name: DEFAULT_BAG_NAME, start_date: null, end_date: null, discount_on_total: null, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await lockBag(tx, userId, isPostgres);
  if (!row) throw new Error(`the bag of user ${userId} vanished inside its own transaction`);
  return row;
}

/** Positions strictly increasing in list order, keeping each line's old position when it can. */
function positionsFor(lines: readonly BagLine[], old: ReadonlyMap<string, number>): number[] {
  const out: number[] = [];
  let previous = -1;
  for (const line of lines) {
    const kept = old.get(line._id);
    const position = kept !== undefined && kept > previous ? kept : previous + 1;
    out.push(position);
    previous = position;
  }
  return out;
}

/** Writes the bag's new lines over `oldRows`: deletes the missing ones, inserts the new ones, updates only the changed ones. */
export async function writeLines(tx: Tx, bagId: string, oldRows: readonly PositionedLineRow[], lines: readonly BagLine[], atIso: string): Promise<void> {
  const old = new Map(oldRows.map((r) => [r.id, r]));
  const keep = new Set(lines.map((l) => l._id));
  const removed = oldRows.filter((r) => !keep.has(r.id)).map((r) => r.id);
  if (removed.length) await tx.deleteFrom('bag_items').where('bag_id', '=', bagId).where('id', 'in', removed).execute();
  const positions = positionsFor(lines, new Map(oldRows.map((r) => [r.id, Number(r.position)])));
  const inserts = [];
  for (const [i, line] of lines.entries()) {
    const data = lineData(line);
    const prior = old.get(line._id);
    if (!prior) {
      inserts.push({ id: line._id, bag_id: bagId, position: positions[i], media_option_id: line._mediaOption, media_id: line._media, data_json: data, created_at: atIso });
    } else if (prior.data_json !== data || Number(prior.position) !== positions[i]) {
      await tx.updateTable('bag_items').set({ data_json: data, position: positions[i] }).where('id', '=', line._id).where('bag_id', '=', bagId).execute();
    }
  }
  if (inserts.length) await tx.insertInto('bag_items').values(inserts).execute();
}

/** Stores the bag's fields, stamped `updatedAt`. */
export async function writeBagFields(tx: Tx, bag: BagRecord): Promise<void> {
  await tx
    .updateTable('bags')
    .set({
      name: bag.name,
      start_date: bag.startDate,
      end_date: bag.endDate,
      discount_on_total: bag.discountOnTotal === null ? null : String(bag.discountOnTotal),
      requested_discount_on_total: bag.requestedDiscountOnTotal === null ? null : String(bag.requestedDiscountOnTotal),
      updated_at: bag.updatedAt,
    })
    .where('id', '=', bag._id)
    .execute();
}

/** Appends one new line per item after the bag's last line, priced with the item's chosen units; answers how many lines the bag then holds. */
export async function appendLines(
  tx: Tx, bagId: string, items: readonly { optionId: string; pricingUnits?: readonly PlanUnit[] }[], options: ReadonlyMap<string, OptionWithMedia>, atIso: string,
): Promise<number> {
  const last = await tx
    .selectFrom('bag_items')
    .select((eb) => eb.fn.max('position').as('max_position'))
    .where('bag_id', '=', bagId)
    .executeTakeFirst();
  const start = last?.max_position === null || last?.max_position === undefined ? 0 : Number(last.max_position) + 1;
  if (items.length) {
    await tx
      .insertInto('bag_items')
      .values(items.map((item, i) => {
        const { option, media } = options.get(item.optionId)!;
        const line = newBagLine(withPlanUnits(option, item.pricingUnits ?? []), media, newObjectId());
        return {
          id: line._id, bag_id: bagId, position: start + i, media_option_id: line._mediaOption,
          media_id: line._media, data_json: lineData(line), created_at: atIso,
        };
      }))
      .execute();
  }
  await tx.updateTable('bags').set({ updated_at: atIso }).where('id', '=', bagId).execute();
  const total = await tx
    .selectFrom('bag_items')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('bag_id', '=', bagId)
    .executeTakeFirstOrThrow();
  return Number(total.count);
}
