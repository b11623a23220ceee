import type { PlanView } from '../../api/campaigns.api';
import { ConfirmDialog, FormDialog } from '../../ui/dialog';
import { Field, TextArea } from 'shared-ui/forms';
import { PLAN_NOTE_MAX, type PlanActions } from './use-plan-actions';
import { actionDialogProps } from '../action-dialog';

/** Approving a version lets the team book the media. */
function ApprovePlanDialog({ actions: a, plan, version }: { actions: PlanActions; plan: PlanView; version: number }) {
  return (
    <ConfirmDialog
      title={`Approve version ${version}`}
      message="Approving the plan lets our team book the media and start execution. Reports follow once the campaign runs."
      confirmLabel="Approve plan"
      {...actionDialogProps(a.approve, a.close)}
      onConfirm={() => a.confirmApprove(plan)}
    />
  );
}

/** What should change in a version: a required comment and optional remarks. */
function ChangeRequestDialog({ actions: a, plan, version }: { actions: PlanActions; plan: PlanView; version: number }) {
  return (
    <FormDialog
      title={`Request changes to version ${version}`}
      submitLabel="Send request"
      pendingLabel="Sending…"
      {...actionDialogProps(a.changes, a.close)}
      onSubmit={() => void a.submitChanges(plan)}
    >
      <Field label="What should change?" error={a.commentError} hint="Required. Our planners read this first.">
        <TextArea ref={a.commentRef} value={a.comment} maxLength={PLAN_NOTE_MAX} onChange={(e) => a.changeComment(e.target.value)} data-autofocus />
      </Field>
      <Field label="Remarks (optional)">
        <TextArea value={a.remarks} maxLength={PLAN_NOTE_MAX} onChange={(e) => a.setRemarks(e.target.value)} />
      </Field>
    </FormDialog>
  );
}

/** Staff share the campaign's current options as version `nextVersion`, with an optional note. */
function SharePlanDialog({ actions: a, nextVersion }: { actions: PlanActions; nextVersion: number }) {
  return (
    <FormDialog
      title="Share a new plan version"
      submitLabel="Share plan"
      pendingLabel="Sharing…"
      {...actionDialogProps(a.share, a.close)}
      onSubmit={a.submitShare}
    >
      <p style={{ marginTop: 0 }}>Share the campaign&apos;s current media options with the client as version {nextVersion}.</p>
      <Field label="Note to the client (optional)">
        <TextArea value={a.note} maxLength={PLAN_NOTE_MAX} onChange={(e) => a.setNote(e.target.value)} data-autofocus />
      </Field>
    </FormDialog>
  );
}

/** The dialog open on the Plans tab, if any. */
export function PlanDialogs({ actions, nextVersion }: { actions: PlanActions; nextVersion: number }) {
  const { dialog } = actions;
  if (dialog?.kind === 'approve') return <ApprovePlanDialog actions={actions} plan={dialog.plan} version={dialog.version} />;
  if (dialog?.kind === 'changes') return <ChangeRequestDialog actions={actions} plan={dialog.plan} version={dialog.version} />;
  if (dialog?.kind === 'share') return <SharePlanDialog actions={actions} nextVersion={nextVersion} />;
  return null;
}
