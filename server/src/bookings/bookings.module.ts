/** What every part of booking with the seller (issue 37) is built from: the store, the clock, the mail and the invoice settings. */
import type { Db } from '../db/database';
import type { OtpDelivery } from '../delivery/delivery';
import type { InvoiceConfig } from './invoices/invoice-config';

export type BookingDeps = {
  db: Db;
  now: () => Date;
  /** Where the e-mails to sellers and buyers go (the outbox in development). */
  delivery: OtpDelivery;
  /** GST invoice settings (INVOICE_SUPPLIER, INVOICE_PREFIX: config.invoices); the development demo supplier when absent. */
  invoices?: InvoiceConfig;
};
