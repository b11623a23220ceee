import type { CampaignStatus } from '../entities/entities';
import type { ScheduleEntry } from '../entities/pricing-types';

/** Statuses that mean a campaign is over (SPEC.md section 4). */
export const FINISHED_STATUSES: readonly string[] = ['Ended', 'Closed', 'Completed'];
/** The status counted as live. */
export const LIVE_STATUS = 'In Execution';

/** True when the campaign is running ('In Execution'). */
export function isLiveStatus(status: CampaignStatus): boolean {
  return status === LIVE_STATUS;
}

/** True for 'Ended', 'Closed' and 'Completed'. */
export function isFinishedStatus(status: CampaignStatus): boolean {
  return FINISHED_STATUSES.includes(status);
}

export type StepState = 'Pending' | 'In Progress' | 'Done';
export type ProgressStep = { name: 'Planning' | 'Execution' | 'Analytics & Report'; state: StepState };

type WithSchedule = { readonly schedule?: readonly ScheduleEntry[] };

/**
 * The three-step stepper: finished, or a plan approved (which fills the execution step and
 * activates analytics, SPEC.md section 4) → Planning and Execution Done, Analytics In
 * Progress; else any schedule entry with a PO or invoice id → Planning Done, Execution In
 * Progress; otherwise Planning In Progress.
 */
export function campaignProgress(status: CampaignStatus, mediaOptions: readonly WithSchedule[], planApproved = false): ProgressStep[] {
  if (isFinishedStatus(status) || planApproved) {
    return [
      { name: 'Planning', state: 'Done' },
      { name: 'Execution', state: 'Done' },
      { name: 'Analytics & Report', state: 'In Progress' },
    ];
  }
  const ordered = mediaOptions.some((o) => (o.schedule ?? []).some((e) => Boolean(e.po?.id || e.invoice?.id)));
  if (ordered) {
    return [
      { name: 'Planning', state: 'Done' },
      { name: 'Execution', state: 'In Progress' },
      { name: 'Analytics & Report', state: 'Pending' },
    ];
  }
  return [
    { name: 'Planning', state: 'In Progress' },
    { name: 'Execution', state: 'Pending' },
    { name: 'Analytics & Report', state: 'Pending' },
  ];
}

export type CampaignListStats = { count: number; totalSpend: number; liveCampaigns: number; endedCampaigns: number };

/** Dashboard figures: count, total spend (sum of totalPrice), live and ended counts. */
export function campaignListStats(campaigns: readonly { status: CampaignStatus; totalPrice: number }[]): CampaignListStats {
  let totalSpend = 0;
  let live = 0;
  let ended = 0;
  for (const c of campaigns) {
    totalSpend += c.totalPrice;
    if (isLiveStatus(c.status)) live += 1;
    if (isFinishedStatus(c.status)) ended += 1;
  }
  return { count: campaigns.length, totalSpend: Math.round(totalSpend * 100) / 100, liveCampaigns: live, endedCampaigns: ended };
}
