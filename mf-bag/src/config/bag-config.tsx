import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AxiosAdapter } from 'axios';
import { AUTH_TOKEN_KEY, bus as sharedBus, campaignBaseFrom, createApiClients, type ApiClients, type EventBus, type MountOptions } from 'shared-domain';

/** What the bag views need from whoever renders them (host, standalone page or `mount`). */
export type BagConfig = {
  apiBase: string;
  /** Service B (saving campaigns). */
  campaignApiBase: string;
  /** `undefined`: follow localStorage and the auth events; a value: the embedder decides. */
  token?: string | null;
  bus: EventBus;
  storage: Storage;
  /** Answers API calls instead of the network (tests). */
  adapter?: AxiosAdapter;
};

const BagConfigContext = createContext<BagConfig | null>(null);

function defaultConfig(): BagConfig {
  return { apiBase: '/api', campaignApiBase: '/campaign-api', bus: sharedBus, storage: window.localStorage };
}

export function BagConfigProvider({ value, children }: { value: Partial<BagConfig>; children: ReactNode }) {
  return <BagConfigContext.Provider value={{ ...defaultConfig(), ...value }}>{children}</BagConfigContext.Provider>;
}

/** The config of the nearest provider, else the host defaults (`/api`, shared bus, localStorage). */
export function useBagConfig(): BagConfig {
  return useContext(BagConfigContext) ?? defaultConfig();
}

let clientCache: { key: readonly unknown[]; clients: ApiClients } | null = null;

/**
 * The bag's one client per service for `config`: the embedder's token when it gave one, else
 * the stored token read on every request (so a sign-in mid-flow is picked up), with the
 * clients' timeouts. The same config answers the same clients.
 */
export function bagClients(config: BagConfig): ApiClients {
  const { apiBase, campaignApiBase, token, storage, adapter } = config;
  const key = [apiBase, campaignApiBase, token, storage, adapter];
  if (clientCache && clientCache.key.every((v, i) => v === key[i])) return clientCache.clients;
  const clients = createApiClients({
    apiBase,
    campaignApiBase,
    adapter,
    getToken: () => (token !== undefined ? token : storage.getItem(AUTH_TOKEN_KEY)),
    // An embedder that passes a token keeps it; otherwise an answered token is stored (SPEC.md section 4).
    onToken: token !== undefined ? undefined : (t) => storage.setItem(AUTH_TOKEN_KEY, t),
  });
  clientCache = { key, clients };
  return clients;
}

/** Mount options → bag config. */
export function configFromMount(o: MountOptions): Partial<BagConfig> {
  return { apiBase: o.apiBase, campaignApiBase: o.campaignApiBase ?? campaignBaseFrom(o.apiBase), token: o.token, ...(o.bus ? { bus: o.bus } : {}) };
}

/** The auth token: the embedder's if given, else localStorage kept current by auth events. */
export function useAuthToken(): string | null {
  const { token, bus, storage } = useBagConfig();
  const [stored, setStored] = useState<string | null>(() => storage.getItem(AUTH_TOKEN_KEY));
  useEffect(() => {
    if (token !== undefined) return undefined;
    const sync = () => setStored(storage.getItem(AUTH_TOKEN_KEY));
    const subs = [bus.on('auth/signed-in').subscribe(sync), bus.on('auth/signed-out').subscribe(sync)];
    const onStorage = (e: StorageEvent) => { if (e.key === null || e.key === AUTH_TOKEN_KEY) sync(); };
    window.addEventListener('storage', onStorage);
    return () => { subs.forEach((s) => s.unsubscribe()); window.removeEventListener('storage', onStorage); };
  }, [token, bus, storage]);
  return token !== undefined ? token : stored;
}
