import { useCallback } from 'react';
import { saveBlob } from 'shared-ui/download';
import { useLatestData } from 'shared-ui/states';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { useResource } from '../../app/use-resource';
import { downloadEInvoice, downloadInvoicePdf, fetchFinance, fetchInvoices, invoiceFileName, issueInvoice, type InvoicePeriod } from './invoices.api';

/** The campaign's finance view and tax invoices, issuing one and downloading its PDF or e-invoice JSON. */
export function useInvoices(campaignId: string) {
  const { campaignApi } = useDashboardServices();
  const [resource, reload] = useResource(`campaign-invoices:${campaignId}`, async () => {
    const [finance, invoices] = await Promise.all([fetchFinance(campaignApi, campaignId), fetchInvoices(campaignApi, campaignId)]);
    return { finance, invoices };
  });
  const data = useLatestData(resource);
  const issue = useAction(
    useCallback(async (period: InvoicePeriod) => {
      const invoice = await issueInvoice(campaignApi, campaignId, period);
      reload();
      return invoice;
    }, [campaignApi, campaignId, reload]),
    { success: (invoice) => `Tax invoice ${invoice.number} is issued.`, failure: 'Could not issue the tax invoice' },
  );
  const pdf = useAction(async (invoiceId: string, number: string) => saveBlob(await downloadInvoicePdf(campaignApi, campaignId, invoiceId), invoiceFileName(number, 'pdf')), {
    failure: 'Could not download the invoice',
  });
  const eInvoice = useAction(async (invoiceId: string, number: string) => saveBlob(await downloadEInvoice(campaignApi, campaignId, invoiceId), invoiceFileName(number, 'json')), {
    failure: 'Could not download the e-invoice JSON',
  });
  return { resource, data, reload, issue, pdf, eInvoice };
}

export type Invoices = ReturnType<typeof useInvoices>;
