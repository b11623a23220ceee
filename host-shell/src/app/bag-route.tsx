import { useEffect, useEffectEvent, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_TOKEN_KEY, bus, campaignTargetFrom, isStaff, storageOrMemory, type User } from 'shared-domain';
import { RemoteSlot, SlotLoading } from '../remotes/remote-slot';
import { useSession } from '../session/session-context';

/** How long /bag waits for a stored token's user before showing the page anyway. */
const SESSION_WAIT_MS = 5000;

/** Whether the session is known: no token, or its user has been fetched (or failed to be). */
function useSessionUser(): { user: User | null; known: boolean } {
  const session = useSession();
  const [state, setState] = useState<{ user: User | null; emissions: number }>({ user: session.getUser(), emissions: 0 });
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    // user$ emits the current value at once, then again when the stored token's user is fetched or dropped.
    const sub = session.user$.subscribe((user) => setState((s) => ({ user, emissions: s.emissions + 1 })));
    const timer = setTimeout(() => setTimedOut(true), SESSION_WAIT_MS);
    return () => { sub.unsubscribe(); clearTimeout(timer); };
  }, [session]);
  const hasToken = Boolean(storageOrMemory(() => window.localStorage).getItem(AUTH_TOKEN_KEY));
  return { user: state.user, known: state.user !== null || !hasToken || state.emissions > 1 || timedOut };
}

/**
 * The bag's routes. `/bag` (SPEC.md section 2): a signed-in user who is not staff goes to `/`
 * with the bag drawer open; staff and guests get the full bag page (still there once the guest
 * signs in on it). A campaign the query names
 * (`?campaignId=…&stay=true`) goes with the user into the drawer, which saves into it. The bag's
 * other pages (the embed's sign-in window) are shown as they are.
 */
export function BagRoute() {
  const { user, known } = useSessionUser();
  const { pathname, search } = useLocation();
  const bagPage = pathname.replace(/\/+$/, '') === '/bag';
  // A guest who signs in on the page (its Save asks them to) stays on it: the save goes on
  // from there to the campaign, and the drawer must not open over it.
  const [shownToGuest, setShownToGuest] = useState(false);
  if (bagPage && known && user === null && !shownToGuest) setShownToGuest(true);
  const redirect = bagPage && user !== null && !isStaff(user) && !shownToGuest;
  // The query is read once, as the redirect happens (an effect event: not a reason to run again).
  const openDrawer = useEffectEvent(() => {
    const campaign = campaignTargetFrom(search);
    bus.publish(campaign ? { type: 'bag/open-requested', campaign } : { type: 'bag/open-requested' });
  });
  useEffect(() => {
    if (redirect) openDrawer();
  }, [redirect]);
  if (redirect) return <Navigate to="/" replace />;
  if (bagPage && !known) return <SlotLoading label="Your bag" />;
  return <RemoteSlot key="mf_bag" id="mf_bag/routes" />;
}
