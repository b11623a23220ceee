import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import type { EventBus, StorageLike } from 'shared-domain';
import { useRuntime } from 'shared-ui';

/**
 * What the remote's pages talk to: the main API (public page reads, leads, and the bag when a
 * planning tool adds its plan), the application bus, the browser's storage (the guest bag)
 * and the signed-in user's token — the page's runtime (shared-ui), never a client of its own.
 */
export type ContentServices = {
  api: AxiosInstance;
  bus: EventBus;
  storage: StorageLike;
  /** The session's token now (null signed out). */
  getToken: () => string | null;
};

/** The runtime's service A, bus, storage and token under the remote's names. */
export function useContentServices(): ContentServices {
  const runtime = useRuntime();
  return useMemo(() => ({
    api: runtime.api.serviceA,
    bus: runtime.bus,
    storage: runtime.storage,
    getToken: () => runtime.session.state().token,
  }), [runtime]);
}
