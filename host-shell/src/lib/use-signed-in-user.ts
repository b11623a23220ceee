import { useCallback, useSyncExternalStore } from 'react';
import type { User } from 'shared-domain';
import { useSession } from '../session/session-context';

/**
 * The signed-in user as the session controller holds it; null for a guest. A server-rendered
 * page is a guest's: hydration starts from that, then shows the user.
 */
export function useSignedInUser(): User | null {
  const session = useSession();
  const subscribe = useCallback((notify: () => void) => {
    const sub = session.user$.subscribe(notify);
    return () => sub.unsubscribe();
  }, [session]);
  return useSyncExternalStore(subscribe, session.getUser, guest);
}

const guest = (): null => null;
