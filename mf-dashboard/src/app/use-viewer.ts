import { useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { User } from 'shared-domain';
import { fetchMe } from '../api/me.api';
import { useDashboardServices } from './dashboard-services';
import { useSession } from './use-session';

// One lookup per client and token, shared by every page that asks (and dropped on failure).
const lookups = new WeakMap<AxiosInstance, Map<string, Promise<User>>>();

function lookup(api: AxiosInstance, token: string): Promise<User> {
  let byToken = lookups.get(api);
  if (!byToken) {
    byToken = new Map();
    lookups.set(api, byToken);
  }
  let pending = byToken.get(token);
  if (!pending) {
    pending = fetchMe(api);
    byToken.set(token, pending);
    pending.catch(() => byToken!.delete(token));
  }
  return pending;
}

/**
 * The signed-in user (for their role and id), or null while unknown or signed out. The
 * auth events carry the user when a sign-in happens on this page; otherwise service A is
 * asked once per token. Unknown means "not staff": staff actions stay hidden.
 */
export function useViewer(): User | null {
  const { mainApi, bus } = useDashboardServices();
  const { token } = useSession();
  const [known, setKnown] = useState<{ token: string; user: User } | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    const take = (e: { user: User }) => setKnown({ token, user: e.user });
    const subs = [
      bus.on('auth/signed-in').subscribe(take),
      bus.on('auth/login-completed').subscribe(take),
      bus.on('auth/phone-verified').subscribe(take),
    ];
    let live = true;
    if (mainApi) {
      lookup(mainApi, token).then(
        (user) => live && setKnown((prev) => (prev && prev.token === token ? prev : { token, user })),
        () => undefined,
      );
    }
    return () => {
      live = false;
      subs.forEach((s) => s.unsubscribe());
    };
  }, [token, mainApi, bus]);

  return known && token && known.token === token ? known.user : null;
}
