import type { AxiosInstance } from 'axios';
import type { DeliveryLedger, MakeGoodAnswer, Proof } from 'shared-domain/proof';

const enc = encodeURIComponent;
const base = (campaignId: string) => `/campaigns/${enc(campaignId)}`;

/** GET /campaigns/{id}/proofs: the campaign's proofs (a bare list, or under `proofs`). */
export async function fetchCampaignProofs(api: AxiosInstance, campaignId: string): Promise<Proof[]> {
  const data = (await api.get<unknown>(`${base(campaignId)}/proofs`)).data;
  if (Array.isArray(data)) return data as Proof[];
  const inner = (data as { proofs?: unknown } | null)?.proofs;
  return Array.isArray(inner) ? (inner as Proof[]) : [];
}

/** GET /campaigns/{id}/delivery: each line's days, bought against verified, its make-goods and the current offer. */
export async function fetchDelivery(api: AxiosInstance, campaignId: string): Promise<DeliveryLedger> {
  return (await api.get<DeliveryLedger>(`${base(campaignId)}/delivery`)).data;
}

/** POST /campaigns/{id}/make-goods: the owner accepts or declines a line's offer (409 when the offer changed); answers the new ledger. */
export async function answerMakeGood(api: AxiosInstance, campaignId: string, answer: MakeGoodAnswer): Promise<DeliveryLedger> {
  return (await api.post<DeliveryLedger>(`${base(campaignId)}/make-goods`, answer)).data;
}
