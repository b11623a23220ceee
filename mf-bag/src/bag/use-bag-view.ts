import { useCallback, useEffect, useRef, useState } from 'react';
import type { CampaignTarget } from 'shared-domain';
import { randomObjectId } from 'shared-domain/pricing';
import { useBagConfig } from '../config/bag-config';
import type { BagOp } from './state/bag-doc';
import { isSelected } from './state/bag-store';
import { useBag } from './state/use-bag';
import { useCampaignName } from './state/use-campaign-name';
import { useCampaignTarget, useSaveTarget, type GoTo } from './state/use-campaign-target';
import { useMediaPlanDownload } from './state/use-media-plan-download';
import { useSaveCampaign } from './state/use-save-campaign';
import type { PricedLine } from './ui/bag-line-card';

/** What the bag view is given: its container's callbacks, the campaign it saves into and the router's navigate. */
export type BagViewOptions = {
  onNavigate?(): void;
  onEmptied?(): void;
  campaign?: CampaignTarget | null;
  onLeaveCampaign?(): void;
  navigate: GoTo | null;
  /** In an agency's page (`mount`): a save never changes the page's address. */
  embedded?: boolean;
};

/**
 * The bag view's state: the bag, the campaign it saves into, which dialog is open, saving
 * and downloading, and the edits the lines and dialogs dispatch (a refused one answers why).
 */
export function useBagView({ onNavigate, onEmptied, campaign: givenCampaign, onLeaveCampaign, navigate, embedded }: BagViewOptions) {
  const model = useBag();
  const { store, snapshot, priced, guest } = model;
  const { bus } = useBagConfig();
  const { campaign, leave: leaveCampaign } = useCampaignTarget(givenCampaign, onLeaveCampaign);
  const campaignName = useCampaignName(campaign?.campaignId ?? null, !guest);
  const { saving, save, canPayByCard } = useSaveCampaign(model, useSaveTarget(campaign, navigate, onNavigate, embedded));
  const { downloading, download } = useMediaPlanDownload(snapshot.doc, priced, guest);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [minBillingFor, setMinBillingFor] = useState<string | null>(null);

  const lines = priced.options as PricedLine[];
  const count = snapshot.doc.lines.length;

  // The panel closes when the bag empties (not when it was empty to begin with).
  const previousCount = useRef<number | null>(null);
  useEffect(() => {
    if (snapshot.status !== 'ready') return;
    if (previousCount.current !== null && previousCount.current > 0 && count === 0) onEmptied?.();
    previousCount.current = count;
  }, [count, snapshot.status, onEmptied]);

  const dispatch = useCallback((op: BagOp): string | null => {
    const result = store.dispatch(op);
    return result.ok ? null : result.message;
  }, [store]);

  const selectedLines = lines.filter((l) => isSelected(l, snapshot.selection));
  const selectedIds = snapshot.doc.lines.filter((l) => isSelected(l, snapshot.selection)).map((l) => l._id);
  const edits = {
    dispatch,
    clone: (lineId: string) => dispatch({ kind: 'clone', lineId, cloneId: `tmp-${randomObjectId()}` }),
    remove: (ids: string[]) => dispatch({ kind: 'remove', ids }),
    requestSignIn: () => bus.publish({ type: 'auth/login-requested', reason: 'bag' }),
  };
  const dialogs = {
    quoteOpen, setQuoteOpen, bulkOpen, setBulkOpen, confirmDelete, setConfirmDelete,
    minBillingLine: lines.find((l) => l._id === minBillingFor), setMinBillingFor,
  };
  return {
    ...model, lines, count, selectedLines, selectedIds, campaign, campaignName, leaveCampaign, saving, save, canPayByCard, downloading, download, edits, dialogs,
  };
}
