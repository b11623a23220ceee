import styled from 'styled-components';
import { campaignRunDates, paymentPosition } from 'shared-domain/campaign';
import { campaignTotal, type CampaignDetail } from '../api/campaigns.api';
import { useDashboardServices } from '../app/dashboard-services';
import { formatDate } from '../app/format';
import { Actions, Button, ButtonLink, PageTitle } from '../ui/primitives';
import { StatusBadge } from '../ui/status-badge';
import { color } from 'shared-ui';
import { CampaignDialogs } from './campaign-dialogs';
import { CampaignFigures } from './campaign-figures';
import { CampaignPlanExport } from './plan-export';
import { canRequestApproval, isEditableStatus } from './campaign-rules';
import { useCampaignActions } from './use-campaign-actions';
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
  const { bagPathFor } = useDashboardServices();
  const actions = useCampaignActions(campaign, update);
  const { setDialog, statuses } = actions;

  const total = campaignTotal(campaign);
  // Verified payments only: a transfer the team has not checked yet is not money received.
  const position = paymentPosition(campaign.payments, total ?? 0);
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
          <CampaignPlanExport campaign={campaign} billToViewer={isOwner} />
          {staff && statuses.length > 0 ? (
            <Button type="button" $variant="secondary" onClick={actions.openStatus}>
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
      <CampaignFigures total={total} paid={position.amountPaid} balanceDue={position.balanceDue} />

      <CampaignDialogs campaign={campaign} update={update} actions={actions} />
    </header>
  );
}
