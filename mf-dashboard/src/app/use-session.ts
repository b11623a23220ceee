import { useCallback, useEffect, useState } from 'react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import { useDashboardServices } from './dashboard-services';

export type Session = {
  /** The token requests carry, or null when signed out. */
  token: string | null;
  /** Grows on every auth event or token change in another tab, so views load again. */
  revision: number;
  /** After a 401: drop the stale stored token and tell the page the user is signed out. */
  expire: () => void;
};

/** The auth token: the embedder's if given, else localStorage kept current by auth events. */
export function useSession(): Session {
  const { token, bus, storage } = useDashboardServices();
  const [stored, setStored] = useState<string | null>(() => storage.getItem(AUTH_TOKEN_KEY));
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    const sync = () => {
      setStored(storage.getItem(AUTH_TOKEN_KEY));
      setRevision((n) => n + 1);
    };
    const subs = [bus.on('auth/signed-in').subscribe(sync), bus.on('auth/signed-out').subscribe(sync)];
    // A sign-in or sign-out in another tab (SPEC section 4); `key === null` is a clear().
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === AUTH_TOKEN_KEY) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      subs.forEach((s) => s.unsubscribe());
      window.removeEventListener('storage', onStorage);
    };
  }, [bus, storage]);

  const current = token !== undefined ? token : stored;

  const expire = useCallback(() => {
    const held = storage.getItem(AUTH_TOKEN_KEY);
    if (!held || (current !== null && held !== current)) return;
    storage.removeItem(AUTH_TOKEN_KEY);
    setStored(null);
    // The header still shows the user until someone says otherwise.
    bus.publish({ type: 'auth/signed-out' });
  }, [storage, bus, current]);

  return { token: current, revision, expire };
}
