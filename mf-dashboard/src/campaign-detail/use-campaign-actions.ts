import { useState } from 'react';
import type { CampaignStatus } from 'shared-domain';
import { normalizeCampaign, requestApproval, setCampaignStatus, type CampaignDetail } from '../api/campaigns.api';
import { useAction } from '../app/use-action';
import { useDashboardServices } from '../app/dashboard-services';
import { staffNextStatuses } from './campaign-rules';
import type { CampaignUpdate } from './use-campaign';

/** The dialog open in the campaign's header. */
export type HeaderDialog = 'approval' | 'status' | 'rename' | null;

/**
 * The actions on the whole campaign and their dialogs: the owner requests approval, staff
 * change the status (to one the life cycle allows from here), the owner or staff rename it.
 */
export function useCampaignActions(campaign: CampaignDetail, update: CampaignUpdate) {
  const { campaignApi } = useDashboardServices();
  const [dialog, setDialog] = useState<HeaderDialog>(null);
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

  const close = () => setDialog(null);
  const openStatus = () => {
    setStatus(statuses[0]!);
    changeStatus.reset();
    setDialog('status');
  };

  const confirmApproval = async () => {
    const answer = await approval.run();
    if (!answer) return;
    update((c) => ({ ...c, status: answer.status }));
    close();
  };

  const saveStatus = async () => {
    const answer = await changeStatus.run(status);
    if (!answer) return;
    const isCampaign = typeof answer.name === 'string' && Array.isArray(answer.plans);
    update((c) => (isCampaign ? normalizeCampaign({ ...c, ...(answer as CampaignDetail) }) : { ...c, status: answer.status }));
    close();
  };

  return { dialog, setDialog, close, statuses, status, setStatus, openStatus, approval, confirmApproval, changeStatus, saveStatus };
}

/** The header's dialogs and actions (`useCampaignActions`). */
export type CampaignActions = ReturnType<typeof useCampaignActions>;
