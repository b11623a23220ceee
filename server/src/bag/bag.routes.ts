import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/auth.hook';
import type { Db } from '../db/database';
import type { TypedFastify } from '../http/type-provider';
import { toBagResponse, toCountResponse } from './bag.model';
import { createBagRepository, type BagRepository } from './bag.repository';
import { addToBagSchema, bagCountSchema, getBagSchema } from './bag.schema';

/** GET /bag, GET /bag/count, POST /bag (service A; a signed-in user is required). */
export function registerBagRoutes(app: TypedFastify, db: Db, now: () => Date = () => new Date()): BagRepository {
  const bags = createBagRepository(db, now);
  // Runs after the service's auth hook and before body validation: anonymous calls get 401, not 400.
  const signedIn = async (request: FastifyRequest) => {
    requireUser(request);
  };

  app.get('/bag', { schema: getBagSchema, onRequest: signedIn }, async (request) => {
    const user = requireUser(request);
    const found = await bags.findBag(user._id);
    return toBagResponse(found?.bag ?? null, found?.lines ?? []);
  });

  app.get('/bag/count', { schema: bagCountSchema, onRequest: signedIn }, async (request) => {
    const user = requireUser(request);
    return toCountResponse(await bags.listLines(user._id));
  });

  app.post('/bag', { schema: addToBagSchema, onRequest: signedIn }, async (request) => {
    const user = requireUser(request);
    const optionIds = request.body.items.map((item) => item._id);
    const key = request.headers['idempotency-key'];
    const { count } = await bags.addItems(user._id, optionIds, key ? { key, fingerprint: optionIds } : undefined);
    return { count };
  });

  return bags;
}
