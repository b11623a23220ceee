/**
 * Analytics events (SPEC.md section 7): page views, button and link clicks, time spent at
 * 10-second steps from 10 to 120 s (visible time only), and the funnel's actions. The browser
 * tracker sends them in batches to `POST /api/events`; the server checks a batch with
 * `checkEventBatch` and stores all of it or none. No personal data: no e-mail, no names.
 */

import { TIME_SPENT_STEPS } from './steps';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '../remotes/remote-list';

/** The funnel's actions, in funnel order after the page view. */
export const ACTION_NAMES = ['add_to_bag', 'save_campaign', 'lead'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export const EVENT_TYPES = ['pageview', 'click', 'time_spent', 'action', 'remote_error'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The most events one batch may carry. */
export const MAX_EVENTS_PER_BATCH = 50;
/** An event may be stamped at most this far ahead of the server's clock (clock skew). */
const MAX_EVENT_FUTURE_MS = 5 * 60_000;
/** An event older than this is refused (a tab that slept for a day sends nothing stale). */
const MAX_EVENT_AGE_MS = 24 * 60 * 60_000;

/** Longest text of each field, in characters. */
export const EVENT_TEXT_LIMITS = { path: 300, referrer: 500, label: 80, sessionId: 64, utm: 100, release: 40 } as const;

/** The campaign tags of the visit (from the landing URL), each optional. */
export type VisitUtm = { utm_source?: string; utm_medium?: string; utm_campaign?: string };

type EventBase = VisitUtm & {
  /** When it happened, ISO-8601 UTC. */
  at: string;
  /** Random per tab session (sessionStorage); never tied to a person. */
  sessionId: string;
  /** The page's path, without query or hash. */
  path: string;
};

/** A page view; `viewId` (random per view) names it for the remote_error events that happen in it. */
export type PageviewEvent = EventBase & { type: 'pageview'; referrer?: string; viewId?: string };
/** A button or link click; `label` is its accessible name, capped. */
export type ClickEvent = EventBase & { type: 'click'; label: string };
export type TimeSpentEvent = EventBase & { type: 'time_spent'; seconds: number };
export type ActionEvent = EventBase & { type: 'action'; name: ActionName };
/**
 * A remote's code failed in the page (the host's error boundary, or the server's render of a
 * release, which the page names): which remote, which release when the page knew it, and the
 * page view it happened in (only failures in a page view that was recorded count).
 */
export type RemoteErrorEvent = EventBase & { type: 'remote_error'; remote: RemoteName; release?: string; viewId?: string };
export type AnalyticsEvent = PageviewEvent | ClickEvent | TimeSpentEvent | ActionEvent | RemoteErrorEvent;

export type EventBatchCheck = { ok: true; events: AnalyticsEvent[] } | { ok: false; message: string };

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const COMMON_KEYS = ['type', 'at', 'sessionId', 'path', ...UTM_KEYS];
const EXTRA_KEYS: Readonly<Record<EventType, readonly string[]>> = {
  pageview: ['referrer', 'viewId'],
  click: ['label'],
  time_spent: ['seconds'],
  action: ['name'],
  remote_error: ['remote', 'release', 'viewId'],
};
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
// Control characters (C0, DEL, C1) never belong in a path, label or tag.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

class BatchError extends Error {}

const fail = (where: string, what: string): never => {
  throw new BatchError(`${where} ${what}`);
};

function text(event: Record<string, unknown>, where: string, field: string, max: number, required: boolean): string | undefined {
  const value = event[field];
  if (value === undefined && !required) return undefined;
  const at = `${where}.${field}`;
  if (typeof value !== 'string') return fail(at, required ? 'is required and must be text' : 'must be text');
  if (required && value.trim() === '') fail(at, 'must not be empty');
  if (value.length > max) fail(at, `is too long (at most ${max} characters)`);
  if (CONTROL.test(value)) fail(at, 'must not contain control characters');
  return value;
}

/** The event's page view id, when it has one (the session id's shape). */
function viewIdOf(event: Record<string, unknown>, where: string): { viewId?: string } {
  const viewId = text(event, where, 'viewId', EVENT_TEXT_LIMITS.sessionId, false);
  if (viewId === undefined) return {};
  if (!SESSION_ID.test(viewId)) fail(`${where}.viewId`, 'must be 8 to 64 letters, digits, "-" or "_"');
  return { viewId };
}

function checkOne(raw: unknown, index: number, nowMs: number): AnalyticsEvent {
  const where = `events[${index}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(where, 'must be an object');
  const event = raw as Record<string, unknown>;
  const type = event.type;
  if (typeof type !== 'string' || !(EVENT_TYPES as readonly string[]).includes(type)) {
    return fail(`${where}.type`, `must be one of ${EVENT_TYPES.join(', ')}`);
  }
  const kind = type as EventType;
  const allowed = [...COMMON_KEYS, ...EXTRA_KEYS[kind]];
  const unknown = Object.keys(event).find((k) => !allowed.includes(k));
  if (unknown !== undefined) fail(`${where}.${unknown}`, `is not a field of a ${kind} event`);

  const at = text(event, where, 'at', 30, true)!;
  const atMs = ISO_UTC.test(at) ? Date.parse(at) : NaN;
  if (Number.isNaN(atMs)) fail(`${where}.at`, 'must be an ISO-8601 UTC time such as 2025-04-01T08:00:00.000Z');
  if (atMs > nowMs + MAX_EVENT_FUTURE_MS) fail(`${where}.at`, 'is more than 5 minutes in the future');
  if (atMs < nowMs - MAX_EVENT_AGE_MS) fail(`${where}.at`, 'is more than 24 hours old');
  const sessionId = text(event, where, 'sessionId', EVENT_TEXT_LIMITS.sessionId, true)!;
  if (!SESSION_ID.test(sessionId)) fail(`${where}.sessionId`, 'must be 8 to 64 letters, digits, "-" or "_"');
  const path = text(event, where, 'path', EVENT_TEXT_LIMITS.path, true)!;
  if (!path.startsWith('/') || /[\s?#]/.test(path)) fail(`${where}.path`, 'must be a path starting with "/", without spaces, query or hash');

  const base: EventBase = { at: new Date(atMs).toISOString(), sessionId, path };
  for (const key of UTM_KEYS) {
    const value = text(event, where, key, EVENT_TEXT_LIMITS.utm, false);
    if (value !== undefined && value !== '') base[key] = value;
  }
  switch (kind) {
    case 'pageview': {
      const referrer = text(event, where, 'referrer', EVENT_TEXT_LIMITS.referrer, false);
      return { ...base, type: kind, ...(referrer ? { referrer } : {}), ...viewIdOf(event, where) };
    }
    case 'click':
      return { ...base, type: kind, label: text(event, where, 'label', EVENT_TEXT_LIMITS.label, true)!.trim() };
    case 'time_spent': {
      const seconds = event.seconds;
      if (typeof seconds !== 'number' || !TIME_SPENT_STEPS.includes(seconds)) fail(`${where}.seconds`, 'must be one of 10, 20, …, 120');
      return { ...base, type: kind, seconds: seconds as number };
    }
    case 'action': {
      const name = event.name;
      if (typeof name !== 'string' || !(ACTION_NAMES as readonly string[]).includes(name)) fail(`${where}.name`, `must be one of ${ACTION_NAMES.join(', ')}`);
      return { ...base, type: kind, name: name as ActionName };
    }
    case 'remote_error': {
      const remote = event.remote;
      if (!isRemoteName(remote)) fail(`${where}.remote`, `must be one of ${REMOTE_NAMES.join(', ')}`);
      const release = text(event, where, 'release', EVENT_TEXT_LIMITS.release, false);
      if (release !== undefined && !/^[0-9A-Za-z.+-]+$/.test(release)) fail(`${where}.release`, 'must be a release version or built-in');
      return { ...base, type: kind, remote: remote as RemoteName, ...(release ? { release } : {}), ...viewIdOf(event, where) };
    }
  }
}

/**
 * A batch as sent (the `events` array), all or nothing: at most 50 events, each well-formed,
 * stamped no more than 5 minutes ahead of `now` and no more than 24 hours before it. The
 * events (times normalised to `toISOString`, empty tags dropped), or a sentence naming the
 * first bad event's index and field.
 */
export function checkEventBatch(input: unknown, now: Date = new Date()): EventBatchCheck {
  if (!Array.isArray(input)) return { ok: false, message: 'events must be a list of events' };
  if (input.length === 0) return { ok: false, message: 'events must hold at least one event' };
  if (input.length > MAX_EVENTS_PER_BATCH) return { ok: false, message: `events may hold at most ${MAX_EVENTS_PER_BATCH} events (got ${input.length})` };
  try {
    const nowMs = now.getTime();
    return { ok: true, events: input.map((raw, i) => checkOne(raw, i, nowMs)) };
  } catch (err) {
    if (err instanceof BatchError) return { ok: false, message: err.message };
    throw err;
  }
}
