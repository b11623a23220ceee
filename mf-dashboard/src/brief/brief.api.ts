import type { AxiosInstance } from 'axios';
import { ApiError, type Brief } from 'shared-domain';

/**
 * POST /campaigns/brief: creates a campaign with a requested plan from the brief; answers its
 * `_id`. The Idempotency-Key makes a repeated click or a retry after a lost answer safe.
 */
export async function createCampaignFromBrief(api: AxiosInstance, brief: Brief, idempotencyKey: string): Promise<string> {
  const res = await api.post<{ _id?: unknown; campaign?: { _id?: unknown }; message?: unknown }>('/campaigns/brief', brief, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const id = res.data?._id ?? res.data?.campaign?._id;
  if (typeof id !== 'string' || !id) {
    const message = typeof res.data?.message === 'string' && res.data.message ? res.data.message : 'The server did not return the new campaign';
    throw new ApiError(res.status, 'no_campaign_id', message);
  }
  return id;
}
