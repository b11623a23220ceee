import { useRef, useState } from 'react';
import { nextCampaignStatus } from 'shared-domain/campaign';
import { normalizeCampaign, type CampaignDetail, type PlanView } from '../../api/campaigns.api';
import { approvePlan, requestPlanChanges, sharePlan, type SharedPlanAnswer } from '../../api/plans.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { useViewer } from '../../app/use-viewer';
import type { CampaignUpdate } from '../use-campaign';

/** Longest comment or remark a change request may carry. */
export const PLAN_NOTE_MAX = 2000;

/** The dialog open on the Plans tab: approve or request changes to a version, or (staff) share a new one. */
export type PlanDialog = { kind: 'approve' | 'changes'; plan: PlanView; version: number } | { kind: 'share' } | null;

/** The campaign after approving `planId`: the answer is the campaign; a thin one still marks the plan approved. */
function withApproval(c: CampaignDetail, answer: CampaignDetail, planId: string): CampaignDetail {
  return normalizeCampaign({
    ...c,
    ...answer,
    plans: answer.plans.length ? answer.plans : c.plans.map((p) => (p._id === planId ? { ...p, approved: true } : p)),
    mediaOptions: answer.mediaOptions.length || !c.mediaOptions.length ? answer.mediaOptions : c.mediaOptions,
  });
}

/** The campaign after sharing a plan version, whichever of its shapes the answer has. */
function withSharedPlan(c: CampaignDetail, answer: SharedPlanAnswer): CampaignDetail {
  if (answer.campaign) return normalizeCampaign({ ...c, ...answer.campaign });
  if (answer.plans) return { ...c, plans: answer.plans };
  if (answer.plan) return { ...c, plans: [...c.plans.filter((p) => p._id !== answer.plan!._id), answer.plan] };
  return c;
}

/**
 * The Plans tab's actions and their dialogs: approving a version, requesting changes to it
 * (a comment, and remarks), and (staff) sharing the current options as a new version.
 */
export function usePlanActions(campaign: CampaignDetail, update: CampaignUpdate) {
  const { campaignApi } = useDashboardServices();
  const viewer = useViewer();
  const [dialog, setDialog] = useState<PlanDialog>(null);
  const [comment, setComment] = useState('');
  const [remarks, setRemarks] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');

  const approve = useAction((planId: string) => approvePlan(campaignApi, campaign._id, planId), {
    success: 'Plan approved. Execution can begin.',
    failure: 'Could not approve the plan',
  });
  const changes = useAction(
    (planId: string, body: { comment: string; remarks?: string }) => requestPlanChanges(campaignApi, campaign._id, planId, body),
    { success: 'Change request sent', failure: 'Could not send the change request' },
  );
  const share = useAction((text: string) => sharePlan(campaignApi, campaign._id, text ? { note: text } : {}), {
    success: 'Plan version shared with the client',
    failure: 'Could not share the plan',
    messages: { 403: 'Only staff can share a plan version.' },
  });

  const close = () => setDialog(null);
  const openApprove = (plan: PlanView, version: number) => {
    approve.reset();
    setDialog({ kind: 'approve', plan, version });
  };
  const openChanges = (plan: PlanView, version: number) => {
    setComment('');
    setRemarks('');
    setCommentError(null);
    changes.reset();
    setDialog({ kind: 'changes', plan, version });
  };
  const openShare = () => {
    share.reset();
    setNote('');
    setDialog({ kind: 'share' });
  };
  const changeComment = (text: string) => {
    setComment(text);
    setCommentError(null);
  };

  const confirmApprove = async (plan: PlanView) => {
    const answer = await approve.run(plan._id);
    if (!answer) return;
    update((c) => withApproval(c, answer, plan._id));
    close();
  };

  const submitChanges = async (plan: PlanView) => {
    const text = comment.trim();
    const refuse = (message: string) => {
      setCommentError(message);
      // The message is read with the field it belongs to.
      commentRef.current?.focus();
    };
    if (!text) return refuse('Say what should change');
    if (text.length > PLAN_NOTE_MAX || remarks.length > PLAN_NOTE_MAX) return refuse(`Keep it to ${PLAN_NOTE_MAX} characters`);
    setCommentError(null);
    const body = remarks.trim() ? { comment: text, remarks: remarks.trim() } : { comment: text };
    const answer = await changes.run(plan._id, body);
    if (!answer) return;
    const stored: Partial<PlanView> = answer && typeof answer === 'object' ? answer : {};
    update((c) => {
      // The route answers only the plan; the campaign moves as the server moved it (the same life-cycle rule).
      const next = nextCampaignStatus(c.status, { type: 'changes-requested' });
      return {
        ...c,
        ...(next.ok ? { status: next.status } : {}),
        plans: c.plans.map((p) => (p._id === plan._id ? { ...p, ...body, changesRequestedBy: viewer?._id, ...stored } : p)),
      };
    });
    close();
  };

  const submitShare = async () => {
    const answer = await share.run(note.trim());
    if (!answer) return;
    update((c) => withSharedPlan(c, answer));
    close();
  };

  return {
    dialog, close, openApprove, openChanges, openShare,
    approve, confirmApprove,
    changes, comment, changeComment, commentError, commentRef, remarks, setRemarks, submitChanges,
    share, note, setNote, submitShare,
  };
}

/** The Plans tab's dialogs and actions (`usePlanActions`). */
export type PlanActions = ReturnType<typeof usePlanActions>;
