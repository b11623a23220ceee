import type { AxiosInstance } from 'axios';
import { createServiceAClient, storedTokenOptions, storageOrMemory } from 'shared-domain';
import type { LeadFields } from 'shared-domain/leads';

/** Sends a checked lead; resolves with its id (the first one's for a repeat within 10 minutes). */
export type LeadSender = (lead: LeadFields) => Promise<string>;

let client: AxiosInstance | undefined;

/** `POST /api/leads` with the stored token, if any, so a signed-in visitor's lead names them. */
export const sendLead: LeadSender = async (lead) => {
  client ??= createServiceAClient({ baseURL: '/api', getToken: storedTokenOptions(() => storageOrMemory(() => window.localStorage)).getToken });
  const res = await client.post<{ _id: string }>('/leads', lead);
  return res.data._id;
};
