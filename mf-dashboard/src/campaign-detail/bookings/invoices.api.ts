import type { AxiosInstance } from 'axios';
import type { CampaignFinance, TaxInvoice } from 'shared-domain/booking';
import { asBlob } from 'shared-ui/booking';

const enc = encodeURIComponent;
const base = (campaignId: string) => `/campaigns/${enc(campaignId)}`;

/** GET /campaigns/{id}/finance: ordered, delivered, invoiced, paid and the balance. */
export async function fetchFinance(api: AxiosInstance, campaignId: string): Promise<CampaignFinance> {
  const res = await api.get<CampaignFinance>(`${base(campaignId)}/finance`);
  return res.data;
}

/** GET /campaigns/{id}/invoices. */
export async function fetchInvoices(api: AxiosInstance, campaignId: string): Promise<TaxInvoice[]> {
  const res = await api.get<{ invoices?: TaxInvoice[] }>(`${base(campaignId)}/invoices`);
  return Array.isArray(res.data?.invoices) ? res.data.invoices : [];
}

/** A billing period of a long campaign; both absent bills everything signed and not yet billed. */
export type InvoicePeriod = { periodFrom?: string; periodTo?: string };

/** POST /campaigns/{id}/invoices: a tax invoice for the signed orders not yet billed (409 nothing_to_invoice, agency_details_missing). */
export async function issueInvoice(api: AxiosInstance, campaignId: string, period: InvoicePeriod): Promise<TaxInvoice> {
  const res = await api.post<TaxInvoice>(`${base(campaignId)}/invoices`, period);
  return res.data;
}

/** The file name the server gives an invoice: its number with '/' as '-' ("MM-26-27-00001.pdf"). */
export function invoiceFileName(number: string, ext: 'pdf' | 'json'): string {
  const safe = number.replace(/\//g, '-');
  return ext === 'pdf' ? `${safe}.pdf` : `${safe}-e-invoice.json`;
}

/** GET /campaigns/{id}/invoices/{invoiceId}/pdf. */
export async function downloadInvoicePdf(api: AxiosInstance, campaignId: string, invoiceId: string): Promise<Blob> {
  const res = await api.get<unknown>(`${base(campaignId)}/invoices/${enc(invoiceId)}/pdf`, { responseType: 'blob', headers: { Accept: 'application/pdf' }, callKind: 'upload' });
  return asBlob(res.data, 'application/pdf');
}

/** GET /campaigns/{id}/invoices/{invoiceId}/e-invoice: the INV-01 JSON to upload through a GST provider. */
export async function downloadEInvoice(api: AxiosInstance, campaignId: string, invoiceId: string): Promise<Blob> {
  const res = await api.get<unknown>(`${base(campaignId)}/invoices/${enc(invoiceId)}/e-invoice`, { responseType: 'blob', headers: { Accept: 'application/json' }, callKind: 'upload' });
  return asBlob(res.data, 'application/json');
}
