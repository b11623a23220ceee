import type { CampaignStatus, Plan } from '../entities/entities';

/**
 * Every status a campaign moves through, in life-cycle order (SPEC.md section 4 names the
 * live and finished ones; the rest is the project's reading of the plan-to-report flow).
 */
export const CAMPAIGN_STATUSES = [
  'Draft',
  'Plan Requested',
  'Approval Requested',
  'Plan Shared',
  'Changes Requested',
  'Approved',
  'Payment Pending',
  'Paid',
  'In Execution',
  'Ended',
  'Completed',
  'Closed',
] as const;

export type LifecycleStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * The moves allowed from each status. Draft: saved from the bag. Plan Requested: a brief or
 * a quote asks the team for a plan. Approval Requested: the advertiser submits a
 * self-built campaign for the team to confirm. Plan Shared → Changes Requested → Plan Shared
 * loops until the advertiser approves. Approved → Payment Pending (part paid) → Paid. Staff
 * start, end and complete the run; Closed cancels any unfinished campaign.
 */
export const STATUS_TRANSITIONS: Readonly<Record<LifecycleStatus, readonly LifecycleStatus[]>> = {
  Draft: ['Plan Requested', 'Approval Requested', 'Plan Shared', 'Closed'],
  'Plan Requested': ['Plan Shared', 'Closed'],
  'Approval Requested': ['Plan Shared', 'Approved', 'Closed'],
  'Plan Shared': ['Changes Requested', 'Approved', 'Closed'],
  'Changes Requested': ['Plan Shared', 'Approved', 'Closed'],
  Approved: ['Payment Pending', 'Paid', 'In Execution', 'Closed'],
  'Payment Pending': ['Paid', 'In Execution', 'Closed'],
  Paid: ['In Execution', 'Closed'],
  'In Execution': ['Ended', 'Completed', 'Closed'],
  Ended: ['Completed', 'Closed'],
  Completed: [],
  Closed: [],
};

/**
 * Why staff cannot set a status by hand: each of these follows an action the product
 * records, so setting it directly would claim something that did not happen (a plan shared
 * or approved, a payment made). Staff set only the run's own moves: confirm a self-built
 * campaign (Approval Requested → Approved), start, end and complete the run, or close.
 */
const FOLLOWS_AN_ACTION: Readonly<Partial<Record<LifecycleStatus, string>>> = {
  Draft: 'A campaign is a draft only until it is planned',
  'Plan Requested': 'The advertiser asks for a plan (a quote request or a brief)',
  'Approval Requested': 'The advertiser asks for approval of a campaign they built',
  'Plan Shared': 'Share a plan version to move the campaign to Plan Shared',
  'Changes Requested': 'The advertiser requests changes on a shared plan',
  'Payment Pending': 'The status follows the payments: record or verify a payment',
  Paid: 'The status follows the payments: record or verify a payment',
};

/** The statuses staff may set by hand from `from` (the table's moves less those that follow an action). */
export function staffNextStatuses(from: CampaignStatus): readonly LifecycleStatus[] {
  const moves = isLifecycleStatus(from) ? STATUS_TRANSITIONS[from] : CAMPAIGN_STATUSES;
  return moves.filter((to) => to !== from && staffMoveProblem(from, to) === null);
}

/** Why staff may not set `to` by hand from `from`, or null. Approved needs an approved plan, except when confirming a self-built campaign. */
function staffMoveProblem(from: CampaignStatus, to: LifecycleStatus): string | null {
  const reason = FOLLOWS_AN_ACTION[to];
  if (reason) return reason;
  if (to === 'Approved' && from !== 'Approval Requested') {
    return 'Only the advertiser approves a shared plan; a campaign cannot be Approved without an approved plan';
  }
  return null;
}

/** True when `status` is one of CAMPAIGN_STATUSES. */
export function isLifecycleStatus(status: unknown): status is LifecycleStatus {
  return typeof status === 'string' && (CAMPAIGN_STATUSES as readonly string[]).includes(status);
}

/** The statuses `from` may move to; none for an unknown status. */
export function nextStatuses(from: CampaignStatus): readonly LifecycleStatus[] {
  return isLifecycleStatus(from) ? STATUS_TRANSITIONS[from] : [];
}

/** True when the life cycle allows `from` → `to` (staying put is not a move). */
export function canTransition(from: CampaignStatus, to: CampaignStatus): boolean {
  return isLifecycleStatus(to) && nextStatuses(from).includes(to);
}

/** Before approval the advertiser may still change the options and the brief. */
const EDITABLE: readonly CampaignStatus[] = ['Draft', 'Plan Requested', 'Approval Requested', 'Plan Shared', 'Changes Requested'];
/**
 * Payments are taken once a plan is approved, for as long as a balance is due, through the
 * run and after it; a closed campaign takes none.
 */
const PAYABLE: readonly CampaignStatus[] = ['Approved', 'Payment Pending', 'Paid', 'In Execution', 'Ended', 'Completed'];

/** True while media options may be added or removed and the brief edited. */
export function isEditableStatus(status: CampaignStatus): boolean {
  return EDITABLE.includes(status);
}

/** True when the status lets a payment be recorded (while a balance is due: see `paymentRefusal`). */
export function acceptsPayments(status: CampaignStatus): boolean {
  return PAYABLE.includes(status);
}

/** Why the status alone takes no payment, or null. */
function statusPaymentRefusal(status: CampaignStatus): string | null {
  if (acceptsPayments(status)) return null;
  return status === 'Closed' ? 'This campaign is closed.' : 'Payments are taken once a plan is approved.';
}

/**
 * Why a campaign in `status` with `balanceDue` (verified payments only), of which
 * `awaitingVerification` is already recorded, takes no payment now; null when it does.
 */
export function paymentRefusal(status: CampaignStatus, balanceDue: number, awaitingVerification = 0): string | null {
  const refusal = statusPaymentRefusal(status);
  if (refusal) return refusal;
  if (Math.round(balanceDue * 100) <= 0) return 'This campaign is paid in full.';
  if (Math.round(balanceDue * 100) - Math.round(awaitingVerification * 100) <= 0) return 'The balance due is covered by payments awaiting verification.';
  return null;
}

/** What happened to a campaign; each maps to at most one status move. */
export type CampaignEvent =
  | { readonly type: 'plan-requested' }
  | { readonly type: 'approval-requested' }
  | { readonly type: 'plan-shared' }
  | { readonly type: 'changes-requested' }
  | { readonly type: 'plan-approved' }
  /** A payment was recorded; `amountPaid` counts verified payments only (see campaign-payments). */
  | { readonly type: 'payment-added'; readonly amountPaid: number; readonly totalPrice: number }
  /** Staff verified or rejected a payment; `amountPaid` as after the review. */
  | { readonly type: 'payment-reviewed'; readonly amountPaid: number; readonly totalPrice: number }
  | { readonly type: 'status-set'; readonly to: string };

export type TransitionResult = { ok: true; status: CampaignStatus } | { ok: false; message: string };

const refuse = (message: string): TransitionResult => ({ ok: false, message });

/**
 * Before the run, a payment moves an approved campaign to Payment Pending (recorded, not yet
 * covering the total) or Paid (verified payments cover it); later statuses keep theirs.
 */
function statusAfterPayments(from: CampaignStatus, amountPaid: number, totalPrice: number): CampaignStatus {
  if (from !== 'Approved' && from !== 'Payment Pending') return from;
  return Math.round(amountPaid * 100) >= Math.round(totalPrice * 100) ? 'Paid' : 'Payment Pending';
}
const move = (status: CampaignStatus): TransitionResult => ({ ok: true, status });

/** The status after `event`, or why the event is not allowed in status `from`. */
export function nextCampaignStatus(from: CampaignStatus, event: CampaignEvent): TransitionResult {
  switch (event.type) {
    case 'plan-requested':
      // A quote request only moves a draft; an already planned campaign keeps its status.
      if (from === 'Draft') return move('Plan Requested');
      return isEditableStatus(from) ? move(from) : refuse(`A plan cannot be requested for a campaign that is ${from}`);
    case 'approval-requested':
      return from === 'Draft'
        ? move('Approval Requested')
        : refuse(`Approval can be requested only for a draft campaign; this one is ${from}`);
    case 'plan-shared':
      return isEditableStatus(from) ? move('Plan Shared') : refuse(`A plan cannot be shared once the campaign is ${from}`);
    case 'changes-requested':
      return from === 'Plan Shared' || from === 'Changes Requested'
        ? move('Changes Requested')
        : refuse(`Changes can be requested only on a shared plan; the campaign is ${from}`);
    case 'plan-approved':
      return from === 'Plan Shared' || from === 'Changes Requested'
        ? move('Approved')
        : refuse(`Only a shared plan can be approved; the campaign is ${from}`);
    case 'payment-added': {
      const refusal = statusPaymentRefusal(from);
      if (refusal) return refuse(refusal);
      return move(statusAfterPayments(from, event.amountPaid, event.totalPrice));
    }
    case 'payment-reviewed':
      // Money the team confirms is counted whatever became of the campaign since.
      return move(statusAfterPayments(from, event.amountPaid, event.totalPrice));
    case 'status-set': {
      if (!isLifecycleStatus(event.to)) return refuse(`Unknown status "${event.to}"; use one of: ${CAMPAIGN_STATUSES.join(', ')}`);
      if (event.to === from) return refuse(`The campaign is already ${from}`);
      const allowed = staffNextStatuses(from);
      // A status from before the life cycle existed may be put right by staff, to a status they may set.
      if ((!isLifecycleStatus(from) || canTransition(from, event.to)) && allowed.includes(event.to)) return move(event.to);
      const why = isLifecycleStatus(from) && !canTransition(from, event.to) ? `A campaign that is ${from} cannot become ${event.to}` : staffMoveProblem(from, event.to);
      return refuse(`${why}; staff may set: ${allowed.length ? allowed.join(', ') : 'nothing (it is final)'}`);
    }
  }
}

/** A plan version the team shared; `approved`, `comment` and `remarks` as SPEC.md section 3 has them. */
export type CampaignPlan = Plan & {
  version: number;
  name?: string;
  note?: string;
  /** The brand the plan is for (the campaign's brief's name and category); absent on plans of a campaign without a brief. */
  brand?: { name: string; industry: string };
  createdAt: string;
  /** Moves on every change of the plan: approved, changes requested, options removed, replaced by a newer version. */
  updatedAt: string;
  approvedAt?: string;
  changesRequestedAt?: string;
};

/** The plan with the highest version (the one the advertiser acts on), or null. */
export function latestPlan<P extends { readonly version?: number }>(plans: readonly P[]): P | null {
  let best: P | null = null;
  for (const p of plans) if (!best || (p.version ?? 0) >= (best.version ?? 0)) best = p;
  return best;
}

/** Why a plan action failed: the plan is unknown (404) or the campaign's state forbids it (409). */
export type PlanActionFailure = { ok: false; reason: 'not-found' | 'conflict'; message: string };

/** Finds the plan an advertiser acts on: it must exist, be the latest version and not be approved. */
function actionablePlan<P extends CampaignPlan>(plans: readonly P[], planId: string, verb: string): { ok: true; plan: P } | PlanActionFailure {
  const plan = plans.find((p) => p._id === planId);
  if (!plan) return { ok: false, reason: 'not-found', message: 'Plan not found' };
  if (plan.approved) return { ok: false, reason: 'conflict', message: `Plan v${plan.version} is already approved` };
  const latest = latestPlan(plans);
  if (latest && latest._id !== plan._id) {
    return { ok: false, reason: 'conflict', message: `Plan v${plan.version} was replaced by v${latest.version}; ${verb} the latest plan` };
  }
  return { ok: true, plan };
}

/** True when a plan of the campaign was approved (the stepper then shows execution filled, analytics active). */
export function hasApprovedPlan(plans: readonly { readonly approved?: boolean }[]): boolean {
  return plans.some((p) => p.approved === true);
}

/**
 * Approving a plan (SPEC.md section 4): the plan is marked approved and the campaign becomes
 * Approved; with an approved plan `campaignProgress` fills the execution step and activates
 * the analytics step.
 */
export function approvePlan<P extends CampaignPlan>(
  status: CampaignStatus, plans: readonly P[], planId: string, at: string,
): { ok: true; status: CampaignStatus; plan: P; plans: P[] } | PlanActionFailure {
  const found = actionablePlan(plans, planId, 'approve');
  if (!found.ok) return found;
  const next = nextCampaignStatus(status, { type: 'plan-approved' });
  if (!next.ok) return { ok: false, reason: 'conflict', message: next.message };
  const plan: P = { ...found.plan, approved: true, approvedAt: at, updatedAt: at };
  return {
    ok: true, status: next.status, plan,
    plans: plans.map((p) => (p._id === planId ? plan : p)),
  };
}

/** Requesting changes (SPEC.md section 4): the comment (and remarks) are stored on the plan. */
export function requestPlanChanges<P extends CampaignPlan>(
  status: CampaignStatus, plans: readonly P[], planId: string, change: { readonly comment: string; readonly remarks?: string }, at: string,
): { ok: true; status: CampaignStatus; plan: P; plans: P[] } | PlanActionFailure {
  const found = actionablePlan(plans, planId, 'comment on');
  if (!found.ok) return found;
  const next = nextCampaignStatus(status, { type: 'changes-requested' });
  if (!next.ok) return { ok: false, reason: 'conflict', message: next.message };
  const plan: P = { ...found.plan, comment: change.comment, changesRequestedAt: at, updatedAt: at };
  if (change.remarks !== undefined) plan.remarks = change.remarks;
  return { ok: true, status: next.status, plan, plans: plans.map((p) => (p._id === planId ? plan : p)) };
}
