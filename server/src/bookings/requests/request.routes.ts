/**
 * Booking request routes of service B (issue 37): the seller's inbox, the buyer's list, and
 * one request with its order, the answers (viewed, accept, decline, counter, the buyer's
 * answer to a counter). E-mails go to the buyer when the seller answers, and to the seller
 * account when the buyer answers a counter-offer.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { BookingRequest, BookingRequestStatus, InsertionOrder } from 'shared-domain';
import { registerSignedIn, type SessionUser } from '../../auth/auth.hook';
import { errorResponses, StringEnum } from '../../http/schema-helpers';
import type { TypedFastify } from '../../http/type-provider';
import type { BookingDeps } from '../bookings.module';
import { createOrderActions } from '../orders/insertion-orders.repository';
import { mailBuyer, sellerCounterAnswerMail, sendBookingMail, type BuyerMailKind } from './booking-mail';
import {
  BookingRequestSchema, REQUEST_STATUSES, RequestAnswerSchema, RequestListSchema, RequestWithMaybeOrderSchema, RequestWithOrderSchema,
} from './booking-schemas';
import {
  buyerRequests, createRequestActions, requestOfId, sellerEmailOfRequest, sellerInbox, visibleRequest, type AnswerResult,
} from './booking-requests.repository';
import { emailOf } from './request-store.repository';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const inboxSchema = {
  summary: "The seller's booking requests inbox, newest first (members of a seller account; staff see the requests of the marketplace's own catalogue)",
  tags, security,
  querystring: Type.Object({ status: Type.Optional(StringEnum(REQUEST_STATUSES, { description: 'Only requests in this state (as read now)' })) }, { additionalProperties: false }),
  response: { 200: RequestListSchema, ...errorResponses(400, 401, 404) },
};

const buyerListSchema = {
  summary: "The caller's booking requests as the buyer, or a campaign's (its readers, staff), newest first",
  tags, security,
  querystring: Type.Object({ campaignId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }, { additionalProperties: false }),
  response: { 200: RequestListSchema, ...errorResponses(400, 401, 403, 404) },
};

const readSchema = {
  summary: 'One booking request with its current insertion order (the buyer, the seller side, staff)',
  description: 'order is null until the request is accepted. 404 for anyone else, as if the request did not exist.',
  tags, security, params: Params,
  response: { 200: RequestWithMaybeOrderSchema, ...errorResponses(401, 404) },
};

const answer = <T extends TSchema>(summary: string, description: string, ok: T) => ({
  summary, description, tags, security, params: Params,
  response: { 200: ok, ...errorResponses(400, 401, 403, 404, 409) },
});

const viewedSchema = answer('The seller side opened the request: sets viewedAt once (sent → viewed); idempotent', '404 for a seller of another account.', RequestAnswerSchema);
const acceptSchema = answer(
  'The seller side accepts the request: the hold is confirmed and insertion order v1 issued',
  '409 once answered or past respondBy (the request then reads expired); 403 for the buyer.', RequestWithOrderSchema,
);
const declineSchema = {
  ...answer('The seller side declines the request with a reason; the hold is released', '400 without a reason (or over 500 characters), nothing written.', RequestAnswerSchema),
  body: Type.Object({ reason: Type.Optional(Type.String({ maxLength: 2000, description: 'Required, 1 to 500 characters once trimmed' })) }, { additionalProperties: false }),
};
const counterSchema = {
  ...answer(
    'The seller side counters with another rate, dates or units; the hold is kept until the buyer answers',
    "At least one term must change; the buyer's deadline is now + the option's hold hours. 400 names the field.",
    RequestAnswerSchema,
  ),
  body: Type.Object({
    rate: Type.Optional(Type.Number({ description: 'Rupees per unit, more than 0' })),
    from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, not in the past' })),
    to: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, not before from' })),
    units: Type.Optional(Type.Number({ description: 'Whole units, 1 to 10,000' })),
    note: Type.Optional(Type.String({ maxLength: 2000, description: 'At most 500 characters' })),
  }, { additionalProperties: false }),
};
const counterAnswerSchema = {
  ...answer(
    'The buyer answers a counter-offer: yes books the new terms (409 taken when the units are no longer free) and issues order v1; no declines it',
    "A yes sets the campaign line's agencyRate to the countered rate so the campaign's figures match. 403 for anyone but the buyer.",
    RequestWithMaybeOrderSchema,
  ),
  body: Type.Object({ accept: Type.Boolean() }, { additionalProperties: false }),
};

export { BookingRequestSchema };

/** Registers the request routes (signed-in scope inside). */
export function registerBookingRequestRoutes(app: TypedFastify, deps: BookingDeps): void {
  const actions = createRequestActions(deps.db, deps.now);
  const orders = createOrderActions(deps.db, deps.now);

  const requestById = (id: string): Promise<BookingRequest> => requestOfId(deps.db, id, deps.now());

  /** The answer's request (and order), and the buyer's e-mail when the seller answered. */
  const answered = async (
    log: FastifyBaseLogger, user: SessionUser, result: AnswerResult, mail: BuyerMailKind | null,
  ): Promise<{ request: BookingRequest; order: InsertionOrder | null }> => {
    const request = await requestById(result.requestId);
    if (mail) {
      await mailBuyer(deps.delivery, log, await emailOf(deps.db, result.buyerId), mail, request, result.orderNumber);
    }
    return { request, order: result.orderId ? await orders.read(result.orderId, user) : null };
  };

  registerSignedIn(app, (scope) => {
    scope.get('/seller/booking-requests', { schema: inboxSchema }, async (request) => {
      const status: BookingRequestStatus | undefined = request.query.status;
      return { requests: await sellerInbox(deps.db, request.user, status, deps.now()) };
    });

    scope.get('/booking-requests', { schema: buyerListSchema }, async (request) =>
      ({ requests: await buyerRequests(deps.db, request.user, request.query.campaignId ?? null, deps.now()) }));

    scope.post('/booking-requests/:id/viewed', { schema: viewedSchema }, async (request) => {
      await actions.viewed(request.params.id, request.user);
      return { request: await requestById(request.params.id) };
    });

    scope.post('/booking-requests/:id/accept', { schema: acceptSchema }, async (request) => {
      const result = await answered(request.log, request.user, await actions.accept(request.params.id, request.user), 'accepted');
      return { request: result.request, order: result.order! };
    });

    scope.post('/booking-requests/:id/decline', { schema: declineSchema }, async (request) => {
      const result = await answered(request.log, request.user, await actions.decline(request.params.id, request.user, request.body.reason), 'declined');
      return { request: result.request };
    });

    scope.post('/booking-requests/:id/counter', { schema: counterSchema }, async (request) => {
      const result = await answered(request.log, request.user, await actions.counter(request.params.id, request.user, request.body), 'countered');
      return { request: result.request };
    });

    scope.get('/booking-requests/:id', { schema: readSchema }, async (request) => {
      const found = await visibleRequest(deps.db, request.params.id, request.user, deps.now());
      return { request: found, order: found.orderId ? await orders.read(found.orderId, request.user) : null };
    });

    scope.post('/booking-requests/:id/counter-answer', { schema: counterAnswerSchema }, async (request) => {
      const { accept } = request.body;
      const result = await answered(request.log, request.user, await actions.counterAnswer(request.params.id, request.user, accept), null);
      const mail = sellerCounterAnswerMail(result.request, accept, result.order?.content.number ?? null);
      await sendBookingMail(deps.delivery, request.log, await sellerEmailOfRequest(deps.db, result.request._id), mail, result.request._id);
      return result;
    });
  });
}
