/**
 * The funnel of the staff analytics screen: view → add to bag → save campaign → lead. A
 * session counts at a step when it reached every earlier step first (in time order); each
 * step counts distinct sessions.
 */

export const FUNNEL_STEPS = ['view', 'add_to_bag', 'save_campaign', 'lead'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** How each step is named on screen. */
export const FUNNEL_LABELS: Readonly<Record<FunnelStep, string>> = {
  view: 'Viewed a page',
  add_to_bag: 'Added to bag',
  save_campaign: 'Saved a campaign',
  lead: 'Left a lead',
};

/** One session reaching one step at a time (ISO-8601 UTC). */
export type FunnelMark = { sessionId: string; step: FunnelStep; at: string };

export type FunnelRow = {
  step: FunnelStep;
  sessions: number;
  /** Percent of the previous step's sessions (one decimal); null for the first step or when the previous step had none. */
  fromPrevious: number | null;
};

const rank = (step: FunnelStep): number => FUNNEL_STEPS.indexOf(step);

/** Distinct sessions per step, each counted only when its steps came in order. */
export function funnelCounts(marks: Iterable<FunnelMark>): Record<FunnelStep, number> {
  const bySession = new Map<string, FunnelMark[]>();
  for (const mark of marks) {
    const list = bySession.get(mark.sessionId);
    if (list) list.push(mark);
    else bySession.set(mark.sessionId, [mark]);
  }
  const counts: Record<FunnelStep, number> = { view: 0, add_to_bag: 0, save_campaign: 0, lead: 0 };
  for (const list of bySession.values()) {
    // Same instant: the earlier step first (a click that adds to the bag logs after its view).
    list.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : rank(a.step) - rank(b.step)));
    let reached = 0;
    for (const mark of list) {
      if (reached < FUNNEL_STEPS.length && mark.step === FUNNEL_STEPS[reached]) reached += 1;
    }
    for (let i = 0; i < reached; i++) counts[FUNNEL_STEPS[i]!] += 1;
  }
  return counts;
}

/** The funnel's rows with each step's conversion from the one before. */
export function funnelRows(counts: Readonly<Record<FunnelStep, number>>): FunnelRow[] {
  return FUNNEL_STEPS.map((step, i) => {
    const previous = i === 0 ? 0 : counts[FUNNEL_STEPS[i - 1]!];
    const fromPrevious = i === 0 || previous === 0 ? null : Math.round((counts[step] / previous) * 1000) / 10;
    return { step, sessions: counts[step], fromPrevious };
  });
}

/** GET /api/analytics/summary's answer. Days are `YYYY-MM-DD` (UTC). */
export type AnalyticsSummary = {
  from: string;
  to: string;
  /** Page views per route pattern (the route table's, e.g. `/newspaper/:slug`) per day. */
  pageViews: { route: string; day: string; views: number }[];
  /** Visit sources by distinct sessions; visits without a tag are `(direct)`. */
  utmSources: { source: string; sessions: number; views: number }[];
  funnel: FunnelRow[];
};

/** The route name of a page view whose path matches no route. */
export const UNKNOWN_ROUTE = '(not found)';
/** The source name of visits without utm_source. */
export const DIRECT_SOURCE = '(direct)';

/** The longest range the summary covers, in days. */
const MAX_SUMMARY_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The summary's default days: the last 30 (UTC), today included. */
export function defaultSummaryRange(now: Date): { from: string; to: string } {
  return { from: isoDay(now.getTime() - 29 * DAY_MS), to: isoDay(now.getTime()) };
}

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive), for a chart with no gaps. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00.000Z`);
  for (let ms = Date.parse(`${from}T00:00:00.000Z`); ms <= end && out.length <= MAX_SUMMARY_DAYS; ms += DAY_MS) out.push(isoDay(ms));
  return out;
}

/** Why a summary range cannot be asked for, or null: real days, from ≤ to, at most MAX_SUMMARY_DAYS. */
export function summaryRangeProblem(from: string, to: string): string | null {
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    const ms = Date.parse(`${value}T00:00:00.000Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(ms) || isoDay(ms) !== value) return `${name} must be a real date, YYYY-MM-DD`;
  }
  if (from > to) return 'from must not be after to';
  if (daysBetween(from, to).length > MAX_SUMMARY_DAYS) return `The range may cover at most ${MAX_SUMMARY_DAYS} days`;
  return null;
}
