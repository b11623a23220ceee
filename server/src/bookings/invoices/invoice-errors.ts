import { httpError } from '../../errors';

/** 409: no fully signed insertion order (or none of its days in the period) is left to bill. */
export class NothingToInvoiceError extends httpError('nothing_to_invoice') {}
/** 409: the campaign owner's agency details lack what a tax invoice names (agency name and state). */
export class AgencyDetailsMissingError extends httpError('agency_details_missing') {}
/** 409: the invoice has no e-invoice JSON (an unregistered recipient: e-invoicing is B2B). */
export class NotInvoiceableError extends httpError('not_invoiceable') {}
/** 503: production without INVOICE_SUPPLIER. */
export class InvoicingNotConfiguredError extends httpError('invoicing_not_configured') {}

export const INVOICE_MESSAGES = {
  nothing: 'There is nothing to invoice: every fully signed insertion order of this campaign is already billed (or no order is signed by both sides yet)',
  nothingInPeriod: 'There is nothing to invoice in this period: no day of a fully signed insertion order in it is left to bill',
  agencyDetails: 'A tax invoice is billed to the agency details of the campaign owner: add the agency name and state (and GSTIN, address, city and PIN code) in the profile\'s agency details, then issue the invoice',
  notConfigured: 'Tax invoices are not available yet: the marketplace has not set its supplier details (INVOICE_SUPPLIER)',
} as const;

export const nothingToInvoice = (inPeriod: boolean): NothingToInvoiceError =>
  new NothingToInvoiceError(inPeriod ? INVOICE_MESSAGES.nothingInPeriod : INVOICE_MESSAGES.nothing);
export const agencyDetailsMissing = (): AgencyDetailsMissingError => new AgencyDetailsMissingError(INVOICE_MESSAGES.agencyDetails);
