import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { nextCampaignStatus } from 'shared-domain/campaign';
import { approvePlan, requestPlanChanges, sharePlan } from '../../api/plans.api';
import { fetchCampaign, normalizeCampaign, ownerIdOf, type CampaignDetail, type CampaignMediaOption, type PlanView } from '../../api/campaigns.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { useViewer } from '../../app/use-viewer';
import { formatDate, formatRupees } from '../../app/format';
import { Badge } from '../../ui/badge';
import { ConfirmDialog, FormDialog } from '../../ui/dialog';
import { Field, TextArea } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, SectionTitle, SubTitle } from '../../ui/primitives';
import { EmptyState } from 'shared-ui/states';
import { color } from 'shared-ui';
import type { CampaignUpdate } from '../use-campaign';
import { changeRequestLabel, plansOutOfDate } from './plan-figures';
import { PlanOptions } from './plan-options';

/** Longest comment or remark a change request may carry. */
export const PLAN_NOTE_MAX = 2000;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Note = styled.p`
  margin: 8px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  span {
    color: ${color.muted};
    font-weight: 600;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 4px;
`;

const versionOf = (plan: PlanView, index: number) => (typeof plan.version === 'number' ? plan.version : index + 1);

/** `reviewer`: the viewer is the one asked to review it (the owner or someone it is shared with). */
function PlanState({ plan, reviewer }: { plan: PlanView; reviewer: boolean }) {
  if (plan.approved) return <Badge $tone="success">Approved</Badge>;
  if (plan.comment) return <Badge $tone="warning">Changes requested</Badge>;
  return <Badge>{reviewer ? 'Awaiting your review' : 'Awaiting the client’s review'}</Badge>;
}

/**
 * After the owner removes a media option (on the Media options tab), service B takes it out of
 * the plans awaiting approval as well, but only answers the campaign's options. When a plan on
 * the page still lists a removed option, the plans are read again from GET /campaigns/{id}
 * (once per change of the campaign's options). Says whether that read is under way or failed.
 */
function useFreshPlans(campaign: CampaignDetail, update: CampaignUpdate): { refreshing: boolean; failed: boolean } {
  const { campaignApi } = useDashboardServices();
  const checked = useRef<CampaignMediaOption[] | null>(null);
  const [state, setState] = useState({ refreshing: false, failed: false });
  const outOfDate = plansOutOfDate(campaign.plans, campaign.mediaOptions);
  const { _id: id, mediaOptions } = campaign;

  useEffect(() => {
    if (!outOfDate || checked.current === mediaOptions) return undefined;
    checked.current = mediaOptions;
    let live = true;
    let done = false;
    setState({ refreshing: true, failed: false });
    fetchCampaign(campaignApi, id).then(
      (fresh) => {
        done = true;
        if (!live) return;
        update((c) => ({ ...c, plans: fresh.plans }));
        setState({ refreshing: false, failed: false });
      },
      () => {
        done = true;
        if (live) setState({ refreshing: false, failed: true });
      },
    );
    return () => {
      live = false;
      // A read cut short is tried again on the next look; a finished one is not repeated.
      if (!done && checked.current === mediaOptions) checked.current = null;
    };
  }, [outOfDate, mediaOptions, id, campaignApi, update]);

  return state;
}

type Dialog = { kind: 'approve' | 'changes'; plan: PlanView; version: number } | { kind: 'share' } | null;

/**
 * The plan versions shared with the client, newest first. The newest unapproved one can be
 * approved or sent back with a comment; staff share a new version from the current options.
 */
export function PlansSection({
  campaign,
  update,
  staff,
  canApprove,
  canComment,
}: {
  campaign: CampaignDetail;
  update: CampaignUpdate;
  staff: boolean;
  /** The owner approves (campaign-access `manage`). */
  canApprove: boolean;
  /** The owner and the people it is shared with request changes (`comment`). */
  canComment: boolean;
}) {
  const { campaignApi } = useDashboardServices();
  const viewer = useViewer();
  const fresh = useFreshPlans(campaign, update);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [comment, setComment] = useState('');
  const [remarks, setRemarks] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const approve = useAction((planId: string) => approvePlan(campaignApi, campaign._id, planId), {
    success: 'Plan approved. Execution can begin.',
    failure: 'Could not approve the plan',
  });
  const changes = useAction(
    (planId: string, body: { comment: string; remarks?: string }) => requestPlanChanges(campaignApi, campaign._id, planId, body),
    { success: 'Change request sent', failure: 'Could not send the change request' },
  );
  const [note, setNote] = useState('');
  const share = useAction((text: string) => sharePlan(campaignApi, campaign._id, text ? { note: text } : {}), {
    success: 'Plan version shared with the client',
    failure: 'Could not share the plan',
    messages: { 403: 'Only staff can share a plan version.' },
  });

  const plans = campaign.plans.map((plan, index) => ({ plan, version: versionOf(plan, index) }));
  const who = { viewerId: viewer?._id ?? null, ownerId: ownerIdOf(campaign), access: campaign.access, users: campaign._users };
  const newestFirst = [...plans].reverse();
  const actionable = newestFirst[0] && !newestFirst[0].plan.approved ? newestFirst[0].plan._id : null;

  const close = () => setDialog(null);
  const openChanges = (plan: PlanView, version: number) => {
    setComment('');
    setRemarks('');
    setCommentError(null);
    changes.reset();
    setDialog({ kind: 'changes', plan, version });
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

  return (
    <Card aria-labelledby="plans-title">
      <Head>
        <SectionTitle id="plans-title" style={{ margin: 0, flex: 1 }}>
          Plans
        </SectionTitle>
        {staff ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              share.reset();
              setNote('');
              setDialog({ kind: 'share' });
            }}
          >
            Share a new plan version
          </Button>
        ) : null}
      </Head>
      {plans.length === 0 ? (
        <EmptyState>No plan has been shared yet. Our team shares each version of the plan here for your approval.</EmptyState>
      ) : (
        <List aria-label="Plan versions">
          {newestFirst.map(({ plan, version }) => (
            <li key={plan._id}>
              <Card as="article" aria-label={`Version ${version}`} style={{ marginBottom: 12 }}>
                <Head>
                  <SubTitle style={{ margin: 0 }}>Version {version}</SubTitle>
                  <PlanState plan={plan} reviewer={canComment || canApprove} />
                  {plan.createdAt ? <Muted style={{ margin: 0 }}>Shared {formatDate(plan.createdAt)}</Muted> : null}
                  {typeof plan.totals?.totalPrice === 'number' ? <strong>{formatRupees(plan.totals.totalPrice)}</strong> : null}
                </Head>
                {plan.name ? <div>{plan.name}</div> : null}
                {plan.note ? (
                  <Note>
                    <span>From our team: </span>
                    {plan.note}
                  </Note>
                ) : null}
                {plan.comment ? (
                  <Note>
                    <span>{changeRequestLabel(plan, who)}: </span>
                    {plan.comment}
                  </Note>
                ) : null}
                {plan.remarks ? (
                  <Note>
                    <span>Remarks: </span>
                    {plan.remarks}
                  </Note>
                ) : null}
                <PlanOptions plan={plan} version={version} open={plan._id === actionable} />
                {plan._id === actionable && fresh.failed ? (
                  <Note role="alert">Could not load this version after your change to the media options. Reload the page before approving.</Note>
                ) : null}
                {plan._id === actionable && (canApprove || canComment) ? (
                  <Actions style={{ marginTop: 12 }}>
                    {canApprove ? (
                      <Button
                        type="button"
                        disabled={fresh.refreshing}
                        onClick={() => {
                          approve.reset();
                          setDialog({ kind: 'approve', plan, version });
                        }}
                      >
                        Approve version {version}
                      </Button>
                    ) : null}
                    {canComment ? (
                      <Button type="button" $variant="secondary" onClick={() => openChanges(plan, version)}>
                        Request changes
                      </Button>
                    ) : null}
                  </Actions>
                ) : null}
              </Card>
            </li>
          ))}
        </List>
      )}

      {dialog?.kind === 'approve' ? (
        <ConfirmDialog
          title={`Approve version ${dialog.version}`}
          message="Approving the plan lets our team book the media and start execution. Reports follow once the campaign runs."
          confirmLabel="Approve plan"
          pending={approve.pending}
          error={approve.error}
          onClose={close}
          onConfirm={async () => {
            const answer = await approve.run(dialog.plan._id);
            if (!answer) return;
            const planId = dialog.plan._id;
            // The answer is the campaign; a thin one still marks the plan approved.
            update((c) =>
              normalizeCampaign({
                ...c,
                ...answer,
                plans: answer.plans.length ? answer.plans : c.plans.map((p) => (p._id === planId ? { ...p, approved: true } : p)),
                mediaOptions: answer.mediaOptions.length || !c.mediaOptions.length ? answer.mediaOptions : c.mediaOptions,
              }),
            );
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'changes' ? (
        <FormDialog
          title={`Request changes to version ${dialog.version}`}
          submitLabel="Send request"
          pendingLabel="Sending…"
          pending={changes.pending}
          error={changes.error}
          onClose={close}
          onSubmit={() => void submitChanges(dialog.plan)}
        >
          <Field label="What should change?" error={commentError} hint="Required. Our planners read this first.">
            <TextArea
              ref={commentRef}
              value={comment}
              maxLength={PLAN_NOTE_MAX}
              onChange={(e) => {
                setComment(e.target.value);
                setCommentError(null);
              }}
              data-autofocus
            />
          </Field>
          <Field label="Remarks (optional)">
            <TextArea value={remarks} maxLength={PLAN_NOTE_MAX} onChange={(e) => setRemarks(e.target.value)} />
          </Field>
        </FormDialog>
      ) : null}
      {dialog?.kind === 'share' ? (
        <FormDialog
          title="Share a new plan version"
          submitLabel="Share plan"
          pendingLabel="Sharing…"
          pending={share.pending}
          error={share.error}
          onClose={close}
          onSubmit={async () => {
            const answer = await share.run(note.trim());
            if (!answer) return;
            update((c) => {
              if (answer.campaign) return normalizeCampaign({ ...c, ...answer.campaign });
              if (answer.plans) return { ...c, plans: answer.plans };
              if (answer.plan) return { ...c, plans: [...c.plans.filter((p) => p._id !== answer.plan!._id), answer.plan] };
              return c;
            });
            close();
          }}
        >
          <p style={{ marginTop: 0 }}>Share the campaign&apos;s current media options with the client as version {plans.length + 1}.</p>
          <Field label="Note to the client (optional)">
            <TextArea value={note} maxLength={PLAN_NOTE_MAX} onChange={(e) => setNote(e.target.value)} data-autofocus />
          </Field>
        </FormDialog>
      ) : null}
    </Card>
  );
}
