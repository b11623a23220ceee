import { useCallback, useEffect, useState } from 'react';
import { fetchCampaign, type CampaignDetail } from '../api/campaigns.api';
import { useDashboardServices } from '../app/dashboard-services';
import { useResource, type Resource } from '../app/use-resource';
import { useSession } from '../app/use-session';

export type CampaignUpdate = (update: (current: CampaignDetail) => CampaignDetail) => void;

/**
 * The campaign of the page: loaded from service B, then kept current by the answers of the
 * actions taken on it (`update`), so the screen shows what the server said without a reload.
 * A new load (retry, sign-in, another id) replaces the local changes.
 */
export function useCampaign(campaignId: string): { result: Resource<CampaignDetail>; retry: () => void; update: CampaignUpdate; expired: boolean } {
  const { campaignApi } = useDashboardServices();
  const { token, revision, expire } = useSession();
  const [loaded, retry] = useResource(token ? `${token}#${revision}#${campaignId}` : null, () => fetchCampaign(campaignApi, campaignId));
  const [local, setLocal] = useState<{ source: CampaignDetail; current: CampaignDetail } | null>(null);

  const expired = loaded.status === 'error' && loaded.error.status === 401;
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);

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
  return { result, retry, update, expired };
}
