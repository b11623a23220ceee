/**
 * Booking with the seller (issue 37), in service B: availability and holds, requests to sellers,
 * signed insertion orders, GST invoices and the finance view. Each part registers its routes here.
 */
import type { TypedFastify } from '../http/type-provider';
import { DEVELOPMENT_INVOICE_CONFIG } from './invoices/invoice-config';
import type { BookingDeps } from './bookings.module';

export type { BookingDeps } from './bookings.module';
import { registerInvoiceRoutes } from './invoices/invoice.routes';
import { createInvoiceRepository } from './invoices/invoice.repository';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import { createCampaignRepository } from '../campaigns/campaign.repository';
import { createAvailabilityRepository } from './availability/availability.repository';
import { registerAvailabilityRoutes } from './availability/availability.routes';
import { registerHoldRoutes } from './holds/holds.routes';
import { registerCampaignBookingsRoutes } from './campaign-bookings';
import { registerInsertionOrderRoutes } from './orders/order.routes';
import { registerBookingRequestRoutes } from './requests/request.routes';
import { createDeliveryRepository } from '../proofs/delivery/delivery.repository';

/** Registers every booking route on service B's app (public, signed-in and role scopes inside). */
export function registerBookings(app: TypedFastify, deps: BookingDeps): void {
  // Availability and holds (H1).
  registerAvailabilityRoutes(app, { availability: createAvailabilityRepository(deps.db), now: deps.now });
  registerHoldRoutes(app, deps);

  // Requests, insertion orders, signatures, the campaign's bookings (H2).
  registerBookingRequestRoutes(app, deps);
  registerInsertionOrderRoutes(app, deps);
  registerCampaignBookingsRoutes(app, deps);

  // Invoices, finance (H3).
  registerInvoiceRoutes(app, {
    now: deps.now,
    campaigns: createCampaignRepository(deps.db, deps.now),
    invoices: createInvoiceRepository(deps.db, renderInvoicePdf),
    config: deps.invoices ?? DEVELOPMENT_INVOICE_CONFIG,
    delivery: (loaded) => createDeliveryRepository(deps.db, deps.now).ledger(loaded),
  });
}
