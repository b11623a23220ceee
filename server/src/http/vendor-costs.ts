/**
 * Vendor costs stay inside (issue 32): what the site pays its sellers (vendor rates, the
 * payable side of PRICING.md rule 12, the vendors behind an option; shared-domain's
 * VENDOR_COST_KEYS) is in staff answers only. Every JSON answer of a service goes through
 * `registerVendorCostGuard`'s hook, so a route added later is covered without a change here;
 * an answer a route serializes itself (the catalog's cached ones) is projected with `answerFor`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStaff, withoutVendorCosts } from 'shared-domain';
import { routePathOf, type SessionUser } from '../auth/auth.hook';

/** The seller's own routes (studio, files, invitations) and the staff review of listings: a seller sees its own vendor rates there. */
const SELLER_ROUTES = '/seller/';

/** Whether the request's caller is staff (shared-domain's isStaff; an embedded session's user never is). */
export function seesVendorCosts(request: FastifyRequest): boolean {
  return isStaff((request as { user?: SessionUser | null }).user ?? null);
}

/** The answer as this request's caller may see it: whole for staff, else without vendor costs. */
export function answerFor<T>(request: FastifyRequest, value: T): T {
  return seesVendorCosts(request) ? value : (withoutVendorCosts(value) as T);
}

/**
 * Adds the hook that projects every object answer of this (encapsulated) service through
 * `answerFor` before its response schema serializes it, except on the seller routes, which
 * answer only a seller's own listings (or staff reviewing them). Register it after the auth hook.
 */
export function registerVendorCostGuard(app: FastifyInstance): void {
  const { prefix } = app;
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => (
    routePathOf(request, prefix).startsWith(SELLER_ROUTES) ? payload : answerFor(request, payload)
  ));
}
