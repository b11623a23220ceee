/**
 * Booking with the seller (issue 37), in service B: availability and holds, requests to sellers,
 * signed insertion orders, GST invoices and the finance view. Each part registers its routes here.
 */
import type { Db } from '../db/database';
import type { OtpDelivery } from '../delivery/delivery';
import type { TypedFastify } from '../http/type-provider';
import { registerCampaignBookingsRoutes } from './campaign-bookings';
import { registerInsertionOrderRoutes } from './orders/order.routes';
import { registerBookingRequestRoutes } from './requests/request.routes';

export type BookingDeps = {
  db: Db;
  now: () => Date;
  /** Where the e-mails to sellers and buyers go (the outbox in development). */
  delivery: OtpDelivery;
};

/** Registers every booking route on service B's app (public, signed-in and role scopes inside). */
export function registerBookings(app: TypedFastify, deps: BookingDeps): void {
  // Availability and holds (H1).

  // Requests, insertion orders, signatures, the campaign's bookings (H2).
  registerBookingRequestRoutes(app, deps);
  registerInsertionOrderRoutes(app, deps);
  registerCampaignBookingsRoutes(app, deps);

  // Invoices, finance (H3).
  void app;
  void deps;
}
