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

/** The states of a stepper step, and the steps' names, in order. */
export const STEP_STATES = ['Pending', 'In Progress', 'Done'] as const;
export const STEP_NAMES = ['Planning', 'Execution', 'Analytics & Report'] as const;
export type StepState = (typeof STEP_STATES)[number];
export type StepName = (typeof STEP_NAMES)[number];
/** One step of the stepper: its state, and in words what it is waiting for or what completed it. */
export type ProgressStep = { name: StepName; state: StepState; description: string };

type WithSchedule = { readonly schedule?: readonly ScheduleEntry[] };

/** Statuses that follow an approval (a plan approved, or a self-built campaign confirmed). */
const APPROVED_STATUSES: readonly string[] = ['Approved', 'Payment Pending', 'Paid'];
/** Finished statuses reached by running the campaign (Closed cancels one, run or not). */
const RAN_STATUSES: readonly string[] = ['Ended', 'Completed'];

/** True when a schedule entry of any option carries a purchase order or invoice id. */
export function hasPurchaseOrderOrInvoice(mediaOptions: readonly WithSchedule[]): boolean {
  return mediaOptions.some((o) => (o.schedule ?? []).some((e) => Boolean(e.po?.id || e.invoice?.id)));
}

/**
 * True once the campaign's media are bought: a plan approved or the campaign confirmed
 * (Approved, Payment Pending, Paid), running (In Execution) or run (Ended, Completed). A draft,
 * a plan still being worked out, or a campaign closed (cancelled) has bought nothing.
 */
export function isBoughtStatus(status: CampaignStatus): boolean {
  return APPROVED_STATUSES.includes(status) || isLiveStatus(status) || RAN_STATUSES.includes(status);
}

const step = (name: StepName, state: StepState, description: string): ProgressStep => ({ name, state, description });

/**
 * The three-step stepper (SPEC.md section 4), never calling a step Done before it happened:
 * - ended or completed → Planning and Execution Done, Analytics & Report In Progress;
 * - a purchase order or invoice on any schedule entry, or the campaign In Execution →
 *   Planning Done, Execution In Progress;
 * - a plan approved (or the status says it was) → Planning Done, Execution In Progress while
 *   it waits for a purchase order or invoice (approval alone executes nothing);
 * - otherwise Planning In Progress.
 * A campaign closed (cancelled) keeps the steps it reached; a step it never started stays Pending.
 * Each step's `description` says what it waits for, or what completed it.
 */
export function campaignProgress(status: CampaignStatus, mediaOptions: readonly WithSchedule[], planApproved = false): ProgressStep[] {
  const ordered = hasPurchaseOrderOrInvoice(mediaOptions);
  const closed = isFinishedStatus(status) && !RAN_STATUSES.includes(status);
  if (RAN_STATUSES.includes(status) || (closed && ordered)) {
    return [
      step('Planning', 'Done', 'Plan approved'),
      step('Execution', 'Done', 'The campaign has run'),
      step('Analytics & Report', 'In Progress', 'Preparing the report of what ran'),
    ];
  }
  const approved = planApproved || APPROVED_STATUSES.includes(status);
  if (closed) {
    return [
      approved ? step('Planning', 'Done', 'Plan approved') : step('Planning', 'Pending', 'Closed before a plan was approved'),
      step('Execution', 'Pending', 'Closed before a purchase order or invoice was issued'),
      step('Analytics & Report', 'Pending', 'Closed before the campaign ran'),
    ];
  }
  if (ordered || isLiveStatus(status)) {
    return [
      step('Planning', 'Done', 'Plan approved'),
      step('Execution', 'In Progress', ordered ? 'Purchase order or invoice issued; runs until the campaign ends' : 'Running until the campaign ends'),
      step('Analytics & Report', 'Pending', 'Waits for the campaign to end'),
    ];
  }
  if (approved) {
    return [
      step('Planning', 'Done', 'Plan approved'),
      step('Execution', 'In Progress', 'Plan approved; waiting for a purchase order or invoice'),
      step('Analytics & Report', 'Pending', 'Waits for the campaign to run and end'),
    ];
  }
  return [
    step('Planning', 'In Progress', 'Waiting for a plan to be shared and approved'),
    step('Execution', 'Pending', 'Waits for an approved plan, then a purchase order or invoice'),
    step('Analytics & Report', 'Pending', 'Waits for the campaign to run and end'),
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
