import type { AxiosInstance } from 'axios';
import { campaignPath, normalizeCampaign, type CampaignDetail, type PlanView } from './campaigns.api';

const planPath = (id: string, planId: string) => `${campaignPath(id)}/plans/${encodeURIComponent(planId)}`;

/** POST …/plans/{planId}/approve: the campaign as it stands after approval (plan approved, progress moved on). */
export async function approvePlan(api: AxiosInstance, id: string, planId: string): Promise<CampaignDetail> {
  const res = await api.post<CampaignDetail>(`${planPath(id, planId)}/approve`);
  return normalizeCampaign(res.data);
}

export type ChangeRequest = { comment: string; remarks?: string };

/** POST …/plans/{planId}/changes: stores the comment (and remarks) on the plan; answers the plan. */
export async function requestPlanChanges(api: AxiosInstance, id: string, planId: string, body: ChangeRequest): Promise<PlanView> {
  const res = await api.post<PlanView>(`${planPath(id, planId)}/changes`, body);
  return res.data;
}

/** What sharing a plan answers: the new plan, or the whole campaign, or `{ plan }` / `{ plans }`. */
export type SharedPlanAnswer = { campaign?: CampaignDetail; plan?: PlanView; plans?: PlanView[] };

/** Staff: POST /campaigns/{id}/plans shares the current media options as a new plan version. */
export async function sharePlan(api: AxiosInstance, id: string, body: { note?: string } = {}): Promise<SharedPlanAnswer> {
  const res = await api.post<unknown>(`${campaignPath(id)}/plans`, body);
  const data = (res.data ?? {}) as Record<string, unknown>;
  if (typeof data.name === 'string' && Array.isArray(data.plans)) return { campaign: normalizeCampaign(data as CampaignDetail) };
  if (data.plan && typeof data.plan === 'object') return { plan: data.plan as PlanView, plans: data.plans as PlanView[] | undefined };
  if (Array.isArray(data.plans)) return { plans: data.plans as PlanView[] };
  if (typeof data._id === 'string') return { plan: data as PlanView };
  return {};
}
