import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './remote-loader';
import { RemoteUnavailableError } from './remote-loader';

const missing: RemoteLoader = (id) =>
  Promise.reject(new RemoteUnavailableError(id, 'no remote loader is configured'));

const RemoteLoaderContext = createContext<RemoteLoader>(missing);

/** Supplies the loader every RemoteSlot uses (the federation one in the app, a fake in tests). */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export const useRemoteLoader = (): RemoteLoader => useContext(RemoteLoaderContext);
