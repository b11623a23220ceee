/**
 * GST tax invoices and the finance view of a campaign (issue 37, service B):
 * POST/GET /campaigns/:id/invoices, GET …/invoices/:invoiceId/pdf and …/e-invoice, GET /campaigns/:id/finance.
 */
import {
  billingPeriodProblem, campaignFinance, eInvoiceOf, eInvoiceProblem, invoiceFileName,
  type CampaignFinance, type DeliveryLedger, type PricedMediaOption, type TaxInvoice,
} from 'shared-domain';
import { lineDescription } from '../../proofs/delivery/campaign-delivery';
import { FieldsError, NotFoundError } from '../../errors';
import type { TypedFastify } from '../../http/type-provider';
import type { CampaignRepository, LoadedCampaign } from '../../campaigns/campaign.repository';
import { accessOf, campaignAccessHook, requireOwnerOrStaff } from '../../campaigns/reports/records-access';
import type { InvoiceConfig } from './invoice-config';
import { INVOICE_MESSAGES, InvoicingNotConfiguredError, NotInvoiceableError } from './invoice-errors';
import type { InvoiceRepository } from './invoice.repository';
import { eInvoiceSchema, financeSchema, invoicePdfSchema, issueInvoiceSchema, listInvoicesSchema } from './invoice.schema';

export type InvoiceRouteDeps = {
  now: () => Date;
  campaigns: CampaignRepository;
  invoices: InvoiceRepository;
  /** INVOICE_SUPPLIER / INVOICE_PREFIX (invoice-config.ts). */
  config: InvoiceConfig;
  /** The campaign's delivery ledger (issue 38): verified proof decides what is delivered, and the finance view lists the accepted make-goods. */
  delivery: (loaded: LoadedCampaign) => Promise<DeliveryLedger>;
};

/**
 * The finance view: the campaign's signed orders (delivered by the verified proof of their line's
 * ledger), what its invoices billed of each, its payments, its make-goods.
 */
export async function financeOf(invoices: InvoiceRepository, loaded: LoadedCampaign, ledger: DeliveryLedger | null = null): Promise<CampaignFinance> {
  const campaignId = loaded.campaign._id;
  const [orders, issued] = await Promise.all([invoices.signedOrders(campaignId), invoices.list(campaignId)]);
  const invoicedByOrder = new Map<string, number>();
  for (const line of issued.flatMap((invoice) => invoice.lines)) {
    invoicedByOrder.set(line.orderId, Math.round(((invoicedByOrder.get(line.orderId) ?? 0) + line.total) * 100) / 100);
  }
  const lines = (loaded.campaign.mediaOptions ?? []) as PricedMediaOption[];
  const invoicedTotal = issued.reduce((sum, invoice) => sum + Math.round(invoice.totals.total * 100), 0) / 100;
  return campaignFinance(orders.map((order) => ({
    orderId: order.id,
    description: `${order.content.option.mediaName} - ${order.content.option.name} (${order.content.number})`,
    total: order.content.amounts.total,
    schedule: lines.find((line) => line._id === order.lineId)?.schedule,
    verified: ledger?.lines.find((line) => line.lineId === order.lineId)?.totals,
    invoiced: invoicedByOrder.get(order.id) ?? 0,
  })), loaded.campaign.payments ?? [], invoicedTotal, (ledger?.lines.flatMap((l) => l.makeGoods) ?? []).map((mg) => {
    const line = lines.find((l) => l._id === mg.lineId);
    return { ...mg, description: line ? lineDescription(line) : mg.lineId };
  }));
}

export function registerInvoiceRoutes(app: TypedFastify, deps: InvoiceRouteDeps): void {
  const { now, campaigns, invoices, config } = deps;

  app.post('/campaigns/:id/invoices', {
    schema: issueInvoiceSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request, reply) => {
    const access = accessOf(request);
    requireOwnerOrStaff(access, 'issue a tax invoice');
    if (!config.supplier) throw new InvoicingNotConfiguredError(INVOICE_MESSAGES.notConfigured);
    const { periodFrom, periodTo } = request.body;
    const problem = billingPeriodProblem(periodFrom, periodTo);
    if (problem) throw new FieldsError({ [problem.field]: problem.message }, problem.message);
    const invoice = await invoices.issue({
      campaignId: access.campaignId,
      campaignName: access.loaded.campaign.name,
      ownerId: access.loaded.ownerId,
      issuedBy: access.user._id,
      actorRole: access.relation === 'owner' ? 'buyer' : 'staff',
      period: periodFrom && periodTo ? { from: periodFrom, to: periodTo } : null,
      at: now(),
      supplier: config.supplier,
      prefix: config.prefix,
    });
    return reply.code(201).send(invoice);
  });

  app.get('/campaigns/:id/invoices', {
    schema: listInvoicesSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request) => ({ invoices: await invoices.list(accessOf(request).campaignId) }));

  const found = async (campaignId: string, invoiceId: string): Promise<{ invoice: TaxInvoice; pdf: Buffer }> => {
    const invoice = await invoices.find(campaignId, invoiceId);
    if (!invoice) throw new NotFoundError('Invoice not found');
    return invoice;
  };

  app.get('/campaigns/:id/invoices/:invoiceId/pdf', {
    schema: invoicePdfSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request, reply) => {
    const { invoice, pdf } = await found(accessOf(request).campaignId, request.params.invoiceId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number, 'pdf')}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get('/campaigns/:id/invoices/:invoiceId/e-invoice', {
    schema: eInvoiceSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request, reply) => {
    const { invoice } = await found(accessOf(request).campaignId, request.params.invoiceId);
    const problem = eInvoiceProblem(invoice);
    if (problem) throw new NotInvoiceableError(problem);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number, 'json')}"`)
      .header('cache-control', 'private, no-store')
      .send(eInvoiceOf(invoice));
  });

  app.get('/campaigns/:id/finance', {
    schema: financeSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request) => {
    const { loaded } = accessOf(request);
    return financeOf(invoices, loaded, await deps.delivery(loaded));
  });
}
