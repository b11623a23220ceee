/**
 * GST tax invoices of a campaign (issue 37): bills the fully signed insertion orders not billed
 * yet (or their days inside a period), numbered consecutively per financial year by one UPDATE
 * of `invoice_counters` inside the invoice's transaction, so a failed invoice rolls its number back.
 */
import { randomBytes } from 'node:crypto';
import {
  billablePart, daysInRange, financialYearOf, formatInvoiceNumber, indiaDayOf, invoiceTotals, placeOfSupply, roundRupees, taxInvoiceLine,
  type DayRange, type InsertionOrderContent, type InvoiceParty, type TaxInvoice, type TaxInvoiceLine,
} from 'shared-domain';
import { dialectOf, type Db, type Tx } from '../../db/database';
import { recordBookingEvent } from '../booking-events.repository';
import type { InvoiceSupplier } from './invoice-config';
import { agencyDetailsMissing, nothingToInvoice } from './invoice-errors';

/** What an invoice is issued for, by whom, when. */
export type IssueInvoiceInput = {
  campaignId: string;
  campaignName: string;
  ownerId: string;
  issuedBy: string;
  actorRole: 'buyer' | 'staff';
  period: DayRange | null;
  at: Date;
  supplier: InvoiceSupplier;
  prefix: string;
};

export type InvoicePdfRenderer = (invoice: TaxInvoice, issuedAt: Date) => Promise<Buffer>;

type SignedOrder = { id: string; content: InsertionOrderContent };

export type InvoiceRepository = {
  issue(input: IssueInvoiceInput): Promise<TaxInvoice>;
  list(campaignId: string): Promise<TaxInvoice[]>;
  /** The invoice of the campaign with its PDF, or null. */
  find(campaignId: string, invoiceId: string): Promise<{ invoice: TaxInvoice; pdf: Buffer } | null>;
  /** The campaign's fully signed current orders with their contents and request's campaign line. */
  signedOrders(campaignId: string): Promise<(SignedOrder & { lineId: string | null })[]>;
};

const str = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** The recipient from the owner's agency details; 409 agency_details_missing without a name and a state (or GSTIN) to place the supply. */
async function recipientOf(db: Db | Tx, ownerId: string): Promise<{ recipient: InvoiceParty; place: { state: string; stateCode: string } }> {
  const user = await db.selectFrom('users').select(['email', 'phone', 'agency_details_json']).where('id', '=', ownerId).executeTakeFirst();
  const details = user?.agency_details_json ? (JSON.parse(user.agency_details_json) as Record<string, unknown>) : null;
  const legalName = str(details?.agencyName);
  const gstin = str(details?.gstin).toUpperCase() || null;
  const state = str(details?.state);
  const place = legalName && (state || gstin) ? placeOfSupply({ gstin, state }) : null;
  if (!details || !place) throw agencyDetailsMissing();
  const recipient: InvoiceParty = {
    legalName, address: str(details.address), city: str(details.city), state: place.state, stateCode: place.stateCode,
    pincode: str(details.pincode) || null, gstin, email: user?.email ?? null, phone: user?.phone ?? null,
  };
  return { recipient, place };
}

/**
 * The year's counter row, made when missing. The transaction's first statement: a write, so on
 * SQLite the transaction takes the write lock (waiting its turn) before it reads anything, and
 * another instance's invoice cannot make it fail half-way.
 */
async function ensureCounter(tx: Tx, financialYear: string): Promise<void> {
  await tx.insertInto('invoice_counters').values({ financial_year: financialYear, last_number: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing()).execute();
}

/** The next number of the financial year, taken in the caller's transaction (rolled back with it). */
async function nextSequence(tx: Tx, financialYear: string): Promise<number> {
  const row = await tx.updateTable('invoice_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('financial_year', '=', financialYear)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

function describe(content: InsertionOrderContent): string {
  const o = content.option;
  return `${o.mediaName} - ${o.name}${o.city ? `, ${o.city}` : ''} (${content.units} unit${content.units === 1 ? '' : 's'}; order ${content.number})`;
}

/** Each signed order's part not billed yet (inside the period), as invoice lines and items. */
async function billableLines(tx: Tx, orders: readonly SignedOrder[], period: DayRange | null, intraState: boolean) {
  const lines: TaxInvoiceLine[] = [];
  const items: { order_id: string; start_day: string; end_day: string; taxable: number }[] = [];
  for (const order of orders) {
    const billed = await tx.selectFrom('invoice_items').select(['start_day', 'end_day', 'taxable']).where('order_id', '=', order.id).execute();
    const { content } = order;
    const part = billablePart(content, content.amounts.subTotal, billed.map((b) => ({ from: b.start_day, to: b.end_day, taxable: Number(b.taxable) })), period);
    if (!part || part.taxable <= 0) continue;
    const whole = part.from === content.from && part.to === content.to;
    const days = part.days;
    lines.push(taxInvoiceLine({
      orderId: order.id, description: describe(content), category: content.option.category, from: part.from, to: part.to,
      quantity: whole ? content.amounts.quantity : days,
      unit: whole ? content.amounts.unitLabel : `day${days === 1 ? '' : 's'} of ${content.amounts.unitLabel}`,
      // A part: the order's taxable value per day.
      rate: whole ? content.amounts.rate : roundRupees(content.amounts.subTotal / daysInRange(content.from, content.to)),
      taxable: part.taxable, gstRate: content.amounts.gstPercent,
    }, intraState));
    items.push({ order_id: order.id, start_day: part.from, end_day: part.to, taxable: part.taxable });
  }
  return { lines, items };
}

export function createInvoiceRepository(db: Db, render: InvoicePdfRenderer): InvoiceRepository {
  const postgres = dialectOf(db) === 'postgres';

  const signedOrders = async (executor: Db | Tx, campaignId: string, lock: boolean) => {
    let query = executor.selectFrom('insertion_orders as o')
      .innerJoin('booking_requests as r', 'r.id', 'o.request_id')
      .select(['o.id', 'o.content_json', 'r.line_id'])
      .where('o.campaign_id', '=', campaignId)
      .where('o.status', '=', 'signed')
      .orderBy('o.created_at').orderBy('o.id');
    // PostgreSQL: two invoices of one campaign at once wait for each other here, so no day is billed twice.
    if (lock && postgres) query = query.forUpdate('o');
    const rows = await query.execute();
    return rows.map((r) => ({ id: r.id, lineId: r.line_id, content: JSON.parse(r.content_json) as InsertionOrderContent }));
  };

  return {
    signedOrders: (campaignId) => signedOrders(db, campaignId, false),

    async issue(input) {
      const { recipient, place } = await recipientOf(db, input.ownerId);
      const intraState = input.supplier.stateCode === place.stateCode;
      const financialYear = financialYearOf(input.at);
      return db.transaction().execute(async (tx) => {
        await ensureCounter(tx, financialYear);
        const orders = await signedOrders(tx, input.campaignId, true);
        const { lines, items } = await billableLines(tx, orders, input.period, intraState);
        if (lines.length === 0) throw nothingToInvoice(input.period !== null);
        const sequence = await nextSequence(tx, financialYear);
        const { demo, ...supplier } = input.supplier;
        const invoice: TaxInvoice = {
          _id: randomBytes(12).toString('hex'),
          number: formatInvoiceNumber(input.prefix, financialYear, sequence),
          financialYear, date: indiaDayOf(input.at), campaignId: input.campaignId, campaignName: input.campaignName, period: input.period,
          supplier, recipient, placeOfSupply: place, intraState, lines, totals: invoiceTotals(lines), demo,
        };
        const pdf = await render(invoice, input.at);
        await tx.insertInto('invoices').values({
          id: invoice._id, number: invoice.number, financial_year: financialYear, sequence, campaign_id: input.campaignId,
          issued_by: input.issuedBy, issued_at: input.at.toISOString(), period_from: input.period?.from ?? null, period_to: input.period?.to ?? null,
          data_json: JSON.stringify(invoice), pdf: pdf.toString('base64'), taxable: invoice.totals.taxable, tax: invoice.totals.tax, total: invoice.totals.total,
        }).execute();
        await tx.insertInto('invoice_items').values(items.map((item) => ({ ...item, invoice_id: invoice._id }))).execute();
        await recordBookingEvent(tx, input.at, {
          action: 'invoice.issued', role: input.actorRole, actorId: input.issuedBy, campaignId: input.campaignId, invoiceId: invoice._id,
          detail: { number: invoice.number, total: invoice.totals.total, orders: items.map((i) => i.order_id) },
        });
        return invoice;
      });
    },

    async list(campaignId) {
      const rows = await db.selectFrom('invoices').select('data_json').where('campaign_id', '=', campaignId)
        .orderBy('issued_at').orderBy('sequence').execute();
      return rows.map((r) => JSON.parse(r.data_json) as TaxInvoice);
    },

    async find(campaignId, invoiceId) {
      const row = await db.selectFrom('invoices').select(['data_json', 'pdf']).where('id', '=', invoiceId).where('campaign_id', '=', campaignId).executeTakeFirst();
      return row ? { invoice: JSON.parse(row.data_json) as TaxInvoice, pdf: Buffer.from(row.pdf, 'base64') } : null;
    },
  };
}
