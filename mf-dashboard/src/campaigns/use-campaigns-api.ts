import { useMemo } from 'react';
import { useAuthToken, useDashboardConfig } from '../config/dashboard-config';
import { createHttpCampaignsApi, type CampaignsApi } from './campaigns.api';

/** The token and the campaigns API built for it. */
export function useCampaignsApi(): { token: string | null; api: CampaignsApi } {
  const { campaignApiBase, campaignsApi } = useDashboardConfig();
  const token = useAuthToken();
  const api = useMemo(
    () => campaignsApi ?? createHttpCampaignsApi(campaignApiBase, token),
    [campaignsApi, campaignApiBase, token],
  );
  return { token, api };
}
