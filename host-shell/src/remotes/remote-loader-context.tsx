import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LoadedRemote, RemoteLoader } from './remote-loader';
import { RemoteUnavailableError } from './remote-loader';

const missing: RemoteLoader = (id) =>
  Promise.reject(new RemoteUnavailableError(id, 'no remote loader is configured'));

const none: LoadedRemote = () => undefined;

/** Told when a slot's remote failed to load or render (`id` is the slot's module, e.g. `mf_bag/BagDrawer`). */
export type RemoteFailureListener = (id: string, error: unknown) => void;

const ignore: RemoteFailureListener = () => undefined;

const RemoteLoaderContext = createContext<{ load: RemoteLoader; peek: LoadedRemote; onFailure: RemoteFailureListener }>({ load: missing, peek: none, onFailure: ignore });

/**
 * Supplies the loader every RemoteSlot uses (the federation one in the app, a fake in tests),
 * what it has loaded already (`peek`: such a remote renders at once, without a loading state),
 * and who hears of a slot's failure (`onFailure`: the analytics' remote_error report).
 */
export function RemoteLoaderProvider({ loader, peek = none, onFailure = ignore, children }: {
  loader: RemoteLoader;
  peek?: LoadedRemote;
  onFailure?: RemoteFailureListener;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ load: loader, peek, onFailure }), [loader, peek, onFailure]);
  return <RemoteLoaderContext.Provider value={value}>{children}</RemoteLoaderContext.Provider>;
}

export const useRemoteLoader = (): RemoteLoader => useContext(RemoteLoaderContext).load;
export const useLoadedRemote = (): LoadedRemote => useContext(RemoteLoaderContext).peek;
export const useRemoteFailure = (): RemoteFailureListener => useContext(RemoteLoaderContext).onFailure;
