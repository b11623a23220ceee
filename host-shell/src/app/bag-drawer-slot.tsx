import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import { bus, campaignTargetFrom, storageOrMemory, type CampaignTarget } from 'shared-domain';
import { useBusEvent } from '../lib/use-bus-event';
import { useSession } from '../session/session-context';
import { RemoteSlot, SlotError, SlotLoading } from '../remotes/remote-slot';

/** Where the campaign the bag saves into is kept for this tab, so a reload while browsing keeps it. */
const CAMPAIGN_KEY = 'bagCampaign';
const tabStorage = () => storageOrMemory(() => window.sessionStorage);

function storedCampaign(): CampaignTarget | null {
  return campaignTargetFrom(tabStorage().getItem(CAMPAIGN_KEY) ?? '');
}

function storeCampaign(target: CampaignTarget | null): void {
  if (target) tabStorage().setItem(CAMPAIGN_KEY, new URLSearchParams({ campaignId: target.campaignId, stay: String(target.stay) }).toString());
  else tabStorage().removeItem(CAMPAIGN_KEY);
}

/**
 * The bag remote's drawer. Loaded on the first `bag/open-requested` (the Your Bag button
 * publishes it, and so may any remote), then kept mounted so it can animate closed.
 * Escape closes it and focus goes back where it was.
 */
export function BagDrawerSlot() {
  const [open, setOpen] = useState(false);
  // Whether it is open now, for the handlers: it closes once (a save and its navigation both close it).
  const isOpen = useRef(false);
  const [mounted, setMounted] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  // The campaign the bag saves into (opened from a campaign's "Add media"), until it is saved
  // or the user saves a new campaign instead; it outlives closing the drawer to browse.
  const [campaign, setCampaignState] = useState<CampaignTarget | null>(storedCampaign);
  const setCampaign = useCallback((target: CampaignTarget | null) => {
    storeCampaign(target);
    setCampaignState(target);
  }, []);

  const session = useSession();
  const openDrawer = useCallback(() => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    isOpen.current = true;
    setMounted(true);
    setOpen(true);
  }, []);
  useBusEvent('bag/open-requested', (e) => {
    if (e.campaign) setCampaign(e.campaign);
    openDrawer();
  });
  // A save leaves for its campaign: the bag closes (it shows the next bag when opened again).
  useBusEvent('campaign/saved', () => {
    setCampaign(null);
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    bus.publish({ type: 'bag/closed' });
  });
  useBusEvent('auth/signed-out', () => setCampaign(null));
  // SPEC.md section 4: the first item a signed-in user adds to an empty bag opens the panel.
  useBusEvent('bag/item-added', (e) => {
    if (e.count === 1 && session.getUser() !== null) openDrawer();
  });

  const close = useCallback(() => {
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    bus.publish({ type: 'bag/closed' });
    returnFocus.current?.focus?.();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  if (!mounted) return null;
  return (
    <RemoteSlot
      id="mf_bag/BagDrawer"
      props={{ open, onClose: close, campaign, onLeaveCampaign: () => setCampaign(null) }}
      loading={open ? <Panel aria-label="Your Bag"><SlotLoading label="The bag" /></Panel> : null}
      renderFallback={(f) =>
        open ? (
          <Panel role="dialog" aria-label="Your Bag">
            <CloseButton type="button" $variant="secondary" $size="small" onClick={close}>
              Close
            </CloseButton>
            <SlotError {...f} />
          </Panel>
        ) : null
      }
    />
  );
}

const Panel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 1300;
  width: min(420px, 100vw);
  padding-top: 48px;
  background: ${color.surface};
  box-shadow: -6px 0 24px ${alpha(color.ink, 20)};
`;

const CloseButton = styled(Button)`
  position: absolute;
  top: 10px;
  right: 12px;
`;
