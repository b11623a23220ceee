/**
 * Insertion order routes of service B (issue 37): read, the PDF (with its SHA-256 in
 * `X-Content-SHA256`), signatures by typed name, withdrawal, revision.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { registerSignedIn } from '../../auth/auth.hook';
import { errorResponses, StringEnum } from '../../http/schema-helpers';
import type { TypedFastify } from '../../http/type-provider';
import { CONTENT_TYPES_KEY } from '../../openapi/openapi-collector';
import type { BookingDeps } from '../bookings.module';
import { InsertionOrderSchema } from '../requests/booking-schemas';
import { createOrderActions } from './insertion-orders.repository';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const Day = (description: string) => Type.Optional(Type.String({ maxLength: 10, description }));

const readSchema = {
  summary: 'An insertion order version (the buyer, the seller side, staff)', tags, security, params: Params,
  response: { 200: InsertionOrderSchema, ...errorResponses(401, 404) },
};

const pdfSchema = {
  summary: "The insertion order's PDF, as stored (attachment <number>.pdf)",
  description: 'X-Content-SHA256 carries the SHA-256 (hex) of exactly these bytes: the hash each signature names.',
  tags, security, params: Params,
  response: { 200: Type.Unsafe<unknown>({ description: 'The PDF bytes', [CONTENT_TYPES_KEY]: ['application/pdf'] }), ...errorResponses(401, 404) },
};

const signSchema = {
  summary: 'Signs the order by typing a full name, for one side',
  description: "Records the name, the time, the signer's account and the version's SHA-256. 403 when signing for the other side; 409 when the side has signed or the version was replaced.",
  tags, security, params: Params,
  body: Type.Object({
    name: Type.String({ maxLength: 500, description: 'The full name, 2 to 120 characters' }),
    side: StringEnum(['buyer', 'seller'] as const),
  }, { additionalProperties: false }),
  response: { 200: InsertionOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

const withdrawSchema = {
  summary: 'Withdraws the caller\'s signature while the other side has not signed (409 after)',
  tags, security,
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), signatureId: Type.String({ minLength: 1, maxLength: 64 }) }),
  response: { 200: InsertionOrderSchema, ...errorResponses(401, 403, 404, 409) },
};

const reviseSchema = {
  summary: 'The seller side or staff revise the order: a new version (new PDF, new hash), the previous superseded, signatures start again',
  description: 'Changed dates or units are checked against availability (409 taken); 400 names the field.',
  tags, security, params: Params,
  body: Type.Object({
    from: Day('YYYY-MM-DD, not in the past'),
    to: Day('YYYY-MM-DD, not before from'),
    units: Type.Optional(Type.Number({ description: 'Whole units, 1 to 10,000' })),
    rate: Type.Optional(Type.Number({ description: 'Rupees per unit, more than 0' })),
    terms: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 40, description: 'The terms of the new version (at most 20, each up to 500 characters)' })),
  }, { additionalProperties: false }),
  response: { 200: InsertionOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

/** Registers the insertion order routes (signed-in scope inside). */
export function registerInsertionOrderRoutes(app: TypedFastify, deps: BookingDeps): void {
  const orders = createOrderActions(deps.db, deps.now);
  registerSignedIn(app, (scope) => {
    scope.get('/insertion-orders/:id', { schema: readSchema }, async (request) => orders.read(request.params.id, request.user));

    scope.get('/insertion-orders/:id/pdf', { schema: pdfSchema }, async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const pdf = await orders.pdf(request.params.id, request.user);
      return reply
        .header('content-type', 'application/pdf')
        .header('x-content-sha256', pdf.sha256)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${pdf.number}.pdf"`)
        .send(pdf.bytes);
    });

    scope.post('/insertion-orders/:id/signatures', { schema: signSchema }, async (request) =>
      orders.sign(request.params.id, request.user, request.body.side, request.body.name));

    scope.delete('/insertion-orders/:id/signatures/:signatureId', { schema: withdrawSchema }, async (request) =>
      orders.withdraw(request.params.id, request.params.signatureId, request.user));

    scope.post('/insertion-orders/:id/revise', { schema: reviseSchema }, async (request) => orders.revise(request.params.id, request.user, request.body));
  });
}
