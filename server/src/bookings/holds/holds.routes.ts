/** POST /holds, GET /holds, DELETE /holds/{id}, POST /campaigns/{id}/booking-requests (all signed in). */
import { registerSignedIn } from '../../auth/auth.hook';
import type { TypedFastify } from '../../http/type-provider';
import { requestBookingForLine } from './campaign-request.repository';
import { createHoldsService, type HoldsDeps } from './hold-actions.repository';
import { listHoldsSchema, placeHoldSchema, releaseHoldSchema, requestLineSchema } from './holds.schema';

export function registerHoldRoutes(app: TypedFastify, deps: HoldsDeps): void {
  const withLog: HoldsDeps = { ...deps, log: deps.log ?? app.log };
  const holds = createHoldsService(withLog);
  registerSignedIn(app, (signedIn) => {
    signedIn.post('/holds', { schema: placeHoldSchema }, async (request, reply) =>
      reply.code(201).send(await holds.place(request.user, request.body)));
    signedIn.get('/holds', { schema: listHoldsSchema }, async (request) => ({ holds: await holds.list(request.user, request.query.campaignId) }));
    signedIn.delete('/holds/:id', { schema: releaseHoldSchema }, async (request) => ({ hold: await holds.release(request.user, request.params.id) }));
    signedIn.post('/campaigns/:id/booking-requests', { schema: requestLineSchema }, async (request, reply) =>
      reply.code(201).send(await requestBookingForLine(withLog, request.user, request.params.id, request.body.lineId)));
  });
}
