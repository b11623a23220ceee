import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import type { EventBus, StorageLike } from 'shared-domain';
import { useRuntime } from 'shared-ui';

/** What the catalog talks to outside React, as its components name it: the page's runtime (shared-ui), never a client of its own. */
export type CatalogServices = {
  /** Service A. */
  api: AxiosInstance;
  bus: EventBus;
  storage: StorageLike;
  /** The session's token now (null signed out). */
  getToken: () => string | null;
};

/** The runtime's service A, bus, storage and token under the catalog's names. */
export function useCatalogServices(): CatalogServices {
  const runtime = useRuntime();
  return useMemo(() => ({
    api: runtime.api.serviceA,
    bus: runtime.bus,
    storage: runtime.storage,
    getToken: () => runtime.session.state().token,
  }), [runtime]);
}
