import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activeTab, isStaff, shellPartsFor, type CategoryTab } from 'shared-domain';
import {
  exitIntentDue, exitIntentShownCookie, leadMagnetClosedCookies, leadMagnetDue, leadMagnetShownCookies, leadMagnetWaitLeft, leftThroughTop,
  parseCookies, popupHeldBy, POPUP_RECHECK_MS,
} from 'shared-domain/popups';
import { useSignedInUser } from '../lib/use-signed-in-user';
import { RemoteSlot } from '../remotes/remote-slot';
import { takeEarlyPointerLeave } from '../hydration/page-hydration';
import { openDialogCount, popupMoment, visitStartedAt, watchKeystrokes } from './page-activity';

type Shown = { kind: 'lead-magnet' | 'exit-intent'; path: string; category: CategoryTab | null };

const cookies = () => parseCookies(document.cookie);
const setCookies = (list: readonly (string | null)[]) => list.forEach((c) => c && (document.cookie = c));
const desktop = () => !!window.matchMedia?.('(hover: hover) and (pointer: fine)').matches;

/**
 * The lead-magnet popup and the exit-intent form (rules: shared-domain/popups). Only the
 * timer and the pointer listener live here; mf_landing's './popups' loads when one is due.
 * A popup that fails to load shows nothing (SPEC.md section 8).
 *
 * The lead magnet's 40 s count from the visit's start in this tab (page-activity.ts), not from
 * each route. Once they have passed it opens on the first moment it may: an eligible page, no
 * dialog open (the chat, the bag's drawer, sign-in), nobody typing. Until then it waits.
 */
export function PopupSlot() {
  const { pathname } = useLocation();
  const staff = isStaff(useSignedInUser());
  const popups = shellPartsFor(pathname).popups;
  const [shown, setShown] = useState<Shown | null>(null);
  const [timeUp, setTimeUp] = useState(false);

  // Keystrokes are noted from the first page on, and the visit's 40 s run once.
  useEffect(() => watchKeystrokes(), []);
  useEffect(() => {
    const timer = setTimeout(() => setTimeUp(true), leadMagnetWaitLeft(visitStartedAt(), Date.now()));
    return () => clearTimeout(timer);
  }, []);

  // The lead magnet, when its time is up: now, or at the first check that nothing holds it back.
  useEffect(() => {
    if (!timeUp || shown) return undefined;
    const context = { popups, staff };
    // Not here (a page where a buyer works or pays, staff) or already shown: a route change looks again.
    if (!leadMagnetDue(context, cookies())) return undefined;
    const tryOpen = () => {
      if (!leadMagnetDue(context, cookies()) || popupHeldBy(popupMoment()) !== null) return;
      setCookies(leadMagnetShownCookies());
      setShown({ kind: 'lead-magnet', path: pathname, category: activeTab(pathname) ?? null });
    };
    tryOpen();
    const recheck = setInterval(tryOpen, POPUP_RECHECK_MS);
    return () => clearInterval(recheck);
  }, [timeUp, pathname, popups, staff, shown]);

  // The exit-intent form when the pointer leaves through the top of the window on desktop
  // (not over another dialog).
  useEffect(() => {
    if (shown) return undefined;
    const context = { popups, staff, desktop: desktop() };
    const onOut = (e: { clientY: number; relatedTarget: EventTarget | null }) => {
      const now = cookies();
      if (!leftThroughTop(e) || !exitIntentDue(pathname, context, now) || openDialogCount() > 0) return;
      setCookies([exitIntentShownCookie(pathname, now)]);
      setShown({ kind: 'exit-intent', path: pathname, category: null });
    };
    document.addEventListener('mouseout', onOut);
    // A pointer that left before the page listened (right after a server-rendered page appeared).
    const early = takeEarlyPointerLeave();
    if (early) onOut(early);
    return () => document.removeEventListener('mouseout', onOut);
  }, [pathname, popups, staff, shown]);

  if (!shown) return null;
  const onClose = () => {
    if (shown.kind === 'lead-magnet') setCookies(leadMagnetClosedCookies());
    setShown(null);
  };
  return <RemoteSlot id="mf_landing/popups" props={{ ...shown, onClose }} loading={null} renderFallback={() => null} />;
}
