import {
  approvePlan, CAMPAIGN_STATUSES, canTransition, hasApprovedPlan, isEditableStatus, latestPlan, nextCampaignStatus, staffNextStatuses,
  nextStatuses, requestPlanChanges, STATUS_TRANSITIONS, acceptsPayments, paymentRefusal, type CampaignPlan, type LifecycleStatus,
} from './campaign-lifecycle';
import { FINISHED_STATUSES, LIVE_STATUS } from './campaign-status';

const AT = '2026-02-01T10:00:00.000Z';
const plan = (id: string, version: number, extra: Partial<CampaignPlan> = {}): CampaignPlan => ({
  _id: id, version, approved: false, createdAt: AT, updatedAt: AT, ...extra,
});

describe('campaign life cycle', () => {
  it('lists every status once, with moves only to known statuses', () => {
    expect(new Set(CAMPAIGN_STATUSES).size).toBe(CAMPAIGN_STATUSES.length);
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...CAMPAIGN_STATUSES].sort());
    for (const [from, tos] of Object.entries(STATUS_TRANSITIONS)) {
      for (const to of tos) {
        expect(CAMPAIGN_STATUSES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('reaches every status from Draft, and the live and finished statuses of SPEC.md are in it', () => {
    const seen = new Set<LifecycleStatus>(['Draft']);
    const queue: LifecycleStatus[] = ['Draft'];
    while (queue.length) for (const to of STATUS_TRANSITIONS[queue.shift()!]) if (!seen.has(to)) { seen.add(to); queue.push(to); }
    expect([...seen].sort()).toEqual([...CAMPAIGN_STATUSES].sort());
    expect(CAMPAIGN_STATUSES).toContain(LIVE_STATUS);
    for (const s of FINISHED_STATUSES) expect(CAMPAIGN_STATUSES).toContain(s);
  });

  it('Completed and Closed are final; every unfinished status can be closed', () => {
    expect(nextStatuses('Completed')).toEqual([]);
    expect(nextStatuses('Closed')).toEqual([]);
    for (const s of CAMPAIGN_STATUSES) if (s !== 'Completed' && s !== 'Closed') expect(canTransition(s, 'Closed')).toBe(true);
  });

  it.each<[string, string, boolean]>([
    ['Draft', 'Plan Requested', true],
    ['Plan Requested', 'Plan Shared', true],
    ['Plan Shared', 'Changes Requested', true],
    ['Changes Requested', 'Plan Shared', true],
    ['Plan Shared', 'Approved', true],
    ['Approved', 'Payment Pending', true],
    ['Payment Pending', 'Paid', true],
    ['Paid', 'In Execution', true],
    ['In Execution', 'Ended', true],
    ['Ended', 'Completed', true],
    ['Draft', 'In Execution', false],
    ['Plan Requested', 'Approved', false],
    ['Paid', 'Draft', false],
    ['In Execution', 'Paid', false],
    ['Completed', 'In Execution', false],
    ['Draft', 'Draft', false],
    ['Draft', 'Nonsense', false],
    ['Legacy status', 'Approved', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('events move the status or say why not', () => {
    expect(nextCampaignStatus('Draft', { type: 'plan-requested' })).toEqual({ ok: true, status: 'Plan Requested' });
    expect(nextCampaignStatus('Plan Shared', { type: 'plan-requested' })).toEqual({ ok: true, status: 'Plan Shared' });
    expect(nextCampaignStatus('Paid', { type: 'plan-requested' })).toMatchObject({ ok: false });
    expect(nextCampaignStatus('Draft', { type: 'approval-requested' })).toEqual({ ok: true, status: 'Approval Requested' });
    expect(nextCampaignStatus('Plan Shared', { type: 'approval-requested' })).toEqual({ ok: false, message: expect.stringMatching(/only for a draft/) });
    for (const from of ['Draft', 'Plan Requested', 'Approval Requested', 'Plan Shared', 'Changes Requested']) {
      expect(nextCampaignStatus(from, { type: 'plan-shared' })).toEqual({ ok: true, status: 'Plan Shared' });
    }
    expect(nextCampaignStatus('Approved', { type: 'plan-shared' })).toMatchObject({ ok: false });
    expect(nextCampaignStatus('Plan Shared', { type: 'changes-requested' })).toEqual({ ok: true, status: 'Changes Requested' });
    expect(nextCampaignStatus('Changes Requested', { type: 'changes-requested' })).toEqual({ ok: true, status: 'Changes Requested' });
    expect(nextCampaignStatus('Plan Requested', { type: 'changes-requested' })).toMatchObject({ ok: false });
    expect(nextCampaignStatus('Changes Requested', { type: 'plan-approved' })).toEqual({ ok: true, status: 'Approved' });
    expect(nextCampaignStatus('Draft', { type: 'plan-approved' })).toMatchObject({ ok: false });
  });

  it('a payment moves an approved campaign to Payment Pending or Paid; execution keeps its status', () => {
    const pay = (from: string, amountPaid: number) => nextCampaignStatus(from, { type: 'payment-added', amountPaid, totalPrice: 1000 });
    // amountPaid counts verified payments only: a payment awaiting verification leaves it at 0.
    expect(pay('Approved', 0)).toEqual({ ok: true, status: 'Payment Pending' });
    expect(pay('Approved', 400)).toEqual({ ok: true, status: 'Payment Pending' });
    expect(pay('Approved', 1000)).toEqual({ ok: true, status: 'Paid' });
    expect(pay('Payment Pending', 999.99)).toEqual({ ok: true, status: 'Payment Pending' });
    expect(pay('Payment Pending', 1000)).toEqual({ ok: true, status: 'Paid' });
    for (const later of ['Paid', 'In Execution', 'Ended', 'Completed']) expect(pay(later, 1000)).toEqual({ ok: true, status: later });
    expect(pay('Plan Shared', 10)).toEqual({ ok: false, message: 'Payments are taken once a plan is approved.' });
    expect(pay('Closed', 10)).toEqual({ ok: false, message: 'This campaign is closed.' });
  });

  it('a reviewed payment makes the campaign Paid once verified payments cover the total, in any status', () => {
    const review = (from: string, amountPaid: number) => nextCampaignStatus(from, { type: 'payment-reviewed', amountPaid, totalPrice: 1000 });
    expect(review('Payment Pending', 1000)).toEqual({ ok: true, status: 'Paid' });
    expect(review('Payment Pending', 0)).toEqual({ ok: true, status: 'Payment Pending' });
    expect(review('In Execution', 1000)).toEqual({ ok: true, status: 'In Execution' });
    // Money received for a campaign closed meanwhile is still counted; the campaign stays closed.
    expect(review('Closed', 1000)).toEqual({ ok: true, status: 'Closed' });
  });

  it('payments are taken after approval while a balance is due, with the reason when not', () => {
    for (const status of ['Approved', 'Payment Pending', 'In Execution', 'Ended', 'Completed']) {
      expect({ status, refusal: paymentRefusal(status, 500) }).toEqual({ status, refusal: null });
      expect(acceptsPayments(status)).toBe(true);
    }
    for (const status of ['Draft', 'Plan Requested', 'Approval Requested', 'Plan Shared', 'Changes Requested']) {
      expect({ status, refusal: paymentRefusal(status, 500) }).toEqual({ status, refusal: 'Payments are taken once a plan is approved.' });
      expect(acceptsPayments(status)).toBe(false);
    }
    expect(paymentRefusal('Closed', 500)).toBe('This campaign is closed.');
    expect(paymentRefusal('Ended', 0)).toBe('This campaign is paid in full.');
    expect(paymentRefusal('Paid', 0)).toBe('This campaign is paid in full.');
    expect(paymentRefusal('Payment Pending', 500, 500)).toBe('The balance due is covered by payments awaiting verification.');
    expect(paymentRefusal('Payment Pending', 500, 499.99)).toBeNull();
  });

  it('staff status changes follow the table; unknown names and staying put are refused', () => {
    expect(nextCampaignStatus('Paid', { type: 'status-set', to: 'In Execution' })).toEqual({ ok: true, status: 'In Execution' });
    expect(nextCampaignStatus('Draft', { type: 'status-set', to: 'Completed' })).toEqual({
      ok: false, message: 'A campaign that is Draft cannot become Completed; staff may set: Closed',
    });
    expect(nextCampaignStatus('Closed', { type: 'status-set', to: 'Draft' })).toEqual({ ok: false, message: expect.stringMatching(/nothing \(it is final\)/) });
    expect(nextCampaignStatus('Draft', { type: 'status-set', to: 'Draft' })).toEqual({ ok: false, message: 'The campaign is already Draft' });
    expect(nextCampaignStatus('Draft', { type: 'status-set', to: 'Live' })).toMatchObject({ ok: false, message: expect.stringMatching(/^Unknown status "Live"/) });
    // A status from before the life cycle can be put right by staff.
    expect(nextCampaignStatus('Running', { type: 'status-set', to: 'In Execution' })).toEqual({ ok: true, status: 'In Execution' });
  });

  it('staff cannot set a status that follows an action: no Approved without an approved plan, no Paid without payments', () => {
    expect(nextCampaignStatus('Plan Shared', { type: 'status-set', to: 'Approved' })).toEqual({
      ok: false, message: 'Only the advertiser approves a shared plan; a campaign cannot be Approved without an approved plan; staff may set: Closed',
    });
    expect(nextCampaignStatus('Changes Requested', { type: 'status-set', to: 'Approved' })).toMatchObject({ ok: false });
    expect(nextCampaignStatus('Approved', { type: 'status-set', to: 'Paid' })).toMatchObject({ ok: false, message: expect.stringMatching(/^The status follows the payments/) });
    expect(nextCampaignStatus('Draft', { type: 'status-set', to: 'Plan Shared' })).toMatchObject({ ok: false, message: expect.stringMatching(/^Share a plan version/) });
    expect(nextCampaignStatus('Running', { type: 'status-set', to: 'Paid' })).toMatchObject({ ok: false });
    // Confirming a campaign the advertiser built and asked to be approved is staff's move.
    expect(nextCampaignStatus('Approval Requested', { type: 'status-set', to: 'Approved' })).toEqual({ ok: true, status: 'Approved' });
  });

  it('staffNextStatuses lists only the moves staff may make by hand', () => {
    expect(staffNextStatuses('Draft')).toEqual(['Closed']);
    expect(staffNextStatuses('Plan Shared')).toEqual(['Closed']);
    expect(staffNextStatuses('Approval Requested')).toEqual(['Approved', 'Closed']);
    expect(staffNextStatuses('Approved')).toEqual(['In Execution', 'Closed']);
    expect(staffNextStatuses('In Execution')).toEqual(['Ended', 'Completed', 'Closed']);
    expect(staffNextStatuses('Completed')).toEqual([]);
  });

  it('editable statuses are the planning ones', () => {
    expect(CAMPAIGN_STATUSES.filter(isEditableStatus)).toEqual(['Draft', 'Plan Requested', 'Approval Requested', 'Plan Shared', 'Changes Requested']);
  });
});

describe('plans', () => {
  it('latestPlan is the highest version', () => {
    expect(latestPlan([])).toBeNull();
    expect(latestPlan([plan('a', 1), plan('c', 3), plan('b', 2)])?._id).toBe('c');
  });

  it('approving the latest plan approves it (without touching the input) and the campaign becomes Approved', () => {
    const plans = [plan('a', 1), plan('b', 2)];
    const result = approvePlan('Plan Shared', plans, 'b', AT);
    expect(result).toMatchObject({ ok: true, status: 'Approved', plan: { _id: 'b', approved: true, approvedAt: AT } });
    if (!result.ok) throw new Error('unreachable');
    expect(result.plans.map((p) => p.approved)).toEqual([false, true]);
    expect(plans[1].approved).toBe(false);
    expect(hasApprovedPlan(result.plans)).toBe(true);
    expect(hasApprovedPlan(plans)).toBe(false);
  });

  it('refuses unknown, older, approved plans and the wrong status', () => {
    const plans = [plan('a', 1), plan('b', 2)];
    expect(approvePlan('Plan Shared', plans, 'x', AT)).toEqual({ ok: false, reason: 'not-found', message: 'Plan not found' });
    expect(approvePlan('Plan Shared', plans, 'a', AT)).toEqual({ ok: false, reason: 'conflict', message: 'Plan v1 was replaced by v2; approve the latest plan' });
    expect(approvePlan('Approved', [plan('a', 1, { approved: true })], 'a', AT)).toMatchObject({ ok: false, reason: 'conflict', message: 'Plan v1 is already approved' });
    expect(approvePlan('Plan Requested', plans, 'b', AT)).toMatchObject({ ok: false, reason: 'conflict' });
  });

  it('requesting changes stores the comment and remarks on the plan', () => {
    const result = requestPlanChanges('Plan Shared', [plan('a', 1)], 'a', { comment: 'Add radio', remarks: 'Budget is firm' }, AT);
    expect(result).toMatchObject({ ok: true, status: 'Changes Requested', plan: { comment: 'Add radio', remarks: 'Budget is firm', changesRequestedAt: AT } });
    const noRemarks = requestPlanChanges('Plan Shared', [plan('a', 1)], 'a', { comment: 'Less TV' }, AT);
    expect(noRemarks.ok && 'remarks' in noRemarks.plan).toBe(false);
    expect(requestPlanChanges('Approved', [plan('a', 1)], 'a', { comment: 'x' }, AT)).toMatchObject({ ok: false, reason: 'conflict' });
  });
});
