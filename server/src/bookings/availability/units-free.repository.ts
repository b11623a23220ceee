/**
 * The one check that units are free for days (issue 37), for a new hold, a buyer's yes to a
 * counter-offer and a revised order alike: the option's kept days of the range are locked (on
 * PostgreSQL FOR UPDATE, ordered by day: the one lock order of every booking write, after the
 * request's row and before the hold's), what other live holds and bookings take is read, and
 * shared-domain `firstShortDay` decides. SQLite runs one write transaction at a time.
 */
import { firstShortDay, type DayTaken } from 'shared-domain';
import type { Tx } from '../../db/database';
import { httpError } from '../../errors';
import { keptUntilOf, lockKeptDays, nextFreeOf, takenByDay } from './availability.repository';

/** 409 `taken`: others hold or booked the units; `nextFree` says the next free dates. */
export class TakenError extends httpError('taken') {}

export type UnitsRange = { from: string; to: string; units: number };

/**
 * Throws 409 `taken` (with the next free dates) unless `range.units` are free on every kept
 * day of the range, counting the option's other live holds and bookings (`exceptHoldId`, the
 * hold being moved to new terms, aside). `kept`: the days already locked by `lockKeptDays`
 * (they are locked here when not given).
 */
export async function checkUnitsFree(
  tx: Tx, optionId: string, range: UnitsRange, now: Date, options: { exceptHoldId?: string | null; kept?: Map<string, number> } = {},
): Promise<void> {
  const kept = options.kept ?? (await lockKeptDays(tx, optionId, range.from, range.to));
  if (kept.size === 0) return;
  const nowIso = now.toISOString();
  const taken = (await takenByDay(tx, [optionId], range.from, range.to, nowIso, options.exceptHoldId ?? null)).get(optionId) ?? new Map<string, DayTaken>();
  const short = firstShortDay(kept, taken, range.from, range.to, range.units);
  if (short === null) return;
  const keptUntil = (await keptUntilOf(tx, [optionId])).get(optionId) ?? null;
  const nextFree = await nextFreeOf(tx, optionId, range.from, range.to, range.units, keptUntil, nowIso);
  const next = nextFree ? `the next free dates are ${nextFree.from} to ${nextFree.to}` : 'no later dates are free for as long';
  const free = short.free === 0 ? 'no unit is' : `only ${short.free} of ${short.units} units ${short.free === 1 ? 'is' : 'are'}`;
  throw new TakenError(`This option is held or booked by others on ${short.date}: ${free} free; ${next}`, { nextFree });
}
