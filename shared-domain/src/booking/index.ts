/** shared-domain/booking: booking with the seller (issue 37) — availability, holds, requests, insertion orders and GST invoices, as pure rules and the routes' shapes. */
export * from './types';
export * from './gst';
export * from './einvoice';
export * from './finance';
export * from './availability';
export * from './holds';
export * from './requests';
export * from './insertion-order';
