import { useCallback, useEffect, useState } from 'react';
import { AUTH_TOKEN_KEY, type User } from 'shared-domain';
import { useCatalogServices } from '../../app/catalog-services';
import { useResource } from '../../app/use-resource';

export type SellerSession = {
  /** The stored token, or null when signed out. */
  token: string | null;
  /** The signed-in user once known; null while asked for, or when signed out. */
  user: User | null;
  /** True once the user is known or could not be asked for (the pages then go by the API's answers). */
  settled: boolean;
  /** Grows on every sign-in or sign-out (here or in another tab), so the pages load again. */
  revision: number;
  /** Opens the host's sign-in dialog (the bus's `auth/login-requested`). */
  signIn: () => void;
};

/**
 * Who is signed in, for the seller studio and the staff review screens: the token the
 * catalog's client sends, and the user (their e-mail, their role) from the auth events or
 * service A's `POST /authenticate/me`, asked once per token.
 */
export function useSellerSession(): SellerSession {
  const { api, bus, getToken } = useCatalogServices();
  const [revision, setRevision] = useState(0);
  const [announced, setAnnounced] = useState<User | null>(null);
  const token = getToken() ?? null;

  useEffect(() => {
    const changed = (user: User | null) => {
      setAnnounced(user);
      setRevision((n) => n + 1);
    };
    const subs = [
      bus.on('auth/signed-in').subscribe((e) => changed(e.user)),
      bus.on('auth/signed-out').subscribe(() => changed(null)),
    ];
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === AUTH_TOKEN_KEY) changed(null);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      subs.forEach((s) => s.unsubscribe());
      window.removeEventListener('storage', onStorage);
    };
  }, [bus]);

  const [me] = useResource(token && !announced ? `seller-me:${token}` : null, async () =>
    (await api.post<{ user: User }>('/authenticate/me')).data.user);
  const user = token ? announced ?? (me.status === 'success' ? me.data : null) : null;
  const settled = !token || user !== null || me.status === 'error';
  const signIn = useCallback(() => bus.publish({ type: 'auth/login-requested' }), [bus]);
  return { token, user, settled, revision, signIn };
}
