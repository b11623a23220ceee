import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { AUTH_TOKEN_KEY, bus as sharedBus, type EventBus, type MountOptions } from 'shared-domain';
import type { CampaignsApi } from '../campaigns/campaigns.api';

/** What the dashboard needs from whoever renders it (host, standalone page or `mount`). */
export type DashboardConfig = {
  /** Base of service B, e.g. `/campaign-api`. */
  campaignApiBase: string;
  /** `undefined`: follow localStorage and the auth events; a value: the embedder decides. */
  token?: string | null;
  bus: EventBus;
  storage: Storage;
  /** Replaces the HTTP implementation (tests, or an embedder with its own transport). */
  campaignsApi?: CampaignsApi;
};

const DashboardConfigContext = createContext<DashboardConfig | null>(null);

const defaults = (): DashboardConfig => ({ campaignApiBase: '/campaign-api', bus: sharedBus, storage: window.localStorage });

export function DashboardConfigProvider({ value, children }: { value: Partial<DashboardConfig>; children: ReactNode }) {
  return <DashboardConfigContext.Provider value={{ ...defaults(), ...value }}>{children}</DashboardConfigContext.Provider>;
}

export function useDashboardConfig(): DashboardConfig {
  return useContext(DashboardConfigContext) ?? defaults();
}

/** `/api` → `/campaign-api`, `https://x.in/api` → `https://x.in/campaign-api` (ARCHITECTURE.md runtime). */
export function campaignBaseFrom(apiBase: string): string {
  const trimmed = apiBase.replace(/\/+$/, '');
  return /\/api$/.test(trimmed) ? trimmed.replace(/\/api$/, '/campaign-api') : `${trimmed}/campaign-api`;
}

/** Mount options → dashboard config. */
export function configFromMount(o: MountOptions): Partial<DashboardConfig> {
  return {
    campaignApiBase: o.campaignApiBase ?? campaignBaseFrom(o.apiBase),
    token: o.token,
    ...(o.bus ? { bus: o.bus } : {}),
  };
}

/** The auth token: the embedder's if given, else localStorage kept current by auth events. */
export function useAuthToken(): string | null {
  const { token, bus, storage } = useDashboardConfig();
  const read = () => storage.getItem(AUTH_TOKEN_KEY);
  const [stored, setStored] = useState<string | null>(read);
  useEffect(() => {
    if (token !== undefined) return undefined;
    const sync = () => setStored(read());
    sync();
    const subs = [bus.on('auth/signed-in').subscribe(sync), bus.on('auth/signed-out').subscribe(sync)];
    const onStorage = (e: StorageEvent) => { if (e.key === null || e.key === AUTH_TOKEN_KEY) sync(); };
    window.addEventListener('storage', onStorage);
    return () => { subs.forEach((s) => s.unsubscribe()); window.removeEventListener('storage', onStorage); };
  }, [token, bus, storage]);
  return token !== undefined ? token : stored;
}
