/**
 * Booking with the seller (issue 37): the shapes both services' booking routes answer and the
 * pages read. Days are 'YYYY-MM-DD' (India time), times ISO-8601 UTC, money in rupees.
 */

/** How an option stands for a range of days: every day has free units, few are left, a day is full, or the seller keeps no availability. */
export type AvailabilityState = 'available' | 'few' | 'booked' | 'on-request';

/** One day of an option: its units, those held (active holds) and booked (confirmed), and what is free. */
export type AvailabilityDay = { date: string; units: number; held: number; booked: number; free: number };

/** The summary a buyer reads: "Available", "2 left", "Booked", "On request". */
export type AvailabilitySummary = {
  state: AvailabilityState;
  /** The fewest free units on any day of the range (0 when on request). */
  free: number;
  label: string;
  /** The first later range of the same length with the asked units free, when the range is not free. */
  nextFree: { from: string; to: string } | null;
};

/** GET /availability: one option over a range. `days` is empty when the option is on request for the whole range. */
export type OptionAvailability = {
  optionId: string;
  from: string;
  to: string;
  /** True when a day of the range has no availability kept by the seller. */
  onRequest: boolean;
  /** How long a hold lasts unconfirmed (48 by default). */
  holdHours: number;
  /** The last day the seller keeps availability for, or null. */
  keptUntil: string | null;
  days: AvailabilityDay[];
  summary: AvailabilitySummary;
};

export type HoldStatus = 'active' | 'confirmed' | 'released' | 'expired';

export type BookingHold = {
  _id: string;
  optionId: string;
  mediaId: string;
  optionName: string;
  mediaName: string;
  from: string;
  to: string;
  units: number;
  status: HoldStatus;
  /** When an active hold lapses unless the seller confirms it; null once confirmed. */
  expiresAt: string | null;
  campaignId: string | null;
  lineId: string | null;
  bagItemId: string | null;
  requestId: string | null;
  createdAt: string;
};

/** The priced line a request carries (shared-domain priceOption of the bag or campaign line). */
export type BookingAmounts = {
  /** The unit the rate is per ("per month", "per 10 sec spot"). */
  unitLabel: string;
  rate: number;
  /** What the rate multiplies (PRICING.md N × Q). */
  quantity: number;
  subTotal: number;
  gstPercent: number;
  gst: number;
  total: number;
};

/** A seller's counter-offer: another rate and/or other dates or units, with the buyer's deadline. */
export type BookingCounter = { rate?: number; from?: string; to?: string; units?: number; note?: string; respondBy: string };

export type BookingRequestStatus = 'sent' | 'viewed' | 'accepted' | 'declined' | 'countered' | 'expired' | 'cancelled';

export type BookingRequest = {
  _id: string;
  holdId: string | null;
  optionId: string;
  mediaId: string;
  optionName: string;
  mediaName: string;
  category: string;
  city: string;
  /** The seller account's name, or the marketplace (staff answer) for its own catalogue. */
  sellerName: string;
  buyer: { name: string; company: string | null };
  campaignId: string | null;
  lineId: string | null;
  from: string;
  to: string;
  units: number;
  rate: number;
  amounts: BookingAmounts;
  status: BookingRequestStatus;
  sentAt: string;
  respondBy: string;
  viewedAt: string | null;
  answeredAt: string | null;
  declineReason: string | null;
  counter: BookingCounter | null;
  /** The buyer's yes or no to a counter. */
  buyerAnsweredAt: string | null;
  /** The current insertion order once accepted. */
  orderId: string | null;
};

export type SignatureSide = 'buyer' | 'seller';

export type OrderSignature = {
  _id: string;
  side: SignatureSide;
  name: string;
  userId: string;
  /** The SHA-256 of the PDF version signed. */
  sha256: string;
  signedAt: string;
  withdrawnAt: string | null;
};

export type BookingParty = { name: string; company: string | null; gstin: string | null; address: string | null; email: string | null; phone: string | null };

/** What an insertion order says (its PDF shows exactly this). */
export type InsertionOrderContent = {
  /** 'IO-' + the request's short id + '-v' + version. */
  number: string;
  version: number;
  issuedAt: string;
  buyer: BookingParty;
  seller: BookingParty;
  option: { id: string; name: string; mediaName: string; category: string; city: string };
  from: string;
  to: string;
  units: number;
  amounts: BookingAmounts;
  terms: string[];
};

export type InsertionOrderStatus = 'awaiting-signatures' | 'signed' | 'superseded';

export type InsertionOrder = {
  _id: string;
  requestId: string;
  campaignId: string | null;
  version: number;
  status: InsertionOrderStatus;
  sha256: string;
  createdAt: string;
  content: InsertionOrderContent;
  /** Signatures of this version, withdrawn ones included (marked). */
  signatures: OrderSignature[];
  /** Which side(s) the caller may sign for. */
  canSignAs: SignatureSide[];
};

export type BookingEventRole = 'buyer' | 'seller' | 'staff' | 'system';

export type BookingEvent = {
  _id: string;
  at: string;
  actor: { id: string | null; name: string; role: BookingEventRole };
  /** e.g. hold.placed, hold.expired, request.viewed, request.accepted, order.created, order.signed, signature.withdrawn, invoice.issued */
  action: string;
  /** The sentence the trail shows ("Asha Rao signed the order as the buyer (SHA-256 1f2e…)"). */
  summary: string;
  holdId: string | null;
  requestId: string | null;
  orderId: string | null;
  invoiceId: string | null;
};

/** GET /campaigns/{id}/bookings: everything booked for a campaign. */
export type CampaignBookings = {
  holds: BookingHold[];
  requests: BookingRequest[];
  orders: InsertionOrder[];
  events: BookingEvent[];
};

export type InvoiceParty = {
  legalName: string;
  address: string;
  city: string;
  state: string;
  /** GST state code ('27'). */
  stateCode: string;
  pincode: string | null;
  gstin: string | null;
  email: string | null;
  phone: string | null;
};

export type TaxInvoiceLine = {
  orderId: string;
  description: string;
  /** SAC of the service (998363 print space, 998364 TV and radio time, 998365 internet space, 998366 other space or time). */
  sac: string;
  from: string;
  to: string;
  quantity: number;
  unit: string;
  rate: number;
  taxable: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

export type TaxInvoice = {
  _id: string;
  /** At most 16 characters, unique and consecutive within the financial year. */
  number: string;
  financialYear: string;
  date: string;
  campaignId: string;
  campaignName: string;
  period: { from: string; to: string } | null;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  /** Supplier and place of supply in one state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  lines: TaxInvoiceLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; tax: number; total: number; totalInWords: string };
  /** True when the supplier is the built-in demo supplier (not a valid tax invoice). */
  demo: boolean;
};

/** GET /campaigns/{id}/finance: rupees including GST. */
export type CampaignFinance = {
  currency: 'INR';
  ordered: number;
  delivered: number;
  invoiced: number;
  paid: number;
  /** invoiced − paid. */
  balance: number;
  lines: { orderId: string; description: string; ordered: number; delivered: number; invoiced: number }[];
  /**
   * Accepted make-good credits (issue 38): rupees the buyer is owed for units without verified
   * proof, at the line's rate before GST. Not taken off `balance` (a credit note settles them).
   */
  makeGoodCredits: { total: number; items: FinanceMakeGoodCredit[] };
  /** Accepted make-goods in extra units of the same option, with the days they run. */
  makeGoodExtras: FinanceMakeGoodExtra[];
};

/** An accepted make-good credit in the finance view. */
export type FinanceMakeGoodCredit = {
  makeGoodId: string;
  lineId: string;
  /** The line, e.g. 'Hoarding MG Road - 40x20 front-lit'. */
  description: string;
  shortUnits: number;
  unitRate: number;
  credit: number;
  decidedAt: string;
};

/** An accepted extra make-good in the finance view: units of the same option at no charge. */
export type FinanceMakeGoodExtra = {
  makeGoodId: string;
  lineId: string;
  description: string;
  extraUnits: number;
  days: { day: string; units: number }[];
  decidedAt: string;
};
