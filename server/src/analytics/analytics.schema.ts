import { Type, type Static } from '@sinclair/typebox';
import { ACTION_NAMES, EVENT_TEXT_LIMITS, EVENT_TYPES, FUNNEL_STEPS, MAX_EVENTS_PER_BATCH, REMOTE_NAMES } from 'shared-domain';
import { errorResponses, StringEnum } from '../http/schema-helpers';

const utm = (name: string) => Type.Optional(Type.String({ maxLength: EVENT_TEXT_LIMITS.utm, description: `The visit's ${name} tag` }));

/** One event (shared-domain/analytics); which optional fields apply depends on `type`. */
export const EventSchema = Type.Object(
  {
    type: StringEnum(EVENT_TYPES),
    at: Type.String({ maxLength: 30, description: 'ISO-8601 UTC; at most 5 minutes ahead, at most 24 hours old' }),
    sessionId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'Random per tab session' }),
    path: Type.String({ minLength: 1, maxLength: EVENT_TEXT_LIMITS.path, description: 'The page path, without query or hash' }),
    referrer: Type.Optional(Type.String({ maxLength: EVENT_TEXT_LIMITS.referrer, description: 'pageview' })),
    label: Type.Optional(Type.String({ maxLength: EVENT_TEXT_LIMITS.label, description: "click: the button's or link's accessible name" })),
    seconds: Type.Optional(Type.Integer({ minimum: 10, maximum: 120, multipleOf: 10, description: 'time_spent: visible seconds, 10…120 in steps of 10' })),
    name: Type.Optional(StringEnum(ACTION_NAMES, { description: 'action' })),
    remote: Type.Optional(StringEnum(REMOTE_NAMES, { description: 'remote_error: the remote that failed to load' })),
    release: Type.Optional(Type.String({ maxLength: EVENT_TEXT_LIMITS.release, pattern: '^[0-9A-Za-z.+-]+$', description: "remote_error: the failed remote's release (a version or built-in), when the page knew it" })),
    viewId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'pageview: random per page view; remote_error: the page view it happened in (only those count in a remote\'s error rate)' })),
    utm_source: utm('utm_source'),
    utm_medium: utm('utm_medium'),
    utm_campaign: utm('utm_campaign'),
  },
  { additionalProperties: false },
);

export const EventBatchBody = Type.Object(
  {
    events: Type.Array(EventSchema, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }),
    token: Type.Optional(Type.String({ maxLength: 200, description: 'The session token, for navigator.sendBeacon (which cannot send headers); checked like x-access-token' })),
  },
  { additionalProperties: false },
);
export type EventBatchBodyType = Static<typeof EventBatchBody>;

export const ingestSchema = {
  summary: 'Record a batch of analytics events (all or none)',
  description: 'JSON, or the same JSON sent as text/plain (navigator.sendBeacon). A signed-in sender is recognised by x-access-token or the body\'s token.',
  tags: ['analytics'],
  consumes: ['application/json', 'text/plain'],
  body: EventBatchBody,
  response: { 202: Type.Object({ accepted: Type.Integer({ description: 'Events stored' }) }), ...errorResponses(400, 429) },
};

const DAY = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' };

export const SummaryQuery = Type.Object({
  from: Type.Optional(Type.String({ ...DAY, description: 'First day, YYYY-MM-DD (UTC); default 29 days before `to`' })),
  to: Type.Optional(Type.String({ ...DAY, description: 'Last day, YYYY-MM-DD (UTC); default today' })),
});

export const SummaryResponse = Type.Object({
  from: Type.String(),
  to: Type.String(),
  pageViews: Type.Array(Type.Object({ route: Type.String(), day: Type.String(), views: Type.Integer() })),
  utmSources: Type.Array(Type.Object({ source: Type.String(), sessions: Type.Integer(), views: Type.Integer() })),
  funnel: Type.Array(Type.Object({ step: StringEnum(FUNNEL_STEPS), sessions: Type.Integer(), fromPrevious: Type.Union([Type.Number(), Type.Null()]) })),
});

export const summarySchema = {
  summary: 'Page views per route per day, top sources and the funnel (staff only)',
  tags: ['analytics'],
  security: [{ accessToken: [] }],
  querystring: SummaryQuery,
  response: { 200: SummaryResponse, ...errorResponses(400, 401, 403) },
};
