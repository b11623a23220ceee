import { randomUUID } from 'node:crypto';
import {
  DIRECT_SOURCE, funnelCounts, funnelRows, matchRoute, UNKNOWN_ROUTE,
  type AnalyticsEvent, type AnalyticsSummary, type FunnelMark, type FunnelStep,
} from 'shared-domain';
import type { Db } from '../db/database';
import type { EventTable } from '../db/schema';

/** How many sources the summary lists. */
export const TOP_SOURCES = 10;

export interface EventRepository {
  /** Stores the whole batch in one transaction (one multi-row insert), or nothing. */
  insertBatch(events: readonly AnalyticsEvent[], userId: string | null, receivedAt: Date): Promise<void>;
  /** Page views per route per day, top sources and the funnel for days `from`…`to` (UTC, inclusive). */
  summary(from: string, to: string): Promise<AnalyticsSummary>;
}

function rowOf(event: AnalyticsEvent, userId: string | null, receivedAt: string): EventTable {
  return {
    id: randomUUID(),
    type: event.type,
    path: event.path,
    label: event.type === 'click' ? event.label : null,
    seconds: event.type === 'time_spent' ? event.seconds : null,
    action: event.type === 'action' ? event.name : null,
    referrer: event.type === 'pageview' ? event.referrer ?? null : null,
    session_id: event.sessionId,
    user_id: userId,
    utm_source: event.utm_source ?? null,
    utm_medium: event.utm_medium ?? null,
    utm_campaign: event.utm_campaign ?? null,
    at: event.at,
    received_at: receivedAt,
    remote: event.type === 'remote_error' ? event.remote : null,
    release: event.type === 'remote_error' ? event.release ?? null : null,
    view_id: event.type === 'remote_error' || event.type === 'pageview' ? event.viewId ?? null : null,
  };
}

/** The day after `day` (YYYY-MM-DD), as the exclusive end of a range of `at` values. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** The route table's pattern a path belongs to (`/newspaper/x` → `/newspaper/:slug`). */
export function routeOf(path: string): string {
  return matchRoute(path)?.entry.pattern ?? UNKNOWN_ROUTE;
}

export function createEventRepository(db: Db): EventRepository {
  return {
    async insertBatch(events, userId, receivedAt) {
      const stamp = receivedAt.toISOString();
      const rows = events.map((e) => rowOf(e, userId, stamp));
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('events').values(rows).execute();
      });
    },

    async summary(from, to) {
      const start = `${from}T00:00:00.000Z`;
      const end = dayAfter(to);
      const inRange = db.selectFrom('events').where('at', '>=', start).where('at', '<', end);

      const byPath = await inRange
        .where('type', '=', 'pageview')
        .select((eb) => ['path', eb.fn<string>('substr', ['at', eb.val(1), eb.val(10)]).as('day'), eb.fn.countAll<number | string>().as('views')])
        .groupBy(['path', 'day'])
        .execute();
      const views = new Map<string, { route: string; day: string; views: number }>();
      for (const row of byPath) {
        const route = routeOf(row.path);
        const key = `${row.day}\u0000${route}`;
        const entry = views.get(key) ?? { route, day: row.day, views: 0 };
        entry.views += Number(row.views);
        views.set(key, entry);
      }
      const pageViews = [...views.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : b.views - a.views || (a.route < b.route ? -1 : 1)));

      const sources = await inRange
        .where('type', '=', 'pageview')
        .select((eb) => ['utm_source', eb.fn.count<number | string>('session_id').distinct().as('sessions'), eb.fn.countAll<number | string>().as('views')])
        .groupBy('utm_source')
        .execute();
      const utmSources = sources
        .map((s) => ({ source: s.utm_source ?? DIRECT_SOURCE, sessions: Number(s.sessions), views: Number(s.views) }))
        .sort((a, b) => b.sessions - a.sessions || b.views - a.views || (a.source < b.source ? -1 : 1))
        .slice(0, TOP_SOURCES);

      const firstViews = await inRange
        .where('type', '=', 'pageview')
        .select((eb) => ['session_id', eb.fn.min<string>('at').as('at')])
        .groupBy('session_id')
        .execute();
      const actions = await inRange.where('type', '=', 'action').select(['session_id', 'action', 'at']).execute();
      const marks: FunnelMark[] = firstViews.map((v) => ({ sessionId: v.session_id, step: 'view', at: v.at }));
      for (const a of actions) marks.push({ sessionId: a.session_id, step: a.action as FunnelStep, at: a.at });

      return { from, to, pageViews, utmSources, funnel: funnelRows(funnelCounts(marks)) };
    },
  };
}
