import { Type } from '@sinclair/typebox';
import { LEAD_LIMITS, LEAD_STATUSES, LEAD_TIMELINES } from 'shared-domain';
import { errorResponses, StringEnum } from '../http/schema-helpers';
import { CONTENT_TYPES_KEY } from '../openapi/openapi-collector';

/**
 * Text fields take a little more than their cap here, so an over-long value reaches
 * shared-domain's checkLead and is refused with its words ("Name can be at most 100 characters…").
 */
const text = (max: number, description: string) => Type.String({ maxLength: max * 2, description });

export const LeadBodySchema = Type.Object(
  {
    name: text(LEAD_LIMITS.name, 'Up to 100 characters'),
    email: Type.String({ maxLength: 254 }),
    phone: Type.String({ maxLength: 40, description: 'Indian mobile: +91 and 10 digits, or 10 digits starting 6–9; stored as +91XXXXXXXXXX' }),
    budget: Type.Optional(Type.Union([Type.Number(), Type.Null()], { description: 'Whole rupees, 1 to 1,000,000,000' })),
    adTimeLine: Type.Optional(Type.String({ maxLength: 200, description: `When to start: the form offers ${LEAD_TIMELINES.join(', ')}; any one line of at most 100 characters, or ''` })),
    requirements: Type.Optional(text(LEAD_LIMITS.requirements, 'Up to 2000 characters')),
    source: Type.Optional(text(LEAD_LIMITS.source, 'The page path (/contact-us) or popup (lead-magnet:radio) it was sent from; when absent, the path of the Referer header')),
    utm_source: Type.Optional(text(LEAD_LIMITS.utm, 'Up to 100 characters')),
    utm_medium: Type.Optional(text(LEAD_LIMITS.utm, 'Up to 100 characters')),
    utm_campaign: Type.Optional(text(LEAD_LIMITS.utm, 'Up to 100 characters')),
  },
  { additionalProperties: false },
);

export const createLeadSchema = {
  summary: 'Send a lead (guests welcome; a valid token records the user). A repeat of the same lead within 10 minutes answers the first one’s id',
  tags: ['leads'],
  body: LeadBodySchema,
  response: { 201: Type.Object({ _id: Type.String() }), ...errorResponses(400, 429) },
};

export const LeadSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  budget: Type.Union([Type.Number(), Type.Null()]),
  adTimeLine: Type.String(),
  requirements: Type.String(),
  source: Type.String(),
  utm_source: Type.String(),
  utm_medium: Type.String(),
  utm_campaign: Type.String(),
  userId: Type.Union([Type.String(), Type.Null()]),
  status: StringEnum(LEAD_STATUSES),
  note: Type.String(),
  assignee: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const LeadFiltersSchema = Type.Object(
  {
    status: Type.Optional(StringEnum(LEAD_STATUSES)),
    source: Type.Optional(Type.String({ minLength: 1, maxLength: LEAD_LIMITS.source, description: 'Exact source (page path or popup name)' })),
    utm_source: Type.Optional(Type.String({ minLength: 1, maxLength: LEAD_LIMITS.utm })),
    from: Type.Optional(Type.String({ pattern: DATE, description: 'First day, YYYY-MM-DD, India Standard Time' })),
    to: Type.Optional(Type.String({ pattern: DATE, description: 'Last day (included), YYYY-MM-DD, India Standard Time' })),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, e-mail or phone' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { additionalProperties: false },
);

const staffOnly = { security: [{ accessToken: [] }], tags: ['leads'] };

export const listLeadsSchema = {
  ...staffOnly,
  summary: 'Leads, newest first, with filters (staff: all; a white-label-admin: its organisation\'s)',
  querystring: LeadFiltersSchema,
  response: {
    200: Type.Object({
      leads: Type.Array(LeadSchema),
      total: Type.Integer(),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      sources: Type.Array(Type.String(), { description: 'Every source seen, for the filter' }),
      utmSources: Type.Array(Type.String(), { description: 'Every utm_source seen, for the filter' }),
    }),
    ...errorResponses(400, 401, 403),
  },
};

export const exportLeadsSchema = {
  ...staffOnly,
  summary: 'The filtered leads as CSV, newest first (staff: all; a white-label-admin: its organisation\'s; paging ignored)',
  querystring: Type.Omit(LeadFiltersSchema, ['page', 'pageSize']),
  response: { 200: Type.String({ description: 'The CSV file (text/csv; charset=utf-8, as an attachment)', [CONTENT_TYPES_KEY]: ['text/csv'] }), ...errorResponses(400, 401, 403) },
};

export const patchLeadSchema = {
  ...staffOnly,
  summary: 'Change a lead’s status (allowed steps only), note or assignee (staff; a white-label-admin: its organisation\'s leads only)',
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  body: Type.Object(
    {
      status: Type.Optional(StringEnum(LEAD_STATUSES)),
      note: Type.Optional(Type.String({ maxLength: LEAD_LIMITS.note * 2 })),
      assignee: Type.Optional(Type.String({ maxLength: LEAD_LIMITS.assignee * 2 })),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ lead: LeadSchema }), ...errorResponses(400, 401, 403, 404) },
};
