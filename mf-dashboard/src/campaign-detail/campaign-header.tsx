import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CampaignStatus } from 'shared-domain';
import { CAMPAIGN_NAME_MAX, campaignRunDates, checkCampaignName, paymentPosition } from 'shared-domain/campaign';
import { campaignTotal, renameCampaign, requestApproval, setCampaignStatus, normalizeCampaign, type CampaignDetail } from '../api/campaigns.api';
import { useAction } from '../app/use-action';
import { useDashboardServices } from '../app/dashboard-services';
import { formatDate, formatRupees } from '../app/format';
import { ConfirmDialog, FormDialog } from '../ui/dialog';
import { Field, Input, Select } from 'shared-ui/forms';
import { Actions, Button, ButtonLink, PageTitle } from '../ui/primitives';
import { StatusBadge } from '../ui/status-badge';
import { color, mobile } from 'shared-ui';
import { canRequestApproval, isEditableStatus, staffNextStatuses } from './campaign-rules';
import type { CampaignUpdate } from './use-campaign';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: 8px;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin: 0 0 20px;
  color: ${color.muted};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  ${mobile} {
    grid-template-columns: 1fr;
  }
  div {
    background: ${color.surface};
    border: 1px solid ${color.line};
    border-radius: 8px;
    padding: 12px 16px;
  }
  dt {
    color: ${color.muted};
    font-size: 0.875rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.25rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/**
 * The rename dialog: the current name selected in the field, Enter saves, Escape or Cancel
 * closes (focus goes back to Rename), a refusal is said in the dialog and focus returns to
 * the field so it can be fixed. An unchanged name closes without a request.
 */
function RenameDialog({ campaign, update, onClose }: { campaign: CampaignDetail; update: CampaignUpdate; onClose: () => void }) {
  const { campaignApi } = useDashboardServices();
  const [name, setName] = useState(campaign.name);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const rename = useAction((next: string) => renameCampaign(campaignApi, campaign._id, next), {
    success: (c) => `Campaign renamed to ${c.name}`,
    failure: 'Could not rename the campaign',
    messages: { 403: 'Only the owner or MediaMart staff can rename this campaign.' },
  });
  // After the dialog has moved focus into the field: select the name, ready to type over.
  useEffect(() => field.current?.select(), []);

  return (
    <FormDialog
      title="Rename campaign"
      submitLabel="Save name"
      pendingLabel="Saving…"
      pending={rename.pending}
      error={rename.error}
      onClose={onClose}
      onSubmit={async () => {
        const checked = checkCampaignName(name);
        if (!checked.ok) {
          setProblem(checked.message);
          field.current?.focus();
          return;
        }
        if (checked.name === campaign.name) {
          onClose();
          return;
        }
        const answer = await rename.run(checked.name);
        if (!answer) {
          field.current?.focus();
          return;
        }
        update((c) => normalizeCampaign({ ...c, ...answer }));
        onClose();
      }}
    >
      <Field label="Campaign name" hint={`Up to ${CAMPAIGN_NAME_MAX} characters, e.g. Diwali print push – Mumbai`} error={problem}>
        <Input
          ref={field}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
            if (rename.error) rename.reset();
          }}
          autoComplete="off"
          data-autofocus
        />
      </Field>
    </FormDialog>
  );
}


/** Name, status, dates and money of the campaign, with the actions on the whole campaign. */
export function CampaignHeader({
  campaign,
  update,
  staff,
  isOwner,
}: {
  campaign: CampaignDetail;
  update: CampaignUpdate;
  staff: boolean;
  isOwner: boolean;
}) {
  const { campaignApi, bagPathFor } = useDashboardServices();
  const [dialog, setDialog] = useState<'approval' | 'status' | 'rename' | null>(null);
  const statuses = staffNextStatuses(campaign.status);
  const [status, setStatus] = useState<CampaignStatus>('');

  const approval = useAction(() => requestApproval(campaignApi, campaign._id), {
    success: 'Approval requested',
    failure: 'Could not request approval',
  });
  const changeStatus = useAction((next: CampaignStatus) => setCampaignStatus(campaignApi, campaign._id, next), {
    success: (r) => `Status changed to ${r.status}`,
    failure: 'Could not change the status',
    messages: { 403: 'Only staff can change a campaign’s status.' },
  });

  const total = campaignTotal(campaign);
  // Verified payments only: a transfer the team has not checked yet is not money received.
  const position = paymentPosition(campaign.payments, total ?? 0);
  const paid = position.amountPaid;
  // The campaign's own dates, else its schedule's first and last day (as the list shows).
  const run = campaignRunDates(campaign);

  return (
    <header>
      <Top>
        <PageTitle>{campaign.name}</PageTitle>
        <Actions>
          {isOwner || staff ? (
            <Button type="button" $variant="secondary" aria-haspopup="dialog" onClick={() => setDialog('rename')}>
              Rename
            </Button>
          ) : null}
          {isOwner && bagPathFor && isEditableStatus(campaign.status) ? (
            // The bag opens for this campaign; saving adds its items here (SPEC.md section 2).
            <ButtonLink to={bagPathFor(campaign._id)} $variant="secondary">
              Add media
            </ButtonLink>
          ) : null}
          {isOwner && campaign.mediaOptions.length > 0 && canRequestApproval(campaign.status) ? (
            <Button type="button" onClick={() => setDialog('approval')}>
              Request approval
            </Button>
          ) : null}
          {staff && statuses.length > 0 ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setStatus(statuses[0]!);
                changeStatus.reset();
                setDialog('status');
              }}
            >
              Change status
            </Button>
          ) : null}
        </Actions>
      </Top>
      <Facts>
        <span>
          Status: <StatusBadge status={campaign.status} />
        </span>
        {run.start && run.end ? (
          <span>
            Runs {formatDate(run.start)} – {formatDate(run.end)}
          </span>
        ) : null}
        {campaign.updatedAt ? <span>Updated {formatDate(campaign.updatedAt)}</span> : null}
      </Facts>
      <Figures aria-label="Campaign totals">
        <div>
          <dt>Total</dt>
          <dd>{total === undefined ? '—' : formatRupees(total)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatRupees(paid)}</dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd>{total === undefined ? '—' : formatRupees(position.balanceDue)}</dd>
        </div>
      </Figures>

      {dialog === 'rename' ? <RenameDialog campaign={campaign} update={update} onClose={() => setDialog(null)} /> : null}
      {dialog === 'approval' ? (
        <ConfirmDialog
          title="Request approval"
          message="Send this campaign to our team to check rates and availability and approve it as it stands?"
          confirmLabel="Request approval"
          pending={approval.pending}
          error={approval.error}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const answer = await approval.run();
            if (!answer) return;
            update((c) => ({ ...c, status: answer.status }));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'status' ? (
        <FormDialog
          title="Change status"
          submitLabel="Save status"
          pending={changeStatus.pending}
          error={changeStatus.error}
          onClose={() => setDialog(null)}
          onSubmit={async () => {
            const answer = await changeStatus.run(status);
            if (!answer) return;
            const isCampaign = typeof answer.name === 'string' && Array.isArray(answer.plans);
            update((c) => (isCampaign ? normalizeCampaign({ ...c, ...(answer as CampaignDetail) }) : { ...c, status: answer.status }));
            setDialog(null);
          }}
        >
          <p style={{ marginTop: 0 }}>
            Now <strong>{campaign.status}</strong>.
          </p>
          <Field label="New status">
            <Select value={status} onChange={(e) => setStatus(e.target.value)} data-autofocus>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        </FormDialog>
      ) : null}
    </header>
  );
}
