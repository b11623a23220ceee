import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LoadedRemote, RemoteLoader } from './remote-loader';
import { RemoteUnavailableError } from './remote-loader';

const missing: RemoteLoader = (id) =>
  Promise.reject(new RemoteUnavailableError(id, 'no remote loader is configured'));

const none: LoadedRemote = () => undefined;

const RemoteLoaderContext = createContext<{ load: RemoteLoader; peek: LoadedRemote }>({ load: missing, peek: none });

/**
 * Supplies the loader every RemoteSlot uses (the federation one in the app, a fake in tests),
 * and what it has loaded already (`peek`): such a remote renders at once, without a loading state.
 */
export function RemoteLoaderProvider({ loader, peek = none, children }: { loader: RemoteLoader; peek?: LoadedRemote; children: ReactNode }) {
  const value = useMemo(() => ({ load: loader, peek }), [loader, peek]);
  return <RemoteLoaderContext.Provider value={value}>{children}</RemoteLoaderContext.Provider>;
}

export const useRemoteLoader = (): RemoteLoader => useContext(RemoteLoaderContext).load;
export const useLoadedRemote = (): LoadedRemote => useContext(RemoteLoaderContext).peek;
