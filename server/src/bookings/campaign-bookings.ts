/**
 * GET /campaigns/{id}/bookings (issue 37): everything booked for a campaign, for its readers —
 * holds, requests, the current version of each insertion order, and the audit trail in order.
 */
import { registerSignedIn } from '../auth/auth.hook';
import { CampaignIdParams } from '../campaigns/campaign.schema';
import { errorResponses } from '../http/schema-helpers';
import type { TypedFastify } from '../http/type-provider';
import type { BookingDeps } from './bookings.module';
import { campaignBookings } from './campaign-bookings.repository';
import { CampaignBookingsSchema } from './requests/booking-schemas';

const schema = {
  summary: "A campaign's bookings: holds, requests, current insertion orders and the audit trail (campaign readers)",
  tags: ['bookings'], security: [{ bearerAuth: [] }],
  params: CampaignIdParams,
  response: { 200: CampaignBookingsSchema, ...errorResponses(401, 403, 404) },
};

/** Registers GET /campaigns/{id}/bookings (signed-in scope inside). */
export function registerCampaignBookingsRoutes(app: TypedFastify, deps: BookingDeps): void {
  registerSignedIn(app, (scope) => {
    scope.get('/campaigns/:id/bookings', { schema }, async (request) => campaignBookings(deps.db, request.params.id, request.user, deps.now()));
  });
}
