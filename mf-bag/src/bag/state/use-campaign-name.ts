import { useEffect, useState } from 'react';
import { bagClients, useBagConfig } from '../../config/bag-config';

/**
 * The name of the campaign the bag saves into, to say where the options go; null until it is
 * known (or when it cannot be read: the save itself then says what is wrong).
 */
export function useCampaignName(campaignId: string | null, signedIn: boolean): string | null {
  // The same config gives the same client, so the effect runs once per campaign.
  const api = bagClients(useBagConfig()).serviceB;
  const [name, setName] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (!campaignId || !signedIn) return undefined;
    let live = true;
    api.get<{ name?: unknown }>(`/campaigns/${encodeURIComponent(campaignId)}`).then(
      (res) => { if (live && typeof res.data.name === 'string') setName({ id: campaignId, name: res.data.name }); },
      () => undefined,
    );
    return () => { live = false; };
  }, [campaignId, signedIn, api]);
  return name && name.id === campaignId ? name.name : null;
}
