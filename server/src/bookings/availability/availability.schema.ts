import { Type } from '@sinclair/typebox';
import { MAX_AVAILABILITY_OPTIONS, MAX_DAY_UNITS, MAX_HOLD_HOURS, MAX_RANGE_DAYS, MIN_HOLD_HOURS } from 'shared-domain';
import { ErrorResponseWith, errorResponses, StringEnum } from '../../http/schema-helpers';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const Day = (description: string) => Type.String({ maxLength: 10, description: `${description} (YYYY-MM-DD, India time)` });

export const Range = Type.Object({ from: Type.String(), to: Type.String() });

export const AvailabilitySummarySchema = Type.Object({
  state: StringEnum(['available', 'few', 'booked', 'on-request'] as const),
  free: Type.Integer({ description: 'The fewest free units on any day of the range (0 when on request)' }),
  label: Type.String({ description: '"Available", "2 left", "Booked" or "On request"' }),
  nextFree: Type.Union([Range, Type.Null()], { description: 'The first later range of the same length that is free, when booked' }),
});

export const OptionAvailabilitySchema = Type.Object({
  optionId: Type.String(),
  from: Type.String(),
  to: Type.String(),
  onRequest: Type.Boolean({ description: 'True when a day of the range has no availability kept' }),
  holdHours: Type.Integer(),
  keptUntil: Type.Union([Type.String(), Type.Null()], { description: 'The last day the seller keeps availability for' }),
  days: Type.Array(Type.Object({ date: Type.String(), units: Type.Integer(), held: Type.Integer(), booked: Type.Integer(), free: Type.Integer() })),
  summary: AvailabilitySummarySchema,
});

const OptionIdParams = Type.Object({ optionId: Type.String({ minLength: 1, maxLength: 64 }) });

export const readAvailabilitySchema = {
  summary: 'Availability of up to 50 options over a range of days, with what holds take now (public; never cached)',
  tags,
  querystring: Type.Object({
    options: Type.String({ minLength: 1, maxLength: MAX_AVAILABILITY_OPTIONS * 65, description: `Option ids, comma-separated (at most ${MAX_AVAILABILITY_OPTIONS})` }),
    from: Day('The first day'),
    to: Day(`The last day; at most ${MAX_RANGE_DAYS} days after the first`),
  }),
  response: { 200: Type.Object({ availability: Type.Array(OptionAvailabilitySchema) }), ...errorResponses(400) },
};

export const writeAvailabilitySchema = {
  summary: "Sets the units of each day of a range (the option's seller, or staff); null clears the days back to on request",
  tags, security,
  params: OptionIdParams,
  body: Type.Object({
    from: Day('The first day'),
    to: Day(`The last day; at most ${MAX_RANGE_DAYS} days after the first`),
    units: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_DAY_UNITS }), Type.Null()], { description: `0..${MAX_DAY_UNITS}, or null: on request` }),
    weekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: 7, description: 'Only these weekdays (0 Sunday .. 6 Saturday)' })),
  }, { additionalProperties: false }),
  response: {
    200: OptionAvailabilitySchema,
    ...errorResponses(400, 401, 403, 404),
    409: ErrorResponseWith({}, 'A day has holds: it cannot be cleared or set below what they take'),
  },
};

export const holdSettingsSchema = {
  summary: 'Sets how long a hold of the option lasts unconfirmed (the seller, or staff)',
  tags, security,
  params: OptionIdParams,
  body: Type.Object({ holdHours: Type.Integer({ minimum: MIN_HOLD_HOURS, maximum: MAX_HOLD_HOURS }) }, { additionalProperties: false }),
  response: { 200: Type.Object({ holdHours: Type.Integer() }), ...errorResponses(400, 401, 403, 404) },
};
