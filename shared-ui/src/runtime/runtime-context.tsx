import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { EventBus, StorageLike, User } from 'shared-domain';
import type { RemoteRuntime } from './runtime';
import type { SessionState } from './session';

// In shared-ui's root entry, a singleton: the host's provider is the one its remotes read.
const RuntimeContext = createContext<RemoteRuntime | null>(null);

/** Gives the runtime to everything below: the host around the site, `mount()` around an embed, a standalone page around itself. */
export function RuntimeProvider({ runtime, children }: { runtime: RemoteRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The page's runtime: its API clients, session, bus and theme. */
export function useRuntime(): RemoteRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() outside <RuntimeProvider>: the host, mount() or the standalone page gives it');
  return runtime;
}

/** The session as it stands, rendered again whenever it changes (sign-in, sign-out, expiry, the user learnt). */
export function useSessionState(): SessionState {
  const { session } = useRuntime();
  return useSyncExternalStore(session.subscribe, session.state, session.state);
}

/**
 * The signed-in user (for their role and id), or null while unknown or signed out. The auth
 * events carry the user when a sign-in happens on this page; otherwise service A is asked
 * once per token, for every part of the page that asks. Unknown means "not staff".
 */
export function useViewer(): User | null {
  const { session } = useRuntime();
  const { lookup, user } = useSessionState();
  useEffect(() => {
    if (lookup === 'unknown') session.lookUpUser();
  }, [lookup, session]);
  return user;
}

/** Service A and what its callers need beside it, as most of a remote's code names them. */
export type ServiceAView = {
  /** Service A (`x-access-token`); it stores any token an answer carries (SPEC.md section 4). */
  api: RemoteRuntime['api']['serviceA'];
  bus: EventBus;
  /** Where the guest bag and the token live. */
  storage: StorageLike;
  /** The session's token now (null signed out). */
  getToken: () => string | null;
};

/** The runtime's service A, bus, storage and token: one object per runtime. */
export function useServiceA(): ServiceAView {
  const runtime = useRuntime();
  return useMemo(() => ({
    api: runtime.api.serviceA,
    bus: runtime.bus,
    storage: runtime.storage,
    getToken: () => runtime.session.state().token,
  }), [runtime]);
}
