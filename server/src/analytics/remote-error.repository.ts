/**
 * The error rate of each remote in browsers (issue 20): `remote_error` events (the host's
 * error boundary reports a remote that failed to load) against the site's page views, over
 * the last REMOTE_ERROR_DAYS days.
 */
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
  const failures = await db.selectFrom('events').select((eb) => ['remote', eb.fn.countAll<number | string>().as('n')])
    .where('type', '=', 'remote_error').where('at', '>=', since).groupBy('remote').execute();
  const pageViews = Number(views?.n ?? 0);
  const byRemote = new Map(failures.map((f) => [f.remote, Number(f.n)]));
  return Object.fromEntries(REMOTE_NAMES.map((remote) => {
    const count = byRemote.get(remote) ?? 0;
    return [remote, { days: REMOTE_ERROR_DAYS, pageViews, failures: count, perThousand: perThousand(count, pageViews) }];
  })) as Record<RemoteName, RemoteErrorRate>;
}
