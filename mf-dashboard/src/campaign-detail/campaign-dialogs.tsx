import { Field, Select } from 'shared-ui/forms';
import type { CampaignDetail } from '../api/campaigns.api';
import { ConfirmDialog, FormDialog } from '../ui/dialog';
import { RenameDialog } from './rename-dialog';
import type { CampaignActions } from './use-campaign-actions';
import type { CampaignUpdate } from './use-campaign';
import { actionDialogProps } from './action-dialog';

/** Staff pick the campaign's next status among those the life cycle allows. */
function ChangeStatusDialog({ campaign, actions: a }: { campaign: CampaignDetail; actions: CampaignActions }) {
  return (
    <FormDialog
      title="Change status"
      submitLabel="Save status"
      {...actionDialogProps(a.changeStatus, a.close)}
      onSubmit={a.saveStatus}
    >
      <p style={{ marginTop: 0 }}>
        Now <strong>{campaign.status}</strong>.
      </p>
      <Field label="New status">
        <Select value={a.status} onChange={(e) => a.setStatus(e.target.value)} data-autofocus>
          {a.statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}

/** The dialog open in the campaign's header, if any: rename, request approval or change status. */
export function CampaignDialogs({ campaign, update, actions: a }: { campaign: CampaignDetail; update: CampaignUpdate; actions: CampaignActions }) {
  if (a.dialog === 'rename') return <RenameDialog campaign={campaign} update={update} onClose={a.close} />;
  if (a.dialog === 'approval') {
    return (
      <ConfirmDialog
        title="Request approval"
        message="Send this campaign to our team to check rates and availability and approve it as it stands?"
        confirmLabel="Request approval"
        {...actionDialogProps(a.approval, a.close)}
        onConfirm={a.confirmApproval}
      />
    );
  }
  if (a.dialog === 'status') return <ChangeStatusDialog campaign={campaign} actions={a} />;
  return null;
}
