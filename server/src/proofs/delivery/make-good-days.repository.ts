/**
 * The days accepted extra make-goods take (issue 38): stored on each make-good as JSON. The
 * delivery ledger reads them as the line's extra days; availability counts them as booked, so
 * another buyer cannot hold a unit a make-good was promised.
 */
import type { BoughtDay } from 'shared-domain';
import type { Executor } from '../../db/database';

/** The days of an extra make-good: stored as `{ day, units }` (a bare 'YYYY-MM-DD' reads as one unit). */
export function extraDaysOf(json: string): BoughtDay[] {
  const parsed = JSON.parse(json) as unknown;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((d: unknown): BoughtDay[] => {
    if (typeof d === 'string') return [{ day: d, units: 1 }];
    if (d && typeof d === 'object' && typeof (d as BoughtDay).day === 'string') return [{ day: (d as BoughtDay).day, units: Number((d as BoughtDay).units) || 0 }];
    return [];
  });
}

/** Units the accepted extra make-goods of `optionIds` take on each day from `from` to `to`, by option. */
export async function makeGoodUnitsByDay(ex: Executor, optionIds: readonly string[], from: string, to: string): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (!optionIds.length) return out;
  const rows = await ex.selectFrom('make_goods').select(['option_id', 'extra_days_json'])
    .where('option_id', 'in', optionIds).where('decision', '=', 'accepted').where('form', '=', 'extra').execute();
  for (const row of rows) {
    for (const { day, units } of extraDaysOf(row.extra_days_json)) {
      if (day < from || day > to || !(units > 0)) continue;
      let days = out.get(row.option_id);
      if (!days) out.set(row.option_id, (days = new Map()));
      days.set(day, (days.get(day) ?? 0) + units);
    }
  }
  return out;
}
