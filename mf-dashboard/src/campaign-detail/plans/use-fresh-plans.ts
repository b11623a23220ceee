import { useEffect, useRef, useState } from 'react';
import { fetchCampaign, type CampaignDetail, type CampaignMediaOption } from '../../api/campaigns.api';
import { useDashboardServices } from '../../app/dashboard-services';
import type { CampaignUpdate } from '../use-campaign';
import { plansOutOfDate } from './plan-figures';

/**
 * After the owner removes a media option (on the Media options tab), service B takes it out of
 * the plans awaiting approval as well, but only answers the campaign's options. When a plan on
 * the page still lists a removed option, the plans are read again from GET /campaigns/{id}
 * (once per change of the campaign's options). Says whether that read is under way or failed.
 */
export function useFreshPlans(campaign: CampaignDetail, update: CampaignUpdate): { refreshing: boolean; failed: boolean } {
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
