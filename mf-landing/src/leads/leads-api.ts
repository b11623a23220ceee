import type { AxiosInstance } from 'axios';
import type { LeadFields } from 'shared-domain/leads';

/** Sends a checked lead; resolves with its id (the first one's for a repeat within 10 minutes). */
export type LeadSender = (lead: LeadFields) => Promise<string>;

/** `POST /api/leads` through the page runtime's service A, so a signed-in visitor's lead names them. */
export async function sendLead(api: AxiosInstance, lead: LeadFields): Promise<string> {
  const res = await api.post<{ _id: string }>('/leads', lead);
  return res.data._id;
}
