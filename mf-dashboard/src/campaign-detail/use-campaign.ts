import { useCallback, useState } from 'react';
import { usePageResource } from 'shared-ui/runtime';
import { fetchCampaign, type CampaignDetail } from '../api/campaigns.api';
import { useDashboardServices } from '../app/dashboard-services';
import type { Resource } from '../app/use-resource';

export type CampaignUpdate = (update: (current: CampaignDetail) => CampaignDetail) => void;

/**
 * The campaign of the page: loaded from service B, then kept current by the answers of the
 * actions taken on it (`update`), so the screen shows what the server said without a reload.
 * A new load (retry, sign-in, another id) replaces the local changes. A 401 ends the session
 * (the page's gate asks to sign in); a refusal (403) is the page's to say.
 */
export function useCampaign(campaignId: string): { result: Resource<CampaignDetail>; retry: () => void; update: CampaignUpdate } {
  const { campaignApi } = useDashboardServices();
  const [loaded, retry] = usePageResource(campaignId, () => fetchCampaign(campaignApi, campaignId), { forbidden: 'page' });
  const [local, setLocal] = useState<{ source: CampaignDetail; current: CampaignDetail } | null>(null);

  const source = loaded.status === 'success' ? loaded.data : null;
  const update = useCallback<CampaignUpdate>(
    (fn) => {
      if (!source) return;
      setLocal((prev) => ({ source, current: fn(prev && prev.source === source ? prev.current : source) }));
    },
    [source],
  );

  const result: Resource<CampaignDetail> =
    loaded.status === 'success' && local && local.source === loaded.data ? { status: 'success', data: local.current } : loaded;
  return { result, retry, update };
}
