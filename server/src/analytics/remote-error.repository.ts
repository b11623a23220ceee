/**
 * The error rate of each remote (issues 20 and 30): page views in which the remote failed
 * (the host's error boundary, or the server's render of its release, reported by the page)
 * against the site's page views, over the last REMOTE_ERROR_DAYS days. A failure counts once
 * per remote per page view, and only in a page view the same visitor recorded (its `view_id`
 * in the same session): reports made up by anyone else raise nothing, and the rate never
 * passes 100%.
 */
import { sql } from 'kysely';
import { REMOTE_ERROR_DAYS, REMOTE_NAMES, type RemoteErrorRate, type RemoteName } from 'shared-domain';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60_000;

/** Failures per 1,000 page views, one decimal; null without page views. */
export function perThousand(failures: number, pageViews: number): number | null {
  return pageViews > 0 ? Math.round((failures * 10_000) / pageViews) / 10 : null;
}

/** Every remote's rate over the REMOTE_ERROR_DAYS days before `now`. */
export async function remoteErrorRates(db: Db, now: Date): Promise<Record<RemoteName, RemoteErrorRate>> {
  const since = new Date(now.getTime() - REMOTE_ERROR_DAYS * DAY_MS).toISOString();
  const views = await db.selectFrom('events').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('type', '=', 'pageview').where('at', '>=', since).executeTakeFirst();
  const failures = await db.selectFrom('events as e')
    .select((eb) => ['e.remote', eb.fn.count<number | string>(sql`distinct ${eb.ref('e.view_id')}`).as('n')])
    .where('e.type', '=', 'remote_error').where('e.at', '>=', since).where('e.view_id', 'is not', null)
    .where(({ exists, selectFrom }) => exists(selectFrom('events as p').select('p.id')
      .where('p.type', '=', 'pageview').whereRef('p.view_id', '=', 'e.view_id').whereRef('p.session_id', '=', 'e.session_id').where('p.at', '>=', since)))
    .groupBy('e.remote').execute();
  const pageViews = Number(views?.n ?? 0);
  const byRemote = new Map(failures.map((f) => [f.remote, Number(f.n)]));
  return Object.fromEntries(REMOTE_NAMES.map((remote) => {
    const count = byRemote.get(remote) ?? 0;
    return [remote, { days: REMOTE_ERROR_DAYS, pageViews, failures: count, perThousand: perThousand(count, pageViews) }];
  })) as Record<RemoteName, RemoteErrorRate>;
}
