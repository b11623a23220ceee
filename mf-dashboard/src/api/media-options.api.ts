import type { AxiosInstance } from 'axios';
import { campaignPath, normalizeCampaign, type CampaignDetail, type CampaignMediaOption, type CampaignTotals, type ScheduleEntry } from './campaigns.api';

const optionPath = (id: string, optionId: string) => `${campaignPath(id)}/media-options/${encodeURIComponent(optionId)}`;

/** DELETE …/media-options/{optionId}: the remaining options and the new totals. */
export async function deleteMediaOption(
  api: AxiosInstance,
  id: string,
  optionId: string,
): Promise<{ mediaOptions?: CampaignMediaOption[]; totals?: CampaignTotals }> {
  const res = await api.delete<{ mediaOptions?: CampaignMediaOption[]; totals?: CampaignTotals } | ''>(optionPath(id, optionId));
  // A 204 without a body still means it is gone.
  return res.data || {};
}

/** The PO and invoice of one schedule entry; null removes it, undefined leaves it. */
export type ScheduleDocs = { po?: { id: string } | null; invoice?: { id: string; cancelled?: boolean } | null };

/**
 * What the schedule route answers: the media option with its schedule (service B today);
 * an entry, a wrapped option or the campaign are read too.
 */
export type ScheduleDocsAnswer = Partial<Pick<CampaignDetail, 'mediaOptions' | 'progress' | 'status'>> & {
  _id?: string;
  entry?: ScheduleEntry;
  schedule?: ScheduleEntry[];
  mediaOption?: CampaignMediaOption;
};

/** Staff: PUT …/media-options/{optionId}/schedule/{index} sets or clears the entry's PO and invoice. */
export async function setScheduleDocs(
  api: AxiosInstance,
  id: string,
  optionId: string,
  index: number,
  docs: ScheduleDocs,
): Promise<ScheduleDocsAnswer> {
  const res = await api.put<ScheduleDocsAnswer>(`${optionPath(id, optionId)}/schedule/${index}`, docs);
  return res.data ?? {};
}

/** What staff record as proof: a campaign file (uploaded with kind 'proof') or a link, with a note. */
export type NewProof = { uploadId: string; note: string } | { url: string; note: string };

/** Staff: POST …/media-options/{optionId}/schedule/{index}/proof; answers the media option with its schedule. */
export async function addScheduleProof(
  api: AxiosInstance,
  id: string,
  optionId: string,
  index: number,
  proof: NewProof,
): Promise<CampaignMediaOption> {
  const res = await api.post<CampaignMediaOption>(`${optionPath(id, optionId)}/schedule/${index}/proof`, proof);
  return res.data;
}

/**
 * Staff: POST …/media-options/{optionId}/rate-request/accept — the rate or discount the buyer
 * asked for becomes the option's, priced again; answers the campaign with its new amounts.
 */
export async function acceptRateRequest(api: AxiosInstance, id: string, optionId: string): Promise<CampaignDetail> {
  const res = await api.post<CampaignDetail>(`${optionPath(id, optionId)}/rate-request/accept`);
  return normalizeCampaign(res.data);
}

/** Staff: POST …/media-options/{optionId}/rate-request/refuse — the request is cleared, the reason (optional) shown to the buyer. */
export async function refuseRateRequest(api: AxiosInstance, id: string, optionId: string, reason: string): Promise<CampaignDetail> {
  const res = await api.post<CampaignDetail>(`${optionPath(id, optionId)}/rate-request/refuse`, reason.trim() ? { reason: reason.trim() } : {});
  return normalizeCampaign(res.data);
}

/** Staff: POST /campaigns/{id}/rate-request/accept — the bulk discount the buyer asked for, split over every option. */
export async function acceptBulkRequest(api: AxiosInstance, id: string): Promise<CampaignDetail> {
  const res = await api.post<CampaignDetail>(`${campaignPath(id)}/rate-request/accept`);
  return normalizeCampaign(res.data);
}

/** Staff: POST /campaigns/{id}/rate-request/refuse — the bulk discount request is cleared, the reason shown to the buyer. */
export async function refuseBulkRequest(api: AxiosInstance, id: string, reason: string): Promise<CampaignDetail> {
  const res = await api.post<CampaignDetail>(`${campaignPath(id)}/rate-request/refuse`, reason.trim() ? { reason: reason.trim() } : {});
  return normalizeCampaign(res.data);
}
