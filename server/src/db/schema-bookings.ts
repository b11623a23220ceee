/** The tables of bookings with sellers (migration 0034; bookings/ reads and writes them). Days are 'YYYY-MM-DD', times ISO-8601 UTC. */

/** Units an option has on a day; no row for a day: "on request". */
export interface OptionAvailabilityTable {
  option_id: string;
  day: string;
  units: number;
  updated_by: string | null;
  updated_at: string;
}

/** How long a hold on the option lasts unconfirmed (48 hours when there is no row). */
export interface OptionBookingSettingsTable {
  option_id: string;
  hold_hours: number;
  updated_by: string | null;
  updated_at: string;
}

/** A buyer's hold of units of an option for a range of days. */
export interface BookingHoldTable {
  id: string;
  option_id: string;
  media_id: string;
  /** The option's seller account; null: the marketplace's own catalogue (staff answer). */
  seller_id: string | null;
  user_id: string;
  campaign_id: string | null;
  /** The campaign line (`mediaOptions[]._id`) once on a campaign. */
  line_id: string | null;
  /** The bag line it was placed from, until the bag is saved as a campaign. */
  bag_item_id: string | null;
  start_day: string;
  end_day: string;
  units: number;
  /** active | confirmed | released | expired; an active hold past `expires_at` is expired when read. */
  status: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A request to the option's seller (from a hold or a campaign's plan line). */
export interface BookingRequestTable {
  id: string;
  hold_id: string | null;
  option_id: string;
  media_id: string;
  seller_id: string | null;
  buyer_id: string;
  campaign_id: string | null;
  line_id: string | null;
  start_day: string;
  end_day: string;
  units: number;
  rate: number;
  /** shared-domain BookingAmounts */
  amounts_json: string;
  /** sent | viewed | accepted | declined | countered | expired | cancelled */
  status: string;
  sent_at: string;
  respond_by: string;
  viewed_at: string | null;
  answered_at: string | null;
  answered_by: string | null;
  decline_reason: string | null;
  /** shared-domain BookingCounter */
  counter_json: string | null;
  buyer_answered_at: string | null;
  updated_at: string;
}

/** One version of an accepted request's insertion order: its PDF (base64) and the PDF's SHA-256. */
export interface InsertionOrderTable {
  id: string;
  request_id: string;
  campaign_id: string | null;
  version: number;
  /** shared-domain InsertionOrderContent */
  content_json: string;
  pdf: string;
  sha256: string;
  /** awaiting-signatures | signed | superseded */
  status: string;
  created_by: string | null;
  created_at: string;
  superseded_at: string | null;
}

/** A typed-name signature of one side, naming the hash of the version it signed. */
export interface InsertionOrderSignatureTable {
  id: string;
  order_id: string;
  /** buyer | seller */
  side: string;
  name: string;
  user_id: string;
  sha256: string;
  signed_at: string;
  withdrawn_at: string | null;
}

/** One entry of a booking's audit trail. */
export interface BookingEventTable {
  id: string;
  campaign_id: string | null;
  hold_id: string | null;
  request_id: string | null;
  order_id: string | null;
  invoice_id: string | null;
  actor_id: string | null;
  /** buyer | seller | staff | system */
  actor_role: string;
  action: string;
  detail_json: string;
  at: string;
}

/** The last invoice number given in a financial year ('2026-27'). */
export interface InvoiceCounterTable {
  financial_year: string;
  last_number: number;
}

/** A GST tax invoice of a campaign: its document (shared-domain TaxInvoice) and PDF (base64). */
export interface InvoiceTable {
  id: string;
  number: string;
  financial_year: string;
  sequence: number;
  campaign_id: string;
  issued_by: string;
  issued_at: string;
  period_from: string | null;
  period_to: string | null;
  data_json: string;
  pdf: string;
  taxable: number;
  tax: number;
  total: number;
}

/** The part of an insertion order (its days) an invoice billed. */
export interface InvoiceItemTable {
  invoice_id: string;
  order_id: string;
  start_day: string;
  end_day: string;
  taxable: number;
}

export interface BookingTables {
  option_availability: OptionAvailabilityTable;
  option_booking_settings: OptionBookingSettingsTable;
  booking_holds: BookingHoldTable;
  booking_requests: BookingRequestTable;
  insertion_orders: InsertionOrderTable;
  insertion_order_signatures: InsertionOrderSignatureTable;
  booking_events: BookingEventTable;
  invoice_counters: InvoiceCounterTable;
  invoices: InvoiceTable;
  invoice_items: InvoiceItemTable;
}
