import { useEffect, useState, useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY, parseLocalBag } from 'shared-domain';
import { useBusEvent } from '../lib/use-bus-event';

const signedIn = (): boolean => {
  try {
    return !!window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return false;
  }
};

const noChange = () => () => undefined;
const none = (): number => 0;

const readStored = (): number => {
  try {
    return parseLocalBag(window.localStorage.getItem(LOCAL_BAG_KEY)).length;
  } catch {
    return 0; // storage disabled (private mode, embedded frames)
  }
};

/**
 * The bag's item count: the guest bag in localStorage at first, then whatever the bag or the
 * session announces on the bus, and a guest's bag again when another tab changes it.
 */
export function useBagCount(): number {
  // The stored count once the page runs in the browser (a server-rendered page's hydration starts at 0).
  const stored = useSyncExternalStore(noChange, readStored, none);
  const [announced, setCount] = useState<number | null>(null);
  const count = announced ?? stored;
  useBusEvent('bag/count-changed', (e) => setCount(e.count));
  useBusEvent('bag/item-added', (e) => setCount(e.count));
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      // Signed in, the badge counts the server bag: the session controller announces it.
      if ((e.key === LOCAL_BAG_KEY || e.key === null) && !signedIn()) setCount(parseLocalBag(e.newValue).length);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return count;
}
