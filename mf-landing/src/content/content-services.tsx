import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { bus, createServiceAClient, storageOrMemory, storedTokenOptions, type EventBus, type StorageLike } from 'shared-domain';

/**
 * What the remote's pages talk to: the main API (public page reads, leads, and the bag when a
 * planning tool adds its plan), the application bus, the browser's storage (the guest bag)
 * and the signed-in user's token.
 */
export type ContentServices = {
  api: AxiosInstance;
  bus: EventBus;
  /** The guest bag's storage; localStorage (memory where unavailable) when absent. */
  storage?: StorageLike;
  /** The stored sign-in token; the stored one when absent. */
  getToken?: () => string | null | undefined;
};

let defaults: Required<ContentServices> | undefined;

/** Under the host: `/api` with the stored token, the shared bus, localStorage. */
export function defaultContentServices(): Required<ContentServices> {
  if (!defaults) {
    const storage = storageOrMemory(() => window.localStorage);
    const tokens = storedTokenOptions(() => window.localStorage);
    defaults = { api: createServiceAClient({ baseURL: '/api', ...tokens }), bus, storage, getToken: tokens.getToken };
  }
  return defaults;
}

const Context = createContext<ContentServices | null>(null);

/** Replaces the services below it (tests). */
export function ContentServicesProvider({ services, children }: { services: ContentServices; children: ReactNode }) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

export function useContentServices(): Required<ContentServices> {
  const given = useContext(Context);
  if (!given) return defaultContentServices();
  return {
    ...given,
    storage: given.storage ?? storageOrMemory(() => window.localStorage),
    getToken: given.getToken ?? (() => null),
  };
}
