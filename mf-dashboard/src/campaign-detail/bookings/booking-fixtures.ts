/** Test answers of service B's booking routes (issue 37 shapes). */
import type { BookingEvent, BookingHold, BookingRequest, CampaignBookings, CampaignFinance, InsertionOrder, TaxInvoice } from 'shared-domain/booking';

export const SHA = '1f2e3d4c5b6a79880123456789abcdef0123456789abcdef0123456789abcdef';
/** Far ahead, so deadlines in the fixtures have not passed. */
export const LATER = '2099-03-03T04:30:00.000Z';

export function bookingRequest(over: Partial<BookingRequest> = {}): BookingRequest {
  return {
    _id: 'req-1', holdId: 'hold-1', optionId: 'opt-1', mediaId: 'media-1', optionName: 'Front page', mediaName: 'Times of India',
    category: 'newspaper', city: 'Mumbai', sellerName: 'Bennett Print Sales', buyer: { name: 'Asha Rao', company: null },
    campaignId: 'c-diwali', lineId: 'mo-1', from: '2099-03-01', to: '2099-03-31', units: 1, rate: 100000,
    amounts: { unitLabel: 'per insertion', rate: 100000, quantity: 2, subTotal: 200000, gstPercent: 5, gst: 10000, total: 210000 },
    status: 'viewed', sentAt: '2026-03-01T04:30:00.000Z', respondBy: LATER, viewedAt: '2026-03-01T05:50:00.000Z',
    answeredAt: null, declineReason: null, counter: null, buyerAnsweredAt: null, orderId: null,
    ...over,
  };
}

export function bookingHold(over: Partial<BookingHold> = {}): BookingHold {
  return {
    _id: 'hold-1', optionId: 'opt-1', mediaId: 'media-1', optionName: 'Front page', mediaName: 'Times of India',
    from: '2099-03-01', to: '2099-03-31', units: 1, status: 'active', expiresAt: LATER,
    campaignId: 'c-diwali', lineId: 'mo-1', bagItemId: null, requestId: 'req-1', createdAt: '2026-03-01T04:30:00.000Z',
    ...over,
  };
}

export function insertionOrder(over: Partial<InsertionOrder> = {}): InsertionOrder {
  const party = { name: 'Asha Rao', company: 'Bright Ads', gstin: null, address: null, email: null, phone: null };
  return {
    _id: 'io-1', requestId: 'req-1', campaignId: 'c-diwali', version: 1, status: 'awaiting-signatures', sha256: SHA, createdAt: '2026-03-02T04:30:00.000Z',
    content: {
      number: 'IO-REQ1-v1', version: 1, issuedAt: '2026-03-02T04:30:00.000Z', buyer: party, seller: { ...party, name: 'Vikram Shah', company: 'Bennett Print Sales' },
      option: { id: 'opt-1', name: 'Front page', mediaName: 'Times of India', category: 'newspaper', city: 'Mumbai' },
      from: '2099-03-01', to: '2099-03-31', units: 1,
      amounts: { unitLabel: 'per insertion', rate: 100000, quantity: 2, subTotal: 200000, gstPercent: 5, gst: 10000, total: 210000 },
      terms: ['Payment within 30 days of the invoice.'],
    },
    signatures: [], canSignAs: ['buyer'],
    ...over,
  };
}

export function bookingEvent(over: Partial<BookingEvent>): BookingEvent {
  return {
    _id: 'ev-1', at: '2026-03-01T04:30:00.000Z', actor: { id: 'u-owner', name: 'Asha Rao', role: 'buyer' }, action: 'request.sent',
    summary: 'Asha Rao asked Bennett Print Sales to book Times of India, Front page', holdId: null, requestId: 'req-1', orderId: null, invoiceId: null,
    ...over,
  };
}

export const bookings = (over: Partial<CampaignBookings> = {}): CampaignBookings => ({ holds: [], requests: [], orders: [], events: [], ...over });

export function finance(over: Partial<CampaignFinance> = {}): CampaignFinance {
  return { currency: 'INR', ordered: 210000, delivered: 105000, invoiced: 210000, paid: 50000, balance: 160000, lines: [], makeGoodCredits: { total: 0, items: [] }, makeGoodExtras: [], ...over };
}

export function taxInvoice(over: Partial<TaxInvoice> = {}): TaxInvoice {
  const party = { legalName: 'Bright Ads', address: '12 MG Road', city: 'Pune', state: 'Maharashtra', stateCode: '27', pincode: '411001', gstin: '27AAPFU0939F1ZV', email: null, phone: null };
  return {
    _id: 'inv-1', number: 'MM/26-27/00001', financialYear: '2026-27', date: '2026-04-05', campaignId: 'c-diwali', campaignName: 'Diwali print push', period: null,
    supplier: { ...party, legalName: 'MediaMart Pvt Ltd' }, recipient: party, placeOfSupply: { state: 'Maharashtra', stateCode: '27' }, intraState: true, lines: [],
    totals: { taxable: 200000, cgst: 5000, sgst: 5000, igst: 0, tax: 10000, total: 210000, totalInWords: 'Rupees Two Lakh Ten Thousand Only' },
    demo: false,
    ...over,
  };
}
