import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AxiosAdapter } from 'axios';
import { AUTH_TOKEN_KEY, bus as sharedBus, campaignBaseFrom, type EventBus, type MountOptions } from 'shared-domain';

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

/** Mount options → bag config. */
export function configFromMount(o: MountOptions): Partial<BagConfig> {
  return { apiBase: o.apiBase, campaignApiBase: o.campaignApiBase ?? campaignBaseFrom(o.apiBase), token: o.token, ...(o.bus ? { bus: o.bus } : {}) };
}

/** The auth token: the embedder's if given, else localStorage kept current by auth events. */
export function useAuthToken(): string | null {
  const { token, bus, storage } = useBagConfig();
  const read = () => storage.getItem(AUTH_TOKEN_KEY);
  const [stored, setStored] = useState<string | null>(read);
  useEffect(() => {
    if (token !== undefined) return undefined;
    const sync = () => setStored(read());
    const subs = [bus.on('auth/signed-in').subscribe(sync), bus.on('auth/signed-out').subscribe(sync)];
    const onStorage = (e: StorageEvent) => { if (e.key === null || e.key === AUTH_TOKEN_KEY) sync(); };
    window.addEventListener('storage', onStorage);
    return () => { subs.forEach((s) => s.unsubscribe()); window.removeEventListener('storage', onStorage); };
  }, [token, bus, storage]);
  return token !== undefined ? token : stored;
}
