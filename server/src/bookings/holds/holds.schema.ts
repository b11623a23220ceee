import { Type } from '@sinclair/typebox';
import { MAX_HOLD_UNITS } from 'shared-domain';
import { ErrorResponseWith, errorResponses } from '../../http/schema-helpers';
import { Range } from '../availability/availability.schema';
import { BookingHoldSchema, BookingRequestSchema } from '../requests/booking-schemas';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const Id = Type.String({ minLength: 1, maxLength: 64 });

const Taken = ErrorResponseWith({ nextFree: Type.Optional(Type.Union([Range, Type.Null()])) }, '`taken`: others hold or booked the units; nextFree: the next free dates of the same length, or null');

export const placeHoldSchema = {
  summary: 'Holds units of an option for a range of days (signed in, verified phone); sends the request to its seller',
  description: 'The hold lapses after the option\'s hold time (48 hours by default) unless the seller confirms it. 400 names the field; 409 `taken` when others hold the units.',
  tags, security,
  body: Type.Object({
    optionId: Id,
    from: Type.String({ maxLength: 10, description: 'First day (YYYY-MM-DD), today or later' }),
    to: Type.String({ maxLength: 10, description: 'Last day (YYYY-MM-DD), within the kept availability' }),
    units: Type.Integer({ minimum: 1, maximum: MAX_HOLD_UNITS }),
    bagItemId: Type.Optional(Id),
    campaignId: Type.Optional(Id),
    lineId: Type.Optional(Id),
  }, { additionalProperties: false }),
  response: {
    201: Type.Object({ hold: BookingHoldSchema, request: BookingRequestSchema }),
    ...errorResponses(400, 401, 403, 404),
    409: Taken,
  },
};

export const listHoldsSchema = {
  summary: "The caller's holds, newest first (of one campaign when named)",
  tags, security,
  querystring: Type.Object({ campaignId: Type.Optional(Id) }),
  response: { 200: Type.Object({ holds: Type.Array(BookingHoldSchema) }), ...errorResponses(400, 401) },
};

export const releaseHoldSchema = {
  summary: "Releases the caller's active hold; its request is cancelled (409 once confirmed)",
  tags, security,
  params: Type.Object({ id: Id }),
  response: { 200: Type.Object({ hold: BookingHoldSchema }), ...errorResponses(401, 404, 409) },
};

export const requestLineSchema = {
  summary: "Sends a campaign's plan line to its seller as a booking request (owner or staff), with a hold when availability is kept for its dates",
  tags, security,
  params: Type.Object({ id: Id }),
  body: Type.Object({ lineId: Id }, { additionalProperties: false }),
  response: {
    201: Type.Object({ hold: Type.Union([BookingHoldSchema, Type.Null()]), request: BookingRequestSchema }),
    ...errorResponses(400, 401, 403, 404),
    409: Taken,
  },
};
