/**
 * Availability by day (issue 37): reads it with what holds take (from the database at every
 * read, so another buyer's hold shows at once on any instance; an active hold past its expiry
 * takes nothing), and writes a seller's bulk edit and hold time.
 */
import {
  addDays, availabilityDay, availabilityEditProblems, daysOf, daysOfEdit, DEFAULT_HOLD_HOURS, indiaDay, MAX_RANGE_DAYS, nextFreeRange,
  rangeLength, summarizeAvailability, type AvailabilityDay, type AvailabilityEdit, type DayTaken, type OptionAvailability, type User,
} from 'shared-domain';
import { dialectOf, type Db, type Executor, type Tx } from '../../db/database';
import { assertKeepsAvailability, optionFacts } from './option-facts.repository';
import { ConflictError, FieldsError } from '../../errors';
import { makeGoodUnitsByDay } from '../../proofs/delivery/make-good-days.repository';

/**
 * What takes units at `nowIso`: confirmed holds and the days of accepted extra make-goods
 * (booked), and active holds not yet expired (held; `exceptHoldId` aside).
 */
export async function takenByDay(
  ex: Executor, optionIds: readonly string[], from: string, to: string, nowIso: string, exceptHoldId: string | null = null,
): Promise<Map<string, Map<string, DayTaken>>> {
  const out = new Map<string, Map<string, DayTaken>>();
  if (!optionIds.length) return out;
  let query = ex
    .selectFrom('booking_holds')
    .select(['option_id', 'start_day', 'end_day', 'units', 'status'])
    .where('option_id', 'in', optionIds)
    .where('start_day', '<=', to)
    .where('end_day', '>=', from)
    .where((eb) => eb.or([eb('status', '=', 'confirmed'), eb.and([eb('status', '=', 'active'), eb('expires_at', '>', nowIso)])]));
  if (exceptHoldId !== null) query = query.where('id', '!=', exceptHoldId);
  const holds = await query.execute();
  for (const h of holds) {
    let days = out.get(h.option_id);
    if (!days) out.set(h.option_id, (days = new Map()));
    for (const day of daysOf(h.start_day > from ? h.start_day : from, h.end_day < to ? h.end_day : to)) {
      const taken = days.get(day) ?? { held: 0, booked: 0 };
      if (h.status === 'confirmed') taken.booked += Number(h.units);
      else taken.held += Number(h.units);
      days.set(day, taken);
    }
  }
  for (const [optionId, byDay] of await makeGoodUnitsByDay(ex, optionIds, from, to)) {
    let days = out.get(optionId);
    if (!days) out.set(optionId, (days = new Map()));
    for (const [day, units] of byDay) {
      const taken = days.get(day) ?? { held: 0, booked: 0 };
      taken.booked += units;
      days.set(day, taken);
    }
  }
  return out;
}

/**
 * Units of each kept day of the range, the rows locked until the transaction ends (PostgreSQL
 * FOR UPDATE, ordered by day: every booking write takes them in this order).
 */
export async function lockKeptDays(tx: Tx, optionId: string, from: string, to: string): Promise<Map<string, number>> {
  let q = tx.selectFrom('option_availability').select(['day', 'units']).where('option_id', '=', optionId).where('day', '>=', from).where('day', '<=', to).orderBy('day');
  if (dialectOf(tx) === 'postgres') q = q.forUpdate();
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.day, Number(r.units)]));
}

/** Units of each kept day of `optionIds` within the range, by option. */
async function unitsByDay(ex: Executor, optionIds: readonly string[], from: string, to: string): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (!optionIds.length) return out;
  const rows = await ex.selectFrom('option_availability').select(['option_id', 'day', 'units'])
    .where('option_id', 'in', optionIds).where('day', '>=', from).where('day', '<=', to).orderBy('day').execute();
  for (const r of rows) {
    let days = out.get(r.option_id);
    if (!days) out.set(r.option_id, (days = new Map()));
    days.set(r.day, Number(r.units));
  }
  return out;
}

/** The last kept day of each option. */
export async function keptUntilOf(ex: Executor, optionIds: readonly string[]): Promise<Map<string, string>> {
  if (!optionIds.length) return new Map();
  const rows = await ex.selectFrom('option_availability').select(['option_id']).select((eb) => eb.fn.max('day').as('last'))
    .where('option_id', 'in', optionIds).groupBy('option_id').execute();
  return new Map(rows.map((r) => [r.option_id, String(r.last)]));
}

/** Each option's hold time in hours (48 without a setting). */
export async function holdHoursOf(ex: Executor, optionIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map(optionIds.map((id) => [id, DEFAULT_HOLD_HOURS]));
  if (!optionIds.length) return out;
  const rows = await ex.selectFrom('option_booking_settings').select(['option_id', 'hold_hours']).where('option_id', 'in', optionIds).execute();
  for (const r of rows) out.set(r.option_id, Number(r.hold_hours));
  return out;
}

/** Free units of every kept day from `from` to `until` (for the next free range). */
export async function freeByDay(ex: Executor, optionId: string, from: string, until: string, nowIso: string): Promise<Map<string, number>> {
  const units = (await unitsByDay(ex, [optionId], from, until)).get(optionId) ?? new Map<string, number>();
  const taken = (await takenByDay(ex, [optionId], from, until, nowIso)).get(optionId) ?? new Map<string, DayTaken>();
  const out = new Map<string, number>();
  for (const [day, n] of units) {
    const t = taken.get(day);
    out.set(day, availabilityDay(day, n, t?.held ?? 0, t?.booked ?? 0).free);
  }
  return out;
}

/** The next range of the same length with `units` free, looking up to a year past `to` within the kept days. */
export async function nextFreeOf(ex: Executor, optionId: string, from: string, to: string, units: number, keptUntil: string | null, nowIso: string) {
  if (keptUntil === null || keptUntil <= from) return null;
  const until = addDays(to, MAX_RANGE_DAYS) < keptUntil ? addDays(to, MAX_RANGE_DAYS) : keptUntil;
  return nextFreeRange(await freeByDay(ex, optionId, from, until, nowIso), from, to, units);
}

/** The availability of each option over `from`..`to` at `now`, in the order asked (unknown ids are left out by the caller). */
export async function readAvailability(ex: Executor, optionIds: readonly string[], from: string, to: string, now: Date): Promise<OptionAvailability[]> {
  const nowIso = now.toISOString();
  const [units, taken, kept, hours] = await Promise.all([
    unitsByDay(ex, optionIds, from, to), takenByDay(ex, optionIds, from, to, nowIso), keptUntilOf(ex, optionIds), holdHoursOf(ex, optionIds),
  ]);
  const length = rangeLength(from, to);
  const out: OptionAvailability[] = [];
  for (const optionId of optionIds) {
    const optionUnits = units.get(optionId) ?? new Map<string, number>();
    const optionTaken = taken.get(optionId) ?? new Map<string, DayTaken>();
    const days: AvailabilityDay[] = [];
    for (const [day, n] of optionUnits) {
      const t = optionTaken.get(day);
      days.push(availabilityDay(day, n, t?.held ?? 0, t?.booked ?? 0));
    }
    const keptUntil = kept.get(optionId) ?? null;
    let summary = summarizeAvailability(days, length);
    if (summary.state === 'booked') summary = { ...summary, nextFree: await nextFreeOf(ex, optionId, from, to, 1, keptUntil, nowIso) };
    out.push({ optionId, from, to, onRequest: days.length < length, holdHours: hours.get(optionId) ?? DEFAULT_HOLD_HOURS, keptUntil, days, summary });
  }
  return out;
}

/**
 * A seller's bulk edit in `tx`: `units` on each chosen day of the range from today on, or
 * `null` to clear them back to on request. A day cannot drop below what holds take on it, and
 * a day with holds cannot be cleared (409).
 */
export async function writeAvailability(tx: Tx, optionId: string, edit: AvailabilityEdit, userId: string, now: Date): Promise<void> {
  const today = indiaDay(now);
  const problems = availabilityEditProblems(edit, today);
  if (Object.keys(problems).length) throw new FieldsError(problems);
  const days = daysOfEdit(edit, today);
  if (!days.length) return;
  const nowIso = now.toISOString();
  // The kept days of the range are locked as a hold locks them (PostgreSQL), so no hold lands between the check and the write.
  await lockKeptDays(tx, optionId, days[0], days[days.length - 1]);
  const taken = (await takenByDay(tx, [optionId], days[0], days[days.length - 1], nowIso)).get(optionId) ?? new Map<string, DayTaken>();
  const chosen = new Set(days);
  for (const [day, t] of taken) {
    if (!chosen.has(day)) continue;
    const inUse = t.held + t.booked;
    if (edit.units === null && inUse > 0) throw new ConflictError(`${day} has ${inUse} unit${inUse === 1 ? '' : 's'} held or booked; it cannot be set to on request`);
    if (edit.units !== null && edit.units < inUse) throw new ConflictError(`${day} has ${inUse} unit${inUse === 1 ? '' : 's'} held or booked; set at least ${inUse} units`);
  }
  if (edit.units === null) {
    for (let i = 0; i < days.length; i += 500) {
      await tx.deleteFrom('option_availability').where('option_id', '=', optionId).where('day', 'in', days.slice(i, i + 500)).execute();
    }
    return;
  }
  const units = edit.units;
  for (let i = 0; i < days.length; i += 200) {
    await tx.insertInto('option_availability')
      .values(days.slice(i, i + 200).map((day) => ({ option_id: optionId, day, units, updated_by: userId, updated_at: nowIso })))
      .onConflict((oc) => oc.columns(['option_id', 'day']).doUpdateSet({ units, updated_by: userId, updated_at: nowIso }))
      .execute();
  }
}

/** The option's hold time in hours (checked by the caller). */
export async function writeHoldHours(tx: Tx, optionId: string, holdHours: number, userId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.insertInto('option_booking_settings')
    .values({ option_id: optionId, hold_hours: holdHours, updated_by: userId, updated_at: at })
    .onConflict((oc) => oc.column('option_id').doUpdateSet({ hold_hours: holdHours, updated_by: userId, updated_at: at }))
    .execute();
}

/** The availability routes' reads and writes over `db` (each write one transaction). */
export function createAvailabilityRepository(db: Db) {
  return {
    /** The availability of the options at `now`; 400 naming `options` for an unknown id. */
    async read(ids: readonly string[], from: string, to: string, now: Date): Promise<OptionAvailability[]> {
      const known = new Set((await db.selectFrom('media_options').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw new FieldsError({ options: `There is no media option ${unknown}` });
      return readAvailability(db, ids, from, to, now);
    },

    /** PUT /availability/{optionId}: the option's seller or staff; answers the range as it now reads. */
    async write(user: User, optionId: string, edit: AvailabilityEdit, now: Date): Promise<OptionAvailability> {
      await db.transaction().execute(async (tx) => {
        const facts = await optionFacts(tx, optionId);
        await assertKeepsAvailability(tx, user, facts);
        await writeAvailability(tx, facts.optionId, edit, user._id, now);
      });
      const [read] = await readAvailability(db, [optionId], edit.from, edit.to, now);
      return read;
    },

    /** PUT /availability/{optionId}/settings: the option's seller or staff. */
    async setHoldHours(user: User, optionId: string, holdHours: number, now: Date): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const facts = await optionFacts(tx, optionId);
        await assertKeepsAvailability(tx, user, facts);
        await writeHoldHours(tx, facts.optionId, holdHours, user._id, now);
      });
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
