import { useMemo } from 'react';
import type { ApiClients, EventBus, StorageLike } from 'shared-domain';
import { useRuntime, useSessionState } from 'shared-ui';

/** What the bag views need from whoever renders them (host, standalone page or `mount`): the page's runtime (shared-ui). */
export type BagConfig = {
  /** Both services' clients, sending the session's token (the embedder's when it gave one). */
  api: ApiClients;
  bus: EventBus;
  /** The guest bag's storage (localStorage, memory where the browser refuses it). */
  storage: StorageLike;
  /** The session's token now (null: a guest). */
  token: () => string | null;
  /** The token is an embedder's, which answers for its users (their phone too); false: the site's own session. */
  embedderToken: () => boolean;
};

/** The runtime's clients, bus and storage under the bag's names. */
export function useBagConfig(): BagConfig {
  const runtime = useRuntime();
  return useMemo(() => ({
    api: runtime.api,
    bus: runtime.bus,
    storage: runtime.storage,
    token: () => runtime.session.state().token,
    embedderToken: () => runtime.session.state().embedderToken,
  }), [runtime]);
}

/** The bag's one client per service: the runtime's (the same config answers the same clients). */
export function bagClients(config: BagConfig): ApiClients {
  return config.api;
}

/** The auth token: the embedder's if given, else the stored one kept current by the auth events and other tabs. */
export function useAuthToken(): string | null {
  return useSessionState().token;
}
