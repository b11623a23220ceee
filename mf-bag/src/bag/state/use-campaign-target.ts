import { useCallback, useMemo, useState } from 'react';
import { campaignTargetFrom, type CampaignTarget } from 'shared-domain';
import type { SaveTarget } from './use-save-campaign';

/** Goes to a path of the site: the router's navigate, or, in an agency embed, whatever the embed does with a saved campaign. */
export type GoTo = (path: string) => void;

/**
 * Where to go after saving: `navigate` (the router's, or the embed's: it never changes the
 * agency page's address), else a page load (the bag without a router on the site's own page).
 * Another site opens in a new tab from an embed.
 */
export function useSaveTarget(campaign: CampaignTarget | null, navigate: GoTo | null, onNavigate?: () => void, embedded = false): SaveTarget {
  return useMemo(() => ({
    campaignId: campaign?.campaignId ?? null,
    stay: campaign?.stay ?? false,
    navigate: (path: string) => { onNavigate?.(); if (navigate) navigate(path); else window.location.assign(path); },
    leave: (url: string) => {
      onNavigate?.();
      if (embedded) window.open(url, '_blank', 'noopener');
      else window.location.assign(url);
    },
  }), [campaign, navigate, onNavigate, embedded]);
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
