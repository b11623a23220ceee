import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activeTab, isStaff, shellPartsFor, type CategoryTab } from 'shared-domain';
import {
  exitIntentDue, exitIntentShownCookie, leadMagnetClosedCookies, leadMagnetDue, leadMagnetShownCookies, leftThroughTop, parseCookies,
  LEAD_MAGNET_DELAY_MS,
} from 'shared-domain/popups';
import { useSignedInUser } from '../lib/use-signed-in-user';
import { RemoteSlot } from '../remotes/remote-slot';
import { takeEarlyPointerLeave } from '../hydration/page-hydration';

type Shown = { kind: 'lead-magnet' | 'exit-intent'; path: string; category: CategoryTab | null };

const cookies = () => parseCookies(document.cookie);
const setCookies = (list: readonly (string | null)[]) => list.forEach((c) => c && (document.cookie = c));
const desktop = () => !!window.matchMedia?.('(hover: hover) and (pointer: fine)').matches;

/**
 * The lead-magnet popup and the exit-intent form (rules: shared-domain/popups). Only the
 * timer and the pointer listener live here; mf_landing's './popups' loads when one is due.
 * A popup that fails to load shows nothing (SPEC.md section 8).
 */
export function PopupSlot() {
  const { pathname } = useLocation();
  const staff = isStaff(useSignedInUser());
  const popups = shellPartsFor(pathname).popups;
  const [shown, setShown] = useState<Shown | null>(null);

  // The lead magnet 40 s after entering an eligible page (unless shown in the last 24 hours),
  // and the exit-intent form when the pointer leaves through the top of the window on desktop.
  useEffect(() => {
    if (shown) return undefined;
    const context = { popups, staff, desktop: desktop() };
    const timer = setTimeout(() => {
      if (!leadMagnetDue(context, cookies())) return;
      setCookies(leadMagnetShownCookies());
      setShown({ kind: 'lead-magnet', path: pathname, category: activeTab(pathname) ?? null });
    }, LEAD_MAGNET_DELAY_MS);
    const onOut = (e: { clientY: number; relatedTarget: EventTarget | null }) => {
      const now = cookies();
      if (!leftThroughTop(e) || !exitIntentDue(pathname, context, now)) return;
      setCookies([exitIntentShownCookie(pathname, now)]);
      setShown({ kind: 'exit-intent', path: pathname, category: null });
    };
    document.addEventListener('mouseout', onOut);
    // A pointer that left before the page listened (right after a server-rendered page appeared).
    const early = takeEarlyPointerLeave();
    if (early) onOut(early);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mouseout', onOut);
    };
  }, [pathname, popups, staff, shown]);

  if (!shown) return null;
  const onClose = () => {
    if (shown.kind === 'lead-magnet') setCookies(leadMagnetClosedCookies());
    setShown(null);
  };
  return <RemoteSlot id="mf_landing/popups" props={{ ...shown, onClose }} loading={null} renderFallback={() => null} />;
}
