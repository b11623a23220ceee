import { daysOf, indiaDay, addDays } from 'shared-domain';
import type { Db } from '../../db/database';

/** How many of the generated catalogue's outdoor options get availability (the rest stay "on request"). */
export const DEMO_AVAILABILITY_OPTIONS = 6;

/**
 * The generated (demo) catalogue's availability, so a fresh `npm start` shows it: one face a day
 * from today for a year on the first outdoor options (by popularity), kept as staff keep the
 * marketplace's own options. Written once, when the catalogue is seeded.
 */
export async function seedDemoAvailability(db: Db, now: Date): Promise<number> {
  const options = await db.selectFrom('media_options as o').innerJoin('media as m', 'm.id', 'o.media_id')
    .select('o.id').where('m.category', '=', 'outdoor').orderBy('m.popularity', 'desc').orderBy('o.id').limit(DEMO_AVAILABILITY_OPTIONS).execute();
  const today = indiaDay(now);
  const days = daysOf(today, addDays(today, 365));
  const at = now.toISOString();
  for (const { id } of options) {
    for (let i = 0; i < days.length; i += 200) {
      await db.insertInto('option_availability')
        .values(days.slice(i, i + 200).map((day) => ({ option_id: id, day, units: 1, updated_by: null, updated_at: at })))
        .onConflict((oc) => oc.columns(['option_id', 'day']).doNothing())
        .execute();
    }
  }
  return options.length;
}
