import { useCallback, useMemo, useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { campaignTargetFrom, type CampaignTarget } from 'shared-domain';
import type { SaveTarget } from './use-save-campaign';

/**
 * Where to go after saving: `navigate` (the router's) when there is one, else a page load
 * (embedded on an agency page).
 */
export function useSaveTarget(campaign: CampaignTarget | null, navigate: NavigateFunction | null, onNavigate?: () => void): SaveTarget {
  return useMemo(() => ({
    campaignId: campaign?.campaignId ?? null,
    stay: campaign?.stay ?? false,
    navigate: (path: string) => { onNavigate?.(); if (navigate) void navigate(path); else window.location.assign(path); },
    leave: (url: string) => { onNavigate?.(); window.location.assign(url); },
  }), [campaign, navigate, onNavigate]);
}

/** The campaign the bag saves into: the one given, else the page's query; until the user leaves it. */
export function useCampaignTarget(given: CampaignTarget | null | undefined, onLeave?: () => void) {
  const fromPage = useMemo(() => (given === undefined ? campaignTargetFrom(window.location.search) : null), [given]);
  const wanted = given === undefined ? fromPage : given;
  const [leftId, setLeftId] = useState<string | null>(null);
  const campaign = wanted && wanted.campaignId !== leftId ? wanted : null;
  const leave = useCallback(() => {
    if (campaign) setLeftId(campaign.campaignId);
    onLeave?.();
  }, [campaign, onLeave]);
  return { campaign, leave };
}
