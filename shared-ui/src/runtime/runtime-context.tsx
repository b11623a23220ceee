import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from 'shared-domain';
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
