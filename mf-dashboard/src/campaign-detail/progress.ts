import { campaignProgress, type ProgressStep, type StepState } from 'shared-domain';
import type { CampaignDetail } from '../api/campaigns.api';

const RANK: Record<StepState, number> = { Pending: 0, 'In Progress': 1, Done: 2 };

type ServerStep = { name?: unknown; state?: unknown; filled?: unknown; active?: unknown };

function stateOf(step: ServerStep): StepState | null {
  if (step.state === 'Pending' || step.state === 'In Progress' || step.state === 'Done') return step.state;
  // Older servers mark steps as filled (done) and active (under way).
  if (step.filled === true) return 'Done';
  if (step.active === true) return 'In Progress';
  return null;
}

/**
 * The stepper to show: shared-domain's rule over the campaign as it stands on the page (so
 * a PO set or a plan approved here moves it at once), and the server's `progress` where the
 * server knows better. Each step takes the further of the two.
 */
export function campaignSteps(campaign: Pick<CampaignDetail, 'status' | 'mediaOptions' | 'progress' | 'plans'>): ProgressStep[] {
  const computed = campaignProgress(campaign.status, campaign.mediaOptions, campaign.plans.some((p) => p.approved));
  const server = Array.isArray(campaign.progress) ? (campaign.progress as ServerStep[]) : [];
  return computed.map((step) => {
    const fromServer = server.find((s) => s && s.name === step.name);
    const state = fromServer ? stateOf(fromServer) : null;
    return state && RANK[state] > RANK[step.state] ? { ...step, state } : step;
  });
}
