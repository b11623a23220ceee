import type { AxiosInstance } from 'axios';
import type { LeadFilters, LeadPatch, LeadView } from 'shared-domain/leads';

export type LeadListAnswer = { leads: LeadView[]; total: number; page: number; pageSize: number; sources: string[]; utmSources: string[] };

export const LEADS_PAGE_SIZE = 25;

/** Only the filters that are set, as query parameters. */
function params(filters: LeadFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<string, string>;
}

/** GET /api/leads (staff only). */
export async function fetchLeads(api: AxiosInstance, filters: LeadFilters, page: number): Promise<LeadListAnswer> {
  const res = await api.get<LeadListAnswer>('/leads', { params: { ...params(filters), page, pageSize: LEADS_PAGE_SIZE } });
  return res.data;
}

/** PATCH /api/leads/{id}: the lead as saved. */
export async function patchLead(api: AxiosInstance, id: string, patch: LeadPatch): Promise<LeadView> {
  const res = await api.patch<{ lead: LeadView }>(`/leads/${encodeURIComponent(id)}`, patch);
  return res.data.lead;
}

/** GET /api/leads.csv with the same filters: the file. */
export async function downloadLeadsCsv(api: AxiosInstance, filters: LeadFilters): Promise<Blob> {
  const res = await api.get<Blob>('/leads.csv', { params: params(filters), responseType: 'blob', callKind: 'upload' });
  return res.data;
}
